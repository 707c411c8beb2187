import { z } from 'zod';
import { responseOf } from './envelope.js';
import { sessionClaims, type SessionClaim } from './verification-sessions.js';

/**
 * A verification link answered by a Vouch ID (issue 36), hardened against relay (issue 46,
 * decision in docs/decisions): the holder's wallet opens the link's request itself, proving its
 * key, the way an OpenID4VP wallet fetches a request object by `request_uri`. The request names
 * who asks (the organisation's checked name), for what and why, and carries a nonce bound to the
 * key that opened it; `…/present` accepts only a presentation over such a nonce, signed by that
 * same key, for that link. Reading the link's public page gives no nonce at all.
 */

/** The `typ` of the JWT a holder's key signs to open a link's request (header `jwk`, `aud`, `iat`). */
export const CREDENTIAL_REQUEST_OPEN_TYP = 'vouch-id-open+jwt';
/** How long an opened request's nonce answers the link: the key-binding JWT's own freshness. */
export const CREDENTIAL_REQUEST_MINUTES = 5;
/** The member API route (under /api/v1) that opens a link's request. */
export const credentialRequestPath = (sessionId: string) =>
  `/verification-sessions/${encodeURIComponent(sessionId)}/credential-request`;

export const credentialRequestMessages = {
  proofRequired: 'Send proof: a JWT your Vouch ID’s key signed for this link',
  proofMalformed: 'The proof is not a JWT your Vouch ID’s key signed.',
  proofType: `The proof's typ must be ${CREDENTIAL_REQUEST_OPEN_TYP}, signed with ES256.`,
  proofKey: 'The proof must carry the public P-256 key of your Vouch ID as jwk.',
  proofSignature: 'The proof is not signed by the key it names.',
  proofAudience: 'The proof was made for another link (its aud must be this link).',
  proofStale: 'The proof is too old or from the future: open the link again.',
  notOpened:
    'This presentation does not answer a request your Vouch ID opened on this link. Open the link again and share from there.',
} as const;

export const openCredentialRequestSchema = z.object({
  proof: z
    .string({ error: credentialRequestMessages.proofRequired })
    .trim()
    .min(1, credentialRequestMessages.proofRequired)
    .max(4096, credentialRequestMessages.proofMalformed),
});
export type OpenCredentialRequestPayload = z.input<typeof openCredentialRequestSchema>;

/** The request object: what the wallet shows before it signs, and what it signs over. */
export interface CredentialRequestObject {
  session_id: string;
  /**
   * Who asks: on a live link the name verified at live approval, and its website once the
   * business proved its domain (issue 49; null before).
   */
  organisation: { name: string; website: string | null; verified: boolean };
  claims: SessionClaim[];
  purpose: string;
  /** The credential's disclosures that answer `claims`. */
  disclosures: string[];
  /** The key-binding JWT's `aud`: the link itself. */
  audience: string;
  /** The key-binding JWT's `nonce`: good once, for the key that opened the request only. */
  nonce: string;
  expires_at: string;
  /** Where the wallet posts the presentation itself (never handed to anyone else). */
  response_uri: string;
}

export const credentialRequestObjectSchema = responseOf<CredentialRequestObject>()(
  z.object({
    session_id: z.string(),
    organisation: z.object({
      name: z.string(),
      website: z.string().nullable(),
      verified: z.boolean(),
    }),
    claims: z.array(z.enum(sessionClaims)),
    purpose: z.string(),
    disclosures: z.array(z.string()),
    audience: z.string(),
    nonce: z.string(),
    expires_at: z.string().describe('ISO 8601 UTC'),
    response_uri: z.string(),
  }),
);
