import { once } from 'node:events';
import type { Redis } from 'ioredis';
import type { ApiMode } from '@vouch/contracts';

/** Requests per window, per organisation and mode (BUSINESS_RATE_LIMIT_LIVE / _TEST, a minute). */
export interface KeyRateLimits {
  live: number;
  test: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends (at least 1). */
  resetSeconds: number;
  windowSeconds: number;
}

/** INCR the window's counter, giving it its expiry when it is new: one round trip. */
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * A fixed window per organisation and mode (all its keys together): counted in Redis when configured, so every instance counts the same
 * requests (DESIGN: limits in Redis), else in this process. While Redis fails, each process
 * counts alone: the business API stays up and its keys stay limited (per instance).
 */
export function keyRateLimiter(
  limits: KeyRateLimits,
  redis?: Redis,
  onError?: (err: unknown) => void,
) {
  const windowMs = limits.windowSeconds * 1000;
  const local = new Map<string, { window: number; count: number }>();
  // Old windows are dropped once a window.
  const sweep = setInterval(() => {
    const current = Math.floor(Date.now() / windowMs);
    for (const [k, v] of local) if (v.window < current) local.delete(k);
  }, windowMs);
  sweep.unref();

  /** A process just started is still connecting: its first requests wait for it (briefly). */
  async function connected(r: Redis): Promise<boolean> {
    if (r.status === 'ready') return true;
    if (r.status !== 'connecting' && r.status !== 'connect') return false;
    return Promise.race([
      once(r, 'ready').then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000).unref()),
    ]);
  }

  async function count(keyId: string, window: number): Promise<number> {
    if (redis && (await connected(redis))) {
      try {
        const key = `vouch-biz-rate:${keyId}:${window}`;
        return Number(await redis.eval(HIT, 1, key, String(windowMs + 1000)));
      } catch (err) {
        onError?.(err);
      }
    }
    // Redis down (or none): this process counts alone.
    const entry = local.get(keyId);
    if (entry && entry.window === window) return ++entry.count;
    local.set(keyId, { window, count: 1 });
    return 1;
  }

  return {
    /** `bucket`: what is counted together (the organisation and mode). */
    async hit(bucket: string, mode: ApiMode): Promise<RateDecision> {
      const now = Date.now();
      const window = Math.floor(now / windowMs);
      const limit = limits[mode];
      const n = await count(bucket, window);
      return {
        allowed: n <= limit,
        limit,
        remaining: Math.max(0, limit - n),
        resetSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)),
        windowSeconds: limits.windowSeconds,
      };
    },
    close() {
      clearInterval(sweep);
    },
  };
}

export type KeyRateLimiter = ReturnType<typeof keyRateLimiter>;

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers, structured fields):
 * `RateLimit-Policy: "organisation";q=1200;w=60` (the quota and its window, in seconds) and
 * `RateLimit: "organisation";r=1187;t=42` (what remains and when the window resets). The policy
 * is named for what it counts: every key of the organisation, in this mode.
 */
export function rateLimitHeaders(d: RateDecision): [string, string][] {
  return [
    ['ratelimit-policy', `"organisation";q=${d.limit};w=${d.windowSeconds}`],
    ['ratelimit', `"organisation";r=${d.remaining};t=${d.resetSeconds}`],
  ];
}
