/**
 * `npm run bench -- webhooks`: 2,000 events delivered by the job engine's worker to a local
 * receiver, beside a bare baseline in the same run (a loop that signs the same bodies with
 * HMAC-SHA256 and POSTs them to the same receiver, as many at once as the queue's concurrency,
 * a new connection each, as the delivery does). Reports p50 and p99 from the change (its
 * transaction committed, 8 writers at once) to the receiver, and deliveries per second against
 * the baseline's.
 * BENCH_DBS (sqlite,postgres) and BENCH_WEBHOOK_EVENTS (2000) choose what runs;
 * BENCH_WEBHOOK_RATE (events per second, all writers together) paces the changes instead of
 * making them as fast as the writers go, so the latency is not the backlog's.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../apps/api/src/config.js';
import { queuePolicies } from '../apps/api/src/jobs/index.js';
import { createRuntime } from '../apps/api/src/runtime.js';
import { adminUrl, databaseUrl } from '../apps/api/test/setup/postgres-url.js';
import { testSecrets } from '../apps/api/test/setup/test-app.js';

const N = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000);
const CONCURRENCY = queuePolicies['webhook-delivery'].concurrency;
const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 0);
const dbs = (
  process.env.BENCH_DBS ?? (process.env.SKIP_POSTGRES === '1' ? 'sqlite' : 'sqlite,postgres')
)
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean) as ('sqlite' | 'postgres')[];

/** The receiver: answers 204 and notes when each webhook-id first arrived. */
async function receiver() {
  const arrived = new Map<string, number>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id'] ?? '');
      if (!arrived.has(id)) arrived.set(id, performance.now());
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    arrived,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () => new Promise((r) => server.close(r)),
  };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

function body(i: number) {
  return JSON.stringify({
    type: 'verification_session.approved',
    timestamp: new Date().toISOString(),
    data: { id: `vs_${i}`, reference: `order-${i}`, status: 'approved' },
  });
}

/** The bare loop: sign and POST, CONCURRENCY at a time, a new connection each. */
async function baseline(url: string, arrived: Map<string, number>) {
  const key = randomBytes(32);
  const u = new URL(url);
  let next = 0;
  const t0 = performance.now();
  const latencies: number[] = [];
  async function one(i: number) {
    const id = `msg_base_${i}`;
    const b = body(i);
    const ts = Math.floor(Date.now() / 1000);
    const sig = createHmac('sha256', key).update(`${id}.${ts}.${b}`).digest('base64');
    const start = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: u.hostname,
          port: u.port,
          path: u.pathname,
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(b),
            'webhook-id': id,
            'webhook-timestamp': String(ts),
            'webhook-signature': `v1,${sig}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.end(b);
    });
    latencies.push(arrived.get(id)! - start);
  }
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < N) await one(next++);
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { perSecond: N / seconds, seconds, p50: pct(latencies, 50), p99: pct(latencies, 99) };
}

async function vouch(kind: 'sqlite' | 'postgres', url: string, arrived: Map<string, number>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vouch-webhook-bench-'));
  let dbName: string | undefined;
  let databaseUrlValue = `sqlite:${path.join(dataDir, 'bench.db')}`;
  if (kind === 'postgres') {
    dbName = `vouch_whbench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    databaseUrlValue = databaseUrl(dbName);
  }
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrlValue,
    ...testSecrets(),
    CHECKS: 'off',
    LOG_LEVEL: 'warn',
    WEBHOOKS_ALLOW_LOOPBACK: 'on',
  });
  const log = pino({ level: 'warn' });
  const rt = await createRuntime(config, log);
  try {
    const now = new Date().toISOString();
    const orgId = 'org_bench';
    await rt.db
      .insertInto('organisations')
      .values({
        id: orgId,
        name: 'Bench',
        support_email: 'bench@example.com',
        website: 'https://example.com',
        redirect_origins: '[]',
        live_status: 'none',
        live_requested_at: null,
        live_decided_at: null,
        live_decided_by: null,
        live_reason: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    await rt.webhooks.endpoints.create(orgId, 'test', { url }, { userId: null, ip: null });
    await rt.runJobs();
    await rt.jobs.start();

    const committed = new Map<string, number>();
    const t0 = performance.now();
    // Changes made by several requests at once (8 writers), each in its own transaction.
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < N) {
          const i = next++;
          // Paced: event i is made no sooner than i / RATE seconds after the start.
          const due = t0 + (RATE > 0 ? (i * 1000) / RATE : 0);
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const e = await rt.db.transaction().execute((tx) =>
            rt.businessEvents.emit(tx, {
              organisationId: orgId,
              mode: 'test',
              type: 'verification_session.approved',
              data: { id: `vs_${i}`, reference: `order-${i}`, status: 'approved' },
            }),
          );
          committed.set(e.id, performance.now());
        }
      }),
    );
    const emitSeconds = (performance.now() - t0) / 1000;
    const deadline = Date.now() + 10 * 60_000;
    while ([...committed.keys()].some((id) => !arrived.has(id))) {
      if (Date.now() > deadline) throw new Error('not every event arrived within 10 minutes');
      await new Promise((r) => setTimeout(r, 20));
    }
    const last = Math.max(...[...committed.keys()].map((id) => arrived.get(id)!));
    const latencies = [...committed].map(([id, at]) => arrived.get(id)! - at);
    const seconds = (last - t0) / 1000;
    await rt.jobs.drain();
    const failed = await rt.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '!=', 'delivered')
      .executeTakeFirstOrThrow();
    return {
      perSecond: N / seconds,
      seconds,
      emitSeconds,
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      notDelivered: Number(failed.n),
    };
  } finally {
    await rt.close(2000);
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

const ms = (x: number) => `${Math.round(x)} ms`;
const rows: string[] = [];
for (const kind of dbs) {
  const r = await receiver();
  try {
    const base = await baseline(r.url, r.arrived);
    const ours = await vouch(kind, r.url, r.arrived);
    const ratio = ours.perSecond / base.perSecond;
    rows.push(
      `| ${kind}${RATE > 0 ? `, ${RATE}/s` : ''} | ${N} | ${ours.perSecond.toFixed(0)} | ${base.perSecond.toFixed(0)} | ${ratio.toFixed(2)} | ${ms(ours.p50)} | ${ms(ours.p99)} | ${ms(base.p50)} / ${ms(base.p99)} | ${ours.emitSeconds.toFixed(1)} s | ${ours.notDelivered} |`,
    );
    console.log(
      `webhooks on ${kind}: ${ours.perSecond.toFixed(0)} deliveries/s vs baseline ${base.perSecond.toFixed(0)}/s (${ratio.toFixed(2)}×, goal ≥ 0.5); change→receiver p50 ${ms(ours.p50)}, p99 ${ms(ours.p99)} (goal ≤ 2 s); emitting took ${ours.emitSeconds.toFixed(1)} s`,
    );
  } finally {
    await r.close();
  }
}
console.log(
  [
    '',
    '| database | events | deliveries/s | baseline/s | × baseline | p50 change→receiver | p99 | baseline p50 / p99 (send→receiver) | emitting | not delivered |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n'),
);
process.exit(0);
