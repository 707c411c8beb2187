import {
  documentNeedsBack,
  type CreateKycPayload,
  type DocumentType,
  type MemberProfile,
  type UpdateKycPayload,
} from '@vouch/contracts';
import { isDataUrl, type KycDraft } from './draft';

/** Only images taken or uploaded here are sent; a stored file's link goes as null (kept). */
function fresh(value: string | null): string | null {
  return isDataUrl(value) ? value : null;
}

/**
 * Spec 3's KYC record from the draft and the session's user info (the server takes names, e-mail
 * and phone from the profile anyway). In the update wizard, files not re-taken are null, so the
 * server keeps the rejected version's file.
 */
export function buildKycPayload(
  d: KycDraft,
  user: Pick<MemberProfile, 'first_name' | 'last_name' | 'phone_number' | 'email_address'>,
): CreateKycPayload & UpdateKycPayload {
  const docType = d.docType as DocumentType;
  const number = d.businessNumber.trim();
  // An individual sends no business details at all (the API refuses them), even ones typed
  // before switching from "A business".
  const business = d.applicantType === 'business';
  return {
    applicant_type: business ? 'business' : 'individual',
    identity_type: d.idType as CreateKycPayload['identity_type'],
    identity_number: d.idNumber.trim(),
    country: d.country as CreateKycPayload['country'],
    document_type: docType,
    ...(business ? { business_name: d.businessName.trim(), business_number: number || null } : {}),
    first_name: user.first_name,
    last_name: user.last_name,
    middle_name: d.lookup?.middlename ?? null,
    phone_number: user.phone_number,
    email_address: user.email_address,
    document_file: {
      f: fresh(d.docFront),
      b: documentNeedsBack(docType) ? fresh(d.docBack) : null,
    },
    portrait_file: {
      // The registry's portrait is the server's to keep (issue 45): never sent, never shown.
      old_capture: null,
      // A live capture's selfie is the server's own frame: only an upload is sent.
      new_capture: d.livenessSessionId ? null : fresh(d.selfie),
    },
    ...(d.livenessSessionId ? { liveness_session_id: d.livenessSessionId } : {}),
    ...(business ? { business_cartificate_file: fresh(d.certificate) } : {}),
    // Only sent once the member ticked the review step's consent (ReviewStep).
    biometric_consent: true,
  };
}
