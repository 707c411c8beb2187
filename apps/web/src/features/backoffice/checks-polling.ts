/**
 * While the automated checks run, the case view (and the queue) ask again until the verdict is in.
 * The polling stops after a few minutes: checks that never finish (turned off, or a stuck queue)
 * must not keep a forgotten tab asking forever, and every case read is on the audit record.
 */
export const CASE_POLL_MS = 2_000;
export const QUEUE_POLL_MS = 5_000;
const POLL_FOR_MS = 3 * 60_000;

/** The next refetch in ms, or false: only while something is pending and not for too long. */
export function pollWhilePending(pending: boolean, fetches: number, every: number): number | false {
  if (!pending) return false;
  return fetches * every < POLL_FOR_MS ? every : false;
}

/** True once polling has given up on checks that are still running. */
export function pollingGaveUp(fetches: number, every: number): boolean {
  return pollWhilePending(true, fetches, every) === false;
}
