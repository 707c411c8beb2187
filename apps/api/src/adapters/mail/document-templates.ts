import type { Mail } from './mailer.js';
import { render } from './render.js';

/** What a member is told about the passport their verification rests on (issue 50). */

const support = 'Questions? Contact our support team from the app or at support@vouch.ng.';

/** "1 May 2031" */
const day = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-NG', {
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
): Mail {
  return render(to, 'Your passport on Vouch expires soon', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `The passport your Vouch verification rests on expires on ${day(expiresOn)}.`,
      `Send us your new passport with a live capture before ${day(lapsesOn)}: it takes two minutes, and you do not pay again. After that day, anyone who looks you up reads that your document has expired, not that you are verified.`,
    ],
    action: { label: 'Renew my document', url: renewUrl },
    footer: support,
  });
}

export function documentsExpiredMail(
  to: string,
  firstName: string,
  expiresOn: string,
  renewUrl: string,
): Mail {
  return render(to, 'Your Vouch verification is paused: your passport expired', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `The passport your verification rests on expired on ${day(expiresOn)}. Anyone who looks you up on Vouch now reads that your document has expired, and businesses you shared your verification with are told.`,
      'Send us your new passport with a live capture and your verification is current again at once. You do not pay again.',
    ],
    action: { label: 'Renew my document', url: renewUrl },
    footer: support,
  });
}

export function documentRenewedMail(
  to: string,
  firstName: string,
  expiresOn: string,
  dashboardUrl: string,
): Mail {
  return render(to, 'Your new document is on record', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Thank you: your verification now rests on your new document, valid until ${day(expiresOn)}. Lookups show you as verified.`,
    ],
    action: { label: 'Open your dashboard', url: dashboardUrl },
    footer: support,
  });
}

export function documentRenewalRefusedMail(
  to: string,
  firstName: string,
  reason: string,
  renewUrl: string,
): Mail {
  return render(to, 'Your new document could not be accepted', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'A reviewer could not accept the document you sent to renew your verification.',
      `Reason: ${reason}`,
      'Send it again with what the reviewer asked for, with a new live selfie.',
    ],
    action: { label: 'Renew my document', url: renewUrl },
    footer: support,
  });
}
