import type { KycRecord, KycStatus } from '@vouch/contracts';
import { defineMessages, type useIntl } from '../i18n';
import { intlFor } from '../i18n/provider';

const m = defineMessages({
  approvedSeconds: {
    id: 'common.decision.approvedSeconds',
    defaultMessage:
      'Verified in {count, plural, one {# second} other {# seconds}}: every automated check passed.',
  },
  approvedMinutes: {
    id: 'common.decision.approvedMinutes',
    defaultMessage:
      'Verified in {count, plural, one {# minute} other {# minutes}}: every automated check passed.',
  },
  approvedHours: {
    id: 'common.decision.approvedHours',
    defaultMessage:
      'Verified in {count, plural, one {# hour} other {# hours}}: every automated check passed.',
  },
  checking: {
    id: 'common.decision.checking',
    defaultMessage:
      'Checking your submission now. Clear cases are decided within a minute; others go to a person.',
  },
  reviewing: {
    id: 'common.decision.reviewing',
    defaultMessage: 'A person is reviewing your submission. We e-mail you as soon as they decide.',
  },
  reviewingExpected: {
    id: 'common.decision.reviewingExpected',
    defaultMessage:
      'A person is reviewing your submission. Recently that has taken about {hours, plural, one {# hour} other {# hours}}; we e-mail you as soon as they decide.',
    description: '{hours}: the typical time a decision takes lately, from the review queue',
  },
});

/** A screen's `useIntl()`; without one, English. */
type Intl = ReturnType<typeof useIntl>;
let english: Intl | undefined;

function approvedIn(seconds: number, intl: Intl): string {
  if (seconds < 120) return intl.formatMessage(m.approvedSeconds, { count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return intl.formatMessage(m.approvedMinutes, { count: minutes });
  return intl.formatMessage(m.approvedHours, { count: Math.round(minutes / 60) });
}

/**
 * What the member reads about their decision (issue 34): "Verified in N seconds" when the
 * decision policy approved; while under review, that the checks are running, or that a person is
 * reviewing with the expected time from the queue's recent figures (never a fixed promise).
 *
 * `shownStatus` is the status the rest of the screen shows (the dashboard's card and timeline
 * follow the account, refreshed a moment after the record): while the two disagree there is no
 * text, so an "in review" card never says "Verified in 6 seconds". Pass the screen's `intl` for
 * the member's language.
 */
export function decisionText(
  record: KycRecord | null | undefined,
  shownStatus?: KycStatus | null,
  intl: Intl = (english ??= intlFor('en', {})),
): string | null {
  const d = record?.decision;
  if (!record || !d) return null;
  if (shownStatus !== undefined && shownStatus !== record.status) return null;
  if (record.status === 'APPROVED' && d.automatic_policy && d.decided_in_seconds !== null)
    return approvedIn(d.decided_in_seconds, intl);
  if (record.status !== 'CURRENTLY_UNDER_REVIEW') return null;
  if (d.checking) return intl.formatMessage(m.checking);
  return d.expected_hours === null
    ? intl.formatMessage(m.reviewing)
    : intl.formatMessage(m.reviewingExpected, { hours: d.expected_hours });
}

/** Poll while the checks may decide within seconds. */
export const decidingSoon = (record: KycRecord | null | undefined) =>
  record?.decision?.checking === true;
