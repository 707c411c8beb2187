import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRecord } from '../src/adapters/dev-outbox.js';
import { MessageRefusedError } from '../src/adapters/messaging/messenger.js';
import { openMessage } from '../src/adapters/messaging/sealed-message.js';
import { termiiSms } from '../src/adapters/messaging/termii-sms.js';
import { InvalidMessageError } from '../src/adapters/messaging/text-message.js';
import { whatsappCloud } from '../src/adapters/messaging/whatsapp-cloud.js';
import { ConfigError, loadConfig } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import { runVouch } from './setup/cli.js';
import { columnsOf } from './setup/columns.js';
import { startFakeTermii } from './setup/fake-termii.js';
import { startFakeWhatsApp } from './setup/fake-whatsapp.js';
import { registerMember, uniquePhone, waitForMail } from './setup/members.js';
import { createTestApp, productionEnv, testDb, type TestApp } from './setup/test-app.js';

/** A number as members type it (0803 123 4567) and as the job keeps it (+2348031234567). */
function newNumber() {
  const typed = uniquePhone('0803');
  const e164 = `+234${typed.replace(/\D/g, '').slice(1)}`;
  return { typed, e164, digits: e164.slice(1) };
}

interface MessageJob {
  state: string;
  /** 1 on the first run. */
  attempts: number;
  /** The job's data as stored, as text. */
  data: string;
}

/** The message queue's jobs, oldest first, from the engine underneath (jobs table | pg-boss). */
async function messageJobs(db: Db): Promise<MessageJob[]> {
  if (testDb === 'postgres') {
    const r = await sql<{ state: string; retry_count: number; data: string }>`
      select state, retry_count, data::text as data from pgboss.job
      where name = 'message' order by created_on, id`.execute(db);
    return r.rows.map((j) => ({
      state: j.state,
      attempts: Number(j.retry_count) + 1,
      data: j.data,
    }));
  }
  const rows = await db
    .selectFrom('jobs')
    .select(['state', 'attempts', 'data'])
    .where('queue', '=', 'message')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((j) => ({ state: j.state, attempts: Number(j.attempts), data: j.data }));
}

