import type { DecisionTiming } from './instant-decisions.js';
import { z } from 'zod';
import { countryValues, documentTypes } from './enums.js';
import { DOCUMENT_DATA_URL, IMAGE_DATA_URL, MAX_DATA_URL_LENGTH } from './data-url.js';
import { messages, waitPhrase } from './messages.js';

/** KYC capture (spec 2, 3, 5; KYC capture issue). */

/** REVOKED: an approved submission whose verification an admin withdrew (lifecycle.ts). */
export const kycStatuses = ['CURRENTLY_UNDER_REVIEW', 'APPROVED', 'REJECTED', 'REVOKED'] as const;
export type KycStatus = (typeof kycStatuses)[number];

/**
 * Who is being verified (issue 17): an individual, or a business with spec 5's business step.
 * A payload without it is a business, as every spec-era client sent business details.
 */
export const applicantTypes = [
  { value: 'individual', label: 'An individual', hint: 'Verify yourself. No business details.' },
  {
    value: 'business',
    label: 'A business',
    hint: 'Verify yourself and add your business name, number and certificate.',
  },
] as const;
export type ApplicantType = (typeof applicantTypes)[number]['value'];
export const applicantTypeValues = applicantTypes.map((a) => a.value) as [
  ApplicantType,
  ...ApplicantType[],
];

/** Nigerian identity numbers the wizard's idType step offers, with their formats. */
export const idTypes = [
  {
    value: 'bvn',
    label: 'Bank Verification Number (BVN)',
    pattern: /^\d{11}$/,
    hint: '11 digits',
    invalid: 'A BVN is 11 digits',
  },
  {
    value: 'nin',
    label: 'National Identification Number (NIN)',
    pattern: /^\d{11}$/,
    hint: '11 digits',
    invalid: 'A NIN is 11 digits',
  },
  {
    value: 'passport',
    label: 'International Passport Number',
    pattern: /^[A-Z]\d{8}$/i,
    hint: 'A letter and 8 digits, e.g. A12345678',
    invalid: 'A passport number is a letter followed by 8 digits',
  },
  {
    value: 'drivers_licence',
    label: "Driver's Licence Number",
    pattern: /^[A-Z0-9-]{6,20}$/i,
    hint: 'As printed on the licence, e.g. ABC12345AA12',
    invalid: "Enter the driver's licence number as printed",
  },
  {
    value: 'voters_card',
    label: "Voter's Identification Number (VIN)",
    pattern: /^[A-Z0-9 ]{9,23}$/i,
    hint: 'As printed on the card',
    invalid: 'Enter the VIN as printed on the card',
  },
] as const;
export type IdType = (typeof idTypes)[number]['value'];
export const idTypeValues = idTypes.map((t) => t.value) as [IdType, ...IdType[]];

export type DocumentType = (typeof documentTypes)[number]['value'];
export const documentTypeValues = documentTypes.map((d) => d.value) as [
  DocumentType,
  ...DocumentType[],
];

/** Spec 4: national ID, driver's licence and voter's card need front and back; passport front only. */
export function documentNeedsBack(type: DocumentType): boolean {
  return type !== 'passport';
}

/**
 * Spec 7 offered the identity lookup for Nigeria and BVN; issue 48 adds the NIN (typed, or as a
 * virtual NIN), the identity most Nigerians have.
 */
export function identityLookupOffered(country: string, idType: string): boolean {
  return country === 'nigeria' && (idType === 'bvn' || idType === 'nin');
}

/**
 * A virtual NIN (NIMC): 16 characters, two letters, twelve digits, two letters
 * ("AB012345678910YZ"), made by the NIN holder for one enterprise in the NIMC app or by USSD, valid
 * 72 hours. NIMC's rule: used to verify its holder, never stored.
 */
export const VNIN_PATTERN = /^[A-Z]{2}\d{12}[A-Z]{2}$/;
export const isVnin = (value: string) => VNIN_PATTERN.test(value.trim().toUpperCase());

/** The USSD a member dials for a vNIN: *346*3*<their NIN>*<the enterprise code>#. */
export const vninUssd = (enterpriseCode: string) => `*346*3*your NIN*${enterpriseCode}#`;

/** The identity records a lookup can come from: the BVN (NIBSS), the NIN and the vNIN (NIMC). */
export const lookupRegistries = ['bvn', 'nin', 'vnin'] as const;
export type LookupRegistry = (typeof lookupRegistries)[number];

