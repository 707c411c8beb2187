import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { digest, generateSalt } from '@sd-jwt/crypto-nodejs';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import {
  calculateJwkThumbprint,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  type JWK,
} from 'jose';
import {
  CREDENTIAL_CONFIGURATION_ID,
  credentialPaths,
  type CredentialOfferAnswer,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import type { Lifecycle } from '../lifecycle/index.js';
import { credentialSubject } from './claims.js';
import type { IssuerKeys } from './keys.js';
import { freeSlot, STATUS_LIST_ID, statusListUri } from './status-list.js';

export const PRE_AUTHORIZED_GRANT = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
export const PROOF_TYP = 'openid4vci-proof+jwt';
const OFFER_MINUTES = 10;
const TOKEN_MINUTES = 10;
const NONCE_MINUTES = 5;
const TX_CODE_TRIES = 5;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** An OAuth / OID4VCI error answer: `{ error, error_description }` with its status. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(description);
  }
}

const hash = (v: string) => createHash('sha256').update(v).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const minutesFrom = (now: Date, m: number) => new Date(now.getTime() + m * 60_000).toISOString();

export const credentialMessages = {
  notVerified: 'Only a verified member can get a Vouch ID.',
  documentExpired: 'Your ID document has expired: update your KYC to get a Vouch ID.',
} as const;

export interface IssuanceDeps {
  db: Db;
  lifecycle: Lifecycle;
  keys: IssuerKeys;
  appUrl: string;
}

/** The claims each holder may disclose one by one: every claim of the subject. */
const DISCLOSURE_FRAME = {
  _sd: [
    'given_name',
    'family_name',
    'birthdate',
    'age_equal_or_over',
    'nationalities',
    'phone_number',
    'email',
    'business_name',
    'kyc',
  ],
};

