import { z } from 'zod';
import { emailField } from './common.js';
import { checkVerificationPayloadSchema, type SearchType } from './verification.js';
import type { OrganisationBranding } from './business-branding.js';
import type { KycTier } from './tiers.js';
import { parseCacNumber } from './business-check.js';

/**
 * Vouch for businesses (issue 32): organisations and their team, API keys in test and live mode,
 * the business API at /api/business/v1 and the console's member routes under /api/v1/business.
 * Decision 0037 says why the keys, the API base and the errors look the way they do.
 */

// ---- Enums -----------------------------------------------------------------------------------
/** owner: everything; developer: keys, usage; viewer: reads only. */
export const orgRoles = ['owner', 'developer', 'viewer'] as const;
export type OrgRole = (typeof orgRoles)[number];
export const orgRoleLabels: Record<OrgRole, string> = {
  owner: 'Owner',
  developer: 'Developer',
  viewer: 'Viewer',
};

/** What a key may call: lookups now; sessions, webhooks and events with the next issue. */
export const apiKeyScopes = ['lookups', 'sessions', 'webhooks', 'events'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Test keys answer from documented test identities; live keys from verified members. */
export const apiModes = ['test', 'live'] as const;
export type ApiMode = (typeof apiModes)[number];

/** An organisation's live mode: never asked, waiting for an admin, approved, refused. */
export const liveStatuses = ['none', 'pending', 'approved', 'refused'] as const;
export type LiveStatus = (typeof liveStatuses)[number];

/** How long a rolled key keeps working beside its successor. */
export const rollOverlaps = ['none', '1h', '24h', '7d'] as const;
export type RollOverlap = (typeof rollOverlaps)[number];
export const rollOverlapMs: Record<RollOverlap, number> = {
  none: 0,
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
};
export const rollOverlapLabels: Record<RollOverlap, string> = {
  none: 'Stop the old key now',
  '1h': 'Keep it working for 1 hour',
  '24h': 'Keep it working for 24 hours',
  '7d': 'Keep it working for 7 days',
};

/** Where the business API lives; its OpenAPI document is `${BUSINESS_API_PREFIX}/openapi.json`. */
export const BUSINESS_API_PREFIX = '/api/business/v1';
export const businessApiPaths = { lookups: '/lookups', openapi: '/openapi.json' } as const;

/**
 * A secret key: `vk_test_` or `vk_live_`, 43 base62 characters (32 random bytes), then 6 base62
 * characters of the CRC32 of everything before them (GitHub's token format), so a leaked key is
 * recognised offline. The server checks the shape and the checksum before it looks anything up.
 */
export const API_KEY_PATTERN = /^vk_(test|live)_[0-9A-Za-z]{49}$/;

// ---- Messages --------------------------------------------------------------------------------
const keysRevoked = (n: number) =>
  n === 0
    ? ''
    : ` ${n === 1 ? 'The live key' : `The ${n} live keys`} they made ${n === 1 ? 'was' : 'were'} revoked.`;

export const businessMessages = {
  nameRequired: 'Enter your business name',
  websiteInvalid: 'Enter the website as https://example.com',
  originInvalid: 'Each origin is a scheme and host only, such as https://shop.example.com',
  tooManyOrigins: 'At most 10 origins',
  keyNameRequired: 'Give the key a name, such as "Checkout server"',
  scopesRequired: 'Choose at least one scope',
  emailNotVerified: 'Verify your e-mail address before creating or joining a business.',
  noSuchOrganisation: 'No such organisation, or you are not a member of it.',
  notAllowed: 'Your role in this organisation does not allow this.',
  liveNotApproved:
    'Live mode is not approved for this organisation yet. Ask for live access under Settings; a Vouch admin will review it.',
  liveAlreadyApproved: 'Live mode is already approved.',
  liveAlreadyPending: 'Live access has already been asked for and is waiting for review.',
  liveRequested:
    'Live access requested. Vouch checks your business with the CAC and sends each director a link; the owners will be e-mailed.',
  liveRegistration:
    'Enter your CAC number: RC 1234567 for a company or BN 3456789 for a business name',
  liveByVerification:
    'This request is decided in its business verification: open it under Business verifications.',
  noSuchKey: 'No such key in this organisation.',
  keyAlreadyEnded: 'This key is already revoked or expiring.',
  tooManyInvitations: (max: number) =>
    `This organisation has sent ${max} invitations in the last 24 hours. Try again tomorrow.`,
  tooManyKeys: (max: number, mode: string) =>
    `This organisation already has ${max} ${mode} keys in use. Revoke one you no longer need first: the rate limit is the organisation's, so more keys add no capacity.`,
  keyRevoked: 'The key is revoked: it stops working at once.',
  lastOwner: 'An organisation needs an owner: make someone else an owner first.',
  noSuchMember: 'No such teammate.',
  alreadyMember: 'This person is already on the team.',
  invitationSent: 'Invitation sent. The link works once, for 7 days.',
  invitationInvalid: 'This invitation link is not valid any more. Ask for a new one.',
  invitationOtherEmail:
    'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  invitationRevoked: 'Invitation withdrawn.',
  memberRemoved: (revokedKeys: number) => `Removed from the team.${keysRevoked(revokedKeys)}`,
  roleChanged: (revokedKeys: number) => `Role changed.${keysRevoked(revokedKeys)}`,
  saved: 'Settings saved.',
  reasonRequired: 'Give a reason the owners will read',
  approved: 'Live mode approved. The owners have been e-mailed.',
  refused: 'Live access refused. The owners have been e-mailed with the reason.',
  notPending: 'This organisation is not waiting for a live-mode decision.',
  approvalSeenRequired: 'Send the name and website you approve.',
  changedSinceSeen:
    'This organisation changed its name or website since you loaded it. Look at it again before you decide.',
} as const;

// ---- Member (console) payloads ---------------------------------------------------------------
/** An https URL (http only for this machine, in development). */
const webUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(200, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (
          u.protocol === 'https:' ||
          (u.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(u.hostname))
        );
      } catch {
        return false;
      }
    }, message);

