import { LOCALES, type Locale } from './locales.js';
import { z } from 'zod';
import { brandingSchema, type Branding } from './business-branding.js';
import { listPageSchema, type ListPage } from './list-page.js';
import { apiModes, type ApiMode } from './business.js';
import { MAX_PRESENTATION_LENGTH } from './credentials.js';
import { responseOf } from './envelope.js';
import { isAcceptablePhone, normalisePhone } from './phone.js';
import { livenessEvidenceValues, type LivenessEvidence } from './liveness.js';
import type { KycTier } from './tiers.js';

/**
 * Verification sessions (issue 33, decision 0039): a business sends its customer to
 * `/verify/{id}`; the customer signs in with Vouch and allows (or declines) sharing the claims
 * the business asked for; the business reads the answer from the API. Claims come from the
 * approved snapshot, and only while the member's consent grant stands.
 */

// ---- Enums -----------------------------------------------------------------------------------
export const sessionStatuses = [
  'created',
  'opened',
  'in_progress',
  'submitted',
  'approved',
  'rejected',
  'declined',
  'expired',
  'cancelled',
  'consent_revoked',
] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** A session in one of these is over: nothing moves it again, except a revocation of its grant. */
export const finishedSessionStatuses: readonly SessionStatus[] = [
  'approved',
  'rejected',
  'declined',
  'expired',
  'cancelled',
  'consent_revoked',
];

/** What a business may ask for; `verified` is always shared. */
export const sessionClaims = [
  'verified',
  'first_name',
  'last_name',
  'date_of_birth',
  'age_over_18',
  'phone_number',
  'email_address',
  'country',
  'id_type',
  'business_name',
  'member_uuid',
  'kyc_tier',
] as const;
export type SessionClaim = (typeof sessionClaims)[number];

/** The claims in plain words, as the hosted page and Connected businesses show them. */
export const sessionClaimLabels: Record<SessionClaim, string> = {
  verified: 'That you are verified by Vouch',
  first_name: 'Your first name',
  last_name: 'Your last name',
  date_of_birth: 'Your date of birth',
  age_over_18: 'Whether you are over 18 (not your date of birth)',
  phone_number: 'Your phone number',
  email_address: 'Your e-mail address',
  country: 'Your country',
  id_type: 'The kind of ID you verified with (not its number)',
  business_name: 'Your verified business name',
  member_uuid: 'Your Vouch member ID',
  kyc_tier: 'Your KYC tier (Tier 1, 2 or 3), not the evidence behind it',
};

/** The test-mode hosted page's buttons: what a customer can do there. */
export const hostedTestOutcomes = ['approve', 'reject', 'decline'] as const;
export type HostedTestOutcome = (typeof hostedTestOutcomes)[number];

/**
 * What POST …/simulate can do to a test session (issue 47): the customer's answers, plus the
 * moves an integrator must handle that no button makes: a submission waiting for review, and an
 * approved customer withdrawing consent (`consent.revoked`).
 */
export const simulatedOutcomes = [...hostedTestOutcomes, 'submit', 'revoke_consent'] as const;
export type SimulatedOutcome = (typeof simulatedOutcomes)[number];

export const consentDecisions = ['allow', 'decline'] as const;
export type ConsentDecision = (typeof consentDecisions)[number];

/** What a test-mode session that was approved answers: no real person ever. */
export const testSessionClaims: Record<SessionClaim, ClaimValue> = {
  verified: true,
  first_name: 'Amaka',
  last_name: 'Okafor',
  date_of_birth: '1992-03-14',
  age_over_18: true,
  phone_number: '+2348000000001',
  email_address: 'verified@test.vouch.ng',
  country: 'nigeria',
  id_type: 'nin',
  business_name: 'Amaka Fabrics Nigeria Limited',
  member_uuid: '00000000-0000-4000-8000-000000000001',
  kyc_tier: 2,
};