export function issuance(d: IssuanceDeps) {
  const { db, appUrl } = d;
  const vct = `${appUrl}${credentialPaths.typeMetadata}`;
  const sdjwt = new SDJwtVcInstance({
    signer: (data) => d.keys.current().sign(data),
    signAlg: 'ES256',
    hasher: digest,
    hashAlg: 'sha-256',
    saltGenerator: generateSalt,
  });

  return {
    /** POST /api/v1/credentials/offers: a pre-authorized offer for a VERIFIED member. */
    async createOffer(userId: string): Promise<CredentialOfferAnswer> {
      const subject = await credentialSubject(db, d.lifecycle, userId);
      if (!subject) throw new HttpError(403, credentialMessages.notVerified);
      const now = new Date();
      const id = randomUUID();
      const code = randomBytes(32).toString('base64url');
      const txCode = String(randomInt(1_000_000)).padStart(6, '0');
      const expiresAt = minutesFrom(now, OFFER_MINUTES);
      await db
        .insertInto('credential_offers')
        .values({
          id,
          user_id: userId,
          code_hash: hash(code),
          tx_code_hash: hash(`${id}:${txCode}`),
          expires_at: expiresAt,
          redeemed_at: null,
          token_hash: null,
          token_expires_at: null,
          issued_at: null,
          created_at: now.toISOString(),
        })
        .execute();
      const uri = `${appUrl}${credentialPaths.offer}/${code}`;
      return {
        credential_offer: offerBody(appUrl, code),
        credential_offer_uri: uri,
        offer_link: `openid-credential-offer://?credential_offer_uri=${encodeURIComponent(uri)}`,
        tx_code: txCode,
        expires_at: expiresAt,
      };
    },

    /**
     * GET credential_offer_uri: the offer while it can still be redeemed. The URI carries the
     * pre-authorized code itself (the QR code holds both anyway); the tx_code still guards it.
     */
    async offerByCode(code: string): Promise<CredentialOfferAnswer['credential_offer'] | null> {
      if (code.length > 200) return null;
      const row = await db
        .selectFrom('credential_offers')
        .select(['expires_at', 'redeemed_at', 'tx_failures'])
        .where('code_hash', '=', hash(code))
        .executeTakeFirst();
      if (!row || row.redeemed_at || row.expires_at <= new Date().toISOString()) return null;
      if (row.tx_failures >= TX_CODE_TRIES) return null;
      return offerBody(appUrl, code);
    },

    /** The token endpoint: a pre-authorized code and its tx_code for an access token, once. */
    async token(body: Record<string, unknown>) {
      if (body.grant_type !== PRE_AUTHORIZED_GRANT)
        throw new OAuthError(400, 'unsupported_grant_type', `Only ${PRE_AUTHORIZED_GRANT}.`);
      const code = body['pre-authorized_code'];
      const tx = body.tx_code;
      if (typeof code !== 'string' || code.length > 200)
        throw new OAuthError(400, 'invalid_request', 'pre-authorized_code is missing.');
      const now = new Date();
      // The try is counted in the statement that allows it (issue 46): the update takes one of
      // the offer's five tries or none, so thirty requests at once cannot all read "no tries
      // used" and compare their code, as a read-then-write did on PostgreSQL. Every try counts,
      // the right one too (it redeems the offer, which then answers nothing more).
      const tried = await db
        .updateTable('credential_offers')
        .set((eb) => ({ tx_failures: eb('tx_failures', '+', 1) }))
        .where('code_hash', '=', hash(code))
        .where('redeemed_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .where('tx_failures', '<', TX_CODE_TRIES)
        .returning(['id', 'tx_code_hash'])
        .executeTakeFirst();
      if (!tried)
        throw new OAuthError(
          400,
          'invalid_grant',
          'This offer was used, has expired, had too many wrong codes or does not exist.',
        );
      if (typeof tx !== 'string' || !sameHash(hash(`${tried.id}:${tx}`), tried.tx_code_hash))
        throw new OAuthError(400, 'invalid_grant', 'The transaction code (tx_code) is not right.');
      const token = randomBytes(32).toString('base64url');
      const taken = await db
        .updateTable('credential_offers')
        .set({
          redeemed_at: now.toISOString(),
          token_hash: hash(token),
          token_expires_at: minutesFrom(now, TOKEN_MINUTES),
        })
        .where('id', '=', tried.id)
        .where('redeemed_at', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1)
        throw new OAuthError(
          400,
          'invalid_grant',
          'This offer was used, has expired or does not exist.',
        );
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_MINUTES * 60 };
    },

    /** The nonce endpoint: a fresh c_nonce, good once within five minutes. */
    async nonce() {
      const nonce = randomBytes(24).toString('base64url');
      await db
        .insertInto('credential_nonces')
        .values({
          nonce_hash: hash(nonce),
          expires_at: minutesFrom(new Date(), NONCE_MINUTES),
          used_at: null,
        })
        .execute();
      return { c_nonce: nonce };
    },

    /** The credential endpoint: checks the token and the proof, then issues one credential. */
    async credential(authorization: string | undefined, body: Record<string, unknown>) {
      const m = /^Bearer\s+([A-Za-z0-9_-]{1,200})$/i.exec(authorization ?? '');
      if (!m) throw new OAuthError(401, 'invalid_token', 'Send the access token as Bearer.');
      const now = new Date();
      const offer = await db
        .selectFrom('credential_offers')
        .selectAll()
        .where('token_hash', '=', hash(m[1]!))
        .executeTakeFirst();
      if (!offer || offer.issued_at || (offer.token_expires_at ?? '') <= now.toISOString())
        throw new OAuthError(401, 'invalid_token', 'This access token was used or has expired.');
      if (body.credential_configuration_id !== CREDENTIAL_CONFIGURATION_ID)
        throw new OAuthError(
          400,
          'unknown_credential_configuration',
          `Ask for credential_configuration_id "${CREDENTIAL_CONFIGURATION_ID}".`,
        );
      const proof = proofOf(body);
      const holder = await checkProof(proof, appUrl);
      const subject = await credentialSubject(db, d.lifecycle, offer.user_id);
      if (!subject) throw new OAuthError(400, 'invalid_request', credentialMessages.notVerified);
      const expMs = Math.min(
        now.getTime() + YEAR_MS,
        subject.documentExpiry?.getTime() ?? Number.POSITIVE_INFINITY,
      );
      if (expMs <= now.getTime())
        throw new OAuthError(400, 'invalid_request', credentialMessages.documentExpired);
      const kid = d.keys.current().kid;
      const thumbprint = await calculateJwkThumbprint(holder.jwk);
      const slot = await db.transaction().execute(async (trx) => {
        // The nonce is spent, the token is spent, the credential is recorded: all or nothing.
        const spent = await trx
          .updateTable('credential_nonces')
          .set({ used_at: now.toISOString() })
          .where('nonce_hash', '=', hash(holder.nonce))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now.toISOString())
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1)
          throw new OAuthError(
            400,
            'invalid_nonce',
            'The proof’s nonce is stale: fetch a new c_nonce.',
          );
        const issued = await trx
          .updateTable('credential_offers')
          .set({ issued_at: now.toISOString() })
          .where('id', '=', offer.id)
          .where('issued_at', 'is', null)
          .executeTakeFirst();
        if (Number(issued.numUpdatedRows) !== 1)
          throw new OAuthError(401, 'invalid_token', 'This access token was used or has expired.');
        const idx = await freeSlot(trx);
        await trx
          .insertInto('credentials')
          .values({
            id: randomUUID(),
            user_id: offer.user_id,
            submission_id: subject.submissionId,
            status_list: STATUS_LIST_ID,
            status_idx: idx,
            kid,
            holder_thumbprint: thumbprint,
            issued_at: now.toISOString(),
            expires_at: new Date(expMs).toISOString(),
            status_changed_at: null,
          })
          .execute();
        return idx;
      });
      const iat = Math.floor(now.getTime() / 1000);
      const credential = await sdjwt.issue(
        {
          iss: appUrl,
          vct,
          iat,
          nbf: iat,
          exp: Math.floor(expMs / 1000),
          cnf: { jwk: holder.jwk },
          status: { status_list: { idx: slot, uri: statusListUri(appUrl, STATUS_LIST_ID) } },
          ...subject.claims,
        },
        { _sd: DISCLOSURE_FRAME._sd.filter((k) => k in subject.claims) } as never,
        { header: { kid } },
      );
      return { credentials: [{ credential }] };
    },
  };
}

