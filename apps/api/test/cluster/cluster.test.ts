import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import pg from 'pg';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreatedApiKey,
  CreatedWebhookEndpoint,
  EventsPage,
  KycRecord,
  Organisation,
  PaymentCheckout,
} from '@vouch/contracts';
import { createDb, type Db } from '../../src/db/database.js';
import { auditLog } from '../../src/modules/audit/index.js';
import { passportSubmission } from '../setup/kyc-fixtures.js';
import { newMember } from '../setup/members.js';
import { adminUrl, databaseUrl } from '../setup/postgres-url.js';
import { testSecrets } from '../setup/test-app.js';
import { freePort, start, type Instance } from './processes.js';
import { smtpSink, startS3 } from './sinks.js';
import { columnsFor } from '../setup/columns.js';

/**
 * Vouch on several machines, for real: two API instances (WORKERS=off) and workers, compiled and
 * run with plain node, on one PostgreSQL database, with Redis for the rate limits, an
 * S3-compatible server for the files and an SMTP server for the mail, all started here.
 */
const REDIS = 'redis://127.0.0.1:6379/3';
const dbName = `vouch_cluster_${randomBytes(5).toString('hex')}`;
const secrets = testSecrets();
let env: Record<string, string>;
let db: Db;
let redis: Redis;
let s3: Awaited<ReturnType<typeof startS3>>;
let smtp: Awaited<ReturnType<typeof smtpSink>>;
let a: Instance;
let b: Instance;
const workers: Instance[] = [];