// ---- Messages --------------------------------------------------------------------------------
export const sessionMessages = {
  referenceRequired: 'Give a reference of yours for this customer (1 to 200 characters)',
  redirectInvalid:
    'redirect_url must be an absolute https URL (http only for localhost in test mode)',
  redirectOrigin:
    'redirect_url is not on an origin this organisation allowed. Add its origin under Settings → Redirect origins.',
  redirectHttps: 'Live sessions redirect to https URLs only.',
  claimsInvalid: 'claims lists what to share: one or more of ' + sessionClaims.join(', '),
  purposeRequired: 'Tell the customer why you ask (3 to 200 characters)',
  expiresInvalid: 'expires_in is seconds between 300 (5 minutes) and 604800 (7 days)',
  customerName: 'customer.first_name and customer.last_name are 1 to 50 characters',
  customerEmail: 'customer.email_address is an e-mail address',
  customerPhone: 'customer.phone_number is a phone number (+234…, or another country’s in + form)',
  notFound: 'No such verification session.',
  notCancellable: 'This session is over and cannot be cancelled.',
  testOnly: 'Simulating an outcome works in test mode only.',
  notOpen: 'This verification link is no longer open.',
  notSubmittable: 'Only a session the customer has not yet submitted can be submitted.',
  notApproved: 'Only an approved session’s consent can be revoked.',
  notVerified: 'Only a verified member can share their verification. Verify your identity first.',
  documentsExpired:
    'Your ID document has expired: renew it on Vouch (Dashboard → Renew my document), then come back to share.',
  requiredTierInvalid: 'required_tier is 1, 2 or 3 (the CBN KYC tier the customer must hold)',
  tierBelow: (tier: number) =>
    `This business needs a verified KYC tier ${tier}. Add what is missing, then come back to share.`,
  otherMember: 'This verification link was started by another Vouch account.',
  liveOnly: 'This is a test link: use the buttons on the page.',
  allowed: 'Shared. You can stop sharing at any time under Connected businesses.',
  declined: 'Declined. Nothing was shared.',
  revoked: 'Sharing stopped. The business can no longer read your details.',
  noSuchGrant: 'No such connected business.',
  alreadyRevoked: 'You already stopped sharing with this business.',
  credentialNotAccepted:
    'This business asks for details a Vouch ID does not carry. Sign in with Vouch instead.',
  credentialMissingClaim:
    'Your Vouch ID presentation does not show everything this business asks for. Try again and share all of it.',
  credentialRefused: 'Your Vouch ID could not be accepted: ',
  credentialUnknown:
    'This Vouch ID does not belong to a verified member any more. Sign in with Vouch instead.',
  grantNotFound: 'No such grant.',
  grantRevoked: 'This grant no longer stands: create a new verification session instead.',
  grantMemberNotVerified:
    'The member is not verified now, so they cannot confirm their verification. Create a new verification session instead.',
  reverifyLive: 'Re-verification asks a real member: use a live key.',
  reverifyWaiting: (sessionId: string) =>
    `A re-verification of this grant already waits for the member (session ${sessionId}): wait for their answer or cancel it.`,
  idempotencyKeyInvalid: 'Idempotency-Key is 1 to 255 visible characters',
  idempotencyMismatch:
    'This Idempotency-Key was used with a different request. Use a new key for a new request.',
  idempotencyRunning:
    'A request with this Idempotency-Key is still being processed. Retry in a moment.',
} as const;

// ---- Payloads ----------------------------------------------------------------------------------
const redirectUrl = z
  .string({ error: sessionMessages.redirectInvalid })
  .trim()
  .max(500, sessionMessages.redirectInvalid)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, sessionMessages.redirectInvalid);

const customerName = z
  .string({ error: sessionMessages.customerName })
  .trim()
  .min(1, sessionMessages.customerName)
  .max(50, sessionMessages.customerName);

/**
 * What the business already knows of its customer (issue 47), to spare them typing it again if
 * they create a Vouch account from the link: it fills the sign-up form and nothing else (what
 * the business reads back is only ever what Vouch verified). Kept encrypted, handed out once
 * (POST …/prefill, never in the link's public answer), and dropped as soon as the customer moves on.
 */
