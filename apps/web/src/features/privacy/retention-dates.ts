import { formatDate } from '../../lib/format';
import { defineMessages, type useIntl } from '../../i18n';

const m = defineMessages({
  years: {
    id: 'privacy.period.years',
    defaultMessage: '{count, plural, one {# year} other {# years}}',
    description: 'A retention period in years',
  },
  days: {
    id: 'privacy.period.days',
    defaultMessage: '{count, plural, one {# day} other {# days}}',
    description: 'A retention period in days',
  },
  until: {
    id: 'privacy.period.until',
    defaultMessage: '{period} (until {date})',
    description: 'A retention period and the day it ends: "5 years (until 23 Nov 2031)"',
  },
});

type Intl = ReturnType<typeof useIntl>;

const DAY = 24 * 60 * 60_000;

/** "5 years", "90 days": a period of days, in whole years when it is. */
export function describePeriod(intl: Intl, days: number): string {
  return days % 365 === 0
    ? intl.formatMessage(m.years, { count: days / 365 })
    : intl.formatMessage(m.days, { count: days });
}

/** "5 years (until 23 Nov 2031)": a period and the day it ends if it started `from`. */
export function periodUntil(intl: Intl, days: number, from: Date = new Date()): string {
  return intl.formatMessage(m.until, {
    period: describePeriod(intl, days),
    date: formatDate(new Date(from.getTime() + days * DAY)),
  });
}
