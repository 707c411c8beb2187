import {
  businessFormSchema,
  documentNeedsBack,
  documentTypeValues,
  idNumberIssue,
  type DocumentType,
} from '@vouch/contracts';
import { stillRejected, type KycDraft } from './draft';

/** Spec 2: the wizard's steps, in order, after issue 17's "individual or business". */
export const stepIds = [
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
] as const;
export type StepId = (typeof stepIds)[number];

/** Where Back goes from a step; 'exit' means leave the wizard for /kyc. */
export type BackTarget = StepId | 'exit';

/**
 * Spec 2's Back rules: idType → country, idNumber → idType, initial → idNumber, every other step →
 * initial; country goes back to the applicant question, and from there it leaves for /kyc.
 */
export function backOf(step: StepId): BackTarget {
  switch (step) {
    case 'applicant':
      return 'exit';
    case 'country':
      return 'applicant';
    case 'idType':
      return 'country';
    case 'idNumber':
      return 'idType';
    case 'initial':
      return 'idNumber';
    default:
      return 'initial';
  }
}

/**
 * Where Continue goes: the three ID steps lead to the hub; docType leads on to document; the other
 * checklist items come back to the hub. The hub itself and review have no Continue.
 */
export function nextOf(step: StepId): StepId {
  switch (step) {
    case 'applicant':
      return 'country';
    case 'country':
      return 'idType';
    case 'idType':
      return 'idNumber';
    case 'docType':
      return 'document';
    default:
      return 'initial';
  }
}

export function isDocumentType(value: string): value is DocumentType {
  return (documentTypeValues as readonly string[]).includes(value);
}

/**
 * Spec 4's sides rule: national_id, drivers_licence and voters_card need front and back; passport
 * needs the front only. No document type chosen means nothing is complete.
 */
export function documentSidesComplete(
  docType: string,
  front: string | null,
  back: string | null,
): boolean {
  if (!isDocumentType(docType) || !front) return false;
  return documentNeedsBack(docType) ? Boolean(back) : true;
}

export function businessComplete(name: string, number: string): boolean {
  return businessFormSchema.safeParse({ business_name: name, business_number: number }).success;
}

export type HubItem = 'selfie' | 'document' | 'business';

/** The hub's checklist: selfie and document for everyone, business only for a business. */
export function hubItems(d: KycDraft): HubItem[] {
  return d.applicantType === 'business'
    ? ['selfie', 'document', 'business']
    : ['selfie', 'document'];
}

/** Each checklist item: true once it is complete. */
export function hubStatus(d: KycDraft): Record<HubItem, boolean> {
  // The item a reviewer rejected is done only with new photos (issue 37).
  const old = stillRejected(d);
  const needsBack = isDocumentType(d.docType) && documentNeedsBack(d.docType);
  return {
    selfie: Boolean(d.selfie) && !old.selfie,
    document:
      documentSidesComplete(d.docType, d.docFront, d.docBack) &&
      !old.docFront &&
      !(needsBack && old.docBack),
    business: d.applicantType === 'business' && businessComplete(d.businessName, d.businessNumber),
  };
}

/** Spec 2: 'Review Information' appears only when every item on the checklist is done. */
export function canReview(d: KycDraft): boolean {
  const s = hubStatus(d);
  return hubItems(d).every((i) => s[i]);
}

/**
 * The ID steps are done: individual or business, a country, an ID type and a number in that
 * type's format.
 */
export function idDetailsComplete(d: KycDraft): boolean {
  return (
    Boolean(d.applicantType && d.country && d.idType) &&
    idNumberIssue(d.idType, d.idNumber) === null
  );
}

/**
 * The step a saved draft reopens on: the ID steps as they were; anything past idNumber lands on the
 * hub (the member continues from the checklist). Review is never reopened when not everything is
 * done, and the hub is never reached with ID details missing.
 */
export function resumeStep(d: KycDraft): StepId {
  const index = stepIds.indexOf(d.step);
  if (index < 0) return 'applicant';
  if (index <= stepIds.indexOf('idNumber')) return d.step;
  return idDetailsComplete(d) ? 'initial' : 'idNumber';
}

export function isStepId(value: string | null | undefined): value is StepId {
  return (stepIds as readonly string[]).includes(value ?? '');
}

/** The first ID step still missing its answer, or null when all three are done. */
export function firstIncompleteIdStep(d: KycDraft): StepId | null {
  if (!d.applicantType) return 'applicant';
  if (!d.country) return 'country';
  if (!d.idType) return 'idType';
  return idNumberIssue(d.idType, d.idNumber) === null ? null : 'idNumber';
}

/**
 * The step actually shown for a requested one (the address bar, history): never past a missing ID
 * answer, never the document step without a document type, never review before everything is done.
 */
export function guardStep(requested: string | null, d: KycDraft): StepId {
  const step = isStepId(requested) ? requested : resumeStep(d);
  const index = stepIds.indexOf(step);
  const missing = firstIncompleteIdStep(d);
  if (missing && index > stepIds.indexOf(missing)) return missing;
  if (step === 'document' && !isDocumentType(d.docType)) return 'docType';
  if (step === 'business' && d.applicantType !== 'business') return 'initial';
  if (step === 'review' && !canReview(d)) return 'initial';
  return step;
}
