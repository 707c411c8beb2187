import { describe, expect, it } from 'vitest';
import type { CheckCode } from '@vouch/contracts';
import { decideByPolicy, type PolicyInput } from './policy.js';

const settings = { faceMatchThreshold: 0.6, livenessFloor: 0.5, qaRate: 0.1 };
const pass = (code: CheckCode, score: number | null = null, details = {}): PolicyInput => ({
  code,
  outcome: 'passed',
  score,
  details,
});
const clean: PolicyInput[] = [
  pass('selfie_one_face', 0.9),
  pass('document_face', 0.9),
  pass('face_match_document', 0.78),
  pass('face_match_lookup', 0.73),
  pass('liveness_evidence', 0.6, { antispoof: 0.6, liveness: 0.9 }),
  pass('image_quality'),
  pass('passport_mrz'),
  pass('identity_data'),
  pass('duplicate_id_number'),
  pass('duplicate_face'),
  pass('sanctions_screening'),
];
const change = (code: CheckCode, r: Partial<PolicyInput>) =>
  clean.map((c) => (c.code === code ? { ...c, ...r } : c));

describe('the decision policy auto-v1', () => {
  it('approves when every condition holds, recording what it relied on', () => {
    const o = decideByPolicy(clean, settings, 'auto-v1');
    expect(o).toMatchObject({ policy: 'auto-v1', outcome: 'approve', reasons: [] });
    expect(o.reliedOn).toHaveLength(clean.length);
  });

  it('an unread MRZ does not block; a failed one does', () => {
    expect(
      decideByPolicy(change('passport_mrz', { outcome: 'not_run' }), settings, 'auto-v1').outcome,
    ).toBe('approve');
    expect(
      decideByPolicy(change('passport_mrz', { outcome: 'failed' }), settings, 'auto-v1').reasons,
    ).toEqual(['passport_mrz: failed']);
  });

  it('a required check missing or not run, or a score under the policy’s bar, goes to review', () => {
    const noLookup = clean.filter((c) => c.code !== 'identity_data');
    expect(decideByPolicy(noLookup, settings, 'auto-v1').reasons).toEqual([
      'identity_data: not checked',
    ]);
    expect(
      decideByPolicy(change('duplicate_face', { outcome: 'not_run' }), settings, 'auto-v1').reasons,
    ).toEqual(['duplicate_face: not_run']);
    expect(
      decideByPolicy(change('face_match_lookup', { score: 0.56 }), settings, 'auto-v1').reasons,
    ).toEqual(['face_match_lookup: 0.56 below 0.6']);
    const weak = change('liveness_evidence', { details: { antispoof: 0.45, liveness: 0.9 } });
    expect(decideByPolicy(weak, settings, 'auto-v1').outcome).toBe('review');
  });

  it('any other check that failed or could not run (a business registry) goes to review', () => {
    const business = [...clean, { ...pass('business_registry'), outcome: 'not_run' as const }];
    expect(decideByPolicy(business, settings, 'auto-v1').reasons).toEqual([
      'business_registry: not_run',
    ]);
  });

  it('never rejects on its own', () => {
    const bad = clean.map((c) => ({ ...c, outcome: 'failed' as const }));
    expect(decideByPolicy(bad, settings, 'auto-v1').outcome).toBe('review');
  });
});

describe('the decision policy auto-v2 (issue 45): auto-v1 and a passed live capture', () => {
  const live = [...clean, pass('live_capture')];

  it('approves a clean BVN case captured live', () => {
    expect(decideByPolicy(live, settings, 'auto-v2')).toMatchObject({
      policy: 'auto-v2',
      outcome: 'approve',
      reasons: [],
    });
  });

  it('never approves an uploaded selfie, nor a case whose live capture failed or is missing', () => {
    const uploaded = [...clean, { ...pass('live_capture'), outcome: 'not_run' as const }];
    expect(decideByPolicy(uploaded, settings, 'auto-v2')).toMatchObject({
      outcome: 'review',
      reasons: ['live_capture: not_run'],
    });
    const failed = [...clean, { ...pass('live_capture'), outcome: 'failed' as const }];
    expect(decideByPolicy(failed, settings, 'auto-v2').reasons).toEqual(['live_capture: failed']);
    expect(decideByPolicy(clean, settings, 'auto-v2').reasons).toEqual([
      'live_capture: not checked',
    ]);
    // The same clean results without a live capture were enough for auto-v1, kept as it was.
    expect(decideByPolicy(clean, settings, 'auto-v1').outcome).toBe('approve');
  });
});

describe('the decision policy auto-v3 (issue 48): a NIN record counts as a BVN record does', () => {
  const withRegistry = (registry: string) => [
    ...clean.map((c) => (c.code === 'identity_data' ? { ...c, details: { registry } } : c)),
    pass('live_capture'),
  ];

  it('is the current version, and approves a NIN or vNIN case captured live, as a BVN one', () => {
    for (const registry of ['bvn', 'nin', 'vnin'])
      expect(decideByPolicy(withRegistry(registry), settings)).toMatchObject({
        policy: 'auto-v3',
        outcome: 'approve',
        reasons: [],
      });
  });

  it('leaves auto-v2 as it was: a NIN record sends the same case to a person', () => {
    expect(decideByPolicy(withRegistry('nin'), settings, 'auto-v2')).toMatchObject({
      outcome: 'review',
      reasons: ['identity_data: a NIN record, not one auto-v2 relies on'],
    });
    // A result from before issue 48 names no registry: a BVN, as it was.
    expect(decideByPolicy([...clean, pass('live_capture')], settings, 'auto-v2').outcome).toBe(
      'approve',
    );
  });

  it('still needs the live capture and every other condition', () => {
    const uploaded = withRegistry('nin').filter((r) => r.code !== 'live_capture');
    expect(decideByPolicy(uploaded, settings).reasons).toEqual(['live_capture: not checked']);
    const unknown = withRegistry('passport');
    expect(decideByPolicy(unknown, settings).outcome).toBe('review');
  });
});
