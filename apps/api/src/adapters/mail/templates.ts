import type { Locale } from '@vouch/contracts';
import { defineMessages, translator } from '../../i18n/mail-text.js';
import type { Mail } from './mailer.js';
import { hello, render } from './render.js';

/**
 * The e-mails members receive, each as plain text and HTML, in the member's language (`locale`,
 * issue 51; English when absent). Those that can reach an address whose account is not verified
 * (the verification link, a reset, "someone tried to register") take the first name as
 * `string | null`: callers pass it only for a verified account (issue 31).
 */
const m = defineMessages({
  verifySubject: { id: 'mail.verify.subject', defaultMessage: 'Verify your e-mail address' },
  verifyBody: {
    id: 'mail.verify.body',
    defaultMessage:
      'Please confirm that this is your e-mail address to finish setting up your Vouch account.',
  },
  verifyExpiry: {
    id: 'mail.verify.expiry',
    defaultMessage: 'The link works once and expires in 24 hours.',
  },
  verifyAction: { id: 'mail.verify.action', defaultMessage: 'Verify e-mail address' },

  resetSubject: { id: 'mail.reset.subject', defaultMessage: 'Reset your Vouch password' },
  resetBody: {
    id: 'mail.reset.body',
    defaultMessage: 'We received a request to reset the password of your Vouch account.',
  },
  resetHow: {
    id: 'mail.reset.how',
    defaultMessage:
      'Open the link below, or enter the code with your e-mail address on the reset screen. It works once and expires in 15 minutes.',
  },
  resetAction: { id: 'mail.reset.action', defaultMessage: 'Reset password' },
  resetFooter: {
    id: 'mail.reset.footer',
    defaultMessage:
      "If you didn't ask for a reset, ignore this e-mail: your password stays as it is.",
  },

  changedSubject: {
    id: 'mail.passwordChanged.subject',
    defaultMessage: 'Your Vouch password was changed',
  },
  changedBody: {
    id: 'mail.passwordChanged.body',
    defaultMessage:
      'The password of your Vouch account was just changed, and your other sessions were signed out.',
  },
  notYou: {
    id: 'mail.security.notYou',
    defaultMessage: 'If this was not you, reset your password now and contact our support team.',
  },
  goToVouch: { id: 'mail.security.goToVouch', defaultMessage: 'Go to Vouch' },
  securityFooter: {
    id: 'mail.security.footer',
    defaultMessage:
      'You receive this e-mail for your security; there is nothing else to do if it was you.',
  },

  factorSubject: {
    id: 'mail.secondFactor.subject',
    defaultMessage:
      '{change, select, added {Two-step verification: a sign-in method was added} other {Two-step verification: a sign-in method was removed}}',
  },
  factorBody: {
    id: 'mail.secondFactor.body',
    defaultMessage:
      '{change, select, added {{factor, select, passkey {A passkey} other {An authenticator app}} was just added to your Vouch account. It will be asked for when you sign in, add a wallet or change your password.} other {{factor, select, passkey {A passkey} other {An authenticator app}} was just removed from your Vouch account.}}',
  },
  factorAction: { id: 'mail.secondFactor.action', defaultMessage: 'Review your settings' },

  registeredSubject: {
    id: 'mail.alreadyRegistered.subject',
    defaultMessage: 'Someone tried to register with your e-mail',
  },
  registeredBody: {
    id: 'mail.alreadyRegistered.body',
    defaultMessage:
      'Someone tried to create a new Vouch account with this e-mail address, which already has an account.',
  },
  registeredHow: {
    id: 'mail.alreadyRegistered.how',
    defaultMessage: 'If it was you, log in instead. If you forgot your password, you can reset it.',
  },

  receiptSubject: {
    id: 'mail.receipt.subject',
    defaultMessage: 'Receipt: KYC verification fee {amount}',
  },
  receiptBody: {
    id: 'mail.receipt.body',
    defaultMessage: 'We have received your payment of {amount} for KYC verification. Thank you.',
  },
  receiptReference: { id: 'mail.receipt.reference', defaultMessage: 'Reference: {reference}' },
  receiptMethod: { id: 'mail.receipt.method', defaultMessage: 'Payment method: {method}' },
  receiptPaidOn: {
    id: 'mail.receipt.paidOn',
    defaultMessage: 'Paid on: {paidAt} WAT (Lagos time)',
  },
  receiptNext: {
    id: 'mail.receipt.next',
    defaultMessage:
      'Next, submit your ID details, a selfie and your ID document. We review submissions within 24-48 hours.',
  },
  receiptAction: { id: 'mail.receipt.action', defaultMessage: 'Start KYC Process' },
  receiptFooter: {
    id: 'mail.receipt.footer',
    defaultMessage:
      'Keep this e-mail as your receipt. Questions? Reply to our support team from the app.',
  },

  receivedSubject: {
    id: 'mail.kycReceived.subject',
    defaultMessage: 'We received your KYC submission',
  },
  receivedBody: {
    id: 'mail.kycReceived.body',
    defaultMessage:
      '{update, select, yes {We received your updated KYC submission on {receivedAt}.} other {We received your KYC submission on {receivedAt}.}}',
  },
  receivedNext: {
    id: 'mail.kycReceived.next',
    defaultMessage:
      'Our team reviews it within 24-48 hours. We will e-mail you when a reviewer has decided. If a business sent you here, once you are verified we will e-mail you a link back to it to answer its request.',
  },
  receivedAction: { id: 'mail.kycReceived.action', defaultMessage: 'See your KYC status' },
  receivedFooter: {
    id: 'mail.kycReceived.footer',
    defaultMessage: "If you didn't submit this, contact our support team at once.",
  },

  approvedSubject: { id: 'mail.kycApproved.subject', defaultMessage: 'You are verified on Vouch' },
  approvedBody: {
    id: 'mail.kycApproved.body',
    defaultMessage:
      'Good news: your KYC submission has been approved and your account is now VERIFIED.',
  },
  approvedNext: {
    id: 'mail.kycApproved.next',
    defaultMessage: 'Members who look you up before paying you will now see that you are verified.',
  },
  approvedAction: { id: 'mail.kycApproved.action', defaultMessage: 'See your profile' },
  approvedFooter: {
    id: 'mail.kycApproved.footer',
    defaultMessage: 'Thank you for verifying with Vouch.',
  },

  rejectedSubject: {
    id: 'mail.kycRejected.subject',
    defaultMessage: 'Your KYC submission needs an update',
  },
  rejectedBody: {
    id: 'mail.kycRejected.body',
    defaultMessage: 'We reviewed your KYC submission and could not approve it yet.',
  },
  rejectedReason: {
    id: 'mail.kycRejected.reason',
    defaultMessage: 'Reason: {reason}',
    description: "The reviewer's reason, as the reviewer wrote it (in English)",
  },
  rejectedNext: {
    id: 'mail.kycRejected.next',
    defaultMessage:
      'Update your submission with the fix and it goes back to review; you do not pay again.',
  },
  rejectedAction: { id: 'mail.kycRejected.action', defaultMessage: 'Update Kyc' },
  questions: {
    id: 'mail.common.questions',
    defaultMessage: 'Questions? Contact our support team from the app.',
  },

  ticketSubject: {
    id: 'mail.ticket.subject',
    defaultMessage: 'We received your support ticket {reference}',
  },
  ticketBody: {
    id: 'mail.ticket.body',
    defaultMessage:
      'Thank you for contacting us. Your ticket {reference} ("{subject}") is with our team.',
  },
  ticketNext: {
    id: 'mail.ticket.next',
    defaultMessage:
      "We'll get back to you within 24-48 hours. You will see our reply on the Support page and by e-mail.",
  },
  ticketAction: { id: 'mail.ticket.action', defaultMessage: 'View your tickets' },
  replySubject: {
    id: 'mail.ticketReply.subject',
    defaultMessage: 'Reply to your support ticket {reference}',
  },
  replyBody: {
    id: 'mail.ticketReply.body',
    defaultMessage: 'Our support team replied to your ticket:',
  },
  replyAction: { id: 'mail.ticketReply.action', defaultMessage: 'View the conversation' },

  codeSubject: {
    id: 'mail.code.subject',
    defaultMessage:
      '{account, select, existing {Your Vouch sign-in code} other {Your code to verify with Vouch}}',
  },
  codeBody: {
    id: 'mail.code.body',
    defaultMessage:
      '{account, select, existing {Enter this code to sign in to your Vouch account. You already have one at this address, so no new account is made.} other {Enter this code to confirm your e-mail address and continue your verification with Vouch.}}',
  },
  codeExpiry: {
    id: 'mail.code.expiry',
    defaultMessage:
      'It works once and expires in 10 minutes. Vouch never asks you for this code by phone or chat.',
  },
  codeFooter: {
    id: 'mail.code.footer',
    defaultMessage:
      "If you didn't ask for this code, ignore this e-mail: nothing happens without it.",
  },

  passwordSetSubject: {
    id: 'mail.passwordSet.subject',
    defaultMessage: 'A password was set on your Vouch account',
  },
  passwordSetBody: {
    id: 'mail.passwordSet.body',
    defaultMessage:
      'Your Vouch account now has a password: you can sign in with it, or with a code by e-mail.',
  },
});

