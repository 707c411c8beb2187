import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blindIndex, constantTimeEqual, PiiCipher } from './crypto.js';

describe('PII encryption', () => {
  const cipher = new PiiCipher(randomBytes(32));

  it('round-trips and never repeats a ciphertext', () => {
    const a = cipher.encrypt('22334455667');
    const b = cipher.encrypt('22334455667');
    expect(a).not.toBe(b);
    expect(a).not.toContain('22334455667');
    expect(cipher.decrypt(a)).toBe('22334455667');
  });

  it('detects tampering and a wrong key', () => {
    const c = cipher.encrypt('secret');
    const raw = Buffer.from(c.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 0x01; // one bit of the ciphertext
    expect(() => cipher.decrypt(`v1.${raw.toString('base64url')}`)).toThrow();
    expect(() => new PiiCipher(randomBytes(32)).decrypt(c)).toThrow();
  });

  it('blind indexes are stable per key and purpose', () => {
    const k = randomBytes(32);
    expect(blindIndex(k, 'phone', '+2348031234567')).toBe(blindIndex(k, 'phone', '+2348031234567'));
    expect(blindIndex(k, 'phone', 'x')).not.toBe(blindIndex(k, 'email', 'x'));
    expect(blindIndex(randomBytes(32), 'phone', 'x')).not.toBe(blindIndex(k, 'phone', 'x'));
  });

  it('compares in constant time', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });
});