/** A PDF certificate is kept as images of its pages (decision 0014): at most this many. */
export const CERTIFICATE_MAX_PAGES = 5;
/**
 * BVN lookups an account may make, ever (an outage does not count). A member needs one, or two
 * after a typo; each is a paid call to the provider and, uncapped, a way to test names against
 * any BVN (issue 31).
 */
export const IDENTITY_LOOKUPS_PER_ACCOUNT = 5;

export const kycMessages = {
  countryRequired: 'Country is required',
  idTypeRequired: 'Please select an ID type',
  idNumberRequired: 'ID number is required',
  documentTypeRequired: 'Please select a document type',
  applicantTypeRequired: 'Choose whether you are verifying as an individual or a business',
  individualNoBusiness:
    'Business details are only for a business. Remove them, or choose "A business" instead.',
  businessNameRequired: 'Business name is required',
  businessNameShort: 'Business name must be at least 3 characters',
  businessNumberShort: 'Business number must be at least 5 characters',
  selfieRequired: 'Take or upload a selfie',
  livenessSessionInvalid: 'This live check is not valid. Take a new one.',
  documentFrontRequired: 'Add the front of your document',
  documentBackRequired: 'Add the back of your document',
  imageInvalid: 'Upload a JPEG or PNG image',
  certificateInvalid: 'Upload the certificate as a JPEG, PNG or PDF file',
  certificateTooManyPages: `This PDF has too many pages (at most ${CERTIFICATE_MAX_PAGES})`,
  certificateProtected: 'This PDF is password-protected. Upload a copy without a password',
  certificateUnreadable:
    'This PDF could not be read. Upload another copy, or a photo of the certificate',
  certificateTooComplex:
    'This PDF has too much drawing on its pages to be read. Upload a simpler copy, or a photo of the certificate',
  certificateBusy:
    'A certificate PDF you sent is still being read. Wait for it to finish, then try again.',
  fileTooLarge: 'This file is too large (at most 8 MB)',
  imageTooLarge: 'This image is too large (at most 25 megapixels)',
  imageTooSmall: 'This image is too small to read (at least 300 × 300 pixels)',
  imageUnreadable: 'This file is not a readable image',
  notPaid: 'Pay the KYC fee before submitting your KYC.',
  emailNotVerified: 'Verify your e-mail address before submitting your KYC.',
  underReview: 'Your KYC is already under review. You will hear from us within 24-48 hours.',
  alreadyApproved: 'Your KYC has already been approved.',
  alreadySubmitted: 'You have already submitted your KYC. If it is rejected you can update it.',
  nothingToUpdate: 'There is no rejected KYC submission to update.',
  notFound: 'No KYC has been submitted yet.',
  submitted: 'Your KYC has been submitted for review. We will get back to you within 24-48 hours.',
  lookupNotOffered: 'Identity lookup is available for Nigerian BVNs and NINs only.',
  /**
   * One answer for an unknown number and for someone else's (or a typo in the member's own
   * details): which of the two it was, or which detail differs, would tell a stranger whose
   * names go with a BVN or a NIN (issue 31).
   */
  lookupNoMatch: `We could not match this number with the name and date of birth on your profile. Check the number, or continue without the lookup: a reviewer will check your ID. Each account has ${IDENTITY_LOOKUPS_PER_ACCOUNT} lookups.`,
  lookupLimitReached: `You have used the ${IDENTITY_LOOKUPS_PER_ACCOUNT} identity lookups of your account. Continue without the lookup: a reviewer will check your ID.`,
  /** Issue 48: a verified member adding a number for a higher tier has no ID to fall back on. */
  lookupLimitReachedVerified: `You have used the ${IDENTITY_LOOKUPS_PER_ACCOUNT} identity lookups of your account. Contact support to add your BVN or NIN.`,
  lookupUnavailable:
    'The identity service is not responding. Try again in a moment, or continue without the lookup.',
  lookupNeedsEmail: 'Verify your e-mail address before looking up your BVN or NIN.',
  lookupNeedsFee: 'Pay the KYC fee before looking up your BVN or NIN.',
  ninOrVnin: 'Enter your 11-digit NIN, or a 16-character virtual NIN (e.g. AB012345678910YZ)',
  biometricConsentRequired:
    'Agree to the processing of your photos and face data for identity verification to submit',
} as const;

