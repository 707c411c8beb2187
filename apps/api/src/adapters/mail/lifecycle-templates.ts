import type { Locale } from '@vouch/contracts';
import { defineMessages, translator } from '../../i18n/mail-text.js';
import { common } from './common-text.js';
import type { Mail } from './mailer.js';
import { hello, render } from './render.js';

/**
 * What the verification lifecycle tells a member: their standing and their profile changes, in
 * the member's language (`locale`, issue 51; English when absent).
 */
const m = defineMessages({
  changeSubject: {
    id: 'mail.profileChangeReceived.subject',
    defaultMessage: 'We received your change to verified details',
  },
  changeField: {
    id: 'mail.profileChangeReceived.field',
    defaultMessage:
      '{field, select, first_name {first name} last_name {last name} wechat_id {wechat id} phone_number {phone number} whatsapp_number {whatsapp number} other {{field}}}',
    description: 'One detail the member changed, in a list inside a sentence (lower case)',
  },
  changeBody: {
    id: 'mail.profileChangeReceived.body',
    defaultMessage:
      'You changed your {fields}. These are details your verification certifies, so a reviewer checks the change first (usually within 24-48 hours).',
    description: '{fields}: the details changed, e.g. "first name, last name"',
  },
  changeUntil: {
    id: 'mail.profileChangeReceived.until',
    defaultMessage:
      'Until then, anyone who looks you up on Vouch sees the details we approved, and your new phone or WhatsApp number does not find you yet.',
  },
  changeFooter: {
    id: 'mail.profileChangeReceived.footer',
    defaultMessage:
      "If you didn't make this change, change your password and contact support at once.",
  },

  approvedSubject: {
    id: 'mail.profileChangeApproved.subject',
    defaultMessage: 'Your profile change was approved',
  },
  approvedBody: {
    id: 'mail.profileChangeApproved.body',
    defaultMessage:
      'A reviewer approved your change. Check Verification now shows your new details.',
    description: '"Check Verification": the lookup payers use before paying someone',
  },
  refusedSubject: {
    id: 'mail.profileChangeRefused.subject',
    defaultMessage: 'Your profile change was not approved',
  },
  refusedBody: {
    id: 'mail.profileChangeRefused.body',
    defaultMessage: 'A reviewer could not approve your change to verified details.',
  },
  refusedNext: {
    id: 'mail.profileChangeRefused.next',
    defaultMessage:
      'Your profile shows your verified details again. You can make the change once more with what the reviewer asked for.',
  },

  revokedSubject: {
    id: 'mail.verificationRevoked.subject',
    defaultMessage: 'Your Vouch verification was revoked',
  },
  revokedBody: {
    id: 'mail.verificationRevoked.body',
    defaultMessage:
      'We have withdrawn your verification. Anyone who looks you up on Vouch now reads that you are not verified.',
  },
  revokedNext: {
    id: 'mail.verificationRevoked.next',
    defaultMessage: 'You can submit your KYC again with the fix; you do not pay again.',
  },
  revokedAction: { id: 'mail.verificationRevoked.action', defaultMessage: 'Update Kyc' },

  suspendedSubject: {
    id: 'mail.accountSuspended.subject',
    defaultMessage: 'Your Vouch account is suspended',
  },
  suspendedBody: {
    id: 'mail.accountSuspended.body',
    defaultMessage:
      'We have suspended your account: you cannot sign in, and anyone who looks you up on Vouch reads that you are not verified.',
  },

  reinstatedSubject: {
    id: 'mail.accountReinstated.subject',
    defaultMessage: 'Your Vouch account is active again',
  },
  reinstatedBody: {
    id: 'mail.accountReinstated.body',
    defaultMessage:
      '{verified, select, yes {We have reinstated your account and your verification: lookups show you as verified again.} other {We have reinstated your account: you can sign in again.}}',
  },
  reinstatedAction: { id: 'mail.accountReinstated.action', defaultMessage: 'Log in' },
});

/** `fields`: the profile fields changed (first_name, last_name, wechat_id…). */
export function profileChangeReceivedMail(
  to: string,
  firstName: string,
  fields: string[],
  profileUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  // A list of names, not a sentence: the same comma in every language (ICU's Yoruba list
  // patterns run the last two together).
  const changed = fields.map((field) => t(m.changeField, { field })).join(', ');
  return render(
    to,
    t(m.changeSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.changeBody, { fields: changed }), t(m.changeUntil)],
      action: { label: t(common.viewProfile), url: profileUrl },
      footer: t(m.changeFooter),
    },
    locale,
  );
}

export function profileChangeDecidedMail(
  to: string,
  firstName: string,
  approved: boolean,
  reason: string | null,
  profileUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    approved ? t(m.approvedSubject) : t(m.refusedSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: approved
        ? [t(m.approvedBody)]
        : [t(m.refusedBody), t(common.reason, { reason: reason ?? '' }), t(m.refusedNext)],
      action: { label: t(common.viewProfile), url: profileUrl },
      footer: t(common.support),
    },
    locale,
  );
}

export function verificationRevokedMail(
  to: string,
  firstName: string,
  reason: string,
  updateUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.revokedSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.revokedBody), t(common.reason, { reason }), t(m.revokedNext)],
      action: { label: t(m.revokedAction), url: updateUrl },
      footer: t(common.support),
    },
    locale,
  );
}

export function accountSuspendedMail(
  to: string,
  firstName: string,
  reason: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.suspendedSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.suspendedBody), t(common.reason, { reason })],
      footer: t(common.support),
    },
    locale,
  );
}

export function accountReinstatedMail(
  to: string,
  firstName: string,
  verified: boolean,
  loginUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.reinstatedSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.reinstatedBody, { verified: verified ? 'yes' : 'no' })],
      action: { label: t(m.reinstatedAction), url: loginUrl },
      footer: t(common.support),
    },
    locale,
  );
}