/** Until every message job has ended (sent, dropped or failed for good): its outcome is final. */
async function settled(db: Db, timeoutMs = 30_000): Promise<MessageJob[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const jobs = await messageJobs(db);
    if (jobs.every((j) => j.state === 'completed' || j.state === 'failed')) return jobs;
    if (Date.now() > until) throw new Error(`message jobs still running: ${JSON.stringify(jobs)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function until(what: string, ok: () => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A local port nothing listens on (fetch refuses "bad ports" such as 9 before connecting). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server's log lines, parsed (pino writes one JSON object per line). */
function logCollector() {
  const lines: { msg?: string; [k: string]: unknown }[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[0]) },
    text: () => lines.map((l) => JSON.stringify(l)).join('\n'),
  };
}

describe('the sandbox: messages kept in the dev outbox', () => {
  let t: TestApp;
  const log = logCollector();
  beforeAll(async () => {
    t = await createTestApp({ logStream: log.stream });
  });
  afterAll(() => t.close());

  it('an SMS and a WhatsApp message sent as jobs land in the outbox with their channel (vouch outbox --json)', async () => {
    const n = newNumber();
    await t.sendMessage(t.db, {
      channel: 'sms',
      to: n.typed,
      text: 'Your Vouch code is 482913. It expires in 10 minutes.',
      code: '482913',
    });
    await t.sendMessage(t.db, {
      channel: 'whatsapp',
      to: n.e164,
      text: '731804 is your verification code.',
      code: '731804',
    });
    const jobs = await settled(t.db);
    expect(jobs.slice(-2).map((j) => j.state)).toEqual(['completed', 'completed']);

    // --to takes the number as members type it, or in E.164.
    for (const to of [n.typed, n.e164]) {
      const r = await runVouch(t.config, ['outbox', '--json', '--to', to]);
      expect(r.code, r.stderr).toBe(0);
      const records = (JSON.parse(r.stdout) as OutboxRecord[])
        .map(({ channel, to, text, to_address }) => ({ channel, to, text, to_address }))
        .sort((a, b) => a.channel.localeCompare(b.channel));
      expect(records).toEqual([
        {
          channel: 'sms',
          to: n.e164,
          text: 'Your Vouch code is 482913. It expires in 10 minutes.',
          to_address: n.e164,
        },
        {
          channel: 'whatsapp',
          to: n.e164,
          text: '731804 is your verification code.',
          to_address: n.e164,
        },
      ]);
    }
    const onlySms = await runVouch(t.config, [
      'outbox',
      '--json',
      '--to',
      n.e164,
      '--channel',
      'sms',
    ]);
    expect((JSON.parse(onlySms.stdout) as OutboxRecord[]).map((m) => m.channel)).toEqual(['sms']);
    const human = await runVouch(t.config, ['outbox', '--to', n.typed]);
    expect(human.stdout).toContain(`SMS to ${n.e164}`);
    expect(human.stdout).toContain(`WhatsApp to ${n.e164}`);
  });

  it('mail keeps every field it had, now marked as e-mail', async () => {
    const m = await registerMember(t.app, t.db);
    await waitForMail(t.db, m.email, 'Verify your e-mail address');
    const r = await runVouch(t.config, ['outbox', '--json', '--to', m.email]);
    const [mail] = JSON.parse(r.stdout) as OutboxRecord[];
    expect(mail).toMatchObject({
      channel: 'email',
      to: m.email.toLowerCase(),
      to_address: m.email.toLowerCase(),
      subject: expect.stringContaining('Verify your e-mail address') as string,
    });
    expect(mail!.text).toBe(mail!.text_body);
    expect(mail!.text_body).toMatch(/http:\/\/vouch\.test\/email-verified\?token=\S+/);
    expect(mail!.html_body).toContain('<');
  });

  it('/dev/mailbox shows SMS and WhatsApp among the mail, marked with their channel and number', async () => {
    const n = newNumber();
    await t.sendMessage(t.db, {
      channel: 'sms',
      to: n.typed,
      text: 'SMS code 660142',
      code: '660142',
    });
    await t.sendMessage(t.db, {
      channel: 'whatsapp',
      to: n.typed,
      text: 'WA code 551903',
      code: '551903',
    });
    await settled(t.db);
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<article class="sms"><p class="channel">SMS</p><h2>SMS to ${n.e164}</h2>`,
    );
    expect(page.body).toMatch(
      new RegExp(
        `<article class="whatsapp"><p class="channel">WhatsApp</p><h2>WhatsApp to \\${n.e164}</h2>[^]*?WA code 551903`,
      ),
    );
    // The mail of the test before is still there, marked as e-mail.
    expect(page.body).toContain('<article class="email"><p class="channel">E-mail</p>');
    const json = await t.app.inject({
      url: `/api/v1/dev/outbox?to=${encodeURIComponent(n.typed)}`,
    });
    const list = (json.json() as { msg: OutboxRecord[] }).msg;
    expect(list.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
  });

  it('the job carries the number and code sealed: neither is in the jobs table in clear', async () => {
    const n = newNumber();
    const before = (await messageJobs(t.db)).length;
    const message = {
      channel: 'sms' as const,
      to: n.e164,
      text: 'Your Vouch code is 907215.',
      code: '907215',
    };
    await t.sendMessage(t.db, message);
    const jobs = await messageJobs(t.db);
    expect(jobs).toHaveLength(before + 1);
    const stored = jobs[before]!.data;
    for (const secret of [n.digits.slice(3), '907215', 'Vouch code'])
      expect(stored, secret).not.toContain(secret);
    // It is this message, sealed: the app's keys open it.
    expect(openMessage(columnsOf(t.config), JSON.parse(stored) as { sealed: string })).toEqual(
      message,
    );
    await settled(t.db);
  });

  it('logs that a message went with a masked number, never the number or the code', async () => {
    const n = newNumber();
    await t.sendMessage(t.db, { channel: 'sms', to: n.e164, text: 'Code 318274', code: '318274' });
    await settled(t.db);
    const masked = `+234********${n.digits.slice(-2)}`;
    const sent = log.lines.filter((l) => l.msg === 'message sent' && l.to === masked);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'sms', attempt: 1 });
    expect(
      log.lines.some((l) => l.msg?.startsWith(`[dev outbox] SMS to ${masked} kept: see`)),
    ).toBe(true);
    expect(log.text()).not.toContain(n.digits.slice(3));
    expect(log.text()).not.toContain('318274');
  });

  it('refuses a number no provider takes before writing anything', async () => {
    const before = (await messageJobs(t.db)).length;
    await expect(
      t.sendMessage(t.db, { channel: 'sms', to: '12345', text: 'Your code is 123456' }),
    ).rejects.toThrow(InvalidMessageError);
    expect(await messageJobs(t.db)).toHaveLength(before);
  });

  it('drops a message whose code expired while it waited, instead of sending it late', async () => {
    const n = newNumber();
    await t.sendMessage(t.db, {
      channel: 'sms',
      to: n.e164,
      text: 'Code 440021',
      code: '440021',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const jobs = await settled(t.db);
    expect(jobs.at(-1)!.state).toBe('completed');
    const r = await runVouch(t.config, ['outbox', '--json', '--to', n.e164]);
    expect(JSON.parse(r.stdout)).toEqual([]);
    expect(
      log.lines.some((l) => l.msg === 'message expired before it could be sent: dropped'),
    ).toBe(true);
  });
});

