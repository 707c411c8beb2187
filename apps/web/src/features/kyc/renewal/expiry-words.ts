import type { DocumentExpiry } from '@vouch/contracts';
import { defineMessages } from '../../../i18n';
import type { Message } from '../../../i18n/messages';
import { formatDate } from '../../../lib/format';

const m = defineMessages({
  pendingTitle: {
    id: 'capture.expiry.pending.title',
    defaultMessage: 'Your new document is with a reviewer',
  },
  pendingExpired: {
    id: 'capture.expiry.pending.expired',
    defaultMessage:
      'A reviewer checks your new document and reads its expiry date, usually within a day; we e-mail you the answer. Until then, anyone who checks you reads that your document has expired.',
  },
  pendingInForce: {
    id: 'capture.expiry.pending.inForce',
    defaultMessage:
      'A reviewer checks your new document and reads its expiry date, usually within a day; we e-mail you the answer. Until then nothing changes (your verification stands until {lapses}).',
    description: '{lapses} is a date, e.g. "30 December 2026"',
  },
  validTitle: { id: 'capture.expiry.valid.title', defaultMessage: 'Your ID document is valid' },
  validText: {
    id: 'capture.expiry.valid.text',
    defaultMessage: 'It expires on {expires}. We will remind you before then.',
    description: '{expires} is a date, e.g. "16 December 2026"',
  },
  expiringTitle: {
    id: 'capture.expiry.expiring.title',
    defaultMessage: 'Your ID document expires soon',
  },
  expiringText: {
    id: 'capture.expiry.expiring.text',
    defaultMessage:
      'It expires on {expires}. Send us your new document with a live selfie before {lapses} and nothing changes for the people who check you. You do not pay again.',
    description: '{expires} and {lapses} are dates, e.g. "16 December 2026"',
  },
  graceTitle: {
    id: 'capture.expiry.inGrace.title',
    defaultMessage: 'Your ID document has expired',
  },
  graceText: {
    id: 'capture.expiry.inGrace.text',
    defaultMessage:
      'It expired on {expires}. You are still shown as verified until {lapses}; send us your new document with a live selfie before then. You do not pay again.',
    description: '{expires} and {lapses} are dates, e.g. "16 December 2026"',
  },
  expiredTitle: {
    id: 'capture.expiry.expired.title',
    defaultMessage: 'Your verification is paused: your ID document expired',
  },
  expiredText: {
    id: 'capture.expiry.expired.text',
    defaultMessage:
      'It expired on {expires}. Anyone who checks you now reads that your document has expired, and businesses you shared with were told. Send us your new document with a live selfie and you are verified again at once.',
    description: '{expires} is a date, e.g. "16 December 2026"',
  },
});

/** A message and its values, formatted where it is shown: `intl.formatMessage(w.message, w.values)`. */
export interface Words {
  message: Message;
  values?: Record<string, string>;
}

/** What the dashboard and the renewal page say about the ID document, by its state. */
export function expiryWords(e: DocumentExpiry): { title: Words; text: Words } {
  const values = { expires: formatDate(e.expires_on), lapses: formatDate(e.lapses_on) };
  const say = (title: Message, text: Message) => ({
    title: { message: title },
    text: { message: text, values },
  });
  if (e.renewal_pending && e.state !== 'valid')
    return say(m.pendingTitle, e.state === 'expired' ? m.pendingExpired : m.pendingInForce);
  switch (e.state) {
    case 'valid':
      return say(m.validTitle, m.validText);
    case 'expiring':
      return say(m.expiringTitle, m.expiringText);
    case 'in_grace':
      return say(m.graceTitle, m.graceText);
    case 'expired':
      return say(m.expiredTitle, m.expiredText);
  }
}

/**
 * The renewal page's words that @vouch/contracts' documentExpiryMessages also holds (the server
 * answers with them too): the same English (a test keeps it so), in the member's language.
 */
export const renewalMessages = defineMessages({
  nothingToRenew: {
    id: 'capture.renewal.nothingToRenew',
    defaultMessage: 'Your verification has no ID document that is expiring or expired.',
  },
  documentRequired: {
    id: 'capture.renewal.documentRequired',
    defaultMessage:
      'Upload a photo of your new document (the passport’s data page, or the licence’s front)',
  },
  liveCaptureRequired: {
    id: 'capture.renewal.liveCaptureRequired',
    defaultMessage: 'Take the live capture before you send your new passport',
  },
  renewed: {
    id: 'capture.renewal.renewed',
    defaultMessage:
      'Thank you: your new document is on record and your verification is current again.',
  },
  pending: {
    id: 'capture.renewal.pending',
    defaultMessage:
      'Thank you: a reviewer checks your new document and reads its expiry date, usually within a day. We e-mail you the answer.',
  },
});
