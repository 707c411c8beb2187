import { LOCALES } from './locales.js';
import { z } from 'zod';
import type { MemberProfile } from './account.js';
import type { IdentifierHold } from './identifier-holds.js';
import type { NumberProofRequested, NumberProven, NumberState } from './number-proofs.js';
import type { AuditPage } from './audit.js';
import type { AuditEntry, CaseClaim, FailedJobItem, QueueItem } from './backoffice.js';
import type { BusinessCheck } from './business-check.js';
import type { PolicyStats, SecondLookItem } from './instant-decisions.js';
import type { PrecheckResult } from './capture.js';
import { memberStatuses, roles } from './enums.js';
import { responseOf, type LoginResult } from './envelope.js';
import { kycStatuses, type IdentityLookupResult } from './kyc.js';
import type { PaymentCheckout, Transaction } from './payments.js';
import { transactionStatuses } from './payments.js';
import type { MemberSecondFactorStatus } from './member-second-factor.js';
import type {
  SecondFactorStatus,
  StaffPasskey,
  TotpConfirmed,
  TotpEnrolment,
} from './second-factor.js';
import type {
  StaffSupportTicket,
  SupportContact,
  SupportTicket,
  TicketMessage,
} from './support.js';
import { searchTypeValues, type LookupsOfMe, type VerificationResult } from './verification.js';
import type { LookupWallet, MemberWallet, WalletChallenge } from './wallet-proof.js';
import { kycTierSchema, type KycTiersInfo } from './tiers.js';

/**
 * The `msg` of each API answer that is more than a sentence (decision 0022). Each is checked
 * against the interface the web app reads (responseOf), so a field the app needs cannot be
 * dropped by the serialiser. The back office's large case and standing views are open objects
 * (their listed fields documented, nothing stripped): they are read by staff screens only and
 * change with every review feature.
 */

const iso = z.string().describe('ISO 8601 UTC');

/** A sentence to show the person (every answer whose msg is only words). */
export const sentence = z.string().describe('A message to show');

// ---- Account -------------------------------------------------------------------------------
export const profileReviewSchema = z.object({
  id: z.string(),
  status: z.string(),
  fields: z.array(z.string()),
  reason: z.string().nullable(),
  requested_at: iso,
  decided_at: iso.nullable(),
});

export const numberStateSchema = responseOf<NumberState>()(
  z.object({
    state: z.enum(['proven', 'held', 'unproven']),
    source: z.enum(['sms', 'whatsapp', 'bvn', 'nin']).nullable(),
    proven_at: iso.nullable(),
    joins_answer_at: iso.nullable().describe('A proven number waiting out its hold'),
  }),
);

export const identifierHoldSchema = responseOf<IdentifierHold>()(
  z.object({
    id: z.string(),
    kind: z.enum(['wallet', 'number']),
    label: z.string().describe('What was added, masked'),
    created_at: iso,
    joins_answer_at: iso,
  }),
);

export const numberProvenSchema = responseOf<NumberProven>()(
  z.object({
    outcome: z.literal('proven'),
    kind: z.enum(['phone', 'whatsapp']),
    source: z.enum(['sms', 'whatsapp', 'bvn', 'nin']),
    joins_answer_at: iso
      .nullable()
      .describe('Proven after verification: answers lookups from then'),
  }),
);

export const numberProofRequestedSchema = responseOf<NumberProofRequested>()(
  z.discriminatedUnion('outcome', [
    z.object({
      outcome: z.literal('sent'),
      kind: z.enum(['phone', 'whatsapp']),
      channel: z.enum(['sms', 'whatsapp']),
      to: z.string().describe('The number, masked'),
      expires_at: iso,
      resend_at: iso.describe('When another code may be asked for'),
    }),
    numberProvenSchema,
  ]),
);