export function offerBody(appUrl: string, code: string) {
  return {
    credential_issuer: appUrl,
    credential_configuration_ids: [CREDENTIAL_CONFIGURATION_ID],
    grants: {
      [PRE_AUTHORIZED_GRANT]: {
        'pre-authorized_code': code,
        tx_code: {
          input_mode: 'numeric',
          length: 6,
          description: 'The 6-digit code shown on your Vouch ID page',
        },
      },
    },
  };
}

/** OID4VCI 1.0 sends `proofs: { jwt: [one] }`; drafts sent `proof: { proof_type, jwt }`. */
function proofOf(body: Record<string, unknown>): string {
  const proofs = body.proofs as { jwt?: unknown } | undefined;
  const single = body.proof as { proof_type?: unknown; jwt?: unknown } | undefined;
  const jwt =
    proofs && Array.isArray(proofs.jwt) && proofs.jwt.length === 1
      ? proofs.jwt[0]
      : single?.proof_type === 'jwt'
        ? single.jwt
        : undefined;
  if (typeof jwt !== 'string' || jwt.length > 4096)
    throw new OAuthError(400, 'invalid_proof', 'Send one proof JWT: proofs: { jwt: ["…"] }.');
  return jwt;
}

/**
 * The proof of possession (OID4VCI 1.0, appendix F.1): typ openid4vci-proof+jwt, ES256, the
 * holder's public key in the header, signed by that key, for this issuer, recent, with a c_nonce
 * (spent by the caller). Returns the key the credential is bound to.
 */
async function checkProof(jwt: string, appUrl: string): Promise<{ jwk: JWK; nonce: string }> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jwt);
  } catch {
    throw new OAuthError(400, 'invalid_proof', 'The proof is not a JWT.');
  }
  if (header.typ !== PROOF_TYP)
    throw new OAuthError(400, 'invalid_proof', `The proof's typ must be ${PROOF_TYP}.`);
  if (header.alg !== 'ES256')
    throw new OAuthError(400, 'invalid_proof', 'The proof must be signed with ES256.');
  const jwk = header.jwk as JWK | undefined;
  if (!jwk || jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y || 'd' in jwk)
    throw new OAuthError(
      400,
      'invalid_proof',
      'The proof must carry the holder’s public P-256 key as jwk.',
    );
  const publicJwk: JWK = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
  let payload: Record<string, unknown>;
  try {
    const key = await importJWK(publicJwk, 'ES256');
    ({ payload } = await jwtVerify(jwt, key, {
      typ: PROOF_TYP,
      algorithms: ['ES256'],
      audience: appUrl,
      maxTokenAge: '5m',
      clockTolerance: 60,
    }));
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    const why =
      code === 'ERR_JWT_CLAIM_VALIDATION_FAILED'
        ? `The proof's ${(err as { claim?: string }).claim ?? 'claims'} is not right (aud must be ${appUrl}).`
        : code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED'
          ? 'The proof is not signed by the key it names.'
          : 'The proof could not be verified.';
    throw new OAuthError(400, 'invalid_proof', why);
  }
  if (typeof payload.nonce !== 'string' || payload.nonce.length > 200)
    throw new OAuthError(
      400,
      'invalid_nonce',
      'The proof has no c_nonce: fetch one from the nonce endpoint.',
    );
  return { jwk: publicJwk, nonce: payload.nonce };
}