/** Only ever to an unverified address: no name, whatever the account typed. */
export function verificationMail(to: string, url: string, locale: Locale = 'en'): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.verifySubject),
    {
      greeting: hello(null, locale),
      paragraphs: [t(m.verifyBody), t(m.verifyExpiry)],
      action: { label: t(m.verifyAction), url },
    },
    locale,
  );
}

export function resetPasswordMail(
  to: string,
  firstName: string | null,
  url: string,
  code: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.resetSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.resetBody), t(m.resetHow)],
      action: { label: t(m.resetAction), url },
      code,
      footer: t(m.resetFooter),
    },
    locale,
  );
}

export function passwordChangedMail(
  to: string,
  firstName: string | null,
  loginUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.changedSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.changedBody), t(m.notYou)],
      action: { label: t(m.goToVouch), url: loginUrl },
      footer: t(m.securityFooter),
    },
    locale,
  );
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
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  const values = { change, factor: factor === 'a passkey' ? 'passkey' : 'app' };
  return render(
    to,
    t(m.factorSubject, values),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.factorBody, values), t(m.notYou)],
      action: { label: t(m.factorAction), url: settingsUrl },
      footer: t(m.securityFooter),
    },
    locale,
  );
}

export function alreadyRegisteredMail(
  to: string,
  firstName: string | null,
  resetUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.registeredSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.registeredBody), t(m.registeredHow)],
      action: { label: t(m.resetAction), url: resetUrl },
    },
    locale,
  );
}