export const memberProfileSchema = responseOf<MemberProfile>()(
  z.object({
    token: z.string(),
    uuid: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email_address: z.string(),
    phone_number: z.string(),
    whatsapp_number: z.string(),
    wechat_id: z.string().nullable(),
    wechat_name: z.string().nullable(),
    gender: z.string(),
    dob: z.string().describe('dd-mm-yyyy'),
    country: z.string(),
    profile_image: z.string().nullable(),
    status: z.enum(memberStatuses),
    last_seen: iso.nullable(),
    last_ip_address: z.string().nullable(),
    create_date: iso,
    wallet_address: z
      .string()
      .nullable()
      .describe('JSON string of { addresses: [{ token, network, address, proven }] }, or null'),
    role: z.enum(roles),
    status_reason: z.string().nullable(),
    profile_review: profileReviewSchema.nullable(),
    kyc_status: z.enum(kycStatuses).nullable(),
    numbers: z.object({ phone: numberStateSchema, whatsapp: numberStateSchema }),
    holds: z.array(identifierHoldSchema),
    has_password: z.boolean(),
    preferred_language: z.enum(LOCALES),
    kyc_tier: kycTierSchema,
    tier_evidence: z
      .object({
        bvn: z.boolean(),
        nin: z.boolean(),
        id_document: z.boolean(),
        address: z.boolean(),
      })
      .nullable()
      .describe('What the tier rests on, while verified'),
  }),
);

export const loginResultSchema = responseOf<LoginResult>()(
  z.object({
    authToken: z.string().describe('The bearer token'),
    second_factor: z
      .literal('required')
      .optional()
      .describe('Present when the second factor must be passed before the token opens anything'),
  }),
);

// ---- Verification and wallets ----------------------------------------------------------------
/** Issue 30: the CAC registry found the number active under that name, or a reviewer read the certificate. */
export const businessCheckSchema = responseOf<BusinessCheck>()(
  z.discriminatedUnion('method', [
    z.object({
      method: z.literal('cac'),
      registration: z.string().describe('The CAC number, e.g. "RC 1234567" or "BN 3456789"'),
    }),
    z.object({ method: z.literal('document') }),
  ]),
);
export const verificationResultSchema = responseOf<VerificationResult>()(
  z.object({
    last_name: z.string(),
    applicant_type: z.enum(['individual', 'business']),
    business_name: z.string().optional().describe("A business's name; absent for an individual"),
    business_check: businessCheckSchema
      .optional()
      .describe('How the business name was checked; present exactly when business_name is'),
    wallet_address: z.string().describe('JSON string of { addresses: [...] }'),
    matched_by: z
      .object({
        search_by: z.enum(searchTypeValues),
        evidence: z.enum(['proven', 'confirmed', 'signed', 'member_id', 'reviewed']),
      })
      .describe('What the search value matched, and what makes it the member’s'),
    verified_since: z.string().describe('The month the member was verified, Lagos time: YYYY-MM'),
    kyc_tier: kycTierSchema,
  }),
);
export const checkVerificationResultSchema = z.object({
  search: z.array(verificationResultSchema),
});

export const lookupsOfMeSchema = responseOf<LookupsOfMe>()(
  z.object({
    count: z.number().int(),
    recent: z.array(
      z.object({
        at: iso,
        search_by: z.string(),
        by: z.enum(['member', 'business']).describe('A member, or a business through its API'),
      }),
    ),
  }),
);

export const lookupWalletSchema = responseOf<LookupWallet>()(
  z.object({ token: z.string(), network: z.string(), address: z.string(), proven: z.boolean() }),
);

export const memberWalletSchema = responseOf<MemberWallet>()(
  z.object({
    id: z.string(),
    token: z.string(),
    network: z.string(),
    family: z.enum(['evm', 'bitcoin', 'tron']).nullable(),
    address: z.string(),
    label: z.string().nullable(),
    proven_at: iso.nullable(),
    joins_answer_at: iso.nullable(),
    created_at: iso,
  }),
);

export const walletChallengeSchema = responseOf<WalletChallenge>()(
  z.object({
    id: z.string(),
    wallet_id: z.string(),
    family: z.enum(['evm', 'bitcoin', 'tron']),
    address: z.string(),
    message: z.string().describe('The exact text to sign'),
    expires_at: iso,
  }),
);

// ---- KYC -------------------------------------------------------------------------------------
export const precheckResultSchema = responseOf<PrecheckResult>()(
  z.object({
    kind: z.string(),
    checked: z.boolean(),
    ok: z.boolean(),
    problems: z.array(z.object({ code: z.string(), message: z.string() })),
    ms: z.number(),
  }),
);