export const sessionCustomerSchema = z.object({
  first_name: customerName.optional(),
  last_name: customerName.optional(),
  email_address: z
    .email({ error: sessionMessages.customerEmail })
    .max(254, sessionMessages.customerEmail)
    .optional(),
  phone_number: z
    .string({ error: sessionMessages.customerPhone })
    .trim()
    .refine(isAcceptablePhone, sessionMessages.customerPhone)
    .transform(normalisePhone)
    .optional(),
});
export type SessionCustomer = z.output<typeof sessionCustomerSchema>;

export const createSessionSchema = z.object({
  reference: z
    .string({ error: sessionMessages.referenceRequired })
    .trim()
    .min(1, sessionMessages.referenceRequired)
    .max(200, sessionMessages.referenceRequired),
  redirect_url: redirectUrl,
  claims: z
    .array(z.enum(sessionClaims, { error: sessionMessages.claimsInvalid }), {
      error: sessionMessages.claimsInvalid,
    })
    .max(sessionClaims.length, sessionMessages.claimsInvalid)
    .default([])
    .transform((c) => sessionClaims.filter((x) => x === 'verified' || c.includes(x))),
  purpose: z
    .string({ error: sessionMessages.purposeRequired })
    .trim()
    .min(3, sessionMessages.purposeRequired)
    .max(200, sessionMessages.purposeRequired),
  expires_in: z
    .number({ error: sessionMessages.expiresInvalid })
    .int(sessionMessages.expiresInvalid)
    .min(300, sessionMessages.expiresInvalid)
    .max(604_800, sessionMessages.expiresInvalid)
    .default(3600),
  customer: sessionCustomerSchema.optional(),
  /**
   * Issue 48: the CBN tier the customer must hold; one below it is led to what is missing
   * before they can share. Asking for a tier shares it (the kyc_tier claim).
   */
  required_tier: z
    .union([z.literal(1), z.literal(2), z.literal(3)], {
      error: sessionMessages.requiredTierInvalid,
    })
    .optional()
    .describe(
      'The CBN KYC tier (1, 2 or 3) the customer must hold. One below it is led to what is missing (a BVN or NIN lookup) before they can share; requiring a tier shares it as the kyc_tier claim.',
    ),
  /** Issue 51: the language the customer's pages open in, unless they chose one themselves. */
  locale: z
    .enum(LOCALES, { error: 'locale is one of en, pcm, ha, yo, ig' })
    .optional()
    .describe(
      'The language the verification pages open in (en, pcm, ha, yo, ig) unless the customer chose one; their mails follow their account',
    ),
});
export type CreateSessionPayload = z.input<typeof createSessionSchema>;

