import type { IssuerKeys } from './keys.js';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** A compact JWS signed with the issuer's current key (ES256, raw R‖S). */
export function signJwt(keys: IssuerKeys, typ: string, payload: Record<string, unknown>): string {
  const key = keys.current();
  const input = `${b64({ alg: 'ES256', typ, kid: key.kid })}.${b64(payload)}`;
  return `${input}.${key.sign(input)}`;
}

/** A JWS part decoded as a JSON object, or null (never throws). */
export function decodePart(part: string | undefined): Record<string, unknown> | null {
  if (!part || !/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