export interface ReceiptDetails {
  reference: string;
  amount: string;
  method: string;
  paidAt: string;
  kycUrl: string;
}

export function paymentReceiptMail(
  to: string,
  firstName: string,
  r: ReceiptDetails,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.receiptSubject, { amount: r.amount }),
    {
      greeting: hello(firstName, locale),
      paragraphs: [
        t(m.receiptBody, { amount: r.amount }),
        t(m.receiptReference, { reference: r.reference }),
        t(m.receiptMethod, { method: r.method }),
        t(m.receiptPaidOn, { paidAt: r.paidAt }),
        t(m.receiptNext),
      ],
      action: { label: t(m.receiptAction), url: r.kycUrl },
      footer: t(m.receiptFooter),
    },
    locale,
  );
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
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.receivedSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [
        t(m.receivedBody, {
          receivedAt: details.receivedAt,
          update: details.update ? 'yes' : 'no',
        }),
        t(m.receivedNext),
      ],
      action: { label: t(m.receivedAction), url: kycUrl },
      footer: t(m.receivedFooter),
    },
    locale,
  );
}

export function kycApprovedMail(
  to: string,
  firstName: string,
  profileUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.approvedSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.approvedBody), t(m.approvedNext)],
      action: { label: t(m.approvedAction), url: profileUrl },
      footer: t(m.approvedFooter),
    },
    locale,
  );
}

export function kycRejectedMail(
  to: string,
  firstName: string,
  reason: string,
  updateUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.rejectedSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.rejectedBody), t(m.rejectedReason, { reason }), t(m.rejectedNext)],
      action: { label: t(m.rejectedAction), url: updateUrl },
      footer: t(m.questions),
    },
    locale,
  );
}

export function ticketReceivedMail(
  to: string,
  firstName: string,
  reference: string,
  subject: string,
  url: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.ticketSubject, { reference }),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.ticketBody, { reference, subject }), t(m.ticketNext)],
      action: { label: t(m.ticketAction), url },
    },
    locale,
  );
}

export function ticketReplyMail(
  to: string,
  firstName: string,
  reference: string,
  reply: string,
  url: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.replySubject, { reference }),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.replyBody), reply],
      action: { label: t(m.replyAction), url },
    },
    locale,
  );
}

/**
 * A code to sign in or to finish a sign-up (decision 0053). Only ever to whoever holds the
 * address, so it may say whether an account exists: nobody else reads it.
 */
export function emailCodeMail(
  to: string,
  code: string,
  account: 'existing' | 'new',
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.codeSubject, { account }),
    {
      greeting: hello(null, locale),
      paragraphs: [t(m.codeBody, { account }), t(m.codeExpiry)],
      code,
      footer: t(m.codeFooter),
    },
    locale,
  );
}

export function passwordSetMail(
  to: string,
  firstName: string,
  loginUrl: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.passwordSetSubject),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.passwordSetBody), t(m.notYou)],
      action: { label: t(m.goToVouch), url: loginUrl },
    },
    locale,
  );
}
