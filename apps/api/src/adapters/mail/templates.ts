import { escapeHtml } from '../../lib/html.js';
import type { Mail } from './mailer.js';

/** The e-mails members receive, each as plain text and HTML. */

interface Block {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  footer?: string;
}

function render(to: string, subject: string, b: Block): Mail {
  const text = [
    b.greeting,
    '',
    ...b.paragraphs.flatMap((p) => [p, '']),
    ...(b.action ? [`${b.action.label}: ${b.action.url}`, ''] : []),
    ...(b.code ? [`Your code: ${b.code}`, ''] : []),
    b.footer ?? "If you didn't ask for this, you can ignore this e-mail.",
    '',
    '— Vouch',
  ].join('\n');
  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html><body style="margin:0;background:#f3f6f9;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<div style="font-size:20px;font-weight:bold;color:#0f4c5c;margin-bottom:24px">Vouch</div>
${p(b.greeting)}
${b.paragraphs.map(p).join('\n')}
${
  b.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(b.action.url)}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(b.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">Or open this link: <a href="${escapeHtml(b.action.url)}" style="color:#0f766e">${escapeHtml(b.action.url)}</a></p>`
    : ''
}
${b.code ? `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">Your code:</p><p style="font-family:monospace;font-size:16px;background:#f3f4f6;padding:12px;border-radius:8px;word-break:break-all">${escapeHtml(b.code)}</p>` : ''}
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(b.footer ?? "If you didn't ask for this, you can ignore this e-mail.")}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to, subject, text, html, link: b.action?.url };
}

export function verificationMail(to: string, firstName: string, url: string): Mail {
  return render(to, 'Verify your e-mail address', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Please confirm that this is your e-mail address to finish setting up your Vouch account.',
      'The link works once and expires in 24 hours.',
    ],
    action: { label: 'Verify e-mail address', url },
  });
}

export function resetPasswordMail(to: string, firstName: string, url: string, code: string): Mail {
  return render(to, 'Reset your Vouch password', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'We received a request to reset the password of your Vouch account.',
      'Open the link below, or enter the code on the reset screen. It works once and expires in 15 minutes.',
    ],
    action: { label: 'Reset password', url },
    code,
    footer: "If you didn't ask for a reset, ignore this e-mail: your password stays as it is.",
  });
}

export function passwordChangedMail(to: string, firstName: string, loginUrl: string): Mail {
  return render(to, 'Your Vouch password was changed', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'The password of your Vouch account was just changed, and your other sessions were signed out.',
      'If this was not you, reset your password now and contact our support team.',
    ],
    action: { label: 'Go to Vouch', url: loginUrl },
    footer: 'You receive this e-mail for your security; there is nothing else to do if it was you.',
  });
}

export function alreadyRegisteredMail(to: string, firstName: string, resetUrl: string): Mail {
  return render(to, 'Someone tried to register with your e-mail', {
    greeting: `Hello ${firstName},`,
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
      `Paid on: ${r.paidAt} (Lagos time)`,
      'Next, submit your ID details, a selfie and your ID document. We review submissions within 24-48 hours.',
    ],
    action: { label: 'Start KYC Process', url: r.kycUrl },
    footer: 'Keep this e-mail as your receipt. Questions? Reply to our support team from the app.',
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
