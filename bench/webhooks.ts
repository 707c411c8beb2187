/**
 * `npm run bench -- webhooks`: 2,000 events delivered by the job engine's worker to a local
 * receiver, beside a bare baseline in the same run (a loop that signs the same bodies with
 * HMAC-SHA256 and POSTs them to the same receiver, as many at once as the queue's concurrency,
 * a new connection each, as the delivery does). Two runs of Vouch, each against that baseline:
 *
 * - the burst: 2,000 changes made by 8 writers at once (each its own transaction) while the
 *   worker delivers; p50 and p99 from the change (its transaction committed) to the receiver,
 *   and the rate from the first change to the last arrival, which is the slower of making the
 *   changes and delivering them;
 * - the worker: 2,000 events made first (an API instance with no workers), then a worker started
 *   (a runtime of its own, as `npm run worker`); deliveries per second from its first arrival
 *   to its last. This is the figure the ≥ 0.5× goal is about: the same work as the baseline
 *   (read, sign, POST) plus the job engine and the records (decision 0040).
 *
 * BENCH_DBS (sqlite,postgres) and BENCH_WEBHOOK_EVENTS (2000) choose what runs;
 * BENCH_WEBHOOK_RATE (events per second, all writers together) paces the burst's changes
 * instead of making them as fast as the writers go, so the latency is not the backlog's.
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
import { createRuntime, type Runtime } from '../apps/api/src/runtime.js';
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

/** Events made by 8 writers at once, each in its own transaction; when each committed. */
async function makeEvents(rt: Runtime, from: number, paced: boolean) {
  const committed = new Map<string, number>();
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < N) {
        const i = next++;
        // Paced: event i is made no sooner than i / RATE seconds after the start.
        const due = t0 + (paced && RATE > 0 ? (i * 1000) / RATE : 0);
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const e = await rt.db.transaction().execute((tx) =>
          rt.businessEvents.emit(tx, {
            organisationId: ORG,
            mode: 'test',
            type: 'verification_session.approved',
            data: { id: `vs_${from + i}`, reference: `order-${from + i}`, status: 'approved' },
          }),
        );
        committed.set(e.id, performance.now());
      }
    }),
  );
  return { committed, t0, seconds: (performance.now() - t0) / 1000 };
}

async function allArrived(ids: string[], arrived: Map<string, number>) {
  const deadline = Date.now() + 10 * 60_000;
  while (ids.some((id) => !arrived.has(id))) {
    if (Date.now() > deadline) throw new Error('not every event arrived within 10 minutes');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const ORG = 'org_bench';

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
  const open: Runtime[] = [];
  const runtime = async () => {
    const rt = await createRuntime(config, log);
    open.push(rt);
    return rt;
  };
  try {
    // The burst: changes made while this runtime's own worker delivers.
    const rt = await runtime();
    const now = new Date().toISOString();
    await rt.db
      .insertInto('organisations')
      .values({
        id: ORG,
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
    await rt.webhooks.endpoints.create(ORG, 'test', { url }, { userId: null, ip: null });
    await rt.runJobs();
    await rt.jobs.start();
    const burst = await makeEvents(rt, 0, true);
    await allArrived([...burst.committed.keys()], arrived);
    const last = Math.max(...[...burst.committed.keys()].map((id) => arrived.get(id)!));
    const latencies = [...burst.committed].map(([id, at]) => arrived.get(id)! - at);
    await rt.jobs.drain();
    await rt.close(2000);

    // The worker: a backlog made by an instance that runs no jobs, then a worker's own runtime.
    const api = await runtime();
    await api.jobs.start();
    const backlog = await makeEvents(api, N, false);
    await api.close(2000);
    const worker = await runtime();
    await worker.runJobs();
    await worker.jobs.start();
    await allArrived([...backlog.committed.keys()], arrived);
    const times = [...backlog.committed.keys()].map((id) => arrived.get(id)!);
    const workerSeconds = (Math.max(...times) - Math.min(...times)) / 1000;
    await worker.jobs.drain();
    const failed = await worker.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '!=', 'delivered')
      .executeTakeFirstOrThrow();
    return {
      perSecond: N / ((last - burst.t0) / 1000),
      emitSeconds: burst.seconds,
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      workerPerSecond: (N - 1) / workerSeconds,
      notDelivered: Number(failed.n),
    };
  } finally {
    for (const rt of open) await rt.close(2000).catch(() => undefined);
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
    const ratio = ours.workerPerSecond / base.perSecond;
    const burstRatio = ours.perSecond / base.perSecond;
    rows.push(
      `| ${kind}${RATE > 0 ? `, ${RATE}/s` : ''} | ${N} | ${ours.workerPerSecond.toFixed(0)} | ${base.perSecond.toFixed(0)} | ${ratio.toFixed(2)} | ${ours.perSecond.toFixed(0)} (${burstRatio.toFixed(2)}×) | ${ms(ours.p50)} | ${ms(ours.p99)} | ${ms(base.p50)} / ${ms(base.p99)} | ${ours.emitSeconds.toFixed(1)} s | ${ours.notDelivered} |`,
    );
    console.log(
      `webhooks on ${kind}: the worker delivers ${ours.workerPerSecond.toFixed(0)}/s vs baseline ${base.perSecond.toFixed(0)}/s (${ratio.toFixed(2)}×, goal ≥ 0.5); the burst: ${ours.perSecond.toFixed(0)}/s (${burstRatio.toFixed(2)}×) with changes made in ${ours.emitSeconds.toFixed(1)} s, change→receiver p50 ${ms(ours.p50)}, p99 ${ms(ours.p99)} (goal ≤ 2 s)`,
    );
  } finally {
    await r.close();
  }
}
console.log(
  [
    '',
    '| database | events | worker deliveries/s | baseline/s | × baseline | burst: change to last arrival, /s | burst p50 change→receiver | p99 | baseline p50 / p99 (send→receiver) | changes made in | not delivered |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n'),
);
process.exit(0);
