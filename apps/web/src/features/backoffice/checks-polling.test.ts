import { describe, expect, it } from 'vitest';
import { CASE_POLL_MS, pollingGaveUp, pollWhilePending } from './checks-polling';

describe('pollWhilePending', () => {
  it('asks again every interval while the checks run', () => {
    expect(pollWhilePending(true, 1, CASE_POLL_MS)).toBe(CASE_POLL_MS);
    expect(pollWhilePending(true, 30, CASE_POLL_MS)).toBe(CASE_POLL_MS);
  });

  it('stops once the verdict is in', () => {
    expect(pollWhilePending(false, 1, CASE_POLL_MS)).toBe(false);
  });

  it('gives up after three minutes of checks that never finish', () => {
    expect(pollWhilePending(true, 89, CASE_POLL_MS)).toBe(CASE_POLL_MS);
    expect(pollWhilePending(true, 90, CASE_POLL_MS)).toBe(false);
    expect(pollingGaveUp(89, CASE_POLL_MS)).toBe(false);
    expect(pollingGaveUp(90, CASE_POLL_MS)).toBe(true);
  });
});
