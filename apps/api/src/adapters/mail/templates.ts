import type { Mail } from './mailer.js';
import { hello, render } from './render.js';

/**
 * The e-mails members receive, each as plain text and HTML. Those that can reach an address
 * whose account is not verified (the verification link, a reset, "someone tried to register")
 * take the first name as `string | null`: callers pass it only for a verified account (issue 31).
 */

/** Only ever to an unverified address: no name, whatever the account typed. */
export function verificationMail(to: string, url: string): Mail {
  return render(to, 'Verify your e-mail address', {
    greeting: hello(null),
    paragraphs: [
      'Please confirm that this is your e-mail address to finish setting up your Vouch account.',
      'The link works once and expires in 24 hours.',
    ],
    action: { label: 'Verify e-mail address', url },
  });
}

export function resetPasswordMail(
  to: string,
  firstName: string | null,
  url: string,
  code: string,
): Mail {
  return render(to, 'Reset your Vouch password', {
    greeting: hello(firstName),
    paragraphs: [
      'We received a request to reset the password of your Vouch account.',
      'Open the link below, or enter the code with your e-mail address on the reset screen. It works once and expires in 15 minutes.',
    ],
    action: { label: 'Reset password', url },
    code,
    footer: "If you didn't ask for a reset, ignore this e-mail: your password stays as it is.",
  });
}

export function passwordChangedMail(to: string, firstName: string | null, loginUrl: string): Mail {
  return render(to, 'Your Vouch password was changed', {
    greeting: hello(firstName),
    paragraphs: [
      'The password of your Vouch account was just changed, and your other sessions were signed out.',
      'If this was not you, reset your password now and contact our support team.',
    ],
    action: { label: 'Go to Vouch', url: loginUrl },
    footer: 'You receive this e-mail for your security; there is nothing else to do if it was you.',
  });
}

/**
 * A second factor was added to or removed from a member's account: whoever did it, the owner of
 * the address hears of it (a stolen session turning it on or off is not silent).
 */
export function secondFactorChangedMail(
  to: string,
  firstName: string,
  change: 'added' | 'removed',
  factor: 'an authenticator app' | 'a passkey',
  settingsUrl: string,
): Mail {
  const subject =
    change === 'added'
      ? 'Two-step verification: a sign-in method was added'
      : 'Two-step verification: a sign-in method was removed';
  return render(to, subject, {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      change === 'added'
        ? `${factor[0]!.toUpperCase()}${factor.slice(1)} was just added to your Vouch account. It will be asked for when you sign in, add a wallet or change your password.`
        : `${factor[0]!.toUpperCase()}${factor.slice(1)} was just removed from your Vouch account.`,
      'If this was not you, reset your password now and contact our support team.',
    ],
    action: { label: 'Review your settings', url: settingsUrl },
    footer: 'You receive this e-mail for your security; there is nothing else to do if it was you.',
  });
}

export function alreadyRegisteredMail(
  to: string,
  firstName: string | null,
  resetUrl: string,
): Mail {
  return render(to, 'Someone tried to register with your e-mail', {
    greeting: hello(firstName),
    paragraphs: [
      'Someone tried to create a new Vouch account with this e-mail address, which already has an account.',
      'If it was you, log in instead. If you forgot your password, you can reset it.',
    ],
    action: { label: 'Reset password', url: resetUrl },
  });
}

export interface ReceiptDetails {
  reference: string;
  amount: string;
  method: string;
  paidAt: string;
  kycUrl: string;
}

export function paymentReceiptMail(to: string, firstName: string, r: ReceiptDetails): Mail {
  return render(to, `Receipt: KYC verification fee ${r.amount}`, {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `We have received your payment of ${r.amount} for KYC verification. Thank you.`,
      `Reference: ${r.reference}`,
      `Payment method: ${r.method}`,
      `Paid on: ${r.paidAt} WAT (Lagos time)`,
      'Next, submit your ID details, a selfie and your ID document. We review submissions within 24-48 hours.',
    ],
    action: { label: 'Start KYC Process', url: r.kycUrl },
    footer: 'Keep this e-mail as your receipt. Questions? Reply to our support team from the app.',
  });
}

