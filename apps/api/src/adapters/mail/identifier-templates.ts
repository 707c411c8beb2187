import type { Locale } from '@vouch/contracts';
import { defineMessages, translator } from '../../i18n/mail-text.js';
import { lagosDateTimeIn } from './common-text.js';
import type { Mail } from './mailer.js';
import { hello, render } from './render.js';

/**
 * Mail about the identifiers a lookup finds a member by: numbers and wallets (issue 30), in the
 * member's language (`locale`, issue 51; English when absent).
 */
const m = defineMessages({
  heldSubject: {
    id: 'mail.identifierHeld.subject',
    defaultMessage: 'New on your Vouch account: {what}',
    description:
      '{what}: a wallet (USDT (TRC20) TXyz12…abcd) or a masked phone number (+234********67)',
  },
  heldBody: {
    id: 'mail.identifierHeld.body',
    defaultMessage:
      '{what} was just proven on your Vouch account. Payers who look you up will see it from {joinsAt}.',
    description:
      '{what}: a wallet (USDT (TRC20) TXyz12…abcd) or a masked phone number (+234********67); {joinsAt}: a date and time in Lagos (1 May 2031, 14:05 WAT)',
  },
  heldNotYou: {
    id: 'mail.identifierHeld.notYou',
    defaultMessage:
      'Not you? Cancel it now: it will never be shown, and every session on your account will be signed out. Then change your password.',
  },
  heldAction: { id: 'mail.identifierHeld.action', defaultMessage: 'Not me: cancel it' },
  heldFooter: {
    id: 'mail.identifierHeld.footer',
    defaultMessage:
      'We hold every new wallet and number for a while so that nobody who gets into your account can redirect your payments. If it was you, there is nothing to do.',
  },

  cancelledSubject: {
    id: 'mail.holdCancelled.subject',
    defaultMessage: 'Cancelled, and your sessions were signed out',
  },
  cancelledBody: {
    id: 'mail.holdCancelled.body',
    defaultMessage:
      '{what} was cancelled and will not be shown to anyone who looks you up. Every session on your account was signed out.',
    description:
      '{what}: a wallet (USDT (TRC20) TXyz12…abcd) or a masked phone number (+234********67)',
  },
  cancelledNext: {
    id: 'mail.holdCancelled.next',
    defaultMessage: 'If you did not add it, someone may know your password: reset it now.',
  },
  cancelledAction: { id: 'mail.holdCancelled.action', defaultMessage: 'Reset password' },

  movedSubject: {
    id: 'mail.numberMoved.subject',
    defaultMessage: 'Your number now finds another Vouch account',
  },
  movedBody: {
    id: 'mail.numberMoved.body',
    defaultMessage:
      'Another Vouch account just proved {number} with a code sent to it, so a lookup of that number no longer finds you.',
    description: '{number}: a masked phone number (+234********67)',
  },
  movedNext: {
    id: 'mail.numberMoved.next',
    defaultMessage:
      'If the number is still yours, prove it again from your profile and tell our support team: someone else can receive its messages.',
  },
  movedAction: { id: 'mail.numberMoved.action', defaultMessage: 'Open your profile' },

  proveSubject: {
    id: 'mail.proveNumbers.subject',
    defaultMessage: 'Prove your phone number so payers can find you',
  },
  proveBody: {
    id: 'mail.proveNumbers.body',
    defaultMessage:
      'Vouch now proves every phone and WhatsApp number with a one-time code, so that nobody can put your number on their profile.',
  },
  proveNext: {
    id: 'mail.proveNumbers.next',
    defaultMessage:
      'Until you prove yours, a lookup by your phone or WhatsApp number does not find you (lookups by e-mail, UUID and wallet still do). It takes a minute.',
  },
  proveAction: { id: 'mail.proveNumbers.action', defaultMessage: 'Prove my numbers' },
  proveFooter: {
    id: 'mail.proveNumbers.footer',
    defaultMessage:
      'You receive this e-mail once, because your account was verified before numbers were proven.',
  },
});

/**
 * Sent at once when a wallet or a number is proven after verification; `heldUntil` (ISO 8601) is
 * when payers see it, written in the member's language.
 */
export function identifierHeldMail(
  to: string,
  firstName: string,
  what: string,
  heldUntil: string,
  cancelUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.heldSubject, { what }),
    {
      greeting: hello(firstName, locale),
      paragraphs: [
        t(m.heldBody, { what, joinsAt: lagosDateTimeIn(heldUntil, locale) }),
        t(m.heldNotYou),
      ],
      action: { label: t(m.heldAction), url: cancelUrl },
      footer: t(m.heldFooter),
    },
    locale,
  );
}

export function holdCancelledMail(
  to: string,
  firstName: string,
  what: string,
  resetUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.cancelledSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.cancelledBody, { what }), t(m.cancelledNext)],
      action: { label: t(m.cancelledAction), url: resetUrl },
    },
    locale,
  );
}

/** The member who proved a number first: another account proved it since. */
export function numberMovedMail(
  to: string,
  firstName: string,
  number: string,
  profileUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.movedSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.movedBody, { number }), t(m.movedNext)],
      action: { label: t(m.movedAction), url: profileUrl },
    },
    locale,
  );
}

/** Verified before numbers were proven: once, to prove them. */
export function proveNumbersMail(
  to: string,
  firstName: string,
  profileUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.proveSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.proveBody), t(m.proveNext)],
      action: { label: t(m.proveAction), url: profileUrl },
      footer: t(m.proveFooter),
    },
    locale,
  );
}
