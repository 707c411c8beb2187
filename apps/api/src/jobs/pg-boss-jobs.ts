import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import { withStartupLock, type Db, type Tx } from '../db/database.js';
import { queueNames, queuePolicy, type QueueName, type QueuePolicy } from './queues.js';
import {
  perJob,
  statsFor,
  type BatchHandler,
  type FailedJob,
  type Jobs,
  type SendOptions,
} from './jobs.js';

/** pg-boss keeps its tables in their own schema of the same database. */
const SCHEMA = 'pgboss';
/** pg_advisory_xact_lock key of queue creation at start ("jobq" in ASCII). */
const QUEUES_LOCK = 0x6a6f6271;

export interface PgBossJobsOptions {
  db: Db;
  connectionString: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** How often an idle worker asks for work. */
  pollMs?: number;
  /** Multiplies every retry delay (tests shorten them). */
  retryScale?: number;
  /** Tests change a queue's attempts, delays or lease. */
  policies?: Partial<Record<QueueName, Partial<QueuePolicy>>>;
}

/**
 * The jobs engine on PostgreSQL (several API instances and workers): pg-boss. A job is sent with
 * the transaction's own connection, so it exists exactly when the change commits. Workers claim
 * with FOR UPDATE SKIP LOCKED; a job whose worker died is failed when its lease (expireIn) runs
 * out and retried by another; a job that throws is retried with exponential backoff, then kept as
 * failed for an admin to see and retry.
 */