/**
 * An origin a verification link may send the customer back to: scheme, host and port only,
 * written as the browser writes it (https://shop.example.com, no path, no trailing slash).
 */
export const originField = webUrl(businessMessages.originInvalid).refine((v) => {
  try {
    return new URL(v).origin === v;
  } catch {
    return false;
  }
}, businessMessages.originInvalid);

export const createOrganisationSchema = z.object({
  name: z
    .string({ error: businessMessages.nameRequired })
    .trim()
    .min(2, businessMessages.nameRequired)
    .max(100, businessMessages.nameRequired),
  support_email: emailField,
  website: webUrl(businessMessages.websiteInvalid),
  redirect_origins: z.array(originField).max(10, businessMessages.tooManyOrigins).default([]),
});
export type CreateOrganisationPayload = z.input<typeof createOrganisationSchema>;

/**
 * Any of the fields; one left out is left as it is. Spelt out rather than `.partial()`, which
 * kept redirect_origins' default and so wiped the origins of every PATCH without them (issue 46).
 */
export const updateOrganisationSchema = z.object({
  name: createOrganisationSchema.shape.name.optional(),
  support_email: emailField.optional(),
  website: webUrl(businessMessages.websiteInvalid).optional(),
  redirect_origins: z.array(originField).max(10, businessMessages.tooManyOrigins).optional(),
});
export type UpdateOrganisationPayload = z.input<typeof updateOrganisationSchema>;

export const createApiKeySchema = z.object({
  name: z
    .string({ error: businessMessages.keyNameRequired })
    .trim()
    .min(1, businessMessages.keyNameRequired)
    .max(60, businessMessages.keyNameRequired),
  mode: z.enum(apiModes),
  scopes: z
    .array(z.enum(apiKeyScopes), { error: businessMessages.scopesRequired })
    .min(1, businessMessages.scopesRequired)
    .max(apiKeyScopes.length)
    .transform((s) => [...new Set(s)]),
});
export type CreateApiKeyPayload = z.input<typeof createApiKeySchema>;

