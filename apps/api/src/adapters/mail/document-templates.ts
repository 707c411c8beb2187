import type { Locale } from '@vouch/contracts';
import { defineMessages, translator } from '../../i18n/mail-text.js';
import { common } from './common-text.js';
import type { Mail } from './mailer.js';
import { hello, render } from './render.js';

/**
 * What a member is told about the passport their verification rests on (issue 50), in the
 * member's language (`locale`, issue 51; English when absent).
 */
const m = defineMessages({
  renewAction: { id: 'mail.document.renewAction', defaultMessage: 'Renew my document' },

  expiringSubject: {
    id: 'mail.documentExpiring.subject',
    defaultMessage: 'Your passport on Vouch expires soon',
  },
  expiringBody: {
    id: 'mail.documentExpiring.body',
    defaultMessage: 'The passport your Vouch verification rests on expires on {expiresOn}.',
    description: '{expiresOn}: a date, e.g. 1 May 2031',
  },
  expiringNext: {
    id: 'mail.documentExpiring.next',
    defaultMessage:
      'Send us your new passport with a live capture before {lapsesOn}: it takes two minutes, and you do not pay again. After that day, anyone who looks you up reads that your document has expired, not that you are verified.',
    description: '{lapsesOn}: a date, e.g. 1 May 2031',
  },

  expiredSubject: {
    id: 'mail.documentsExpired.subject',
    defaultMessage: 'Your Vouch verification is paused: your passport expired',
  },
  expiredBody: {
    id: 'mail.documentsExpired.body',
    defaultMessage:
      'The passport your verification rests on expired on {expiresOn}. Anyone who looks you up on Vouch now reads that your document has expired, and businesses you shared your verification with are told.',
    description: '{expiresOn}: a date, e.g. 1 May 2031',
  },
  expiredNext: {
    id: 'mail.documentsExpired.next',
    defaultMessage:
      'Send us your new passport with a live capture and your verification is current again at once. You do not pay again.',
  },

  renewedSubject: {
    id: 'mail.documentRenewed.subject',
    defaultMessage: 'Your new document is on record',
  },
  renewedBody: {
    id: 'mail.documentRenewed.body',
    defaultMessage:
      'Thank you: your verification now rests on your new document, valid until {expiresOn}. Lookups show you as verified.',
    description: '{expiresOn}: a date, e.g. 1 May 2031',
  },
  renewedAction: { id: 'mail.documentRenewed.action', defaultMessage: 'Open your dashboard' },

  refusedSubject: {
    id: 'mail.documentRenewalRefused.subject',
    defaultMessage: 'Your new document could not be accepted',
  },
  refusedBody: {
    id: 'mail.documentRenewalRefused.body',
    defaultMessage: 'A reviewer could not accept the document you sent to renew your verification.',
  },
  refusedNext: {
    id: 'mail.documentRenewalRefused.next',
    defaultMessage: 'Send it again with what the reviewer asked for, with a new live selfie.',
  },
});

/** "1 May 2031" in English; the member's language's own words for the month otherwise. */
const day = (iso: string, locale: Locale) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-NG' : `${locale}-NG`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });

export function documentExpiringMail(
  to: string,
  firstName: string,
  expiresOn: string,
  lapsesOn: string,
  renewUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.expiringSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [
        t(m.expiringBody, { expiresOn: day(expiresOn, locale) }),
        t(m.expiringNext, { lapsesOn: day(lapsesOn, locale) }),
      ],
      action: { label: t(m.renewAction), url: renewUrl },
      footer: t(common.support),
    },
    locale,
  );
}

export function documentsExpiredMail(
  to: string,
  firstName: string,
  expiresOn: string,
  renewUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.expiredSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.expiredBody, { expiresOn: day(expiresOn, locale) }), t(m.expiredNext)],
      action: { label: t(m.renewAction), url: renewUrl },
      footer: t(common.support),
    },
    locale,
  );
}

export function documentRenewedMail(
  to: string,
  firstName: string,
  expiresOn: string,
  dashboardUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.renewedSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.renewedBody, { expiresOn: day(expiresOn, locale) })],
      action: { label: t(m.renewedAction), url: dashboardUrl },
      footer: t(common.support),
    },
    locale,
  );
}

export function documentRenewalRefusedMail(
  to: string,
  firstName: string,
  reason: string,
  renewUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.refusedSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.refusedBody), t(common.reason, { reason }), t(m.refusedNext)],
      action: { label: t(m.renewAction), url: renewUrl },
      footer: t(common.support),
    },
    locale,
  );
}
