import { formatLagosDateTime, LAGOS_ZONE_LABEL, type Locale } from '@vouch/contracts';
import { defineMessages } from '../../i18n/mail-text.js';

/** Words several member mails share (issue 51): one message each, translated once. */
export const common = defineMessages({
  support: {
    id: 'mail.common.supportOrEmail',
    defaultMessage: 'Questions? Contact our support team from the app or at support@vouch.ng.',
  },
  reason: {
    id: 'mail.common.reason',
    defaultMessage: 'Reason: {reason}',
    description: "The reviewer's or admin's reason, as they wrote it (in English)",
  },
  viewProfile: { id: 'mail.common.viewProfile', defaultMessage: 'View your profile' },
});

/**
 * '5 Mar 2025, 14:05 WAT' in Lagos, with the month in the member's language ('1 Oṣù Ẹ̀bibi
 * 2031, 14:05 WAT'); English exactly as everywhere else.
 */
export function lagosDateTimeIn(iso: string, locale: Locale): string {
  if (locale === 'en') return formatLagosDateTime(iso);
  const words = new Intl.DateTimeFormat(`${locale}-NG`, {
    timeZone: 'Africa/Lagos',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `${words} ${LAGOS_ZONE_LABEL}`;
}
