import { createHash } from 'node:crypto';
import { digest } from '@sd-jwt/crypto-nodejs';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { importJWK, jwtVerify, type JWK } from 'jose';
import {
  credentialPaths,
  MAX_PRESENTATION_LENGTH,
  presentationFailures,
  type CredentialStatus,
  type PresentationFailure,
  type PresentationResult,
} from '@vouch/contracts';
import type { IssuerKeys } from './keys.js';
import { decodePart } from './jwt.js';
import { statusListUri, STATUS_LIST_ID } from './status-list.js';

/** A key-binding JWT older than this (or this far in the future) is refused as stale. */
const KB_MAX_AGE_S = 5 * 60;
const KB_FUTURE_S = 60;

export interface VerifyDeps {
  keys: IssuerKeys;
  appUrl: string;
  /** The signed status list, built here (never fetched: nothing a credential names is fetched). */
  statusList: (id: number) => Promise<string | null>;
  now?: () => number;
}

class Refused extends Error {
  constructor(readonly reason: PresentationFailure) {
    super(reason);
  }
}

const STATUS_NAMES: Record<number, CredentialStatus> = { 0: 'valid', 1: 'invalid', 2: 'suspended' };
const HIDDEN = new Set(['_sd', '_sd_alg', 'cnf', 'status', 'iss', 'vct', 'iat', 'nbf', 'exp']);

/**
 * Verifies a presentation of a Vouch credential (SD-JWT VC + KB-JWT) the way RFC 9901 and
 * SD-JWT VC ask, with @sd-jwt/sd-jwt-vc doing the parsing and the checks it gets right, and the
 * ones 0.19 misses added here (decision 0043):
 * - key binding is required: the library skips it when no nonce is passed, so a nonce always is;
 * - the key-binding signature is checked with the credential's `cnf.jwk`, never the issuer's key;
 * - the KB-JWT's `aud` and age are checked (the library checks neither);
 * - every disclosure must be referenced by a digest, none twice (the library ignores strays);
 * - ES256 signatures are raw R‖S (a DER signature is refused);
 * - the status list and type metadata are never fetched from a URL the credential names: only
 *   our own status list, built in-process, is accepted (no SSRF).
 */
