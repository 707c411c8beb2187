import type { DocumentExpiry } from '@vouch/contracts';
import { formatDate } from '../../../lib/format';

/** What the dashboard and the renewal page say about the ID document, by its state. */
export function expiryWords(e: DocumentExpiry): { title: string; text: string } {
  const expires = formatDate(e.expires_on);
  const lapses = formatDate(e.lapses_on);
  if (e.renewal_pending && e.state !== 'valid')
    return {
      title: 'Your new document is with a reviewer',
      text: `A reviewer checks your new document and reads its expiry date, usually within a day; we e-mail you the answer. ${
        e.state === 'expired'
          ? 'Until then, anyone who checks you reads that your document has expired.'
          : `Until then nothing changes (your verification stands until ${lapses}).`
      }`,
    };
  switch (e.state) {
    case 'valid':
      return {
        title: 'Your ID document is valid',
        text: `It expires on ${expires}. We will remind you before then.`,
      };
    case 'expiring':
      return {
        title: 'Your ID document expires soon',
        text: `It expires on ${expires}. Send us your new document with a live selfie before ${lapses} and nothing changes for the people who check you. You do not pay again.`,
      };
    case 'in_grace':
      return {
        title: 'Your ID document has expired',
        text: `It expired on ${expires}. You are still shown as verified until ${lapses}; send us your new document with a live selfie before then. You do not pay again.`,
      };
    case 'expired':
      return {
        title: 'Your verification is paused: your ID document expired',
        text: `It expired on ${expires}. Anyone who checks you now reads that your document has expired, and businesses you shared with were told. Send us your new document with a live selfie and you are verified again at once.`,
      };
  }
}
