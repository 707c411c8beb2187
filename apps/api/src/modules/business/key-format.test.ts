import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiKeyHashKey, hashApiKey, newApiKey, parseApiKey } from './key-format.js';

describe('API key format', () => {
  it('is vk_<mode>_, 43 base62 characters of secret and a 6-character CRC32', () => {
    for (const mode of ['test', 'live'] as const) {
      const key = newApiKey(mode);
      expect(key).toMatch(new RegExp(`^vk_${mode}_[0-9A-Za-z]{49}$`));
      expect(parseApiKey(key)).toBe(mode);
      // The checksum is the CRC32 of everything before it, base62, as a scanner would check it.
      const body = key.slice(0, -6);
      let n = crc32(body);
      let b62 = '';
      const A = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
      while (n > 0) {
        b62 = A[n % 62] + b62;
        n = Math.floor(n / 62);
      }
      expect(key.slice(-6)).toBe(b62.padStart(6, '0'));
    }
  });

  it('is different every time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newApiKey('live')));
    expect(keys.size).toBe(200);
  });

  it('refuses anything else before a database is asked', () => {
    const key = newApiKey('test');
    const last = key.at(-1)!;
    for (const bad of [
      '',
      'vk_test_',
      key.slice(0, -1),
      `${key}0`,
      `${key.slice(0, -1)}${last === 'a' ? 'b' : 'a'}`,
      // One character of the secret changed: the checksum no longer holds.
      `${key.slice(0, 10)}${key[10] === 'x' ? 'y' : 'x'}${key.slice(11)}`,
      key.replace('vk_test_', 'vk_live_'),
      key.replace('vk_test_', 'sk_test_'),
      key.toUpperCase(),
      `${key.slice(0, 20)}-${key.slice(21)}`,
    ])
      expect(parseApiKey(bad), bad).toBeNull();
  });

  it('is stored as an HMAC under a key derived from the blind-index key', () => {
    const k1 = apiKeyHashKey(Buffer.alloc(32, 1));
    const k2 = apiKeyHashKey(Buffer.alloc(32, 2));
    const key = newApiKey('live');
    expect(hashApiKey(k1, key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(k1, key)).toBe(hashApiKey(k1, key));
    expect(hashApiKey(k1, key)).not.toBe(hashApiKey(k2, key));
    // Not the blind index's own key.
    expect(k1.equals(Buffer.alloc(32, 1))).toBe(false);
  });
});