export const listSessionsQuerySchema = z.object({
  reference: z.string().trim().min(1).max(200).optional(),
  status: z.enum(sessionStatuses).optional(),
  cursor: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListSessionsQuery = z.input<typeof listSessionsQuerySchema>;

export const simulateSessionSchema = z.object({ outcome: z.enum(simulatedOutcomes) });
export const hostedTestOutcomeSchema = z.object({ outcome: z.enum(hostedTestOutcomes) });
export const consentSchema = z.object({ decision: z.enum(consentDecisions) });
export type ConsentPayload = z.input<typeof consentSchema>;

/**
 * The session claims a Vouch ID carries, by the disclosure that shows each (decision 0043):
 * `verified` is the credential standing itself; the document's country, its type and the member's
 * UUID are not in a Vouch ID, so a session asking for them needs a sign-in.
 */
export const credentialDisclosureOfClaim: Record<SessionClaim, string | null> = {
  verified: '',
  first_name: 'given_name',
  last_name: 'family_name',
  date_of_birth: 'birthdate',
  age_over_18: 'age_equal_or_over',
  phone_number: 'phone_number',
  email_address: 'email',
  business_name: 'business_name',
  country: null,
  id_type: null,
  member_uuid: null,
  kyc_tier: null,
};

/** A presentation of the customer's Vouch ID answering a session instead of a sign-in. */
export const presentToSessionSchema = z.object({
  presentation: z
    .string({ error: 'Send the Vouch ID presentation' })
    .trim()
    .min(1, 'Send the Vouch ID presentation')
    .max(MAX_PRESENTATION_LENGTH, 'The presentation is longer than 16 KiB'),
});
export type PresentToSessionPayload = z.input<typeof presentToSessionSchema>;

// ---- Answers -------------------------------------------------------------------------------------
/** A claim's value: text, a yes/no, a tier (kyc_tier), or null for none. */
export type ClaimValue = string | boolean | number | null;
export type SessionClaims = Partial<Record<SessionClaim, ClaimValue>>;

/** A session as the business API answers it. */
export interface VerificationSession {
  /** vs_… */
  id: string;
  object: 'verification_session';
  mode: ApiMode;
  /** The hosted page to send the customer to. */
  url: string;
  status: SessionStatus;
  reference: string;
  redirect_url: string;
  claims_requested: SessionClaim[];
  purpose: string;
  created_at: string;
  expires_at: string;
  /** When it reached its final status (null: not yet). */
  completed_at: string | null;
  /** The CBN tier the business required (issue 48); null: any verified member. */
  required_tier: KycTier | null;
  /** Present only while approved and the consent stands; from the approved snapshot. */
  claims: SessionClaims | null;
  /**
   * Once approved (issue 45): whether the member's selfie was captured live, following a random
   * challenge the server checked ('passed'), or uploaded and checked by a person ('not_performed').
   */
  liveness: LivenessEvidence | null;
  /** Once a live session is approved (issue 50): the member's consent grant (`GET /grants`). */
  grant_id: string | null;
  /** Issue 51: the language the business asked the pages to open in; null: the customer's own. */
  locale: Locale | null;
}

export type VerificationSessionPage = ListPage<VerificationSession>;

/** Where a member who shared with the business stands now (issue 50). */
export const grantStandings = [
  'verified',
  /** The passport expired and was not renewed in time (`member.documents_expired`). */
  'documents_expired',
  'suspended',
  'revoked',
  'not_verified',
  'closed',
] as const;
export type GrantStanding = (typeof grantStandings)[number];

/** One of the organisation's consent grants, as the business API lists them (issue 50). */
export interface Grant {
  /** grant_… */
  id: string;
  object: 'grant';
  session_id: string;
  claims: SessionClaim[];
  purpose: string;
  granted_at: string;
  /** When the member stopped sharing (or closed their account); null while it stands. */
  revoked_at: string | null;
  /** replaced: the member confirmed it again through a re-verification session (issue 50). */
  revoked_by: 'member' | 'account_closed' | 'replaced' | null;
  /**
   * When what the member's tier rests on was last verified (their approval, or a renewed
   * document); null once the member is not verified.
   */
  verified_at: string | null;
  /**
   * The verification is older than the operator's maximum age for the member's tier
   * (VERIFICATION_MAX_AGE_DAYS): ask them to confirm it again (POST /grants/{id}/reverify).
   */
  reverify_due: boolean;
  /**
   * The member's standing now: verified; documents_expired (their passport lapsed,
   * `member.documents_expired`, until `member.reverified`); suspended or revoked by Vouch (the
   * webhook `member.verification_revoked` said so); not_verified (no longer verified otherwise); closed
   * (the account was closed and the grant with it).
   */
  member_standing: GrantStanding;
}
export type GrantPage = ListPage<Grant>;

/** What the hosted page shows (GET /api/v1/verification-sessions/{id}). */
export interface HostedSession {
  id: string;
  mode: ApiMode;
  status: SessionStatus;
  /** With its logo and colour (issue 47): shown on the page, never beside the badge. */
  organisation: {
    name: string;
    /** Null until the business proved its domain (issue 49). */
    website: string | null;
    verified: boolean;
    /** The CAC number a business verification proved (issue 49): "Verified business: RC …". */
    registration: string | null;
  } & Branding;
  claims: SessionClaim[];
  purpose: string;
  /** The CBN tier the business requires (issue 48); null: any verified member. */
  required_tier: KycTier | null;
  /** Whether the business pays the fee of a member who verifies from this link (issue 49: a
   * going-live organisation's director pays their own). */
  pays_fee: boolean;
  expires_at: string;
  /** Where Allow / Decline / the test buttons send the customer (…?session_id=…). */
  return_url: string;
  /**
   * How a Vouch ID held by the customer can answer instead of signing in (issue 36): the nonce
   * and audience its key-binding JWT must name, and the disclosures it must show. Null when the
   * session is a test one or asks for something a Vouch ID does not carry.
   */
  credential_request: CredentialRequest | null;
  /** Issue 51: the language the business asked the pages to open in; null: the visitor's own. */
  locale: Locale | null;
}

/**
 * What the business gave to fill the sign-up form (issue 47), handed out once, to the visitor who
 * presses "Create a Vouch account" on a live link nobody answered yet; null after that.
 */
export interface SessionPrefill {
  prefill: SessionCustomer | null;
}

export interface CredentialRequest {
  nonce: string;
  audience: string;
  disclosures: string[];
}

/** One of the member's consent grants (Connected businesses). */
export interface ConnectedBusiness {
  /** grant_… */
  id: string;
  /** The website only once the business proved its domain (issue 49). */
  organisation: { name: string; website: string | null };
  claims: SessionClaim[];
  purpose: string;
  granted_at: string;
  revoked_at: string | null;
}

/** What the consent and test buttons answer: where to send the customer now. */
export interface SessionOutcome {
  status: SessionStatus;
  return_url: string;
}

/** Staff's case view: the member's sessions and grants (no shared values). */
export interface MemberSharing {
  sessions: {
    id: string;
    organisation: string;
    mode: ApiMode;
    status: SessionStatus;
    created_at: string;
  }[];
  grants: ConnectedBusiness[];
}

// ---- Response schemas --------------------------------------------------------------------------
const iso = z.string().describe('ISO 8601 UTC');
const claimValue = z.union([z.string(), z.boolean(), z.number(), z.null()]);

export const verificationSessionSchema = responseOf<VerificationSession>()(
  z.object({
    id: z.string().describe('vs_…'),
    object: z.literal('verification_session'),
    mode: z.enum(apiModes),
    url: z.string().describe('The hosted page: send the customer here'),
    status: z.enum(sessionStatuses),
    reference: z.string(),
    redirect_url: z.string(),
    claims_requested: z.array(z.enum(sessionClaims)),
    purpose: z.string(),
    created_at: iso,
    expires_at: iso,
    completed_at: iso.nullable(),
    required_tier: z
      .union([z.literal(1), z.literal(2), z.literal(3)])
      .nullable()
      .describe('The CBN KYC tier the customer must hold to share; null: any verified member'),
    claims: z
      .partialRecord(z.enum(sessionClaims), claimValue)
      .nullable()
      .describe('Only while approved and the member’s consent stands; from the approved snapshot'),
    liveness: z
      .enum(livenessEvidenceValues)
      .nullable()
      .describe(
        'Once approved: passed (the selfie was captured live, following a random challenge the server checked) or not_performed (uploaded, checked by a person)',
      ),
    grant_id: z
      .string()
      .nullable()
      .describe('Once a live session is approved: the member’s consent grant (GET /grants)'),
    locale: z
      .enum(LOCALES)
      .nullable()
      .describe('The language the pages open in, as the business asked; null: the customer’s own'),
  }),
);

export const grantSchema = responseOf<Grant>()(
  z.object({
    id: z.string().describe('grant_…'),
    object: z.literal('grant'),
    session_id: z.string(),
    claims: z.array(z.enum(sessionClaims)),
    purpose: z.string(),
    granted_at: iso,
    revoked_at: iso.nullable(),
    revoked_by: z
      .enum(['member', 'account_closed', 'replaced'])
      .nullable()
      .describe('replaced: the member confirmed it again through a re-verification session'),
    verified_at: iso
      .nullable()
      .describe('When what the member’s tier rests on was last verified; null once not verified'),
    reverify_due: z
      .boolean()
      .describe(
        'The verification is older than the operator’s maximum age for the member’s tier: ask for a re-verification',
      ),
    member_standing: z
      .enum(grantStandings)
      .describe(
        'verified; suspended or revoked by Vouch; not_verified (no longer verified otherwise); closed (the account was closed)',
      ),
  }),
);
export const grantPageSchema = responseOf<GrantPage>()(listPageSchema(grantSchema));
/** POST /grants/{id}/reverify: how long the member has to confirm (default 3 days). */
export const reverifyGrantPayloadSchema = z
  .object({
    expires_in: z
      .number({ error: sessionMessages.expiresInvalid })
      .int(sessionMessages.expiresInvalid)
      .min(300, sessionMessages.expiresInvalid)
      .max(604_800, sessionMessages.expiresInvalid)
      .default(259_200),
  })
  .default({ expires_in: 259_200 });
export type ReverifyGrantPayload = z.input<typeof reverifyGrantPayloadSchema>;

export const listGrantsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  active: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only grants that stand; false: only revoked ones'),
});

