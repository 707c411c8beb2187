import type { Locale } from '@vouch/contracts';
import { defineMessages, translator } from '../../i18n/mail-text.js';
import type { Mail } from './mailer.js';
import { hello, render } from './render.js';

/**
 * What the member's own-data requests tell them (issue 16), in the member's language (`locale`,
 * issue 51; English when absent).
 */
const m = defineMessages({
  subject: {
    id: 'mail.exportReady.subject',
    defaultMessage: 'Your copy of your Vouch data is ready',
  },
  body: {
    id: 'mail.exportReady.body',
    defaultMessage:
      'The copy of your data you asked for is ready: a ZIP file with a JSON file for each kind of record we hold and the images you submitted.',
  },
  link: {
    id: 'mail.exportReady.link',
    defaultMessage:
      'The link works once, for 24 hours, and only after you sign in to your Vouch account.',
  },
  action: { id: 'mail.exportReady.action', defaultMessage: 'Download your data' },
  footer: {
    id: 'mail.exportReady.footer',
    defaultMessage: "If you didn't ask for this, change your password and contact support at once.",
  },
});

export function exportReadyMail(
  to: string,
  firstName: string | null,
  url: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.subject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.body), t(m.link)],
      action: { label: t(m.action), url },
      footer: t(m.footer),
    },
    locale,
  );
}
