import { describe, expect, it } from 'vitest';
import { jaro, jaroWinkler, maxJaroWinklerForLengths } from './jaro-winkler.js';

describe('jaroWinkler', () => {
  it('matches published reference values', () => {
    expect(jaroWinkler('MARTHA', 'MARHTA')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('DIXON', 'DICKSONX')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('DWAYNE', 'DUANE')).toBeCloseTo(0.84, 3);
    expect(jaro('MARTHA', 'MARHTA')).toBeCloseTo(0.944, 3);
    expect(jaro('DIXON', 'DICKSONX')).toBeCloseTo(0.767, 3);
  });

  it('handles identical, empty and disjoint strings', () => {
    expect(jaroWinkler('adeyemi', 'adeyemi')).toBe(1);
    expect(jaroWinkler('', '')).toBe(1);
    expect(jaroWinkler('abc', '')).toBe(0);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
  });

  it('is symmetric and stays within 0..1', () => {
    const words = ['balogun', 'balogon', 'adeyemi', 'ade', 'okorodudu', 'musa', 'musawi', 'x'];
    for (const a of words) {
      for (const b of words) {
        const s = jaroWinkler(a, b);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
        expect(s).toBeCloseTo(jaroWinkler(b, a), 12);
      }
    }
  });

  it('gives a long string after a short one the same answer (shared buffers are reset)', () => {
    const long = 'chukwuemekachukwuemekachukwuemekachukwuemekachukwuemekachukwuemekachukwuemeka';
    const before = jaroWinkler('ahmed', 'ahmad');
    jaroWinkler(long, `${long}x`);
    expect(jaroWinkler('ahmed', 'ahmad')).toBe(before);
  });

  it('never scores above the length bound screening prunes with', () => {
    const words = ['a', 'ab', 'abc', 'abcd', 'abcde', 'abcdef', 'abcdefgh', 'abcdefghijkl'];
    for (const a of words) {
      for (const b of words) {
        expect(jaroWinkler(a, b)).toBeLessThanOrEqual(
          maxJaroWinklerForLengths(a.length, b.length) + 1e-12,
        );
      }
    }
  });
});