/** Issue 47: a key's scopes change in place (the key's secret does not). */
export const changeKeyScopesSchema = createApiKeySchema.pick({ scopes: true });
export type ChangeKeyScopesPayload = z.input<typeof changeKeyScopesSchema>;

export const rollApiKeySchema = z.object({ overlap: z.enum(rollOverlaps) });
export type RollApiKeyPayload = z.input<typeof rollApiKeySchema>;

export const inviteTeammateSchema = z.object({ email: emailField, role: z.enum(orgRoles) });
export type InviteTeammatePayload = z.input<typeof inviteTeammateSchema>;

export const changeTeammateRoleSchema = z.object({ role: z.enum(orgRoles) });

export const acceptInvitationSchema = z.object({ token: z.string().trim().min(20).max(100) });

export const usageQuerySchema = z.object({
  mode: z.enum(apiModes).default('test'),
  days: z.coerce.number().int().min(1).max(90).default(30),
});
export type UsageQuery = z.input<typeof usageQuerySchema>;

/**
 * What the admin saw when approving: the name and website members will be shown, and the logo
 * (issue 47). The approval is refused (409) if any changed since (the second probe of issue 46: a rename while the
 * request waited was approved under the new name).
 */
export const liveApprovalSchema = z.object({
  name: z.string({ error: businessMessages.approvalSeenRequired }).max(200),
  website: z.string({ error: businessMessages.approvalSeenRequired }).max(300),
  /** The logo the admin saw (its address, or null for none); checked the same way when given. */
  logo_url: z.string().max(300).nullable().optional(),
});
export type LiveApprovalPayload = z.input<typeof liveApprovalSchema>;

export const liveRefusalSchema = z.object({
  reason: z
    .string({ error: businessMessages.reasonRequired })
    .trim()
    .min(5, businessMessages.reasonRequired)
    .max(500, businessMessages.reasonRequired),
});

export const businessQueueQuerySchema = z.object({
  status: z.enum([...liveStatuses, 'all']).default('pending'),
});

/** An owner asks to go live (issue 49): the business verified with the CAC and its people. */
export const liveRequestSchema = z.object({
  registration_number: z
    .string({ error: businessMessages.liveRegistration })
    .trim()
    .max(40, businessMessages.liveRegistration)
    .refine((v) => parseCacNumber(v)?.kind != null, businessMessages.liveRegistration)
    .describe('The CAC number: "RC 1234567" (a company) or "BN 3456789" (a business name)'),
});
export type LiveRequestPayload = z.input<typeof liveRequestSchema>;

// ---- Member (console) answers ----------------------------------------------------------------
export interface OrganisationSummary {
  id: string;
  name: string;
  role: OrgRole;
  live_status: LiveStatus;
}

export interface Organisation extends OrganisationSummary {
  support_email: string;
  website: string;
  redirect_origins: string[];
  live: {
    status: LiveStatus;
    requested_at: string | null;
    decided_at: string | null;
    /** Why live access was refused (the admin's words). */
    reason: string | null;
    /** The CAC number given with the request (issue 49). */
    registration: string | null;
    /** The number a business verification approved: members read "Verified business: RC …". */
    verified_registration: string | null;
    /** The business verification of the organisation deciding the request, while it runs. */
    verification_id: string | null;
  };
  /**
   * The name and website an admin checked at live approval: what members see on a live link.
   * A change of either sends the organisation back to review (issue 46); until it is approved
   * again, members keep seeing these.
   */
  verified_as: { name: string; website: string } | null;
  /** Its logo and colour on its customers' pages (issue 47). */
  branding: OrganisationBranding;
  created_at: string;
  /** What a live lookup costs, in naira (BUSINESS_PRICE_LOOKUP_NGN). */
  price_lookup_ngn: number;
}

export type ApiKeyStatus = 'active' | 'expiring' | 'expired' | 'revoked';

