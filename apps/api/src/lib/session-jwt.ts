import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * The session bearer token (spec 6): a compact HS256 JWT, signed and checked with node:crypto's
 * HMAC. jose did the same through WebCrypto, which imported the key and queued the HMAC as an
 * asynchronous job on every request: 9 % of a lookup's time (decision 0022). This does only
 * what the sessions need, strictly: the header must be exactly HS256, the claims an object with
 * a numeric `exp` in the future; anything else is refused, never half-read.
 */
export interface SessionClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

/** Far above any token we issue (~250 characters): a longer one is refused before any work. */
const MAX_TOKEN_LENGTH = 2048;
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export class SessionJwt {
  private readonly key: KeyObject;

  constructor(secret: Uint8Array) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  private mac(signingInput: string): Buffer {
    return createHmac('sha256', this.key).update(signingInput).digest();
  }

  sign(claims: { sub: string; sid: string; exp: number }, nowMs = Date.now()): string {
    const body: SessionClaims = {
      sid: claims.sid,
      sub: claims.sub,
      iat: Math.floor(nowMs / 1000),
      exp: claims.exp,
    };
    const input = `${HEADER}.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
    return `${input}.${this.mac(input).toString('base64url')}`;
  }

  /** The claims of a token this key signed that has not expired; null for anything else. */
  verify(token: string, nowMs = Date.now()): SessionClaims | null {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (![header, payload, signature].every((p) => BASE64URL.test(p))) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(`${header}.${payload}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    // Only now, signed by us, is anything decoded: the header must say HS256 and nothing more
    // than a type (a `crit` or a `b64: false` would change how the token is meant to be read).
    // Our own header, byte for byte (every token we sign), needs no decoding.
    if (header !== HEADER) {
      const h = parseObject(header);
      if (!h || h.alg !== 'HS256' || Object.keys(h).some((k) => k !== 'alg' && k !== 'typ'))
        return null;
      if (h.typ !== undefined && h.typ !== 'JWT') return null;
    }
    const c = parseObject(payload);
    if (!c) return null;
    const { sub, sid, iat, exp, nbf } = c;
    if (typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (typeof exp !== 'number' || typeof iat !== 'number') return null;
    const now = Math.floor(nowMs / 1000);
    if (exp <= now) return null;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
    return { sub, sid, iat, exp };
  }
}

function parseObject(part: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