/**
 * Right after a KYC submission (or an update): it arrived, and what happens next. A customer sent
 * by a business was told "nothing else to do" and never went back (issue 47): the approval mails
 * them each waiting business's link, so this mail says so. It cannot name the business: it is
 * queued by the lifecycle, which does not know the sessions module.
 */
export function kycReceivedMail(
  to: string,
  firstName: string,
  kycUrl: string,
  details: { receivedAt: string; update: boolean },
): Mail {
  return render(to, 'We received your KYC submission', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `We received your ${details.update ? 'updated ' : ''}KYC submission on ${details.receivedAt}.`,
      'Our team reviews it within 24-48 hours. We will e-mail you when a reviewer has decided. If a business sent you here, once you are verified we will e-mail you a link back to it to answer its request.',
    ],
    action: { label: 'See your KYC status', url: kycUrl },
    footer: "If you didn't submit this, contact our support team at once.",
  });
}

export function kycApprovedMail(to: string, firstName: string, profileUrl: string): Mail {
  return render(to, 'You are verified on Vouch', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Good news: your KYC submission has been approved and your account is now VERIFIED.',
      'Members who look you up before paying you will now see that you are verified.',
    ],
    action: { label: 'See your profile', url: profileUrl },
    footer: 'Thank you for verifying with Vouch.',
  });
}

export function kycRejectedMail(
  to: string,
  firstName: string,
  reason: string,
  updateUrl: string,
): Mail {
  return render(to, 'Your KYC submission needs an update', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'We reviewed your KYC submission and could not approve it yet.',
      `Reason: ${reason}`,
      'Update your submission with the fix and it goes back to review; you do not pay again.',
    ],
    action: { label: 'Update Kyc', url: updateUrl },
    footer: 'Questions? Contact our support team from the app.',
  });
}

export function ticketReceivedMail(
  to: string,
  firstName: string,
  reference: string,
  subject: string,
  url: string,
): Mail {
  return render(to, `We received your support ticket ${reference}`, {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Thank you for contacting us. Your ticket ${reference} ("${subject}") is with our team.`,
      "We'll get back to you within 24-48 hours. You will see our reply on the Support page and by e-mail.",
    ],
    action: { label: 'View your tickets', url },
  });
}

export function ticketReplyMail(
  to: string,
  firstName: string,
  reference: string,
  reply: string,
  url: string,
): Mail {
  return render(to, `Reply to your support ticket ${reference}`, {
    greeting: `Hello ${firstName},`,
    paragraphs: ['Our support team replied to your ticket:', reply],
    action: { label: 'View the conversation', url },
  });
}

/**
 * A code to sign in or to finish a sign-up (decision 0053). Only ever to whoever holds the
 * address, so it may say whether an account exists: nobody else reads it.
 */
export function emailCodeMail(to: string, code: string, account: 'existing' | 'new'): Mail {
  const existing = account === 'existing';
  return render(to, existing ? 'Your Vouch sign-in code' : 'Your code to verify with Vouch', {
    greeting: hello(null),
    paragraphs: [
      existing
        ? 'Enter this code to sign in to your Vouch account. You already have one at this address, so no new account is made.'
        : 'Enter this code to confirm your e-mail address and continue your verification with Vouch.',
      'It works once and expires in 10 minutes. Vouch never asks you for this code by phone or chat.',
    ],
    code,
    footer: "If you didn't ask for this code, ignore this e-mail: nothing happens without it.",
  });
}

export function passwordSetMail(to: string, firstName: string, loginUrl: string): Mail {
  return render(to, 'A password was set on your Vouch account', {
    greeting: hello(firstName),
    paragraphs: [
      'Your Vouch account now has a password: you can sign in with it, or with a code by e-mail.',
      'If this was not you, reset your password now and contact our support team.',
    ],
    action: { label: 'Go to Vouch', url: loginUrl },
  });
}
