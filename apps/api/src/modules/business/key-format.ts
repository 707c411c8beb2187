import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_PATTERN, type ApiMode } from '@vouch/contracts';

/**
 * Secret API keys (decision 0037), after GitHub's token format:
 *
 *   vk_live_ 2Yh7…(43 base62 characters: 32 random bytes)… Qm3x9A
 *   └prefix┘ └──────────────── secret ────────────────┘ └crc32┘
 *
 * The prefix says whose and which mode (a scanner can tell a Vouch live key from anything else);
 * the last six characters are the CRC32 of everything before them, base62, so a scanner can tell
 * a real key from a random string without asking us, and the server refuses a mistyped or made-up
 * one before touching the database. Only an HMAC of the whole key is stored.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_CHARS = 43; // 62^43 > 2^256: 32 bytes always fit
const CHECKSUM_CHARS = 6; // 62^6 > 2^32

/** A non-negative integer in base62, left-padded with zeros to `width` characters. */
function base62(n: bigint, width: number): string {
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 62n)]! + out;
    n /= 62n;
  }
  return out.padStart(width, '0');
}

const checksumOf = (body: string) => base62(BigInt(crc32(body)), CHECKSUM_CHARS);

export const keyPrefix = (mode: ApiMode) => `vk_${mode}_`;

/** A new secret key of this mode. */
export function newApiKey(mode: ApiMode): string {
  const secret = base62(BigInt(`0x${randomBytes(32).toString('hex')}`), SECRET_CHARS);
  const body = `${keyPrefix(mode)}${secret}`;
  return `${body}${checksumOf(body)}`;
}

/**
 * The key's mode when it has the shape and its checksum holds; null otherwise (refused with 401
 * before anything is read). Anyone can run this offline: it proves the string is one of ours in
 * form, not that it is live.
 */
export function parseApiKey(value: string): ApiMode | null {
  const m = API_KEY_PATTERN.exec(value);
  if (!m) return null;
  const body = value.slice(0, -CHECKSUM_CHARS);
  return checksumOf(body) === value.slice(-CHECKSUM_CHARS) ? (m[1] as ApiMode) : null;
}

/**
 * The key that hashes API keys: derived from BLIND_INDEX_KEY with HKDF for this one purpose, so
 * no sixth secret has to be configured and a database alone cannot test guesses (decision 0037).
 */
export function apiKeyHashKey(blindIndexKey: Buffer): Buffer {
  return Buffer.from(
    hkdfSync('sha256', blindIndexKey, Buffer.alloc(0), 'vouch api-key hash v1', 32),
  );
}

/** What is stored and looked up for a key: HMAC-SHA256, hex. */
export function hashApiKey(hashKey: Buffer, key: string): string {
  return createHmac('sha256', hashKey).update(key).digest('hex');
}

/** Equal hashes, compared in constant time (both are 64 hex characters). */
export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
