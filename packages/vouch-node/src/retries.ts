import { randomUUID } from 'node:crypto';

export interface RetryPolicy {
  /** Further attempts after the first (2: three in all). */
  maxRetries: number;
  /** Milliseconds before one attempt is abandoned. */
  timeoutMs: number;
  /** Waits between attempts (tests pass a faster one). */
  sleep: (ms: number) => Promise<void>;
}

/**
 * The POSTs Vouch runs once per Idempotency-Key, so any failure may be retried: a repeat answers
 * the first answer. Every other write (a live lookup is paid for; cancel, simulate, a
 * presentation's check, a webhook endpoint's create or rotation) is retried only when Vouch
 * surely did not run it: a 429, a 503 of load shedding, a key still in use, or a connection that
 * never opened.
 */
const REPEATABLE_POSTS = new Set(['/verification-sessions']);

const NEVER_RAN = new Set([429, 503]);
const MAY_HAVE_RAN = new Set([500, 502, 504]);

const connectionRefused = (err: unknown) =>
  (err as { cause?: { code?: string } })?.cause?.code === 'ECONNREFUSED';

/** Exponential, with jitter: about 0.5 s, 1 s, 2 s … never past 8 s. */
export const backoff = (attempt: number) =>
  Math.min(8_000, 500 * 2 ** attempt) * (0.75 + Math.random() * 0.5);

/**
 * A fetch for openapi-fetch that gives every POST an Idempotency-Key (one per call, the same on
 * each of its attempts), retries what may be retried, honours Retry-After, and abandons an
 * attempt after `timeoutMs`.
 */
export function retryingFetch(
  base: typeof fetch,
  apiPrefix: string,
  policy: RetryPolicy,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'POST' && !request.headers.has('idempotency-key'))
      request.headers.set('idempotency-key', randomUUID());
    const path = new URL(request.url).pathname.slice(apiPrefix.length);
    const repeatable =
      request.method === 'GET' ||
      request.method === 'DELETE' ||
      (request.method === 'POST' && REPEATABLE_POSTS.has(path));
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= policy.maxRetries;
      let response: Response;
      try {
        response = await base(request.clone(), { signal: AbortSignal.timeout(policy.timeoutMs) });
      } catch (err) {
        if (last || !(repeatable || connectionRefused(err))) throw err;
        await policy.sleep(backoff(attempt));
        continue;
      }
      const retry =
        NEVER_RAN.has(response.status) ||
        (response.status === 409 && response.headers.has('retry-after')) ||
        (repeatable && MAY_HAVE_RAN.has(response.status));
      if (!retry || last) return response;
      const after = Number(response.headers.get('retry-after'));
      // A wait of more than a minute is the caller's decision, not a library's.
      if (Number.isFinite(after) && after > 60) return response;
      await response.body?.cancel();
      await policy.sleep(Number.isFinite(after) && after > 0 ? after * 1000 : backoff(attempt));
    }
  };
}
