import { z } from 'zod';
import { parseCacNumber } from './business-check.js';
import { apiModes, type ApiMode } from './business.js';
import { DOCUMENT_DATA_URL } from './data-url.js';
import { listPageSchema, type ListPage } from './list-page.js';
import type { KycTier } from './tiers.js';

/**
 * Business verifications (issue 49, KYB): an organisation, its directors and its persons with
 * significant control, checked against the CAC registry and each through Vouch. One resource with
 * one owner of its state (the business-verifications module): `pending_people` while the
 * registry is asked and the people answer their links, `in_review` once everyone has answered
 * (or at once, when the registry says something a person must judge), then `approved` or
 * `rejected` by a reviewer with a reason. The machine rejects nothing.
 */

// ---- Enums -----------------------------------------------------------------------------------
export const businessVerificationStatuses = [
  'pending_people',
  'in_review',
  'approved',
  'rejected',
] as const;
export type BusinessVerificationStatus = (typeof businessVerificationStatuses)[number];

/** What the registry said: found, no such number, or not reachable yet (retried). */
export const registryLookups = ['found', 'not_found', 'unreachable'] as const;
export type RegistryLookup = (typeof registryLookups)[number];

/**
 * A person's part in the business as the registry (or the business) lists it. CAMA 2020 s.119:
 * a person with significant control holds 5 % or more of the shares or votes, or controls it.
 */
export const businessPersonRoles = [
  'director',
  'shareholder',
  'proprietor',
  'significant_control',
] as const;
export type BusinessPersonRole = (typeof businessPersonRoles)[number];

/**
 * A person's answer: their link waits (`pending`); they verified and are the registry's person
 * (`verified`); whoever answered is not (`mismatch`: the link is sent again to the right one);
 * the link ended unanswered (`not_completed`: resend it).
 */
export const businessPersonStatuses = ['pending', 'verified', 'mismatch', 'not_completed'] as const;
export type BusinessPersonStatus = (typeof businessPersonStatuses)[number];

/** Sanctions and PEP lists: nothing found, a possible match a reviewer judges, or no list loaded. */
export const screeningOutcomes = ['clear', 'possible_match', 'not_run'] as const;
export type ScreeningOutcome = (typeof screeningOutcomes)[number];

/** The share a person with significant control must reach (CAMA 2020 s.119; PSC Regulations 2022). */
export const SIGNIFICANT_CONTROL_PERCENT = 5;

/** The business's own papers a reviewer reads beside the registry's record (issue 49). */
export const businessDocumentKinds = [
  'cac_certificate',
  'status_report',
  'memorandum',
  'other',
] as const;
export type BusinessDocumentKind = (typeof businessDocumentKinds)[number];
export const businessDocumentKindLabels: Record<BusinessDocumentKind, string> = {
  cac_certificate: 'CAC certificate of incorporation or registration',
  status_report: 'CAC status report',
  memorandum: 'Memorandum and articles of association',
  other: 'Other document',
};
/** A verification holds at most this many documents; each file at most 4 MB. */
export const BUSINESS_DOCUMENTS_MAX = 10;
export const BUSINESS_DOCUMENT_MAX_BYTES = 4 * 1024 * 1024;
/** 4 MB as base64 (4/3 of the bytes) plus the data-URL prefix. */
const BUSINESS_DOCUMENT_MAX_DATA_URL = Math.ceil((BUSINESS_DOCUMENT_MAX_BYTES * 4) / 3) + 100;