beforeAll(async () => {
  redis = new Redis(REDIS, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch (err) {
    throw new Error(
      `Redis is unreachable at ${REDIS} (${(err as Error).message}): start it (redis-server) or set SKIP_POSTGRES=1 to skip the PostgreSQL legs.`,
    );
  }
  await redis.flushdb();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  s3 = await startS3('vouch-cluster');
  smtp = await smtpSink();
  env = {
    NODE_ENV: 'test',
    APP_URL: 'http://vouch.test',
    DATABASE_URL: databaseUrl(dbName),
    ...secrets,
    ...s3.env,
    REDIS_URL: REDIS,
    SMTP_URL: smtp.url,
    WEB_DIST: path.join(import.meta.dirname, 'no-web'),
    LOG_LEVEL: 'warn',
    CHECKS: 'on',
    JOBS_POLL_MS: '200',
    // Mail retries after 1 s, 2 s, 4 s, … instead of 10 s, 20 s, 40 s.
    JOBS_RETRY_SCALE: '0.1',
    // Webhooks to the receiver this suite starts on 127.0.0.1.
    WEBHOOKS_ALLOW_LOOPBACK: 'on',
  };
  // Two instances started together on an empty database: one migrates, the other waits.
  const [portA, portB] = [await freePort(), await freePort()];
  [a, b] = await Promise.all([
    start('api-a', 'api', { ...env, WORKERS: 'off' }, portA),
    start('api-b', 'api', { ...env, WORKERS: 'off' }, portB),
  ]);
  workers.push(await start('worker-1', 'worker', env));
  // Its connections are terminated on purpose below: their loss is expected, not logged.
  db = createDb(
    { kind: 'postgres', url: databaseUrl(dbName) },
    { error: () => undefined, warn: () => undefined },
  );
}, 240_000);

afterAll(async () => {
  for (const p of [a, b, ...workers]) await p?.stop('SIGKILL');
  await db?.destroy();
  await redis?.flushdb().catch(() => undefined);
  await redis?.quit();
  await s3?.close();
  await smtp?.stop();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

/** The raw message as its text reads (soft line breaks joined, =XX decoded). */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function call(on: Instance, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${on.url}/api/v1${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { code: res.status, body: (await res.json()) as { msg: unknown } };
}

/** Registered on A, e-mail confirmed from the mail the workers sent, logged in on A. */
async function member() {
  const m = newMember();
  expect((await call(a, 'POST', '/auth/register', m)).code).toBe(200);
  const mail = await smtp.waitFor(m.email_address, /Verify your e-mail address/);
  const confirm = /token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(mail.raw))?.[1] ?? '';
  expect(
    (await call(a, 'POST', '/account/verify-account-email-address', { confirm_token: confirm }))
      .code,
  ).toBe(200);
  const login = await call(a, 'POST', '/auth/login', {
    email_address: m.email_address,
    password: m.password,
  });
  return { ...m, token: (login.body.msg as { authToken: string }).authToken };
}

async function paidSubmitted(on: Instance) {
  const m = await member();
  const c = (await call(on, 'POST', '/transaction/initiate-payment', {}, m.token)).body
    .msg as PaymentCheckout;
  await call(
    on,
    'POST',
    '/sandbox/checkout/complete',
    { ref_number: c.ref_number, method: 'card', outcome: 'successful' },
    m.token,
  );
  await call(
    on,
    'POST',
    '/transaction/create-new-transaction',
    { ref_number: c.ref_number },
    m.token,
  );
  const r = await call(on, 'POST', '/kyc/create-new-kyc', await passportSubmission(), m.token);
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  const info = (
    (await call(b, 'GET', '/kyc/fetch-kyc-info', undefined, m.token)).body.msg as {
      info: KycRecord;
    }
  ).info;
  return { ...m, submission: info };
}

const checkJob = async (submissionId: string) =>
  (
    await sql<{ state: string; retry_count: number }>`
      select state, retry_count from pgboss.job
      where name = 'checks' and data->>'submissionId' = ${submissionId}
    `.execute(db)
  ).rows;

/**
 * The job once its worker has marked it done: the results are stored before pg-boss hears that
 * the handler finished, so "checked" can be seen a moment before "completed".
 */
async function settledJob(submissionId: string) {
  await waitUntil(async () => (await checkJob(submissionId))[0]?.state !== 'active', 10_000);
  return checkJob(submissionId);
}

const checked = async (submissionId: string) =>
  Boolean(
    (
      await db
        .selectFrom('kyc_submissions')
        .select('checks_done_at')
        .where('id', '=', submissionId)
        .executeTakeFirst()
    )?.checks_done_at,
  );

async function waitUntil(check: () => Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

describe('several API instances and workers on one PostgreSQL database', () => {
  it('two instances started together on an empty database both serve; migrations ran once', async () => {
    for (const i of [a, b]) expect((await call(i, 'GET', '/ready')).code).toBe(200);
    const applied = await db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    expect(new Set(applied.map((r) => (r as { name: string }).name)).size).toBe(applied.length);
  });

  it('a session made on A works on B', async () => {
    const m = await member();
    const info = await call(b, 'GET', '/account/info', undefined, m.token);
    expect(info.code).toBe(200);
    expect((info.body.msg as { email_address: string }).email_address).toBe(
      m.email_address.toLowerCase(),
    );
  }, 60_000);

  it('a rate limit counts across both instances', async () => {
    await redis.flushdb();
    const ask = (on: Instance) =>
      call(on, 'POST', '/auth/forgot-password', { email_address: 'someone@example.com' });
    const codes = [];
    for (const on of [a, b, a, b, a]) codes.push((await ask(on)).code);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    // Five from this address in 15 minutes, counted together: the sixth is refused on either.
    expect((await ask(b)).code).toBe(429);
    expect((await ask(a)).code).toBe(429);
    await redis.flushdb();
  });

  it('the per-member search quota holds across instances: of 40 searches at once, 30 are answered', async () => {
    await redis.flushdb();
    const m = await member();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(
          i % 2 ? a : b,
          'POST',
          '/verification/check-verification',
          { search_by: 'EMAIL_ADDRESS', search_value: `nobody${i}@example.com` },
          m.token,
        ),
      ),
    );
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 404)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  }, 60_000);

  it('a file uploaded on A is served by B', async () => {
    const m = await paidSubmitted(a);
    const selfie = m.submission.portrait_file.new_capture;
    const read = (on: Instance) =>
      fetch(`${on.url}${selfie}`, { headers: { authorization: `Bearer ${m.token}` } });
    const [fromA, fromB] = [await read(a), await read(b)];
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  }, 90_000);

  it('each check job runs exactly once, with two workers taking jobs', async () => {
    workers.push(await start('worker-2', 'worker', env));
    const submitted = await Promise.all([paidSubmitted(a), paidSubmitted(b), paidSubmitted(a)]);
    for (const s of submitted)
      expect(await waitUntil(() => checked(s.submission.id), 90_000), s.submission.id).toBe(true);
    for (const s of submitted)
      expect(await settledJob(s.submission.id)).toEqual([{ state: 'completed', retry_count: 0 }]);
    await workers.pop()!.stop('SIGTERM');
  }, 240_000);

  it('kill -9 of a worker in the middle of a check: another worker finishes it within 30 s', async () => {
    const s = await paidSubmitted(a);
    const running = await waitUntil(
      async () => (await checkJob(s.submission.id))[0]?.state === 'active',
      60_000,
    );
    expect(running).toBe(true);
    const victim = workers.pop()!;
    const killedAt = Date.now();
    await victim.stop('SIGKILL');
    expect(await checked(s.submission.id)).toBe(false);
    workers.push(await start('worker-3', 'worker', env));
    expect(await waitUntil(() => checked(s.submission.id), 30_000 - (Date.now() - killedAt))).toBe(
      true,
    );
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    expect(await settledJob(s.submission.id)).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 180_000);

  it('SIGTERM in the middle of a check: the worker exits within 10 s and the check still completes', async () => {
    const s = await paidSubmitted(a);
    expect(
      await waitUntil(async () => (await checkJob(s.submission.id))[0]?.state === 'active', 60_000),
    ).toBe(true);
    const stopping = workers.pop()!;
    const at = Date.now();
    await stopping.stop('SIGTERM');
    expect(Date.now() - at).toBeLessThan(10_000);
    // Finished within the grace period, or handed back and finished by the next worker.
    workers.push(await start('worker-4', 'worker', env));
    expect(await waitUntil(() => checked(s.submission.id), 30_000)).toBe(true);
    expect((await checkJob(s.submission.id))[0]?.state).toBe('completed');
  }, 120_000);

  it('an API instance stopped with SIGTERM exits within 10 s; the other goes on serving', async () => {
    const extra = await start('api-c', 'api', { ...env, WORKERS: 'off' }, await freePort());
    const at = Date.now();
    expect(await extra.stop('SIGTERM')).toBe(0);
    expect(Date.now() - at).toBeLessThan(10_000);
    expect((await call(a, 'GET', '/ready')).code).toBe(200);
  }, 120_000);

  it('two processes appending 50 audit entries each at once: all 100 land in one chain', async () => {
    const script = path.resolve(import.meta.dirname, '../setup/append-audit.ts');
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, DATABASE_URL: databaseUrl(dbName), AUDIT_KEY: secrets.AUDIT_KEY },
      }).then((r) => JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { ok: number });
    expect(await Promise.all([run(), run()])).toEqual([
      { ok: 50, failed: 0 },
      { ok: 50, failed: 0 },
    ]);
    expect(
      await auditLog(
        db,
        Buffer.from(secrets.AUDIT_KEY, 'hex'),
        columnsFor(secrets.MASTER_KEYS),
      ).verify(),
    ).toMatchObject({
      ok: true,
    });
  }, 60_000);

  it('PostgreSQL drops every connection: both instances stay up and answer within 5 s', async () => {
    const m = await member();
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    const at = Date.now();
    for (const on of [a, b]) {
      const answered = await waitUntil(
        async () =>
          (await call(on, 'GET', '/account/info', undefined, m.token).catch(() => ({ code: 0 })))
            .code === 200,
        5000 - (Date.now() - at),
      );
      expect(answered, `${on.name} did not answer:\n${on.output().slice(-2000)}`).toBe(true);
      expect(on.alive()).toBe(true);
    }
    expect(Date.now() - at).toBeLessThan(5000);
  }, 60_000);

  it('SMTP down while a reset is requested: the mail arrives after SMTP comes back', async () => {
    const m = await member();
    await redis.flushdb();
    await smtp.stop();
    expect(
      (await call(b, 'POST', '/auth/forgot-password', { email_address: m.email_address })).code,
    ).toBe(200);
    // The worker tries, fails, and tries again later; meanwhile SMTP comes back.
    await new Promise((r) => setTimeout(r, 3000));
    await smtp.start();
    const mail = await smtp.waitFor(m.email_address, /Reset your Vouch password/, 60_000);
    expect(decodeQuotedPrintable(mail.raw)).toMatch(/reset-password\?token=/);
  }, 90_000);
});

