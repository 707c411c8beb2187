import { describe, expect, it } from 'vitest';
import { IV_BYTES, randomIv } from './random-iv.js';

describe('randomIv', () => {
  it('gives 12-byte IVs, every one different, across many blocks', () => {
    const ivs = Array.from({ length: 5_000 }, () => randomIv());
    ivs.forEach((iv) => expect(iv.length).toBe(IV_BYTES));
    expect(new Set(ivs.map((iv) => iv.toString('hex'))).size).toBe(ivs.length);
  });

  it('never changes an IV it has handed out (a new block is a new buffer)', () => {
    const kept = Array.from({ length: 600 }, () => randomIv());
    const copies = kept.map((iv) => Buffer.from(iv));
    Array.from({ length: 1_000 }, () => randomIv());
    kept.forEach((iv, i) => expect(iv.equals(copies[i]!)).toBe(true));
  });
});