/** Several of a member's PDFs could not be read lately: no more for a while (issue 31). */
export const certificatePdfPausedMessage = (seconds: number) =>
  `Too many of your PDFs could not be read. Upload a photo of the certificate, or send a PDF again in ${waitPhrase(seconds)}.`;

const imageDataUrl = z
  .string()
  .max(MAX_DATA_URL_LENGTH, kycMessages.fileTooLarge)
  .regex(IMAGE_DATA_URL, kycMessages.imageInvalid);
const certificateDataUrl = z
  .string()
  .max(MAX_DATA_URL_LENGTH, kycMessages.fileTooLarge)
  .regex(DOCUMENT_DATA_URL, kycMessages.certificateInvalid);

const businessName = z
  .string({ error: kycMessages.businessNameRequired })
  .trim()
  .min(1, kycMessages.businessNameRequired)
  .min(3, kycMessages.businessNameShort)
  .max(200, messages.fieldTooLong);
const businessNumber = z
  .string()
  .trim()
  .max(50, messages.fieldTooLong)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || v.length >= 5, kycMessages.businessNumberShort);

/** Spec 5's business step, shared by the wizard and the API. */
export const businessFormSchema = z.object({
  business_name: businessName,
  business_number: businessNumber,
});

/**
 * An individual sends no business details (any is refused, so nothing is silently dropped); a
 * business keeps spec 5's rules. Runs on the parsed values (trimmed, blanks as null).
 */
function businessIssues(v: Record<string, unknown>): { path: string[]; message: string }[] {
  if (v.applicant_type === 'individual') {
    return (['business_name', 'business_number', 'business_cartificate_file'] as const)
      .filter((f) => v[f] != null && v[f] !== '')
      .map((f) => ({ path: [f], message: kycMessages.individualNoBusiness }));
  }
  const parsed = businessFormSchema.safeParse({
    business_name: v.business_name ?? '',
    business_number: v.business_number,
  });
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }));
}

/** The ID number must match its type's format. */
export function idNumberIssue(type: string, value: string): string | null {
  if (!value.trim()) return kycMessages.idNumberRequired;
  const t = idTypes.find((x) => x.value === type);
  return t && !t.pattern.test(value.trim()) ? t.invalid : null;
}

const baseFields = {
  identity_type: z.enum(idTypeValues, { error: kycMessages.idTypeRequired }),
  identity_number: z
    .string({ error: kycMessages.idNumberRequired })
    .trim()
    .max(30, messages.fieldTooLong),
  country: z.enum(countryValues, { error: kycMessages.countryRequired }),
  document_type: z.enum(documentTypeValues, { error: kycMessages.documentTypeRequired }),
  applicant_type: z
    .enum(applicantTypeValues, { error: kycMessages.applicantTypeRequired })
    .default('business'),
  // Checked by withKycRules: required for a business (spec 5), refused for an individual.
  business_name: z
    .string({ error: kycMessages.businessNameRequired })
    .trim()
    .max(200, messages.fieldTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  business_number: z
    .string()
    .trim()
    .max(50, messages.fieldTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  // Spec 3 sends these too; the server takes names, e-mail and phone from the member's profile.
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  middle_name: z.string().max(100).nullish(),
  phone_number: z.string().max(30).optional(),
  email_address: z.string().max(254).optional(),
  status: z.string().max(50).optional(),
  reason: z.string().max(1000).nullish(),
  /** Explicit consent to process biometric data (selfie, face descriptors): NDPA 2023 s. 30. */
  biometric_consent: z.literal(true, { error: kycMessages.biometricConsentRequired }),
  /**
   * Ours (issue 45): the passed live capture whose frontal frame is the selfie. Without it the
   * selfie is an upload (portrait_file.new_capture), which a person always reviews.
   */
  liveness_session_id: z.uuid({ error: kycMessages.livenessSessionInvalid }).nullish(),
};

function withKycRules<T extends z.ZodObject>(schema: T, filesRequired: boolean) {
  return schema.superRefine((v: Record<string, unknown>, ctx) => {
    const issue = idNumberIssue(String(v.identity_type ?? ''), String(v.identity_number ?? ''));
    if (issue) ctx.addIssue({ code: 'custom', path: ['identity_number'], message: issue });
    for (const b of businessIssues(v)) ctx.addIssue({ code: 'custom', ...b });
    const doc = v.document_file as { f?: string | null; b?: string | null } | undefined;
    const portrait = v.portrait_file as { new_capture?: string | null } | undefined;
    if (filesRequired && !portrait?.new_capture && !v.liveness_session_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['portrait_file', 'new_capture'],
        message: kycMessages.selfieRequired,
      });
    }
    if (filesRequired && !doc?.f) {
      ctx.addIssue({
        code: 'custom',
        path: ['document_file', 'f'],
        message: kycMessages.documentFrontRequired,
      });
    }
    if (filesRequired && documentNeedsBack(v.document_type as DocumentType) && !doc?.b) {
      ctx.addIssue({
        code: 'custom',
        path: ['document_file', 'b'],
        message: kycMessages.documentBackRequired,
      });
    }
  });
}

