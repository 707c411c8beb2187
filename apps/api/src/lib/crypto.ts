import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { randomIv } from './random-iv.js';

/**
 * PII at rest (DESIGN.md): AES-256-GCM with a random 96-bit IV, stored as "v1.<base64url>"
 * of iv | tag | ciphertext, so a later key rotation can add "v2".
 */
export class PiiCipher {
  constructor(private readonly key: Buffer) {}

  encrypt(plaintext: string): string {
    const iv = randomIv();
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url')}`;
  }

  decrypt(stored: string): string {
    if (!stored.startsWith('v1.')) throw new Error('Unknown ciphertext version');
    const raw = Buffer.from(stored.slice(3), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** A keyed hash (blind index): equal inputs give equal outputs, without revealing the input. */
export function blindIndex(key: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}\0${value}`).digest('hex');
}

/** 256 random bits, URL-safe: e-mail tokens and reset codes. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares digests, so neither the content nor the length of the secret leaks through timing. */
export function constantTimeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db) && a === b;
}
