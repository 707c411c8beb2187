import { createHash, randomBytes } from 'node:crypto';
import {
  calculateJwkThumbprint,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  type JWK,
} from 'jose';
import {
  CREDENTIAL_REQUEST_MINUTES,
  CREDENTIAL_REQUEST_OPEN_TYP,
  credentialRequestMessages as m,
} from '@vouch/contracts';
import type { Db, Tx } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import { decodePart } from './jwt.js';

/**
 * A verification link's request as a holder's wallet opens it (issue 46, the OpenID4VP request
 * object's role): the verifier issues a nonce to the key that proved itself for that link, and
 * answers a presentation only over such a nonce, signed by that key. Before, the nonce was one
 * per link, shown on its public page: anyone could read it, have a victim's wallet sign it
 * elsewhere, and present the result as the victim's consent to a business they never saw.
 * Now a nonce read off a page, or opened by the relayer's own key, answers nothing; the only
 * way to a nonce the victim's key can use is the victim's wallet opening the request on the
 * link's page, which shows who asks, for what and why.
 */

const hash = (v: string) => createHash('sha256').update(v).digest('hex');

/** The opening proof: a JWT the holder's key signs for the link (typ, ES256, jwk, aud, iat). */
async function openingKey(proof: string, audience: string): Promise<string> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(proof);
  } catch {
    throw new HttpError(400, m.proofMalformed);
  }
  if (header.typ !== CREDENTIAL_REQUEST_OPEN_TYP || header.alg !== 'ES256')
    throw new HttpError(400, m.proofType);
  const jwk = header.jwk as JWK | undefined;
  if (
    !jwk ||
    jwk.kty !== 'EC' ||
    jwk.crv !== 'P-256' ||
    typeof jwk.x !== 'string' ||
    typeof jwk.y !== 'string' ||
    'd' in jwk
  )
    throw new HttpError(400, m.proofKey);
  const publicJwk: JWK = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
  try {
    await jwtVerify(proof, await importJWK(publicJwk, 'ES256'), {
      typ: CREDENTIAL_REQUEST_OPEN_TYP,
      algorithms: ['ES256'],
      audience,
      maxTokenAge: `${CREDENTIAL_REQUEST_MINUTES}m`,
      clockTolerance: 60,
    });
  } catch (err) {
    const { code, claim } = err as { code?: string; claim?: string };
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
      throw new HttpError(400, m.proofSignature);
    if (claim === 'aud') throw new HttpError(400, m.proofAudience);
    if (claim === 'iat' || claim === 'exp' || claim === 'nbf')
      throw new HttpError(400, m.proofStale);
    throw new HttpError(400, m.proofMalformed);
  }
  return calculateJwkThumbprint(publicJwk);
}

/** Opens a link's request for the key that signed `proof`: a fresh nonce, good once, 5 minutes. */
export async function openCredentialRequest(
  db: Db,
  input: { sessionId: string; audience: string; proof: string },
): Promise<{ nonce: string; expiresAt: string }> {
  const thumbprint = await openingKey(input.proof, input.audience);
  const now = new Date();
  const nonce = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + CREDENTIAL_REQUEST_MINUTES * 60_000).toISOString();
  await db
    .insertInto('credential_requests')
    .values({
      nonce_hash: hash(nonce),
      session_id: input.sessionId,
      holder_thumbprint: thumbprint,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return { nonce, expiresAt };
}

export interface OpenedRequest {
  nonce: string;
  nonceHash: string;
  /** The key that opened it: the presentation's holder key must be this one. */
  holderThumbprint: string;
}

/**
 * The request of `sessionId` a presentation answers, found by its key-binding JWT's nonce (read
 * unverified here: the verifier then checks the signature over exactly this nonce), while it is
 * unused and within its minutes; null for any other nonce.
 */
export async function openedRequestOf(
  db: Db,
  sessionId: string,
  presentation: string,
): Promise<OpenedRequest | null> {
  const kb = decodePart(presentation.trim().split('~').pop()?.split('.')[1]);
  const nonce = kb?.nonce;
  if (typeof nonce !== 'string' || nonce.length === 0 || nonce.length > 200) return null;
  const row = await db
    .selectFrom('credential_requests')
    .select(['nonce_hash', 'holder_thumbprint'])
    .where('nonce_hash', '=', hash(nonce))
    .where('session_id', '=', sessionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row ? { nonce, nonceHash: row.nonce_hash, holderThumbprint: row.holder_thumbprint } : null;
}

/** Spends the request in the grant's transaction: false when another answer spent it first. */
export async function spendCredentialRequest(tx: Tx, nonceHash: string): Promise<boolean> {
  const r = await tx
    .updateTable('credential_requests')
    .set({ used_at: new Date().toISOString() })
    .where('nonce_hash', '=', nonceHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
