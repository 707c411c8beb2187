import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-nesting.mjs';

const deeper = (text: string, limit?: number) => nestsDeeperThan(Buffer.from(text), limit);
const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan (the nesting of raw JSON, counted without recursion)', () => {
  it('counts arrays and objects together, up to the limit and past it', () => {
    expect(deeper(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(deeper(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(deeper('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(deeper('{"a":[{"b":[1]}]}', 3)).toBe(true);
    // Siblings are not depth: a long flat list is fine.
    expect(deeper(`[${'[],'.repeat(100_000)}[]]`, 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(deeper(`["${'['.repeat(1000)}"]`, 1)).toBe(false);
    expect(deeper(`["a\\"${'{'.repeat(1000)}"]`, 1)).toBe(false);
    // An escaped backslash ends before the quote, which then closes the string.
    expect(deeper(`["a\\\\", [[[1]]]]`, 3)).toBe(true);
    expect(deeper(`["a\\\\", [[1]]]`, 3)).toBe(false);
    // Multi-byte characters around brackets change nothing.
    expect(deeper('{"é":["ü[",{"名":"]]]"}]}', 3)).toBe(false);
  });

  it('leaves malformed text to the parser', () => {
    expect(deeper('["unterminated [[[[[[', 2)).toBe(false);
    expect(deeper(']]]]', 1)).toBe(false);
  });
});