/**
 * Webhooks (issue 33) across processes: deliveries are pg-boss jobs, so a worker that dies in the
 * middle of one leaves it to another, and queued deliveries outlive every process.
 */
describe('webhooks on several processes', () => {
  interface Hit {
    headers: IncomingHttpHeaders;
    body: string;
  }
  const hits: Hit[] = [];
  /** The receiver holds the first request of a hung path open (its worker is then killed). */
  const held: ServerResponse[] = [];
  let hang = false;
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      hits.push({ headers: req.headers, body });
      if (hang) {
        hang = false;
        held.push(res);
        return;
      }
      res.writeHead(204).end();
    });
  });
  let org: Organisation;
  let key: string;
  let token: string;
  let endpoint: CreatedWebhookEndpoint;

  const business = async (on: Instance, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${on.url}/api/business/v1${url}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { code: res.status, json: (await res.json()) as unknown };
  };
  const sendTest = async (on: Instance) => {
    const r = await call(
      on,
      'POST',
      `/business/organisations/${org.id}/webhook-endpoints/${endpoint.id}/test`,
      {},
      token,
    );
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    return (r.body.msg as { id: string }).id;
  };
  const hitsOf = (id: string) => hits.filter((h) => h.headers['webhook-id'] === id);

  beforeAll(async () => {
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const m = await member();
    token = m.token;
    const o = await call(
      a,
      'POST',
      '/business/organisations',
      {
        name: 'Cluster Hooks',
        support_email: 'help@hooks.example',
        website: 'https://hooks.example',
        redirect_origins: [],
      },
      token,
    );
    expect(o.code, JSON.stringify(o.body)).toBe(200);
    org = o.body.msg as Organisation;
    const k = await call(
      b,
      'POST',
      `/business/organisations/${org.id}/api-keys`,
      { name: 'Hooks', mode: 'test', scopes: ['webhooks', 'events'] },
      token,
    );
    expect(k.code, JSON.stringify(k.body)).toBe(200);
    key = (k.body.msg as CreatedApiKey).key;
    const port = (receiver.address() as AddressInfo).port;
    const e = await business(a, 'POST', '/webhook-endpoints', {
      url: `http://127.0.0.1:${port}/hooks`,
    });
    expect(e.code, JSON.stringify(e.json)).toBe(200);
    endpoint = e.json as CreatedWebhookEndpoint;
  }, 120_000);

  afterAll(async () => {
    for (const r of held) r.destroy();
    await new Promise((r) => receiver.close(r));
  });

  it('kill -9 of a worker in the middle of a delivery: another delivers it, same webhook-id, within 30 s', async () => {
    if (workers.length === 0) workers.push(await start('worker-h1', 'worker', env));
    hang = true;
    const id = await sendTest(a);
    // The worker has sent it and waits for the answer the receiver holds back.
    expect(await waitUntil(async () => hitsOf(id).length === 1, 30_000)).toBe(true);
    const killedAt = Date.now();
    for (const w of workers.splice(0)) await w.stop('SIGKILL');
    workers.push(await start('worker-h2', 'worker', env));
    expect(
      await waitUntil(async () => hitsOf(id).length >= 2, 30_000 - (Date.now() - killedAt)),
    ).toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    const wh = new Webhook(endpoint.secret);
    for (const h of hitsOf(id))
      expect(wh.verify(h.body, h.headers as Record<string, string>)).toMatchObject({
        type: 'webhook.test',
      });
  }, 180_000);

  it('kill -9 of a worker after its batch moved on from a slow receiver: the watchdog job delivers it', async () => {
    // A batch waits 2 s for its slowest receiver, then records the rest and leaves a watchdog
    // job for the one still under way (decision 0040); that job is what delivers it when the
    // worker dies before the answer comes.
    if (workers.length === 0) workers.push(await start('worker-h4', 'worker', env));
    hang = true;
    const id = await sendTest(a);
    expect(await waitUntil(async () => hitsOf(id).length === 1, 30_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 3000));
    const killedAt = Date.now();
    for (const w of workers.splice(0)) await w.stop('SIGKILL');
    workers.push(await start('worker-h5', 'worker', env));
    expect(
      await waitUntil(async () => hitsOf(id).length >= 2, 30_000 - (Date.now() - killedAt)),
    ).toBe(true);
    expect(hitsOf(id).map((h) => h.headers['webhook-id'])).toEqual([id, id]);
  }, 180_000);

  it('no event is lost when both instances (and the worker) restart with deliveries queued', async () => {
    // No worker: the deliveries wait as jobs while every process restarts.
    for (const w of workers.splice(0)) await w.stop('SIGTERM');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await sendTest(i % 2 ? a : b));
    const [portA, portB] = [a.port, b.port];
    await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
    [a, b] = await Promise.all([
      start('api-a2', 'api', { ...env, WORKERS: 'off' }, portA),
      start('api-b2', 'api', { ...env, WORKERS: 'off' }, portB),
    ]);
    workers.push(await start('worker-h3', 'worker', env));
    const wh = new Webhook(endpoint.secret);
    expect(
      await waitUntil(async () => ids.every((id) => hitsOf(id).length >= 1), 60_000),
      `delivered: ${ids.map((id) => hitsOf(id).length).join(',')}`,
    ).toBe(true);
    for (const id of ids)
      expect(
        wh.verify(hitsOf(id)[0]!.body, hitsOf(id)[0]!.headers as Record<string, string>),
      ).toMatchObject({ type: 'webhook.test' });
    // And the events list has every one of them.
    const page = (await business(b, 'GET', '/events?limit=100')).json as EventsPage;
    expect(page.data.map((e) => e.id)).toEqual(expect.arrayContaining(ids));
  }, 240_000);
});
