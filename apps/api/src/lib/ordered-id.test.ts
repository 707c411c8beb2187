import { describe, expect, it } from 'vitest';
import { orderedId } from './ordered-id.js';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('orderedId', () => {
  it('is a version 7 UUID carrying the millisecond it was made', () => {
    const at = Date.UTC(2026, 10, 24, 12, 0, 0, 123);
    const id = orderedId(at);
    expect(id).toMatch(V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts in the order made, thousands within one millisecond included', () => {
    const at = Date.UTC(2030, 0, 1);
    const ids = Array.from({ length: 10_000 }, () => orderedId(at));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    ids.forEach((id) => expect(id).toMatch(V7));
    // A clock that steps back does not break the order either.
    const after = orderedId(at - 5_000);
    expect(after > ids.at(-1)!).toBe(true);
  });
});
