import type { Locale } from '@vouch/contracts';
import { defineMessages, translator } from '../../i18n/mail-text.js';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from './mailer.js';

const m = defineMessages({
  hello: { id: 'mail.layout.hello', defaultMessage: 'Hello,' },
  helloName: { id: 'mail.layout.helloName', defaultMessage: 'Hello {firstName},' },
  yourCode: { id: 'mail.layout.yourCode', defaultMessage: 'Your code:' },
  openLink: { id: 'mail.layout.openLink', defaultMessage: 'Or open this link:' },
  ignore: {
    id: 'mail.layout.ignore',
    defaultMessage: "If you didn't ask for this, you can ignore this e-mail.",
  },
});

/** One layout for every e-mail: plain text and HTML with the same words. */

export interface Block {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  footer?: string;
}

/**
 * "Hello Ada," — or "Hello," when no name may be used: a name typed by an account whose e-mail is
 * not verified is anyone's words, sent to someone else's address (issue 31).
 */
export const hello = (firstName: string | null, locale: Locale = 'en') => {
  const t = translator(locale);
  return firstName ? t(m.helloName, { firstName }) : t(m.hello);
};

/** `locale`: the member's language (issue 51); the layout's own words follow it. */
export function render(to: string, subject: string, b: Block, locale: Locale = 'en'): Mail {
  const t = translator(locale);
  const footer = b.footer ?? t(m.ignore);
  const text = [
    b.greeting,
    '',
    ...b.paragraphs.flatMap((p) => [p, '']),
    ...(b.action ? [`${b.action.label}: ${b.action.url}`, ''] : []),
    ...(b.code ? [`${t(m.yourCode)} ${b.code}`, ''] : []),
    footer,
    '',
    '— Vouch',
  ].join('\n');
  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f3f6f9;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<div style="font-size:20px;font-weight:bold;color:#0f4c5c;margin-bottom:24px">Vouch</div>
${p(b.greeting)}
${b.paragraphs.map(p).join('\n')}
${
  b.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(b.action.url)}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(b.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(t(m.openLink))} <a href="${escapeHtml(b.action.url)}" style="color:#0f766e">${escapeHtml(b.action.url)}</a></p>`
    : ''
}
${b.code ? `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(t(m.yourCode))}</p><p style="font-family:monospace;font-size:16px;background:#f3f4f6;padding:12px;border-radius:8px;word-break:break-all">${escapeHtml(b.code)}</p>` : ''}
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to, subject, text, html, link: b.action?.url };
}
