import { describe, expect, it } from 'vitest';
import { HttpError, tooManyRequests } from '../../../lib/http-errors.js';
import { problemOf } from './problems.js';

describe('problemOf', () => {
  it('answers a route’s rate limit as rate-limited with its Retry-After, not invalid-request', () => {
    const p = problemOf(tooManyRequests(90), () => {
      throw new Error('not unexpected');
    });
    expect(p.slug).toBe('rate-limited');
    expect(p.extra.headers).toEqual([['retry-after', '90']]);
  });

  it('keeps a 4xx message as invalid-request and hides a fault behind server-error', () => {
    expect(problemOf(new HttpError(400, 'file: bad'), () => undefined).detail).toBe('file: bad');
    let seen: unknown;
    const fault = new Error('boom');
    expect(problemOf(fault, (e) => (seen = e)).slug).toBe('server-error');
    expect(seen).toBe(fault);
  });
});
