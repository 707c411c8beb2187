export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(ms: number, from = Date.now()): string {
  return new Date(from + ms).toISOString();
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

let lastMonotonicMs = 0;

/**
 * Now, but strictly later than the last time this process handed out: rows listed "newest first"
 * by creation time keep the order they were made in even when two land in the same millisecond
 * and their ids are random (a verification session's id is its link, so it stays unguessable
 * rather than time-ordered). At most a few milliseconds ahead of the clock in a burst.
 */
export function monotonicNow(): Date {
  lastMonotonicMs = Math.max(Date.now(), lastMonotonicMs + 1);
  return new Date(lastMonotonicMs);
}