// ---- Messages --------------------------------------------------------------------------------
export const businessVerificationMessages = {
  registrationInvalid:
    'registration_number is a CAC number: RC 1234567 for a company or BN 3456789 for a business name',
  nameRequired: 'name is the business’s name as it trades (2 to 200 characters)',
  personName: 'Each person’s first_name and last_name are 1 to 50 characters',
  personDob: 'date_of_birth is YYYY-MM-DD',
  personRoles: 'roles lists one or more of ' + businessPersonRoles.join(', '),
  personShare: 'share_percent is a number from 0 to 100',
  tooManyPeople: 'Add at most 20 people; the registry’s are added for you',
  notFound: 'No such business verification',
  personNotFound: 'No such person on this business verification',
  notPending: 'This business verification is no longer waiting for its people',
  notInReview: 'This business verification is not waiting for a decision',
  adminDecidesGoingLive:
    'An organisation going live on Vouch is decided by an admin: it grants live mode.',
  personDone: 'This person has verified already',
  personVerifying:
    'This person is verifying through their link now: their answer comes when they finish',
  reasonRequired: 'Give the reason for the decision (3 to 500 characters)',
  testOnly: 'Only a test business verification can be simulated',
  peopleNotVerified:
    'Not every person has verified: continue to send them their links, or reject it',
  nobodyToContinue: 'Nobody is waiting for a link: approve or reject it',
  documentKind: 'kind is one of ' + businessDocumentKinds.join(', '),
  documentFile: 'file is a JPEG, PNG or PDF as a base64 data URL (at most 4 MB)',
  documentTooLarge: 'The file is too large (at most 4 MB)',
  documentsClosed:
    'Documents are added while the verification waits for its people or for a reviewer',
  documentsFull: `A business verification holds at most ${BUSINESS_DOCUMENTS_MAX} documents`,
  documentNotFound: 'No such document on this business verification',
  /** A person's answer: the registry lists an ID number the member does not hold. */
  idNumberDiffers:
    'The registry lists a NIN or BVN this member has not proved on Vouch (by a lookup or their approved ID)',
} as const;

/** Why a verification went to a reviewer before its people answered, or what they must weigh. */
export const reviewReasons = {
  notFound: (reg: string) => `${reg} is not in the CAC registry`,
  inactive: (reg: string, status: string) => `${reg} is not active (${status})`,
  otherName: (reg: string, registered: string, given: string) =>
    `${reg} is registered as “${registered}”, not “${given}”`,
  entityListed: (name: string, list: string) => `“${name}” may be on ${list}`,
  personListed: (name: string, list: string) => `A person, ${name}, may be on ${list}`,
  nobodyListed: (reg: string) =>
    `The registry lists no directors or owners for ${reg}: add them, or judge without them`,
  corporateHolder: (name: string, share: number) =>
    `A company, ${name}, holds ${share} %: add the people who control it`,
} as const;

// ---- Requests --------------------------------------------------------------------------------
const personSchema = z.object({
  first_name: z
    .string({ error: businessVerificationMessages.personName })
    .trim()
    .min(1, businessVerificationMessages.personName)
    .max(50, businessVerificationMessages.personName),
  last_name: z
    .string({ error: businessVerificationMessages.personName })
    .trim()
    .min(1, businessVerificationMessages.personName)
    .max(50, businessVerificationMessages.personName),
  date_of_birth: z
    .string({ error: businessVerificationMessages.personDob })
    .regex(/^\d{4}-\d{2}-\d{2}$/, businessVerificationMessages.personDob)
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
        new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      businessVerificationMessages.personDob,
    )
    .optional(),
  roles: z
    .array(z.enum(businessPersonRoles, { error: businessVerificationMessages.personRoles }), {
      error: businessVerificationMessages.personRoles,
    })
    .min(1, businessVerificationMessages.personRoles)
    .max(businessPersonRoles.length, businessVerificationMessages.personRoles)
    .transform((r) => [...new Set(r)]),
  share_percent: z
    .number({ error: businessVerificationMessages.personShare })
    .min(0, businessVerificationMessages.personShare)
    .max(100, businessVerificationMessages.personShare)
    .optional(),
});
export type BusinessPersonInput = z.output<typeof personSchema>;

