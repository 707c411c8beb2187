import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { SystemOverview } from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';
import { DAY } from '../../lib/time.js';

/** This build's version (apps/api/package.json's), shown on the System screen. */
export const VOUCH_VERSION = '0.1.0';
const HEARTBEAT_MS = 30_000;

/**
 * This process says it is alive: a row in `instances` at start and every half minute (rows not
 * seen for a day are removed by whichever instance writes next). A failed write is logged once a
 * while and never stops the process.
 */
export function instanceHeartbeat(
  db: Db,
  kind: 'api' | 'worker',
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const id = randomUUID();
  const startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();
  let stopped = false;
  const beat = async () => {
    const now = new Date().toISOString();
    try {
      await db
        .insertInto('instances')
        .values({
          id,
          kind,
          host: hostname(),
          pid: process.pid,
          version: VOUCH_VERSION,
          started_at: startedAt,
          seen_at: now,
        })
        .onConflict((oc) => oc.column('id').doUpdateSet({ seen_at: now }))
        .execute();
      await db
        .deleteFrom('instances')
        .where('seen_at', '<', new Date(Date.now() - DAY).toISOString())
        .execute();
    } catch (err) {
      if (!stopped) log.warn({ err }, 'instance heartbeat not written');
    }
  };
  const first = beat();
  const timer = setInterval(() => void beat(), HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    first,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await first;
    },
  };
}

/**
 * The System screen's figures, from the same sources as the metrics: the queues from the job
 * engine's tables, mail as the mail queue's outcomes over the last day, checks' durations from the
 * stored checks of the last day, and the instances' heartbeats.
 */
export async function systemOverview(db: Db, jobs: Pick<Jobs, 'stats'>): Promise<SystemOverview> {
  const dayAgo = new Date(Date.now() - DAY).toISOString();
  const queues = await jobs.stats();
  const mailQueue = queues.find((q) => q.queue === 'mail');
  const checks = await db
    .selectFrom('kyc_checks')
    .select((eb) => [
      'code',
      eb.fn.countAll<number>().as('runs'),
      eb.fn.avg<number>('duration_ms').as('avg_ms'),
      eb.fn.max<number>('duration_ms').as('max_ms'),
    ])
    .where('checked_at', '>', dayAgo)
    .groupBy('code')
    .orderBy('code')
    .execute();
  const instances = await db
    .selectFrom('instances')
    .selectAll()
    .where('seen_at', '>', dayAgo)
    .orderBy('seen_at', 'desc')
    .limit(50)
    .execute();
  const now = Date.now();
  return {
    generatedAt: new Date(now).toISOString(),
    queues: queues.map((q) => ({
      queue: q.queue,
      waiting: q.waiting,
      running: q.running,
      failed: q.failed,
      oldestDueSeconds: q.oldestDueSeconds === null ? null : Math.round(q.oldestDueSeconds),
    })),
    mailLastDay: {
      sent: mailQueue?.completedLastDay ?? 0,
      failed: mailQueue?.failedLastDay ?? 0,
      waiting: mailQueue?.waiting ?? 0,
    },
    checksLastDay: checks.map((c) => ({
      stage: c.code,
      runs: Number(c.runs),
      averageMs: Math.round(Number(c.avg_ms)),
      maxMs: Math.round(Number(c.max_ms)),
    })),
    instances: instances.map((i) => ({
      id: i.id,
      kind: i.kind === 'worker' ? ('worker' as const) : ('api' as const),
      host: i.host,
      pid: Number(i.pid),
      version: i.version,
      startedAt: i.started_at,
      seenAt: i.seen_at,
      uptimeSeconds: Math.round((Date.parse(i.seen_at) - Date.parse(i.started_at)) / 1000),
      // Seen within two heartbeats: running; otherwise it stopped or lost the database.
      live: now - Date.parse(i.seen_at) < 2 * HEARTBEAT_MS + 5000,
    })),
  };
}
