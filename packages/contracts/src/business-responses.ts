import { z } from 'zod';
import { organisationBrandingSchema } from './business-branding.js';
import {
  businessProblems,
  apiKeyScopes,
  apiModes,
  liveStatuses,
  orgRoles,
  type ApiKeyInfo,
  type BusinessLookupResult,
  type BusinessProblemSlug,
  type BusinessQueueItem,
  type CreatedApiKey,
  type Organisation,
  type OrganisationSummary,
  type PendingInvitation,
  type ProblemDetails,
  type Team,
  type Teammate,
  type UsageSummary,
} from './business.js';
import { responseOf } from './envelope.js';
import { searchTypeValues } from './verification.js';
import { kycTierSchema } from './tiers.js';

/**
 * Response schemas of the business side (decision 0022's rule): the console's member routes
 * and the business API describe and serialise exactly these. Apart from the request schemas, so
 * the web bundle never carries them.
 */
const iso = z.string().describe('ISO 8601 UTC');

export const organisationSummarySchema = responseOf<OrganisationSummary>()(
  z.object({
    id: z.string().describe('org_…'),
    name: z.string(),
    role: z.enum(orgRoles).describe('Your role in it'),
    live_status: z.enum(liveStatuses),
  }),
);

/** GET /business/pricing: the Pricing page's figures, from the server's configuration. */
export const businessPricingSchema = z.object({
  lookup_ngn: z.number(),
  requests_per_minute: z
    .object({ live: z.number().int(), test: z.number().int() })
    .describe('Business API requests a minute, per organisation (all its keys together)'),
});
export type BusinessPricing = z.infer<typeof businessPricingSchema>;

export const organisationSchema = responseOf<Organisation>()(
  z.object({
    id: z.string().describe('org_…'),
    name: z.string(),
    role: z.enum(orgRoles).describe('Your role in it'),
    live_status: z.enum(liveStatuses),
    support_email: z.string(),
    website: z.string(),
    redirect_origins: z.array(z.string()),
    live: z.object({
      status: z.enum(liveStatuses),
      requested_at: iso.nullable(),
      decided_at: iso.nullable(),
      reason: z.string().nullable(),
      registration: z.string().nullable(),
      verified_registration: z.string().nullable(),
      verification_id: z.string().nullable(),
    }),
    verified_as: z
      .object({ name: z.string(), website: z.string() })
      .nullable()
      .describe('The name and website checked at live approval: what members see'),
    branding: organisationBrandingSchema,
    created_at: iso,
    price_lookup_ngn: z.number().describe('What a live lookup costs, in naira'),
  }),
);

const apiKeyFields = {
  id: z.string().describe('key_…'),
  name: z.string(),
  mode: z.enum(apiModes),
  scopes: z.array(z.enum(apiKeyScopes)),
  hint: z
    .string()
    .describe('The prefix and the last 4 characters (its checksum): never the secret'),
  status: z.enum(['active', 'expiring', 'expired', 'revoked']),
  created_at: iso,
  created_by: z.string().nullable().describe("The creator's e-mail"),
  last_used_at: iso.nullable().describe('Written behind: up to a few seconds late'),
  expires_at: iso.nullable().describe('A rolled key stops then'),
  revoked_at: iso.nullable(),
};

export const apiKeyInfoSchema = responseOf<ApiKeyInfo>()(z.object(apiKeyFields));

export const createdApiKeySchema = responseOf<CreatedApiKey>()(
  z.object({
    ...apiKeyFields,
    key: z.string().describe('The secret key, shown this once: only a keyed hash is kept'),
  }),
);

const teammateSchema = responseOf<Teammate>()(
  z.object({
    user_id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(orgRoles),
    joined_at: iso,
  }),
);

const invitationSchema = responseOf<PendingInvitation>()(
  z.object({
    id: z.string().describe('inv_…'),
    email: z.string(),
    role: z.enum(orgRoles),
    created_at: iso,
    expires_at: iso,
  }),
);