export const createBusinessVerificationSchema = z.object({
  registration_number: z
    .string({ error: businessVerificationMessages.registrationInvalid })
    .trim()
    .max(40, businessVerificationMessages.registrationInvalid)
    .refine(
      (v) => parseCacNumber(v)?.kind != null,
      businessVerificationMessages.registrationInvalid,
    )
    .describe(
      'The CAC number with its kind: "RC 1234567" (a company) or "BN 3456789" (a business name).',
    ),
  name: z
    .string({ error: businessVerificationMessages.nameRequired })
    .trim()
    .min(2, businessVerificationMessages.nameRequired)
    .max(200, businessVerificationMessages.nameRequired)
    .describe('The name the business trades under; compared with the registered name.'),
  redirect_url: z
    .string()
    .trim()
    .max(500)
    .optional()
    .describe(
      'Where each person goes after answering their link (an allowed origin, https in live mode). Without it they see Vouch’s own "done" page.',
    ),
  people: z
    .array(personSchema, { error: businessVerificationMessages.tooManyPeople })
    .max(20, businessVerificationMessages.tooManyPeople)
    .default([])
    .describe(
      'People the registry may not list (a beneficial owner behind a corporate shareholder, a new director). The registry’s directors and persons with significant control are added for you.',
    ),
});
export type CreateBusinessVerificationPayload = z.input<typeof createBusinessVerificationSchema>;

export const addBusinessDocumentSchema = z.object({
  kind: z.enum(businessDocumentKinds, { error: businessVerificationMessages.documentKind }),
  file: z
    .string({ error: businessVerificationMessages.documentFile })
    .max(BUSINESS_DOCUMENT_MAX_DATA_URL, businessVerificationMessages.documentTooLarge)
    .regex(DOCUMENT_DATA_URL, businessVerificationMessages.documentFile)
    .describe('data:application/pdf;base64,… (or image/jpeg, image/png); at most 4 MB'),
});
export type AddBusinessDocumentPayload = z.input<typeof addBusinessDocumentSchema>;

export const listBusinessVerificationsQuerySchema = z.object({
  status: z.enum(businessVerificationStatuses).optional(),
  cursor: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListBusinessVerificationsQuery = z.input<typeof listBusinessVerificationsQuerySchema>;

export const simulateBusinessVerificationSchema = z.object({
  outcome: z.enum(['approve', 'reject']),
});

/**
 * A reviewer's decision: approve (every person verified, or nobody to ask), reject, or `continue`:
 * what stopped it is judged harmless (a trading name), so the people get their links after all.
 */
export const businessVerificationDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject', 'continue']),
  reason: z
    .string({ error: businessVerificationMessages.reasonRequired })
    .trim()
    .min(3, businessVerificationMessages.reasonRequired)
    .max(500, businessVerificationMessages.reasonRequired),
});
export type BusinessVerificationDecisionPayload = z.input<
  typeof businessVerificationDecisionSchema
>;

// ---- Answers -------------------------------------------------------------------------------------
export const businessPersonSchema = z.object({
  id: z.string().describe('bvp_…'),
  object: z.literal('business_verification_person'),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(z.enum(businessPersonRoles)),
  share_percent: z.number().nullable(),
  source: z.enum(['registry', 'business']).describe('Listed by the CAC registry, or added by you'),
  status: z.enum(businessPersonStatuses),
  /** While pending: the link to send this person (a Vouch verification session). */
  verification_url: z.string().nullable(),
  session_id: z.string().nullable(),
  kyc_tier: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  screening: z.enum(screeningOutcomes),
  /** Why the answer was not this person's (which detail differed, never the answerer's values). */
  mismatch: z.string().nullable(),
  updated_at: z.string(),
});
export type BusinessPerson = z.output<typeof businessPersonSchema>;

