import {
  countries,
  rejectedItemOf,
  type ApplicantType,
  type KycRecord,
  type MemberProfile,
} from '@vouch/contracts';
import type { StepId } from './steps';

/** What the identity lookup found, kept only whole (a failed lookup saves nothing). */
export interface LookupSnapshot {
  /** The ID number it was done for: changing the number drops the lookup. */
  idNumber: string;
  firstname: string;
  lastname: string;
  middlename: string | null;
  matches: { first_name: boolean; last_name: boolean; dob: boolean };
  /**
   * The profile's names and date of birth it matched. The server counts a lookup only while the
   * profile still has them (issue 31), so the draft drops it when they change.
   */
  matchedFor?: LookupProfile;
}

/** What a lookup is compared with: the member's names and date of birth. */
export type LookupProfile = Pick<MemberProfile, 'first_name' | 'last_name' | 'dob'>;

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
  /**
   * The passed live capture `selfie` came from (issue 45); absent for an uploaded selfie, which a
   * person always reviews. Dropped when the selfie is replaced.
   */
  livenessSessionId?: string | null;
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
  /**
   * Photos the member kept although the check at capture flagged them (issue 37): an explicit
   * choice, dropped when that photo is replaced.
   */
  keptPhotos?: KeptPhoto[];
  /**
   * Update wizard: the item the reviewer rejected, the reason, and its files as they were. The
   * item is done only once they are replaced (issue 37).
   */
  rejected?: RejectedItem;
}

export interface RejectedItem {
  item: 'selfie' | 'document';
  reason: string;
  was: { selfie: string | null; docFront: string | null; docBack: string | null };
}

export type KeptPhoto = 'selfie' | 'docFront' | 'docBack';

export function emptyDraft(): KycDraft {
  return {
    version: 1,
    step: 'applicant',
    applicantType: '',
    // Nigeria is the one country offered: chosen already (issue 37).
    country: countries.length === 1 ? countries[0].value : '',
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
    ...rejectedOf(r),
  };
}

function rejectedOf(r: KycRecord): { rejected?: RejectedItem } {
  const item = r.status === 'REJECTED' ? rejectedItemOf(r.reason) : null;
  if (!item || !r.reason) return {};
  const was = {
    selfie: r.portrait_file.new_capture,
    docFront: r.document_file.f,
    docBack: r.document_file.b,
  };
  return { rejected: { item, reason: r.reason, was } };
}

/** The rejected item's photos still the ones the reviewer turned down. */
export function stillRejected(d: KycDraft): {
  selfie: boolean;
  docFront: boolean;
  docBack: boolean;
} {
  const r = d.rejected;
  return {
    selfie: r?.item === 'selfie' && !!d.selfie && d.selfie === r.was.selfie,
    docFront: r?.item === 'document' && !!d.docFront && d.docFront === r.was.docFront,
    docBack: r?.item === 'document' && !!d.docBack && d.docBack === r.was.docBack,
  };
}

/** A draft saved before issue 17 has no applicant type: the member is asked again. */
export function normaliseDraft(d: KycDraft): KycDraft {
  return { ...d, applicantType: d.applicantType ?? '' };
}

/**
 * The draft without a lookup that no longer describes the member: their names or date of birth
 * changed since it matched (or it was saved before lookups remembered them). The server would
 * not count it either; the member looks up again or continues without.
 */
export function withCurrentLookup(d: KycDraft, profile: LookupProfile | null): KycDraft {
  const m = d.lookup?.matchedFor;
  const current =
    m &&
    profile &&
    m.first_name === profile.first_name &&
    m.last_name === profile.last_name &&
    m.dob === profile.dob;
  return d.lookup && !current ? { ...d, lookup: null } : d;
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
  if (patch.selfie !== undefined && patch.selfie !== d.selfie && !patch.livenessSessionId) {
    // A selfie from elsewhere (an upload, the phone's photo) is not the live capture's.
    delete next.livenessSessionId;
  }
  if (patch.docType !== undefined && patch.docType !== d.docType) {
    if (patch.docType === 'passport') next.docBack = null;
  }
  if (patch.certificate !== undefined && patch.certificate !== d.certificate) {
    delete next.certificatePages;
  }
  if (next.keptPhotos && patch.keptPhotos === undefined) {
    // A new photo is checked afresh: keeping the old one says nothing about it.
    next.keptPhotos = next.keptPhotos.filter((k) => next[k] === d[k]);
  }
  return next;
}