/** An individual's or a business's submission (spec 3's KYC record); see KycRecord. */
export const kycRecordSchema = z
  .looseObject({
    id: z.string(),
    version: z.number().int(),
    applicant_type: z.string().optional(),
    first_name: z.string(),
    last_name: z.string(),
    status: z.enum(kycStatuses),
    reason: z.string().nullable(),
    submitted_at: iso,
  })
  .describe("The member's latest KYC submission (KycRecord: individual or business fields)");

export const kycInfoSchema = z.object({ info: kycRecordSchema.nullable() });

export const identityLookupResultSchema = responseOf<IdentityLookupResult>()(
  z.object({
    firstname: z.string(),
    lastname: z.string(),
    middlename: z.string().nullable(),
    photo: z.string().nullable().describe('base64 JPEG, no data-URL prefix'),
    matches: z.object({ first_name: z.boolean(), last_name: z.boolean(), dob: z.boolean() }),
  }),
);

// ---- Payments --------------------------------------------------------------------------------
export const transactionSchema = responseOf<Transaction>()(
  z.object({
    id: z.string(),
    create_date: z.string(),
    create_time: z.string(),
    ref_number: z.string(),
    amount: z.number().describe('Naira'),
    payment_type: z.string(),
    reason: z.string(),
    status: z.enum(transactionStatuses),
  }),
);

export const paymentCheckoutSchema = responseOf<PaymentCheckout>()(
  z.object({
    provider: z.enum(['sandbox', 'flutterwave']),
    ref_number: z.string(),
    amount: z.number(),
    currency: z.literal('NGN'),
    reason: z.string(),
    payment_method: z.string(),
    payment_options: z.string(),
    public_key: z.string().nullable(),
    customer: z.object({ email: z.string(), name: z.string(), phone_number: z.string() }),
  }),
);

// ---- Support ---------------------------------------------------------------------------------
export const ticketMessageSchema = responseOf<TicketMessage>()(
  z.object({ from: z.enum(['member', 'staff']), message: z.string(), at: iso }),
);

export const supportTicketAnswerSchema = responseOf<SupportTicket>()(
  z.object({
    id: z.string(),
    reference: z.string(),
    full_name: z.string(),
    email: z.string(),
    category: z.string(),
    subject: z.string(),
    status: z.enum(['open', 'answered', 'closed']),
    created_at: iso,
    messages: z.array(ticketMessageSchema),
  }),
);

export const staffSupportTicketSchema = responseOf<StaffSupportTicket>()(
  supportTicketAnswerSchema.extend({
    account: z
      .object({ uuid: z.string(), email: z.string() })
      .nullable()
      .describe('The account that filed the ticket; replies go to its e-mail'),
  }),
);

export const supportContactSchema = responseOf<SupportContact>()(
  z.object({
    hours: z.string(),
    phone: z.object({ display: z.string(), href: z.string() }).nullable(),
    whatsapp: z.object({ display: z.string(), url: z.string() }).nullable(),
  }),
);

// ---- Second factor (staff, and members who turn it on) --------------------------------------------
export const memberSecondFactorStatusSchema = responseOf<MemberSecondFactorStatus>()(
  z.object({
    totp: z.boolean(),
    passkeys: z.number().int(),
    recovery_codes_left: z.number().int(),
    verified: z.boolean(),
  }),
);

export const secondFactorStatusSchema = responseOf<SecondFactorStatus>()(
  z.object({
    enrolled: z.boolean(),
    passkeys: z.number().int(),
    verified: z.boolean(),
    recovery_codes_left: z.number().int(),
    idle_timeout_minutes: z.number(),
  }),
);

export const totpEnrolmentSchema = responseOf<TotpEnrolment>()(
  z.object({ secret: z.string(), otpauth_url: z.string(), qr_data_url: z.string() }),
);

export const totpConfirmedSchema = responseOf<TotpConfirmed>()(
  z.object({ recovery_codes: z.array(z.string()) }),
);

export const staffPasskeySchema = responseOf<StaffPasskey>()(
  z.object({ id: z.string(), name: z.string(), created_at: iso, last_used_at: iso.nullable() }),
);

/** The browser's WebAuthn options (PublicKeyCredential*OptionsJSON), passed on whole. */
export const webAuthnOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .describe('WebAuthn options JSON for navigator.credentials (SimpleWebAuthn)');