export const businessDocumentSchema = z.object({
  id: z.string().describe('bvd_…'),
  object: z.literal('business_verification_document'),
  kind: z.enum(businessDocumentKinds),
  /** Pages kept: a PDF is kept as images of its pages (at most 5), never as the PDF itself. */
  pages: z.number().int(),
  created_at: z.string(),
});
export type BusinessDocument = z.output<typeof businessDocumentSchema>;

export const businessVerificationSchema = z.object({
  id: z.string().describe('bv_…'),
  object: z.literal('business_verification'),
  mode: z.enum(apiModes),
  status: z.enum(businessVerificationStatuses),
  registration_number: z.string().describe('As the registry writes it: "RC 1234567"'),
  name: z.string().describe('The name you gave'),
  redirect_url: z.string().nullable(),
  registry: z.object({
    lookup: z.enum(registryLookups),
    name: z.string().nullable(),
    status: z.string().nullable(),
    active: z.boolean().nullable(),
    type: z.string().nullable(),
    registered_on: z.string().nullable(),
    address: z.string().nullable(),
    /** Whether the registered name agrees with `name` (decision 0032's comparison). */
    name_matches: z.boolean().nullable(),
  }),
  screening: z.enum(screeningOutcomes),
  /** What sent it to a reviewer, or what the reviewer must weigh. */
  review_reasons: z.array(z.string()),
  people: z.array(businessPersonSchema),
  /** The business's own papers, for the reviewer (`POST …/{id}/documents`). */
  documents: z.array(businessDocumentSchema),
  decision: z
    .object({
      outcome: z.enum(['approved', 'rejected']),
      reason: z.string(),
      decided_at: z.string(),
    })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BusinessVerification = z.output<typeof businessVerificationSchema> & {
  mode: ApiMode;
  people: (BusinessPerson & { kyc_tier: KycTier | null })[];
};

export const businessVerificationPageSchema = listPageSchema(businessVerificationSchema);
export type BusinessVerificationPage = ListPage<BusinessVerification>;

export const businessVerificationApiPaths = {
  verifications: '/business-verifications',
} as const;

// ---- The back office (staff) ----------------------------------------------------------------------
const screeningHitSchema = z.object({
  query: z.string(),
  matched_name: z.string(),
  list: z.string(),
  pep: z.boolean(),
  score: z.number(),
});
export type ScreeningHit = z.output<typeof screeningHitSchema>;

/** What a reviewer sees: the business's answer, whose it is, each listing and each possible match. */
export const businessVerificationCaseSchema = businessVerificationSchema.extend({
  organisation: z.object({
    id: z.string(),
    name: z.string(),
    /**
     * Going live (issue 49): the logo members will see once approved, for the admin to look at;
     * null for a business's customer, or no logo.
     */
    logo_url: z.string().nullable(),
  }),
  screening_hits: z.array(screeningHitSchema),
  /** Each document with its pages' links (audited downloads). */
  documents: z.array(businessDocumentSchema.extend({ page_urls: z.array(z.string()) })),
  people: z.array(
    businessPersonSchema.extend({
      middle_name: z.string().nullable(),
      date_of_birth: z.string().nullable(),
      screening_hits: z.array(screeningHitSchema),
    }),
  ),
});
export type BusinessVerificationCase = z.output<typeof businessVerificationCaseSchema>;

export const businessVerificationQueueSchema = z.array(
  businessVerificationCaseSchema
    .pick({
      id: true,
      mode: true,
      status: true,
      registration_number: true,
      name: true,
      review_reasons: true,
      created_at: true,
      updated_at: true,
      organisation: true,
    })
    .extend({
      subject: z
        .enum(['customer', 'organisation'])
        .describe('organisation: the organisation itself, asking to go live (issue 49)'),
    }),
);
export type BusinessVerificationQueueItem = z.output<
  typeof businessVerificationQueueSchema
>[number];

export const businessVerificationPaths = {
  /** Staff: the KYB queue, under /api/v1. */
  queue: '/backoffice/business-verifications',
} as const;
