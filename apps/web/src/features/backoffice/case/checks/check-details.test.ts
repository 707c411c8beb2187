import { describe, expect, it } from 'vitest';
import {
  duplicateFaces,
  duplicateIdAccounts,
  imageQualityRows,
  livenessEvidence,
  matchThreshold,
  mrzReading,
  sanctionsHits,
} from './check-details';
import { sampleResults } from './sample-checks';

const details = (code: string) => sampleResults.find((r) => r.code === code)!.details;

describe("reading the checks' details", () => {
  it('takes the face-match threshold and the liveness evidence', () => {
    expect(matchThreshold(details('face_match_document'))).toBe(0.6);
    expect(livenessEvidence(details('liveness_evidence'))).toEqual({
      antispoof: 0.92,
      liveness: 0.81,
      floor: 0.5,
      evidenceOnly: true,
    });
  });

  it('lists image quality per image in a fixed order', () => {
    const rows = imageQualityRows(details('image_quality'));
    expect(rows.map((r) => r.label)).toEqual(['Selfie', 'Document front']);
    expect(rows[1]).toMatchObject({
      width: 1170,
      problems: ['blurred', 'too_dark', 'screenshot'],
      score: 0,
    });
  });

  it('takes sanctions hits with their listed entry', () => {
    const [hit] = sanctionsHits(details('sanctions_screening'));
    expect(hit).toEqual({
      query: 'Ada Obi',
      matchedName: 'OBI, Ada',
      score: 0.93,
      entry: {
        list: 'OFAC SDN',
        name: 'OBI, Ada',
        programs: ['SDGT'],
        pep: true,
        source: 'ofac_sdn',
        id: '36512',
      },
    });
  });

  it('takes the duplicate faces and ID accounts', () => {
    expect(duplicateFaces(details('duplicate_face'))).toEqual([
      {
        memberUuid: '5f1c9a7e-3b2d-4e6f-8a9b-0c1d2e3f4a5b',
        submissionId: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d',
        similarity: 0.97,
      },
    ]);
    expect(duplicateIdAccounts(details('duplicate_id_number'))).toEqual([
      '0b7e2f4c-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
    ]);
  });

  it('reads the MRZ outcomes, or nothing when the zone was not read', () => {
    expect(mrzReading(details('passport_mrz'))).toMatchObject({ names: false, expired: false });
    expect(mrzReading({})).toBeNull();
  });

  it('degrades to less detail when the details are not what it expects', () => {
    const odd = { threshold: '0.6', images: [], hits: 'none', matches: [{ similarity: 1 }] };
    expect(matchThreshold(odd)).toBeNull();
    expect(imageQualityRows(odd)).toEqual([]);
    expect(sanctionsHits(odd)).toEqual([]);
    expect(duplicateFaces(odd)).toEqual([]);
    expect(livenessEvidence(odd).evidenceOnly).toBe(false);
  });
});
