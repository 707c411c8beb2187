import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { post } from './setup/members.js';
import { newMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP exchange: the app sends through nodemailer to an SMTP server this test runs. */
let server: SMTPServer;
let port: number;
const received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Vouch <hello@vouch.test>' },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the verification e-mail as plain text and HTML with the APP_URL link', async () => {
    const m = newMember();
    await post(t.app, '/auth/register', m);
    for (let i = 0; i < 200 && received.length === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('hello@vouch.test');
    expect(mail.to).toEqual([m.email_address.toLowerCase()]);
    expect(mail.raw).toMatch(/^Subject: Verify your e-mail address/m);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toMatch(/http:\/\/vouch\.test\/email-verified\?token=[A-Za-z0-9_-]{43}/);
    // Nothing went to the dev outbox when SMTP is configured.
    const outbox = await t.db.selectFrom('dev_outbox').select('id').execute();
    expect(outbox).toEqual([]);
  });
});