export interface ApiKeyInfo {
  id: string;
  name: string;
  mode: ApiMode;
  scopes: ApiKeyScope[];
  /** The key's start and its last four characters, e.g. "vk_test_…9Ab2": never the secret. */
  hint: string;
  status: ApiKeyStatus;
  created_at: string;
  created_by: string | null;
  last_used_at: string | null;
  /** A rolled key stops at this time. */
  expires_at: string | null;
  revoked_at: string | null;
}

/** A key as it is made (created or rolled): the secret, shown this once. */
export interface CreatedApiKey extends ApiKeyInfo {
  key: string;
}

export interface Teammate {
  user_id: string;
  email: string;
  name: string;
  role: OrgRole;
  joined_at: string;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: OrgRole;
  created_at: string;
  expires_at: string;
}

export interface Team {
  members: Teammate[];
  invitations: PendingInvitation[];
}

export interface UsageDay {
  date: string;
  lookups: number;
  found: number;
}

export interface UsageByKey {
  key_id: string;
  name: string;
  lookups: number;
  found: number;
}

export interface UsageRecord {
  at: string;
  key_id: string;
  search_by: SearchType;
  found: boolean;
  request_id: string;
}

export interface UsageSummary {
  mode: ApiMode;
  from: string;
  to: string;
  total: number;
  found: number;
  /** Live lookups times the price; 0 in test mode (test lookups are free). */
  amount_ngn: number;
  price_lookup_ngn: number;
  /**
   * Members who started KYC from one of the organisation's live links with the fee paid by the
   * organisation (issue 33), in the period; 0 in test mode.
   */
  verifications_paid: number;
  /** What those fees came to (the member paid nothing). */
  verifications_paid_ngn: number;
  days: UsageDay[];
  keys: UsageByKey[];
  /** The latest 20 requests, with the Vouch-Request-Id each answer carried. */
  recent: UsageRecord[];
}

/** What accepting an invitation joined. */
export type JoinedOrganisation = OrganisationSummary;

// ---- Back office: the Businesses queue -------------------------------------------------------
export interface BusinessQueueItem {
  id: string;
  name: string;
  website: string;
  support_email: string;
  created_at: string;
  live_status: LiveStatus;
  live_requested_at: string | null;
  live_decided_at: string | null;
  live_reason: string | null;
  /** What an earlier approval checked (a renamed organisation is back in the queue with it). */
  verified_as: { name: string; website: string } | null;
  /** The logo live pages will show once approved (issue 47), or null. */
  logo_url: string | null;
  /** The CAC number a business verification approved (issue 49), or null. */
  verified_registration: string | null;
  /**
   * The business verification deciding its first live request (issue 49): the request is decided
   * there, never in this queue.
   */
  verification_id: string | null;
  members: number;
  /** The owner who created it (or the earliest owner still there). */
  owner: {
    uuid: string;
    email: string;
    name: string;
    /** Their member status: VERIFIED means their own KYC was approved. */
    status: string;
    /** The business name their approved KYC certifies (null: none was checked). */
    verified_business_name: string | null;
  } | null;
}

// ---- The business API ------------------------------------------------------------------------
/** POST /lookups: the six search types of Check Verification. */
export const businessLookupSchema = checkVerificationPayloadSchema;
export type BusinessLookupPayload = z.input<typeof businessLookupSchema>;

export interface BusinessLookupWallet {
  token: string;
  network: string;
  address: string;
}

/** The same privacy as the member lookup: the approved snapshot's last and business names, proven wallets. */
export type BusinessLookupResult =
  | {
      verified: true;
      member: {
        last_name: string;
        business_name: string | null;
        wallets: BusinessLookupWallet[];
        /** The CBN tier the member's approved evidence supports (issue 48); null: none. */
        kyc_tier: KycTier | null;
      };
    }
  | {
      verified: false;
      /**
       * Only for a member whose passport expired and who has not renewed it yet (issue 50);
       * absent for anyone else not verified and for nobody at all.
       */
      reason?: 'documents_expired';
    };

/**
 * Test mode never reads members: these values answer every test lookup (any other value is "not
 * verified"). Numbers match in any of their forms (+234…, 234…, 0…).
 */
