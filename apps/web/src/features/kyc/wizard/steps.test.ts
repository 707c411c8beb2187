// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emptyDraft, type KycDraft } from './draft';
import {
  backOf,
  canReview,
  documentSidesComplete,
  guardStep,
  hubItems,
  hubStatus,
  nextOf,
  resumeStep,
  stepIds,
} from './steps';

const IMG = 'data:image/jpeg;base64,AAAA';

function draft(patch: Partial<KycDraft> = {}): KycDraft {
  return { ...emptyDraft(), ...patch };
}

const idDone = {
  applicantType: 'business' as const,
  country: 'nigeria',
  idType: 'bvn',
  idNumber: '22222222222',
};
const allDone = draft({
  ...idDone,
  selfie: IMG,
  docType: 'passport',
  docFront: IMG,
  businessName: 'Okafor Ventures',
});

describe('the wizard steps', () => {
  it('are in spec 2 order, after individual or business (issue 17)', () => {
    expect(stepIds).toEqual([
      'applicant',
      'country',
      'idType',
      'idNumber',
      'initial',
      'selfie',
      'docType',
      'document',
      'business',
      'review',
    ]);
  });

  it('go Back as spec 2 says; country to the applicant question, which leaves', () => {
    expect(backOf('applicant')).toBe('exit');
    expect(backOf('country')).toBe('applicant');
    expect(backOf('idType')).toBe('country');
    expect(backOf('idNumber')).toBe('idType');
    expect(backOf('initial')).toBe('idNumber');
    for (const step of ['selfie', 'docType', 'document', 'business', 'review'] as const) {
      expect(backOf(step)).toBe('initial');
    }
  });

  it('Continue through the ID steps to the hub, docType to document, the rest back to the hub', () => {
    expect(nextOf('applicant')).toBe('country');
    expect(nextOf('country')).toBe('idType');
    expect(nextOf('idType')).toBe('idNumber');
    expect(nextOf('idNumber')).toBe('initial');
    expect(nextOf('selfie')).toBe('initial');
    expect(nextOf('docType')).toBe('document');
    expect(nextOf('document')).toBe('initial');
    expect(nextOf('business')).toBe('initial');
  });
});

describe('the document sides rule (spec 4)', () => {
  it('needs front and back for the national ID, licence and voter’s card', () => {
    for (const type of ['national_id', 'drivers_licence', 'voters_card']) {
      expect(documentSidesComplete(type, IMG, null)).toBe(false);
      expect(documentSidesComplete(type, null, IMG)).toBe(false);
      expect(documentSidesComplete(type, IMG, IMG)).toBe(true);
    }
  });

  it('needs only the front of a passport', () => {
    expect(documentSidesComplete('passport', IMG, null)).toBe(true);
    expect(documentSidesComplete('passport', null, null)).toBe(false);
  });

  it('is never complete without a document type', () => {
    expect(documentSidesComplete('', IMG, IMG)).toBe(false);
    expect(documentSidesComplete('library_card', IMG, IMG)).toBe(false);
  });
});

describe('the hub and review rule', () => {
  it('ticks each item once it is complete', () => {
    expect(hubStatus(draft(idDone))).toEqual({ selfie: false, document: false, business: false });
    expect(hubStatus(allDone)).toEqual({ selfie: true, document: true, business: true });
  });

  it('offers Review only when selfie, document and business are all done', () => {
    expect(canReview(allDone)).toBe(true);
    expect(canReview({ ...allDone, selfie: null })).toBe(false);
    expect(canReview({ ...allDone, docType: 'national_id' })).toBe(false);
    expect(canReview({ ...allDone, docType: 'national_id', docBack: IMG })).toBe(true);
    expect(canReview({ ...allDone, businessName: 'Ok' })).toBe(false);
    expect(canReview({ ...allDone, businessNumber: '1234' })).toBe(false);
    expect(canReview({ ...allDone, businessNumber: 'RC12345' })).toBe(true);
  });

  it('an individual has no business item: selfie and document are enough', () => {
    const person = { ...allDone, applicantType: 'individual' as const, businessName: '' };
    expect(hubItems(person)).toEqual(['selfie', 'document']);
    expect(hubItems(allDone)).toEqual(['selfie', 'document', 'business']);
    expect(canReview(person)).toBe(true);
    expect(canReview({ ...person, selfie: null })).toBe(false);
    // Switching to business brings the business step back as a requirement.
    expect(canReview({ ...person, applicantType: 'business' })).toBe(false);
    expect(guardStep('business', person)).toBe('initial');
    expect(guardStep('business', allDone)).toBe('business');
  });
});

describe('resuming and guarding steps', () => {
  it('reopens the ID steps as they were and anything later on the hub', () => {
    expect(resumeStep(draft({ step: 'idType', country: 'nigeria' }))).toBe('idType');
    expect(resumeStep(draft())).toBe('applicant');
    expect(resumeStep({ ...allDone, step: 'selfie' })).toBe('initial');
    expect(resumeStep({ ...allDone, step: 'review' })).toBe('initial');
    expect(resumeStep(draft({ ...idDone, idNumber: '12', step: 'business' }))).toBe('idNumber');
  });

  it('never shows a step whose prerequisites are missing', () => {
    expect(guardStep('selfie', draft())).toBe('applicant');
    expect(guardStep('country', draft())).toBe('applicant');
    expect(guardStep('selfie', draft({ applicantType: 'individual', country: '' }))).toBe(
      'country',
    );
    // Nigeria, the one country offered, is chosen already (issue 37).
    expect(emptyDraft().country).toBe('nigeria');
    expect(guardStep('selfie', draft({ applicantType: 'individual' }))).toBe('idType');
    expect(guardStep('idNumber', draft({ applicantType: 'business', country: 'nigeria' }))).toBe(
      'idType',
    );
    expect(guardStep('document', draft(idDone))).toBe('docType');
    expect(guardStep('review', draft(idDone))).toBe('initial');
    expect(guardStep('review', allDone)).toBe('review');
    expect(guardStep('nonsense', { ...allDone, step: 'business' })).toBe('initial');
  });
});

describe('resubmitting after a rejection (issue 37)', () => {
  const FILE = '/api/v1/kyc/files/front';
  const rejectedDoc = draft({
    ...allDone,
    docType: 'passport',
    docFront: FILE,
    rejected: {
      item: 'document',
      reason: 'Document is unreadable',
      was: { selfie: IMG, docFront: FILE, docBack: null },
    },
  });
  it('the rejected item is not done until its photo is new', () => {
    expect(hubStatus(rejectedDoc).document).toBe(false);
    expect(hubStatus(rejectedDoc).selfie).toBe(true);
    expect(canReview(rejectedDoc)).toBe(false);
    const retaken = { ...rejectedDoc, docFront: `${IMG}NEW` };
    expect(hubStatus(retaken).document).toBe(true);
  });
});
