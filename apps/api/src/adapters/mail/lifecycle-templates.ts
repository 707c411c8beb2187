import type { Mail } from './mailer.js';
import { render } from './render.js';

/** What the verification lifecycle tells a member: their standing and their profile changes. */

const support = 'Questions? Contact our support team from the app or at support@vouch.ng.';

export function profileChangeReceivedMail(
  to: string,
  firstName: string,
  fields: string[],
  profileUrl: string,
): Mail {
  return render(to, 'We received your change to verified details', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `You changed your ${fields.join(', ').toLowerCase()}. These are details your verification certifies, so a reviewer checks the change first (usually within 24-48 hours).`,
      'Until then, anyone who looks you up on Vouch sees the details we approved, and your new phone or WhatsApp number does not find you yet.',
    ],
    action: { label: 'View your profile', url: profileUrl },
    footer: "If you didn't make this change, change your password and contact support at once.",
  });
}

export function profileChangeDecidedMail(
  to: string,
  firstName: string,
  approved: boolean,
  reason: string | null,
  profileUrl: string,
): Mail {
  return render(
    to,
    approved ? 'Your profile change was approved' : 'Your profile change was not approved',
    {
      greeting: `Hello ${firstName},`,
      paragraphs: approved
        ? ['A reviewer approved your change. Check Verification now shows your new details.']
        : [
            'A reviewer could not approve your change to verified details.',
            `Reason: ${reason ?? ''}`,
            'Your profile shows your verified details again. You can make the change once more with what the reviewer asked for.',
          ],
      action: { label: 'View your profile', url: profileUrl },
      footer: support,
    },
  );
}

export function verificationRevokedMail(
  to: string,
  firstName: string,
  reason: string,
  updateUrl: string,
): Mail {
  return render(to, 'Your Vouch verification was revoked', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'We have withdrawn your verification. Anyone who looks you up on Vouch now reads that you are not verified.',
      `Reason: ${reason}`,
      'You can submit your KYC again with the fix; you do not pay again.',
    ],
    action: { label: 'Update Kyc', url: updateUrl },
    footer: support,
  });
}

export function accountSuspendedMail(to: string, firstName: string, reason: string): Mail {
  return render(to, 'Your Vouch account is suspended', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'We have suspended your account: you cannot sign in, and anyone who looks you up on Vouch reads that you are not verified.',
      `Reason: ${reason}`,
    ],
    footer: support,
  });
}

export function accountReinstatedMail(
  to: string,
  firstName: string,
  verified: boolean,
  loginUrl: string,
): Mail {
  return render(to, 'Your Vouch account is active again', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      verified
        ? 'We have reinstated your account and your verification: lookups show you as verified again.'
        : 'We have reinstated your account: you can sign in again.',
    ],
    action: { label: 'Log in', url: loginUrl },
    footer: support,
  });
}