// ---- Back office -------------------------------------------------------------------------------
export const queueItemSchema = responseOf<QueueItem>()(
  z.object({
    submission_id: z.string(),
    member_uuid: z.string(),
    member_email: z.string(),
    member_name: z.string(),
    identity_type: z.string(),
    country: z.string(),
    document_type: z.string(),
    version: z.number().int(),
    status: z.enum(kycStatuses),
    submitted_at: iso,
    waited_hours: z.number(),
    risk_level: z.string(),
    claimed_by: z.string().nullable(),
    decided_by: z.string().nullable(),
    decided_at: iso.nullable(),
  }),
);

export const caseClaimSchema = responseOf<CaseClaim>()(
  z.object({
    reviewer_id: z.string(),
    reviewer: z.string(),
    mine: z.boolean(),
    claimed_at: iso,
    expires_at: iso,
  }),
);

export const caseViewSchema = z
  .looseObject({
    submission: kycRecordSchema,
    member: z.looseObject({ uuid: z.string(), email: z.string(), name: z.string() }),
    versions: z.array(z.looseObject({ submission_id: z.string(), version: z.number() })),
    duplicate_id_accounts: z.array(z.string()),
  })
  .describe(
    'CaseView: submission, member, lookup, versions, payment, checks, certifies, conflicts',
  );

export const memberStandingSchema = z
  .looseObject({
    uuid: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(roles),
    status: z.enum(memberStatuses),
    status_reason: z.string().nullable(),
  })
  .describe('MemberStanding: status, why, when, verified details');

export const profileChangeItemSchema = z
  .looseObject({ id: z.string(), member_uuid: z.string(), status: z.string() })
  .describe('ProfileChangeItem: a verified member’s change waiting for review');

export const claimConflictSchema = z
  .looseObject({ id: z.string(), kind: z.string(), claimant_uuid: z.string() })
  .describe('ClaimConflict: an identifier two accounts claim');

export const failedJobSchema = responseOf<FailedJobItem>()(
  z.object({
    id: z.string(),
    queue: z.string(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: iso,
    failed_at: iso,
  }),
);

export const auditEntrySchema = responseOf<AuditEntry>()(
  z.object({
    seq: z.number().int(),
    at: iso,
    actor_id: z.string().nullable(),
    actor_name: z
      .string()
      .nullable()
      .describe("The actor's name now (null: the system, or an account since erased)"),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string().nullable(),
    ip: z.string().nullable(),
    hash: z.string(),
  }),
);

export const auditPageSchema = responseOf<AuditPage>()(
  z.object({
    entries: z.array(auditEntrySchema),
    next_cursor: z.string().nullable().describe('Pass as cursor for the next, older page'),
  }),
);

// ---- Instant decisions (issue 34) ------------------------------------------------------------
export const secondLookItemSchema = responseOf<SecondLookItem>()(
  z.object({
    submission_id: z.string(),
    member_uuid: z.string(),
    member_name: z.string(),
    policy: z.string(),
    status: z.enum(['open', 'confirmed', 'revoked']),
    approved_at: iso,
    decided_in_seconds: z.number().nullable(),
    relied_on: z.array(
      z.object({ code: z.string(), outcome: z.string(), score: z.number().nullable() }),
    ),
    reviewer_uuid: z.string().nullable(),
    reason: z.string().nullable(),
  }),
);

const durationFigures = z.object({
  count: z.number().int(),
  median_seconds: z.number().nullable(),
  p90_seconds: z.number().nullable(),
});

export const policyStatsSchema = responseOf<PolicyStats>()(
  z.object({
    window_days: z.number().int(),
    policies: z.array(
      z.object({
        policy: z.string(),
        approved: z.number().int(),
        sent_to_review: z.number().int(),
        second_looks: z.number().int(),
        overturned: z.number().int(),
      }),
    ),
    automatic: durationFigures,
    human: durationFigures,
  }),
);

const tierLimitsAnswer = z.object({
  single_deposit: z.number().nullable().describe('Naira; null: no cap'),
  max_balance: z.number().nullable().describe('Naira; null: no cap'),
});
export const kycTiersInfoSchema = responseOf<KycTiersInfo>()(
  z.object({
    tiers: z.array(
      z.object({
        tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        needs: z.string(),
        allows: z.string(),
        limits: tierLimitsAnswer,
      }),
    ),
    vnin: z.object({ enterprise_code: z.string(), ussd: z.string() }),
  }),
);
