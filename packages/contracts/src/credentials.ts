import { z } from 'zod';

/**
 * The Vouch credential (issue 36, decision 0043): an SD-JWT VC the member holds, issued over
 * OpenID for Verifiable Credential Issuance 1.0 (pre-authorized code) and checked by anyone
 * with Vouch's published keys.
 */

/** The one credential configuration the issuer metadata offers. */
export const CREDENTIAL_CONFIGURATION_ID = 'vouch_kyc_v1';
/** Paths under APP_URL (not /api/v1: wallets and verifiers call them, with their own formats). */
export const credentialPaths = {
  jwtVcIssuer: '/.well-known/jwt-vc-issuer',
  credentialIssuer: '/.well-known/openid-credential-issuer',
  authorizationServer: '/.well-known/oauth-authorization-server',
  typeMetadata: '/credentials/kyc/v1',
  token: '/credentials/token',
  nonce: '/credentials/nonce',
  credential: '/credentials/credential',
  offer: '/credentials/offers',
  statusList: '/credentials/status',
} as const;
/** Member API routes under /api/v1. */
export const credentialMemberPaths = {
  offers: '/credentials/offers',
  verify: '/credentials/verify',
} as const;
/** The public page where a person checks a presentation; the audience it asks for. */
export const VERIFY_CREDENTIAL_PAGE = '/verify-credential';
/** The business API route (under /api/business/v1). */
export const businessCredentialVerifyPath = '/credential-presentations/verify';

/** The claims a member may choose to disclose, in the order screens list them. */
export const disclosableClaims = [
  'given_name',
  'family_name',
  'birthdate',
  'age_equal_or_over',
  'nationalities',
  'phone_number',
  'email',
  'business_name',
  'kyc',
] as const;
export type DisclosableClaim = (typeof disclosableClaims)[number];

export const disclosableClaimLabels: Record<DisclosableClaim, string> = {
  given_name: 'First name',
  family_name: 'Last name',
  birthdate: 'Date of birth',
  age_equal_or_over: 'Aged 18 or over',
  nationalities: 'Nationality',
  phone_number: 'Phone number',
  email: 'E-mail address',
  business_name: 'Business name',
  kyc: 'How Vouch verified you',
};

/** 0 valid, 1 invalid (revoked for good), 2 suspended: Token Status List with 2 bits. */
export const credentialStatuses = ['valid', 'invalid', 'suspended'] as const;
export type CredentialStatus = (typeof credentialStatuses)[number];

/** Why a presentation did not verify: one code and a sentence a person understands. */
export const presentationFailures = {
  malformed: 'This is not a Vouch ID presentation (an SD-JWT with a key-binding JWT).',
  too_large: 'This presentation is too large to be a Vouch ID.',
  wrong_issuer: 'This credential was not issued by this Vouch.',
  wrong_type: 'This is not a Vouch ID credential.',
  unknown_key: 'This credential is signed with a key Vouch does not publish.',
  bad_signature: 'The credential’s signature is not valid: it was changed or forged.',
  tampered_disclosure: 'A disclosed claim was changed or does not belong to this credential.',
  expired: 'This credential has expired.',
  not_yet_valid: 'This credential is not valid yet.',
  key_binding_missing: 'The holder did not sign this presentation (no key-binding JWT).',
  key_binding_invalid: 'The holder’s signature on this presentation is not valid.',
  wrong_nonce: 'This presentation was made for another request (the nonce does not match).',
  wrong_audience: 'This presentation was made for someone else (the audience does not match).',
  stale: 'This presentation is too old or from the future: ask for a new one.',
  revoked: 'Vouch has revoked this credential: it no longer stands.',
  suspended: 'Vouch has suspended this credential for now.',
  number_not_proven:
    'The phone number this credential shows is no longer one its holder proved: ask them for a new Vouch ID, or to share it without the number.',
} as const;
export type PresentationFailure = keyof typeof presentationFailures;

export const MAX_PRESENTATION_LENGTH = 16 * 1024;

export const presentationVerifySchema = z.object({
  presentation: z
    .string({ error: 'Send the presentation (the SD-JWT with its key-binding JWT)' })
    .trim()
    .min(1, 'Send the presentation (the SD-JWT with its key-binding JWT)')
    .max(MAX_PRESENTATION_LENGTH, 'The presentation is longer than 16 KiB'),
  nonce: z
    .string({ error: 'Send the nonce you gave the member' })
    .trim()
    .min(8, 'The nonce must be at least 8 characters')
    .max(256, 'The nonce must be at most 256 characters'),
  audience: z
    .string({ error: 'Send the audience the member presented to' })
    .trim()
    .min(1, 'Send the audience the member presented to')
    .max(512, 'The audience must be at most 512 characters'),
});
export type PresentationVerifyPayload = z.infer<typeof presentationVerifySchema>;

/** The public page: the nonce the page asked with, if it did (then replay is checked). */
export const publicPresentationVerifySchema = z.object({
  presentation: presentationVerifySchema.shape.presentation,
  nonce: presentationVerifySchema.shape.nonce.optional(),
});

export const presentationResultSchema = z.object({
  valid: z.boolean(),
  reason: z.string().optional().describe('Why not, when `valid` is false: a failure code'),
  message: z.string().optional().describe('The reason in a sentence'),
  issuer: z.string().optional(),
  status: z.enum([...credentialStatuses, 'unknown']),
  issued_at: z.string().optional(),
  expires_at: z.string().optional(),
  claims: z
    .record(z.string(), z.unknown())
    .describe('What the member chose to disclose (nothing else is in the presentation)'),
});
export type PresentationResult = z.infer<typeof presentationResultSchema>;

export interface CredentialOfferAnswer {
  credential_offer: {
    credential_issuer: string;
    credential_configuration_ids: string[];
    grants: Record<string, unknown>;
  };
  credential_offer_uri: string;
  /** openid-credential-offer://?credential_offer_uri=… (the QR code for a wallet app). */
  offer_link: string;
  tx_code: string;
  expires_at: string;
}