/** POST /kyc/create-new-kyc: spec 3's record as JSON, each image a base64 data URL. */
export const createKycPayloadSchema = withKycRules(
  z.object({
    ...baseFields,
    document_file: z.object({ f: imageDataUrl.nullish(), b: imageDataUrl.nullish() }),
    portrait_file: z.object({
      old_capture: imageDataUrl.nullish(),
      new_capture: imageDataUrl.nullish(),
    }),
    business_cartificate_file: certificateDataUrl.nullish(),
  }),
  true,
);
export type CreateKycPayload = z.input<typeof createKycPayloadSchema>;

/**
 * POST /kyc/update-kyc-info: the same record; a file left out (null or absent) keeps the rejected
 * version's file, so the member re-takes only what was wrong.
 */
export const updateKycPayloadSchema = withKycRules(
  z.object({
    ...baseFields,
    document_file: z.object({ f: imageDataUrl.nullish(), b: imageDataUrl.nullish() }).optional(),
    portrait_file: z
      .object({ old_capture: imageDataUrl.nullish(), new_capture: imageDataUrl.nullish() })
      .optional(),
    business_cartificate_file: certificateDataUrl.nullish(),
  }),
  false,
);
export type UpdateKycPayload = z.input<typeof updateKycPayloadSchema>;

/** A business's record carries spec 3's business fields; an individual's has none of them. */
export interface KycBusinessFields {
  /** The certificate's first (or only) page, as spec 3 has it. */
  business_cartificate_file: string | null;
  /**
   * Ours, beside spec 3: every page of the certificate as an image link, in order (a PDF is kept
   * as images of up to CERTIFICATE_MAX_PAGES pages); empty when there is none.
   */
  business_cartificate_pages: string[];
  business_name: string;
  business_number: string | null;
}

/** GET /kyc/fetch-kyc-info → msg.info. Files are links to the authorised file endpoint. */
export type KycRecord = KycRecordBase &
  (({ applicant_type: 'business' } & KycBusinessFields) | { applicant_type: 'individual' });

export interface KycRecordBase {
  id: string;
  version: number;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  identity_number: string;
  identity_type: IdType;
  country: string;
  phone_number: string;
  email_address: string;
  document_type: DocumentType;
  document_file: { f: string; b: string | null };
  portrait_file: { old_capture: string | null; new_capture: string };
  status: KycStatus;
  reason: string | null;
  /** ISO 8601 UTC */
  submitted_at: string;
  /** Ours (issue 34): who decided and how fast, or how long a person usually takes. */
  decision?: DecisionTiming;
}

/** Spec 3's identity lookup request. */
export const identityLookupPayloadSchema = z.object({
  id_type: z.enum(idTypeValues, { error: kycMessages.idTypeRequired }),
  id_number: z
    .string({ error: kycMessages.idNumberRequired })
    .trim()
    .min(1, kycMessages.idNumberRequired)
    .max(30),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  dob: z.string().trim().max(20).optional(),
});
export type IdentityLookupPayload = z.input<typeof identityLookupPayloadSchema>;

/**
 * Spec 3's identity lookup response, given only when the record is the member's own (names and
 * date of birth match). The record's phone number is never in it: it proves a number on the
 * server (decision 0034) and is no one's to read back (issue 31).
 */
export interface IdentityLookupResult {
  firstname: string;
  lastname: string;
  middlename: string | null;
  /** base64 JPEG (no data-URL prefix), the identity record's portrait */
  photo: string | null;
  matches: { first_name: boolean; last_name: boolean; dob: boolean };
}

export const kycPaths = {
  create: '/kyc/create-new-kyc',
  update: '/kyc/update-kyc-info',
  fetch: '/kyc/fetch-kyc-info',
  file: '/kyc/files',
  identityLookup: '/account/verify-identification-number',
} as const;