export function pgBossJobs(o: PgBossJobsOptions): Jobs {
  const scale = o.retryScale ?? 1;
  const policy = (q: QueueName) => ({ ...queuePolicy(q), ...o.policies?.[q] });
  const boss = new PgBoss({
    connectionString: o.connectionString,
    schema: SCHEMA,
    max: 4,
    // Leases are checked every few seconds by one instance at a time (pg-boss takes a lock).
    maintenanceIntervalSeconds: 2,
    monitorStateIntervalSeconds: 3600,
    // Repeating jobs (sweeps, reconciliation) run on pg-boss's cron.
    schedule: true,
  });
  boss.on('error', (err: Error) => o.log.error({ err }, 'job engine error'));
  const handlers = new Map<QueueName, BatchHandler<QueueName>>();
  const workerIds = new Map<QueueName, string[]>();
  const repeats = new Map<QueueName, number>();
  let started: Promise<void> | null = null;

  const queueOptions = (q: QueueName) => {
    const p = policy(q);
    return {
      name: q,
      retryLimit: p.maxAttempts - 1,
      // pg-boss counts in whole seconds and doubles it on each retry (with jitter).
      retryDelay: Math.max(0, Math.round((p.retryBaseMs * scale) / 1000)),
      retryBackoff: true,
      expireInSeconds: Math.ceil(p.leaseMs / 1000),
      retentionDays: 7,
    };
  };

  /** pg-boss running its statements on our transaction's connection. */
  const inTransaction = (tx: Tx) => ({
    async executeSql(text: string, values: unknown[]) {
      const r = await tx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: r.rows as unknown[] };
    },
  });

  async function startOnce() {
    await boss.start();
    // Instances starting together would deadlock creating the same queues: they take turns.
    await withStartupLock(o.db, QUEUES_LOCK, async () => {
      for (const q of queueNames) {
        const options = queueOptions(q);
        if (await boss.getQueue(q)) await boss.updateQueue(q, options);
        else await boss.createQueue(q, options);
      }
    });
    for (const [q, handler] of handlers) {
      // One worker per unit of concurrency, each taking one job at a time.
      const { concurrency, batchSize = 1 } = policy(q);
      for (let i = 0; i < Math.ceil(concurrency / batchSize); i++) {
        let id = '';
        id = await boss.work(
          q,
          {
            batchSize,
            includeMetadata: true,
            pollingIntervalSeconds: Math.max(0.5, (o.pollMs ?? 1000) / 1000),
          },
          async (jobs) => {
            if (jobs.length === 0) return;
            try {
              await handler(
                jobs.map((job) => ({
                  data: job.data as never,
                  job: { id: job.id, attempt: job.retryCount + 1 },
                })),
              );
            } finally {
              // A worker that found work asks again at once; only an idle one waits its polling
              // interval (pg-boss waits it after every fetch, which held a busy queue to one job
              // per worker per interval: 12 webhook deliveries a second, decision 0040).
              if (id) boss.notifyWorker(id);
            }
          },
        );
        workerIds.set(q, [...(workerIds.get(q) ?? []), id]);
      }
    }
    for (const [q, minutes] of repeats) await boss.schedule(q, cronEvery(minutes), {});
  }

  const jobRows = () => sql.table(`${SCHEMA}.job`);

  return {
    async send(executor, queue, data, opts: SendOptions = {}) {
      await (started ?? Promise.resolve());
      const options = {
        ...queueOptions(queue),
        ...(opts.delayMs ? { startAfter: new Date(Date.now() + opts.delayMs) } : {}),
        ...(executor.isTransaction ? { db: inTransaction(executor as Tx) } : {}),
      };
      await boss.send(queue, data as object, options);
      if (!executor.isTransaction) this.kick(queue);
    },

    work(queue, handler) {
      handlers.set(queue, perJob(handler) as BatchHandler<QueueName>);
    },

    workBatch(queue, handler) {
      handlers.set(queue, handler as BatchHandler<QueueName>);
    },

    repeat(queue, everyMinutes) {
      repeats.set(queue, everyMinutes);
    },

    start() {
      started ??= startOnce().catch((err: unknown) => {
        o.log.error({ err }, 'job engine did not start');
        throw err;
      });
      return started;
    },

    kick(queue?: QueueName) {
      // This process's workers (of `queue` when named) look now; others see the job at their
      // next poll.
      const ids = queue ? (workerIds.get(queue) ?? []) : [...workerIds.values()].flat();
      for (const id of ids) boss.notifyWorker(id);
    },

    async drain(timeoutMs = 120_000) {
      await this.start();
      const until = Date.now() + timeoutMs;
      const queues = [...handlers.keys()];
      if (queues.length === 0) return;
      for (;;) {
        const left = await sql<{ n: number }>`
          select count(*)::int as n from ${jobRows()}
          where name in (${sql.join(queues)})
            and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))
        `.execute(o.db);
        if (Number(left.rows[0]?.n ?? 0) === 0) return;
        if (Date.now() > until) throw new Error('jobs did not drain in time');
        await new Promise((r) => setTimeout(r, 50));
      }
    },

    async stop(graceMs = 8000) {
      if (!started) return;
      await started.catch(() => undefined);
      // Stops taking jobs, waits for running ones, then fails what is left: it is retried by
      // another worker after the queue's retry delay.
      await boss.stop({ graceful: true, timeout: Math.max(1000, graceMs), wait: true });
      workerIds.clear();
      started = null;
    },

    async failed(limit = 100): Promise<FailedJob[]> {
      const r = await sql<{
        id: string;
        name: string;
        retry_count: number;
        output: { message?: string; value?: { message?: string } } | null;
        created_on: Date;
        completed_on: Date | null;
      }>`
        select id, name, retry_count, output, created_on, completed_on from ${jobRows()}
        where state = 'failed' and name in (${sql.join([...queueNames])})
        order by completed_on desc nulls last limit ${limit}
      `.execute(o.db);
      return r.rows.map((j) => ({
        id: j.id,
        queue: j.name,
        attempts: Number(j.retry_count) + 1,
        last_error: j.output?.message ?? j.output?.value?.message ?? null,
        created_at: new Date(j.created_on).toISOString(),
        updated_at: new Date(j.completed_on ?? j.created_on).toISOString(),
      }));
    },

    async stats() {
      // Completed jobs move to the archive table after a while: both are read for the last day.
      const r = await sql<{
        queue: string;
        waiting: string;
        running: string;
        failed: string;
        oldest: Date | null;
        completed_day: string;
        failed_day: string;
      }>`
        select name as queue,
          count(*) filter (where state in ('created', 'retry')) as waiting,
          count(*) filter (where state = 'active') as running,
          count(*) filter (where state = 'failed') as failed,
          min(start_after) filter (where state in ('created', 'retry') and start_after <= now()) as oldest,
          count(*) filter (where state = 'completed' and completed_on > now() - interval '1 day') as completed_day,
          count(*) filter (where state = 'failed' and completed_on > now() - interval '1 day') as failed_day
        from (
          select name, state, start_after, completed_on from ${jobRows()}
          union all
          select name, state, start_after, completed_on from ${sql.table(`${SCHEMA}.archive`)}
          where completed_on > now() - interval '1 day'
        ) j
        where name in (${sql.join([...queueNames])})
        group by name
      `.execute(o.db);
      return statsFor(r.rows);
    },

    async retry(id) {
      const r = await sql<{ name: string }>`
        select name from ${jobRows()} where id = ${id}::uuid and state = 'failed'
      `
        .execute(o.db)
        .catch(() => ({ rows: [] as { name: string }[] }));
      const job = r.rows[0];
      if (!job) return false;
      await this.start();
      await boss.retry(job.name, id);
      return true;
    },
  };
}

/**
 * The cron expression of "every `minutes`". A step in the minutes field ("star slash N") means
 * every N minutes only below 60: a step of 1440 fires at minute 0 of every hour. So whole hours
 * and days are written in their own fields; a period that is neither is rounded to whole hours.
 */
export function cronEvery(minutes: number): string {
  if (minutes < 60) return `*/${Math.max(1, Math.round(minutes))} * * * *`;
  const hours = Math.max(1, Math.round(minutes / 60));
  if (hours < 24) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  const days = Math.max(1, Math.round(hours / 24));
  return days === 1 ? '0 0 * * *' : `0 0 */${days} * *`;
}
