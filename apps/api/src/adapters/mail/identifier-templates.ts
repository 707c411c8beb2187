import type { Mail } from './mailer.js';
import { render } from './render.js';

/** Mail about the identifiers a lookup finds a member by: numbers and wallets (issue 30). */

/** Sent at once when a wallet or a number is proven after verification. */
export function identifierHeldMail(
  to: string,
  firstName: string,
  what: string,
  joinsAt: string,
  cancelUrl: string,
): Mail {
  return render(to, `New on your Vouch account: ${what}`, {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `${what} was just proven on your Vouch account. Payers who look you up will see it from ${joinsAt}.`,
      'Not you? Cancel it now: it will never be shown, and every session on your account will be signed out. Then change your password.',
    ],
    action: { label: 'Not me: cancel it', url: cancelUrl },
    footer:
      'We hold every new wallet and number for a while so that nobody who gets into your account can redirect your payments. If it was you, there is nothing to do.',
  });
}

export function holdCancelledMail(
  to: string,
  firstName: string,
  what: string,
  resetUrl: string,
): Mail {
  return render(to, 'Cancelled, and your sessions were signed out', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `${what} was cancelled and will not be shown to anyone who looks you up. Every session on your account was signed out.`,
      'If you did not add it, someone may know your password: reset it now.',
    ],
    action: { label: 'Reset password', url: resetUrl },
  });
}

/** The member who proved a number first: another account proved it since. */
export function numberMovedMail(
  to: string,
  firstName: string,
  number: string,
  profileUrl: string,
): Mail {
  return render(to, 'Your number now finds another Vouch account', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Another Vouch account just proved ${number} with a code sent to it, so a lookup of that number no longer finds you.`,
      'If the number is still yours, prove it again from your profile and tell our support team: someone else can receive its messages.',
    ],
    action: { label: 'Open your profile', url: profileUrl },
  });
}

/** Verified before numbers were proven: once, to prove them. */
export function proveNumbersMail(to: string, firstName: string, profileUrl: string): Mail {
  return render(to, 'Prove your phone number so payers can find you', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Vouch now proves every phone and WhatsApp number with a one-time code, so that nobody can put your number on their profile.',
      'Until you prove yours, a lookup by your phone or WhatsApp number does not find you (lookups by e-mail, UUID and wallet still do). It takes a minute.',
    ],
    action: { label: 'Prove my numbers', url: profileUrl },
    footer:
      'You receive this e-mail once, because your account was verified before numbers were proven.',
  });
}