export const verificationSessionPageSchema = responseOf<VerificationSessionPage>()(
  listPageSchema(verificationSessionSchema),
);

export const hostedSessionSchema = responseOf<HostedSession>()(
  z.object({
    id: z.string(),
    mode: z.enum(apiModes),
    status: z.enum(sessionStatuses),
    organisation: z
      .object({
        name: z.string(),
        website: z.string().nullable().describe('Null until the business proved its domain'),
        verified: z.boolean(),
        registration: z.string().nullable(),
      })
      .extend(brandingSchema.shape),
    claims: z.array(z.enum(sessionClaims)),
    purpose: z.string(),
    required_tier: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    pays_fee: z.boolean(),
    expires_at: iso,
    return_url: z.string(),
    credential_request: z
      .object({ nonce: z.string(), audience: z.string(), disclosures: z.array(z.string()) })
      .nullable(),
    locale: z.enum(LOCALES).nullable(),
  }),
);

export const sessionPrefillSchema = responseOf<SessionPrefill>()(
  z.object({
    prefill: z
      .object({
        first_name: z.string().optional(),
        last_name: z.string().optional(),
        email_address: z.string().optional(),
        phone_number: z.string().optional(),
      })
      .nullable(),
  }),
);

export const connectedBusinessSchema = responseOf<ConnectedBusiness>()(
  z.object({
    id: z.string(),
    organisation: z.object({ name: z.string(), website: z.string().nullable() }),
    claims: z.array(z.enum(sessionClaims)),
    purpose: z.string(),
    granted_at: iso,
    revoked_at: iso.nullable(),
  }),
);