const TERMII_KEY = 'TLtestKey-9f8e7d6c5b4a';
const SENDER_ID = 'VouchNG';
const WHATSAPP = {
  accessToken: 'EAAGtest-whatsapp-token-123',
  apiVersion: 'v23.0',
  phoneNumberId: '106540352242922',
  template: 'vouch_code',
  language: 'en_GB',
};

describe('Termii and the WhatsApp Cloud API, against local fakes of their documented APIs', () => {
  let t: TestApp;
  let termii: Awaited<ReturnType<typeof startFakeTermii>>;
  let whatsapp: Awaited<ReturnType<typeof startFakeWhatsApp>>;
  const log = logCollector();

  beforeAll(async () => {
    termii = await startFakeTermii(TERMII_KEY, SENDER_ID);
    whatsapp = await startFakeWhatsApp(WHATSAPP);
    t = await createTestApp({
      env: {
        SMS_PROVIDER: 'termii',
        TERMII_API_KEY: TERMII_KEY,
        TERMII_SENDER_ID: SENDER_ID,
        TERMII_BASE_URL: termii.baseUrl,
        WHATSAPP_PROVIDER: 'cloud',
        WHATSAPP_ACCESS_TOKEN: WHATSAPP.accessToken,
        WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
        WHATSAPP_TEMPLATE: WHATSAPP.template,
        WHATSAPP_TEMPLATE_LANGUAGE: WHATSAPP.language,
        WHATSAPP_API_VERSION: WHATSAPP.apiVersion,
        WHATSAPP_BASE_URL: whatsapp.baseUrl,
        MESSAGING_TIMEOUT_MS: '2000',
      },
      // Retries 1 s, 2 s, 4 s … apart (pg-boss counts whole seconds, doubled with jitter).
      jobPolicies: { message: { retryBaseMs: 1000 } },
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await t.close();
    await termii.close();
    await whatsapp.close();
  });

  const toTermii = (digits: string) => termii.received.filter((r) => r.to === digits);
  const toWhatsApp = (digits: string) => whatsapp.received.filter((r) => r.to === digits);

  it('Termii: an SMS goes as documented (key, sender ID, digits, the DND route) and is sent once', async () => {
    const n = newNumber();
    await t.sendMessage(t.db, {
      channel: 'sms',
      to: n.typed,
      text: 'Your Vouch code is 530817. It expires in 10 minutes.',
      code: '530817',
    });
    const jobs = await settled(t.db);
    expect(jobs.at(-1)).toMatchObject({ state: 'completed', attempts: 1 });
    expect(toTermii(n.digits)).toEqual([
      {
        api_key: TERMII_KEY,
        to: n.digits,
        from: SENDER_ID,
        sms: 'Your Vouch code is 530817. It expires in 10 minutes.',
        type: 'plain',
        channel: 'dnd',
      },
    ]);
    const sent = log.lines.find((l) => l.msg === 'message sent' && l.channel === 'sms');
    expect(sent?.providerId).toMatch(/^3017\d+$/);
    // Nothing went to the dev outbox.
    expect(
      JSON.parse((await runVouch(t.config, ['outbox', '--json', '--to', n.e164])).stdout),
    ).toEqual([]);
  });

  it('Termii: a number it refuses is not tried again, and the log keeps no number', async () => {
    const n = newNumber();
    termii.refused.add(n.digits);
    await t.sendMessage(t.db, { channel: 'sms', to: n.e164, text: 'Code 118204', code: '118204' });
    const jobs = await settled(t.db);
    expect(jobs.at(-1)).toMatchObject({ state: 'completed', attempts: 1 });
    await pause(2500); // past the first retry's time
    expect(toTermii(n.digits)).toHaveLength(1);
    const refusal = log.lines.find(
      (l) => l.msg === 'message refused by the provider: not retried' && l.channel === 'sms',
    );
    // The fake echoes the number in its error text, as a provider may: the log has it redacted.
    expect(refusal?.reason).toBe('Termii refused the message: Phone number [redacted] is invalid');
    expect(log.text()).not.toContain(n.digits.slice(3));
  });

  it('Termii: an outage is retried until Termii answers again', async () => {
    const n = newNumber();
    termii.setMode('down');
    await t.sendMessage(t.db, { channel: 'sms', to: n.e164, text: 'Code 204466', code: '204466' });
    await until('two attempts during the outage', () => toTermii(n.digits).length >= 2);
    termii.setMode('normal');
    const jobs = await settled(t.db);
    const tries = toTermii(n.digits).length;
    expect(tries).toBeGreaterThanOrEqual(3);
    expect(jobs.at(-1)).toMatchObject({ state: 'completed', attempts: tries });
  });

  it('WhatsApp: the code goes in the documented authentication template, with the bearer token', async () => {
    const n = newNumber();
    await t.sendMessage(t.db, {
      channel: 'whatsapp',
      to: n.typed,
      text: '629401 is your verification code.',
      code: '629401',
    });
    const jobs = await settled(t.db);
    expect(jobs.at(-1)).toMatchObject({ state: 'completed', attempts: 1 });
    expect(toWhatsApp(n.digits)).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: n.digits,
        type: 'template',
        template: {
          name: 'vouch_code',
          language: { code: 'en_GB' },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: '629401' }] },
            {
              type: 'button',
              sub_type: 'url',
              index: '0',
              parameters: [{ type: 'text', text: '629401' }],
            },
          ],
        },
      },
    ]);
    const sent = log.lines.find((l) => l.msg === 'message sent' && l.channel === 'whatsapp');
    expect(sent?.providerId).toMatch(/^wamid\./);
  });

  it('WhatsApp: a number that cannot get it (131026) is not tried again', async () => {
    const n = newNumber();
    whatsapp.refused.add(n.digits);
    await t.sendMessage(t.db, { channel: 'whatsapp', to: n.e164, text: 'x', code: '775530' });
    const jobs = await settled(t.db);
    expect(jobs.at(-1)).toMatchObject({ state: 'completed', attempts: 1 });
    await pause(2500);
    expect(toWhatsApp(n.digits)).toHaveLength(1);
    const refusal = log.lines.find(
      (l) => l.msg === 'message refused by the provider: not retried' && l.channel === 'whatsapp',
    );
    expect(refusal?.reason).toBe(
      'WhatsApp refused the message: 131026 Unable to deliver message to [redacted]',
    );
  });

  it('WhatsApp: an outage (503, 131016) is retried until the API answers again', async () => {
    const n = newNumber();
    whatsapp.setMode('down');
    await t.sendMessage(t.db, { channel: 'whatsapp', to: n.e164, text: 'x', code: '390118' });
    await until('two attempts during the outage', () => toWhatsApp(n.digits).length >= 2);
    whatsapp.setMode('normal');
    const jobs = await settled(t.db);
    const tries = toWhatsApp(n.digits).length;
    expect(tries).toBeGreaterThanOrEqual(3);
    expect(jobs.at(-1)).toMatchObject({ state: 'completed', attempts: tries });
  });

  it('a wrong key or token, or a provider out of reach, is not a refusal of the message: it is tried again', async () => {
    const n = newNumber();
    const sms = { channel: 'sms' as const, to: n.e164, text: 'Code 100200', code: '100200' };
    const wa = { channel: 'whatsapp' as const, to: n.e164, text: 'x', code: '100200' };
    const termiiWith = (apiKey: string, baseUrl = termii.baseUrl) =>
      termiiSms({ apiKey, senderId: SENDER_ID, baseUrl, route: 'dnd', timeoutMs: 2000 });
    const whatsappWith = (accessToken: string) =>
      whatsappCloud({ ...WHATSAPP, accessToken, baseUrl: whatsapp.baseUrl, timeoutMs: 2000 });
    const outcomes = await Promise.allSettled([
      termiiWith('not-the-key').send(sms),
      termiiWith(TERMII_KEY, `http://127.0.0.1:${await closedPort()}`).send(sms),
      whatsappWith('not-the-token').send(wa),
    ]);
    const errors = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error) : null));
    expect(errors.map((e) => e?.message)).toEqual([
      'Termii answered 401: Unauthorized',
      'Termii unreachable: ECONNREFUSED',
      'WhatsApp Cloud API answered 401: 190 Invalid OAuth access token - Cannot parse access token',
    ]);
    for (const e of errors) expect(e).not.toBeInstanceOf(MessageRefusedError);
    // The fakes check credentials first: nothing reached them as a send.
    expect(toTermii(n.digits)).toEqual([]);
    expect(toWhatsApp(n.digits)).toEqual([]);
  });
});

describe('production refuses the messaging sandboxes', () => {
  it('names SMS_PROVIDER and WHATSAPP_PROVIDER when they are left to their sandboxes', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vouch-messaging-'));
    try {
      const env: Record<string, string> = { ...productionEnv, DATA_DIR: dataDir };
      delete env.SMS_PROVIDER;
      delete env.WHATSAPP_PROVIDER;
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        /SMS_PROVIDER: the sandbox keeps text messages[\s\S]*WHATSAPP_PROVIDER: the sandbox keeps WhatsApp/,
      );
      // With both real providers set, the same environment loads.
      expect(loadConfig({ ...productionEnv, DATA_DIR: dataDir }).messaging.sms.provider).toBe(
        'termii',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