export function presentationVerifier(d: VerifyDeps) {
  const vct = `${d.appUrl}${credentialPaths.typeMetadata}`;
  const ourStatusUri = statusListUri(d.appUrl, STATUS_LIST_ID);

  /** Issuer JWS (the credential and the status list): the key is the published one its kid names. */
  const issuerVerifier = (data: string, signature: string) => {
    const header = decodePart(data.split('.')[0]);
    const kid = typeof header?.kid === 'string' ? header.kid : '';
    if (header?.alg !== 'ES256') return false;
    const verify = d.keys.verifierOf(kid);
    return verify ? verify(data, signature) : false;
  };

  return async function verifyPresentation(input: {
    presentation: string;
    nonce: string;
    audience: string;
  }): Promise<PresentationResult> {
    const now = Math.floor((d.now?.() ?? Date.now()) / 1000);
    let status: CredentialStatus | 'unknown' = 'unknown';
    let claims: Record<string, unknown> = {};
    let meta: Pick<PresentationResult, 'issuer' | 'issued_at' | 'expires_at'> = {};
    try {
      const p = input.presentation.trim();
      if (p.length > MAX_PRESENTATION_LENGTH) throw new Refused('too_large');
      if (!/^[A-Za-z0-9_.~-]+$/.test(p) || !p.includes('~')) throw new Refused('malformed');
      const parts = p.split('~');
      const jwt = parts[0]!;
      const kb = parts[parts.length - 1]!;
      const disclosures = parts.slice(1, -1);
      if (jwt.split('.').length !== 3 || disclosures.some((x) => x === ''))
        throw new Refused('malformed');
      if (kb === '') throw new Refused('key_binding_missing');
      const [h, pl, sig] = jwt.split('.');
      const header = decodePart(h);
      const payload = decodePart(pl);
      if (!header || !payload || !sig) throw new Refused('malformed');
      if (header.typ !== 'dc+sd-jwt') throw new Refused('wrong_type');
      if (payload.iss !== d.appUrl) throw new Refused('wrong_issuer');
      if (payload.vct !== vct) throw new Refused('wrong_type');
      if (header.alg !== 'ES256' || typeof header.kid !== 'string')
        throw new Refused('bad_signature');
      if (!d.keys.verifierOf(header.kid)) throw new Refused('unknown_key');
      if (!issuerVerifier(`${h}.${pl}`, sig)) throw new Refused('bad_signature');
      meta = {
        issuer: d.appUrl,
        ...(typeof payload.iat === 'number' && {
          issued_at: new Date(payload.iat * 1000).toISOString(),
        }),
        ...(typeof payload.exp === 'number' && {
          expires_at: new Date(payload.exp * 1000).toISOString(),
        }),
      };
      if (typeof payload.exp !== 'number' || payload.exp <= now) throw new Refused('expired');
      if (typeof payload.nbf === 'number' && payload.nbf > now + KB_FUTURE_S)
        throw new Refused('not_yet_valid');
      checkDisclosures(payload, disclosures);

      const cnf = (payload.cnf as { jwk?: JWK } | undefined)?.jwk;
      if (!cnf || cnf.kty !== 'EC' || cnf.crv !== 'P-256') throw new Refused('key_binding_invalid');
      const holderKey = await importJWK({ kty: 'EC', crv: 'P-256', x: cnf.x, y: cnf.y }, 'ES256');
      let statusValue: number | undefined;
      const sdjwt = new SDJwtVcInstance({
        hasher: digest,
        verifier: issuerVerifier,
        // The holder's key from cnf.jwk, never the issuer's: jose checks the raw R‖S signature.
        kbVerifier: async (data, signature) => {
          try {
            await jwtVerify(`${data}.${signature}`, holderKey, { algorithms: ['ES256'] });
            return true;
          } catch {
            return false;
          }
        },
        statusListFetcher: async (uri) => {
          if (uri !== ourStatusUri) throw new Refused('wrong_issuer');
          const list = await d.statusList(STATUS_LIST_ID);
          if (!list) throw new Refused('wrong_issuer');
          return list;
        },
        statusValidator: async (value) => {
          statusValue = value;
        },
        vctFetcher: async () => {
          throw new Refused('wrong_type');
        },
        loadTypeMetadataFormat: false,
      });
      let result: Awaited<ReturnType<typeof sdjwt.verify>>;
      try {
        // Always with a nonce: without one the library skips key binding altogether. The skew
        // lets the library accept an `iat` a little after `now`: the status list is signed after
        // `now` was read (a second may tick in between) and a holder's clock may run ahead. Our
        // own checks of exp, nbf and the KB-JWT's age above and below stay exact.
        result = await sdjwt.verify(p, {
          keyBindingNonce: input.nonce,
          currentDate: now,
          skewSeconds: KB_FUTURE_S,
        });
      } catch (err) {
        if (err instanceof Refused) throw err;
        const msg = (err as Error).message ?? '';
        if (/nonce/i.test(msg)) throw new Refused('wrong_nonce');
        if (/expired/i.test(msg)) throw new Refused('expired');
        if (/not yet valid/i.test(msg)) throw new Refused('not_yet_valid');
        if (/status list/i.test(msg)) throw new Refused('wrong_issuer');
        if (/key binding|sd_hash|signature/i.test(msg)) throw new Refused('key_binding_invalid');
        if (/digest|disclosure|hash/i.test(msg)) throw new Refused('tampered_disclosure');
        throw new Refused('malformed');
      }
      if (!result.kb) throw new Refused('key_binding_missing');
      if (result.kb.payload.aud !== input.audience) throw new Refused('wrong_audience');
      const kbIat = result.kb.payload.iat;
      if (typeof kbIat !== 'number' || kbIat < now - KB_MAX_AGE_S || kbIat > now + KB_FUTURE_S)
        throw new Refused('stale');
      claims = Object.fromEntries(
        Object.entries(result.payload as Record<string, unknown>).filter(([k]) => !HIDDEN.has(k)),
      );
      status = statusValue === undefined ? 'unknown' : (STATUS_NAMES[statusValue] ?? 'invalid');
      if (statusValue === undefined) throw new Refused('wrong_issuer');
      if (status === 'invalid') throw new Refused('revoked');
      if (status === 'suspended') throw new Refused('suspended');
      return { valid: true, status, claims, ...meta };
    } catch (err) {
      const reason = err instanceof Refused ? err.reason : 'malformed';
      return {
        valid: false,
        reason,
        message: presentationFailures[reason],
        status,
        // What a revoked or suspended credential said is still shown (marked as not standing).
        claims: reason === 'revoked' || reason === 'suspended' ? claims : {},
        ...meta,
      };
    }
  };
}

/**
 * RFC 9901 section 7.1: each disclosure is a JSON array of 2 or 3, its digest appears exactly
 * once among the `_sd` arrays (of the payload or of a disclosed object) or array placeholders,
 * and no digest is disclosed twice. A changed disclosure has a digest nobody references.
 */
function checkDisclosures(payload: Record<string, unknown>, disclosures: string[]) {
  if (payload._sd_alg !== undefined && payload._sd_alg !== 'sha-256')
    throw new Refused('tampered_disclosure');
  const referenced = new Set<string>();
  const collect = (v: unknown) => {
    if (Array.isArray(v)) {
      for (const x of v) {
        if (
          x &&
          typeof x === 'object' &&
          !Array.isArray(x) &&
          typeof (x as Record<string, unknown>)['...'] === 'string'
        )
          referenced.add((x as Record<string, string>)['...']!);
        collect(x);
      }
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k !== '_sd' || !Array.isArray(x)) collect(x);
        else for (const dg of x) if (typeof dg === 'string') referenced.add(dg);
      }
    }
  };
  collect(payload);
  const seen = new Set<string>();
  const values: unknown[] = [];
  for (const disc of disclosures) {
    if (!/^[A-Za-z0-9_-]+$/.test(disc)) throw new Refused('malformed');
    let arr: unknown;
    try {
      arr = JSON.parse(Buffer.from(disc, 'base64url').toString('utf8'));
    } catch {
      throw new Refused('tampered_disclosure');
    }
    if (!Array.isArray(arr) || (arr.length !== 2 && arr.length !== 3))
      throw new Refused('tampered_disclosure');
    const dg = createHash('sha256').update(disc).digest('base64url');
    if (seen.has(dg)) throw new Refused('tampered_disclosure');
    seen.add(dg);
    values.push(arr[arr.length - 1]);
  }
  for (const v of values) collect(v);
  for (const dg of seen) if (!referenced.has(dg)) throw new Refused('tampered_disclosure');
}