export const businessTestIdentities = {
  verified: {
    PHONE_NUMBER: '+2348000000001',
    WHATSAPP_NUMBER: '+2348000000001',
    EMAIL_ADDRESS: 'verified@test.vouch.ng',
    UUID: '00000000-0000-4000-8000-000000000001',
    WALLET_ADDRESS: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    WECHAT_ID: 'vouch_test_verified',
  },
  unverified: {
    PHONE_NUMBER: '+2348000000002',
    WHATSAPP_NUMBER: '+2348000000002',
    EMAIL_ADDRESS: 'unverified@test.vouch.ng',
    UUID: '00000000-0000-4000-8000-000000000002',
    WALLET_ADDRESS: '0x52908400098527886E0F7030069857D2E4169EE7',
    WECHAT_ID: 'vouch_test_unverified',
  },
  /** What a verified test identity answers. */
  member: {
    last_name: 'Okafor',
    business_name: 'Amaka Fabrics Nigeria Limited',
    wallets: [{ token: 'usdt', network: 'trc20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }],
    kyc_tier: 2,
  },
} as const satisfies {
  verified: Record<SearchType, string>;
  unverified: Record<SearchType, string>;
  member: Extract<BusinessLookupResult, { verified: true }>['member'];
};

/**
 * RFC 9457 problem types of the business API: `type` is `${APP_URL}/developers#<slug>` (the
 * reference page lists each), `title` is the same for every occurrence, `detail` says this one.
 */
export const businessProblems = {
  'invalid-request': { status: 400, title: 'Your request is not valid' },
  unauthorized: { status: 401, title: 'No valid API key' },
  'missing-scope': { status: 403, title: 'The API key lacks the scope this needs' },
  'not-found': { status: 404, title: 'No such resource' },
  /** Issue 33: the resource's state does not allow this (cancel a finished session). */
  conflict: { status: 409, title: 'The resource is not in a state that allows this' },
  /** Issue 33: Idempotency-Key (IETF draft) — a request with this key is still running. */
  'idempotency-key-in-use': {
    status: 409,
    title: 'A request with this Idempotency-Key is running',
  },
  /** Issue 33: Idempotency-Key reused with another request body. */
  'idempotency-key-reused': {
    status: 422,
    title: 'This Idempotency-Key was used for another request',
  },
  /** Issue 33: simulating an outcome with a live key. */
  'test-mode-only': { status: 403, title: 'This works in test mode only' },
  /** Issue 47: live lookups and live sessions draw on the organisation's prepaid balance. */
  'balance-too-low': { status: 402, title: 'The prepaid balance cannot pay for this' },
  'payload-too-large': { status: 413, title: 'The request is too large' },
  'unsupported-media-type': { status: 415, title: 'Send JSON' },
  'rate-limited': { status: 429, title: 'Too many requests for this key' },
  'server-error': { status: 500, title: 'Something went wrong on our side' },
  unavailable: { status: 503, title: 'Vouch is busy; try again shortly' },
} as const;
export type BusinessProblemSlug = keyof typeof businessProblems;

export interface ProblemDetails {
  type: string;
  /**
   * The kind of problem for code to branch on (issue 47): the slug of `type`, one of
   * `businessProblems`' keys, stable across releases; `title` and `detail` are for people.
   */
  code: BusinessProblemSlug;
  title: string;
  status: number;
  detail: string;
  /** The Vouch-Request-Id of the answer: quote it to support. */
  request_id: string;
  /** Validation: one message per field (search_by, search_value…). */
  errors?: Record<string, string>;
}

// ---- Paths -------------------------------------------------------------------------------------
/** Member routes under /api/v1 (the console); the three the issue names are kept as named. */
export const businessPaths = {
  organisations: '/business/organisations',
  acceptInvitation: '/business/invitations/accept',
  backoffice: '/backoffice/businesses',
} as const;

/** What identifies a key on screen without giving it away: its prefix and its last 4 characters. */
export function apiKeyHint(key: string): string {
  // The prefix (vk_live_) and the checksum's last four: no character of the secret (issue 46).
  return `${key.slice(0, 8)}…${key.slice(-4)}`;
}
