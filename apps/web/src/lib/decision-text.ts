import type { KycRecord, KycStatus } from '@vouch/contracts';

function duration(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.round(minutes / 60)} hours`;
}

/**
 * What the member reads about their decision (issue 34): "Verified in N seconds" when the
 * decision policy approved; while under review, that the checks are running, or that a person is
 * reviewing with the expected time from the queue's recent figures (never a fixed promise).
 *
 * `shownStatus` is the status the rest of the screen shows (the dashboard's card and timeline
 * follow the account, refreshed a moment after the record): while the two disagree there is no
 * text, so an "in review" card never says "Verified in 6 seconds".
 */
export function decisionText(
  record: KycRecord | null | undefined,
  shownStatus?: KycStatus | null,
): string | null {
  const d = record?.decision;
  if (!record || !d) return null;
  if (shownStatus !== undefined && shownStatus !== record.status) return null;
  if (record.status === 'APPROVED' && d.automatic_policy && d.decided_in_seconds !== null)
    return `Verified in ${duration(d.decided_in_seconds)}: every automated check passed.`;
  if (record.status !== 'CURRENTLY_UNDER_REVIEW') return null;
  if (d.checking)
    return 'Checking your submission now. Clear cases are decided within a minute; others go to a person.';
  return d.expected_hours === null
    ? 'A person is reviewing your submission. We e-mail you as soon as they decide.'
    : `A person is reviewing your submission. Recently that has taken about ${d.expected_hours} hour${d.expected_hours === 1 ? '' : 's'}; we e-mail you as soon as they decide.`;
}

/** Poll while the checks may decide within seconds. */
export const decidingSoon = (record: KycRecord | null | undefined) =>
  record?.decision?.checking === true;