export const pendingInvitationSchema = invitationSchema;

export const teamSchema = responseOf<Team>()(
  z.object({ members: z.array(teammateSchema), invitations: z.array(invitationSchema) }),
);

export const usageSummarySchema = responseOf<UsageSummary>()(
  z.object({
    mode: z.enum(apiModes),
    from: z.string().describe('YYYY-MM-DD (UTC), first day counted'),
    to: z.string().describe('YYYY-MM-DD (UTC), last day counted'),
    total: z.number().int(),
    found: z.number().int(),
    amount_ngn: z.number(),
    price_lookup_ngn: z.number(),
    verifications_paid: z
      .number()
      .int()
      .describe('Members who started KYC from a live link, the fee paid by the organisation'),
    verifications_paid_ngn: z.number().describe('What those fees came to, in naira'),
    days: z.array(
      z.object({ date: z.string(), lookups: z.number().int(), found: z.number().int() }),
    ),
    keys: z.array(
      z.object({
        key_id: z.string(),
        name: z.string(),
        lookups: z.number().int(),
        found: z.number().int(),
      }),
    ),
    recent: z.array(
      z.object({
        at: iso,
        key_id: z.string(),
        search_by: z.enum(searchTypeValues),
        found: z.boolean(),
        request_id: z.string().describe('The Vouch-Request-Id header of that answer'),
      }),
    ),
  }),
);

export const businessQueueItemSchema = responseOf<BusinessQueueItem>()(
  z.object({
    id: z.string(),
    name: z.string(),
    website: z.string(),
    support_email: z.string(),
    created_at: iso,
    live_status: z.enum(liveStatuses),
    live_requested_at: iso.nullable(),
    live_decided_at: iso.nullable(),
    live_reason: z.string().nullable(),
    verified_as: z.object({ name: z.string(), website: z.string() }).nullable(),
    logo_url: z.string().nullable(),
    verified_registration: z.string().nullable(),
    verification_id: z.string().nullable(),
    members: z.number().int(),
    owner: z
      .object({
        uuid: z.string(),
        email: z.string(),
        name: z.string(),
        status: z.string(),
        verified_business_name: z.string().nullable(),
      })
      .nullable(),
  }),
);

// ---- The business API --------------------------------------------------------------------------
export const businessLookupResultSchema = responseOf<BusinessLookupResult>()(
  z
    .discriminatedUnion('verified', [
      z.object({
        verified: z.literal(true),
        member: z.object({
          last_name: z.string().describe('As the member’s approved KYC certifies it'),
          business_name: z
            .string()
            .nullable()
            .describe('The business name their KYC certifies; null for an individual'),
          wallets: z
            .array(z.object({ token: z.string(), network: z.string(), address: z.string() }))
            .describe('Only wallets the member proved by signing for them'),
          kyc_tier: kycTierSchema,
        }),
      }),
      z.object({
        verified: z.literal(false),
        reason: z
          .literal('documents_expired')
          .optional()
          .describe(
            'Only for a member whose passport expired and who has not renewed it yet; absent otherwise',
          ),
      }),
    ])
    .describe(
      'verified: false for anyone not verified, and for nobody at all: the two answers are the same',
    ),
);

export const problemDetailsSchema = responseOf<ProblemDetails>()(
  z
    .object({
      type: z.string().describe('A URI naming the kind of problem (listed on the reference page)'),
      code: z
        .enum(Object.keys(businessProblems) as [BusinessProblemSlug, ...BusinessProblemSlug[]])
        .describe('The kind of problem for code to branch on: the slug of `type`, stable'),
      title: z.string(),
      status: z.number().int(),
      detail: z.string(),
      request_id: z.string().describe('The Vouch-Request-Id of this answer'),
      errors: z
        .record(z.string(), z.string())
        .optional()
        .describe('Invalid requests: one message per field'),
    })
    .describe('RFC 9457 problem details (application/problem+json)'),
);
