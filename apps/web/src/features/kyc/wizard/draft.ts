import type { ApplicantType, KycRecord } from '@vouch/contracts';
import type { StepId } from './steps';

/** What the identity lookup found, kept only whole (a failed lookup saves nothing). */
export interface LookupSnapshot {
  /** The ID number it was done for: changing the number drops the lookup. */
  idNumber: string;
  firstname: string;
  lastname: string;
  middlename: string | null;
  /** data:image/jpeg;base64,… or null when the record has no portrait. */
  photo: string | null;
  matches: { first_name: boolean; last_name: boolean; dob: boolean };
}

/**
 * Spec 3's KYC flow data, plus the step the member was on. Each image is either a data URL (taken
 * or uploaded here) or, in the update wizard, a link to the rejected submission's file.
 */
export interface KycDraft {
  version: 1;
  step: StepId;
  /** Individual or business (issue 17); '' until chosen, and in drafts saved before it. */
  applicantType: ApplicantType | '';
  country: string;
  idType: string;
  idNumber: string;
  lookup: LookupSnapshot | null;
  selfie: string | null;
  docType: string;
  docFront: string | null;
  docBack: string | null;
  businessName: string;
  businessNumber: string;
  certificate: string | null;
  /**
   * Update wizard: every page of the rejected submission's certificate while `certificate` is its
   * first page (a PDF is kept as page images); dropped when another certificate is chosen.
   */
  certificatePages?: string[];
  /** Update wizard: the rejected submission this draft corrects. */
  recordId?: string;
}

export function emptyDraft(): KycDraft {
  return {
    version: 1,
    step: 'applicant',
    applicantType: '',
    country: '',
    idType: '',
    idNumber: '',
    lookup: null,
    selfie: null,
    docType: '',
    docFront: null,
    docBack: null,
    businessName: '',
    businessNumber: '',
    certificate: null,
  };
}

/** The update wizard starts from the rejected submission, on the hub, with every item ticked. */
export function draftFromRecord(r: KycRecord): KycDraft {
  return {
    version: 1,
    step: 'initial',
    applicantType: r.applicant_type,
    country: r.country,
    idType: r.identity_type,
    idNumber: r.identity_number,
    lookup: null,
    selfie: r.portrait_file.new_capture,
    docType: r.document_type,
    docFront: r.document_file.f,
    docBack: r.document_file.b,
    ...(r.applicant_type === 'business'
      ? {
          businessName: r.business_name,
          businessNumber: r.business_number ?? '',
          certificate: r.business_cartificate_file,
          certificatePages: r.business_cartificate_pages,
        }
      : { businessName: '', businessNumber: '', certificate: null }),
    recordId: r.id,
  };
}

/** A draft saved before issue 17 has no applicant type: the member is asked again. */
export function normaliseDraft(d: KycDraft): KycDraft {
  return { ...d, applicantType: d.applicantType ?? '' };
}

/** An image taken or uploaded in this browser (as opposed to a stored submission's file link). */
export function isDataUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('data:');
}

/**
 * Edits that invalidate other answers: a new ID type or number drops the lookup made for the old
 * one; a document type that no longer needs a back drops the back; another certificate drops the
 * stored one's pages.
 */
export function applyEdit(d: KycDraft, patch: Partial<KycDraft>): KycDraft {
  const next = { ...d, ...patch };
  if (next.lookup && (next.idType !== d.idType || next.lookup.idNumber !== next.idNumber.trim())) {
    next.lookup = null;
  }
  if (patch.docType !== undefined && patch.docType !== d.docType) {
    if (patch.docType === 'passport') next.docBack = null;
  }
  if (patch.certificate !== undefined && patch.certificate !== d.certificate) {
    delete next.certificatePages;
  }
  return next;
}