/** What Allow would share, value by value: the consent screen shows it (issue 47). */
export interface ConsentPreview {
  values: SessionClaims;
}
export const consentPreviewSchema = responseOf<ConsentPreview>()(
  z.object({
    values: z.partialRecord(z.enum(sessionClaims), claimValue),
  }),
);

export const sessionOutcomeSchema = responseOf<SessionOutcome>()(
  z.object({ status: z.enum(sessionStatuses), return_url: z.string() }),
);

export const memberSharingSchema = responseOf<MemberSharing>()(
  z.object({
    sessions: z.array(
      z.object({
        id: z.string(),
        organisation: z.string(),
        mode: z.enum(apiModes),
        status: z.enum(sessionStatuses),
        created_at: iso,
      }),
    ),
    grants: z.array(connectedBusinessSchema),
  }),
);

// ---- Paths -------------------------------------------------------------------------------------
/** Under /api/business/v1. */
export const sessionApiPaths = {
  sessions: '/verification-sessions',
  /** Issue 50: the organisation's consent grants. */
  grants: '/grants',
  /** Issue 50: the member confirms a grant again (a new session, mailed to them). */
  grantReverify: '/grants/:id/reverify',
} as const;

/** Member routes under /api/v1, as the issue names them. */
export const sessionPaths = {
  session: '/verification-sessions',
  connected: '/account/connected-businesses',
  /** Staff: /backoffice/members/{uuid}/verification-sessions */
  staff: '/backoffice/members',
} as const;

/** `redirect_url` with `session_id` added: the redirect proves nothing; the business asks the API. */
export function returnUrlOf(redirectUrl: string, sessionId: string): string {
  const u = new URL(redirectUrl);
  u.searchParams.set('session_id', sessionId);
  return u.toString();
}
