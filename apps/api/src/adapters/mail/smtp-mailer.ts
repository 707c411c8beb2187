import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer.js';

/**
 * A mail server that accepts the connection but never answers must not hold a worker for
 * minutes (nodemailer's defaults): the job fails after these and is retried later.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The SMTP URL with our timeouts, unless the operator set their own in its query string. */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [k, v] of Object.entries(TIMEOUTS))
    if (!url.searchParams.has(k)) url.searchParams.set(k, String(v));
  return url.toString();
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(withTimeouts(smtpUrl));
  return {
    async send(mail: Mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
