import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared.js';
import type { JobsTable } from '../db/schema.js';
import { DAY, isoAfter, nowIso } from '../lib/time.js';
import { perJob, type BatchHandler, type Jobs } from './jobs.js';
import { queuePolicies, type QueueName, type QueuePolicy } from './queues.js';
import { readyJobIds, tableJobStats } from './table-queries.js';

export interface TableJobsOptions {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** How often an idle worker looks for due jobs (retries, other processes' jobs). */
  pollMs?: number;
  /** Multiplies every retry delay (tests shorten them). */
  retryScale?: number;
  /** Tests change a queue's attempts, delays or lease. */
  policies?: Partial<Record<QueueName, Partial<QueuePolicy>>>;
}

const COMPLETED_KEPT_MS = 7 * DAY;

/** A new job: compiled once (db/prepared.ts), as every change that has work to do writes one. */
const insertJob = preparedQuery<JobsTable, never>((executor, param) =>
  executor.insertInto('jobs').values({
    id: param('id'),
    queue: param('queue'),
    data: param('data'),
    state: param('state'),
    attempts: param('attempts'),
    max_attempts: param('max_attempts'),
    run_after: param('run_after'),
    locked_until: param('locked_until'),
    last_error: param('last_error'),
    created_at: param('created_at'),
    updated_at: param('updated_at'),
  }),
);

/**
 * The jobs table as a queue (the embedded default). Claiming is one UPDATE … RETURNING of ready
 * rows; on PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so several workers never take
 * the same job. A claimed job holds a lease: if its worker dies, the job is taken again when the
 * lease ends. A job that throws is retried with exponential backoff, then kept as failed.
 */
export function tableJobs(o: TableJobsOptions): Jobs {
  const { db, log } = o;
  const pollMs = o.pollMs ?? 1000;
  const scale = o.retryScale ?? 1;
  const workers = new Map<QueueName, { handler: BatchHandler<QueueName>; running: Set<string> }>();
  const inflight = new Map<string, { promise: Promise<void>; job: JobsTable }>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let pollAgain = false;
  let lastPurge = 0;
  // The queues a kick asked about since the last poll; every queue when `kickedAll` (or when the
  // last look at every queue is a poll interval old).
  const kicked = new Set<QueueName>();
  let kickedAll = true;
  let lastFullPoll = 0;

  const policy = (q: string): QueuePolicy => ({
    ...queuePolicies[q as QueueName],
    ...o.policies?.[q as QueueName],
  });
  const repeats = new Map<QueueName, number>();
  const timers: NodeJS.Timeout[] = [];

  function delayFor(attempt: number, p: QueuePolicy): number {
    const base = Math.min(p.retryBaseMs * 2 ** (attempt - 1), p.maxDelayMs);
    return Math.round(base * scale * (0.8 + Math.random() * 0.4));
  }

  async function claim(queue: QueueName, n: number): Promise<JobsTable[]> {
    const now = nowIso();
    const pick = readyJobIds(db, o.dialect, queue, now, n);
    const rows = await db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'active',
        attempts: eb('attempts', '+', 1),
        locked_until: isoAfter(policy(queue).leaseMs),
        updated_at: now,
      }))
      .where('id', 'in', pick)
      .returningAll()
      .execute();
    return rows
      .map((r) => ({ ...r, attempts: Number(r.attempts), max_attempts: Number(r.max_attempts) }))
      .sort((a, b) => a.run_after.localeCompare(b.run_after));
  }

  /** Only the claim that is still ours may finish the job (a lease taken over has more attempts). */
  const stillOurs = (job: JobsTable) =>
    db
      .updateTable('jobs')
      .where('id', '=', job.id)
      .where('state', '=', 'active')
      .where('attempts', '=', job.attempts);

  /** The jobs of a batch that succeeded, in one statement (each only if still ours). */
  async function completeAll(jobs: JobsTable[]) {
    if (jobs.length === 0) return;
    await db
      .updateTable('jobs')
      .set({ state: 'completed', locked_until: null, updated_at: nowIso() })
      .where('state', '=', 'active')
      .where((eb) =>
        eb.or(jobs.map((j) => eb.and([eb('id', '=', j.id), eb('attempts', '=', j.attempts)]))),
      )
      .execute();
  }

  async function fail(job: JobsTable, err: unknown) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    const p = policy(job.queue);
    const dead = job.attempts >= job.max_attempts;
    await stillOurs(job)
      .set({
        state: dead ? 'failed' : 'queued',
        run_after: dead ? job.run_after : isoAfter(delayFor(job.attempts, p)),
        locked_until: null,
        last_error: message,
        updated_at: nowIso(),
      })
      .execute();
    log[dead ? 'error' : 'warn'](
      { queue: job.queue, jobId: job.id, attempt: job.attempts, err: message },
      dead ? 'job failed for good' : 'job failed; will retry',
    );
  }

  /**
   * One handler call for a batch (one job unless the queue has a `batchSize`): it succeeds or
   * fails as one. A job whose workers kept dying is failed on its own first.
   */
  function run(queue: QueueName, batch: JobsTable[]) {
    const w = workers.get(queue)!;
    for (const job of batch) w.running.add(job.id);
    const promise = (async () => {
      const worn = batch.filter((j) => j.attempts > j.max_attempts);
      const live = batch.filter((j) => j.attempts <= j.max_attempts);
      let error: unknown = null;
      try {
        if (live.length > 0)
          await w.handler(
            live.map((j) => ({
              data: JSON.parse(j.data) as never,
              job: { id: j.id, attempt: j.attempts },
            })),
          );
      } catch (err) {
        error = err ?? new Error('job failed');
      }
      try {
        for (const j of worn) await fail(j, new Error('gave up: its workers kept stopping'));
        if (error === null) await completeAll(live);
        else for (const j of live) await fail(j, error);
      } catch (err) {
        log.error({ err, jobIds: batch.map((j) => j.id) }, 'could not record a job result');
      }
    })().finally(() => {
      for (const job of batch) {
        w.running.delete(job.id);
        inflight.delete(job.id);
      }
      // A free slot in this queue: only this queue needs a look.
      kick(queue);
    });
    for (const job of batch) inflight.set(job.id, { promise, job });
  }

  async function poll() {
    if (!started || stopping) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    const all = kickedAll || Date.now() - lastFullPoll >= pollMs;
    const only = new Set(kicked);
    kicked.clear();
    kickedAll = false;
    if (all) lastFullPoll = Date.now();
    try {
      for (const [queue, w] of workers) {
        if (!all && !only.has(queue)) continue;
        const { concurrency, batchSize = 1 } = policy(queue);
        const free = concurrency - w.running.size;
        if (free <= 0 || stopping) continue;
        const claimed = await claim(queue, free);
        for (let i = 0; i < claimed.length; i += batchSize)
          run(queue, claimed.slice(i, i + batchSize));
      }
      if (Date.now() - lastPurge > DAY / 24) {
        lastPurge = Date.now();
        await db
          .deleteFrom('jobs')
          .where('state', '=', 'completed')
          .where('updated_at', '<', isoAfter(-COMPLETED_KEPT_MS))
          .execute();
      }
    } catch (err) {
      log.error({ err }, 'job poll failed');
    } finally {
      polling = false;
      schedule(pollAgain ? 0 : pollMs);
      pollAgain = false;
    }
  }

  function schedule(ms: number) {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => void poll(), ms);
    timer.unref();
  }

  /** A repeating job, unless one of its queue is already waiting or running. */
  async function due(queue: QueueName) {
    try {
      const waiting = await db
        .selectFrom('jobs')
        .select('id')
        .where('queue', '=', queue)
        .where('state', 'in', ['queued', 'active'])
        .limit(1)
        .executeTakeFirst();
      if (!waiting) await api.send(db, queue, {} as never);
    } catch (err) {
      log.error({ err, queue }, 'could not schedule a repeating job');
    }
  }

  function kick(queue?: QueueName) {
    if (queue) kicked.add(queue);
    else kickedAll = true;
    if (polling) pollAgain = true;
    else schedule(0);
  }

  const api: Jobs = {
    async send(executor, queue, data, opts = {}) {
      const now = nowIso();
      await insertJob.execute(executor, {
        id: randomUUID(),
        queue,
        data: JSON.stringify(data),
        state: 'queued',
        attempts: 0,
        max_attempts: policy(queue).maxAttempts,
        run_after: opts.delayMs ? isoAfter(opts.delayMs) : now,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      });
      // In a transaction the job is not visible yet: the caller kicks after the commit.
      if (!executor.isTransaction) kick(queue);
    },

    work(queue, handler) {
      workers.set(queue, {
        handler: perJob(handler) as BatchHandler<QueueName>,
        running: new Set(),
      });
    },

    workBatch(queue, handler) {
      workers.set(queue, { handler: handler as BatchHandler<QueueName>, running: new Set() });
    },

    repeat(queue, everyMinutes) {
      repeats.set(queue, everyMinutes);
    },

    async start() {
      if (started) return;
      started = true;
      stopping = false;
      // One process owns an embedded SQLite database: what it left running was interrupted.
      if (o.dialect === 'sqlite') {
        await db
          .updateTable('jobs')
          .set({ state: 'queued', locked_until: null, updated_at: nowIso() })
          .where('state', '=', 'active')
          .execute()
          .catch((err: unknown) => log.error({ err }, 'could not re-queue interrupted jobs'));
      }
      for (const [queue, minutes] of repeats) {
        const timer = setInterval(() => void due(queue), minutes * 60_000);
        timer.unref();
        timers.push(timer);
      }
      kick();
    },

    kick,

    async drain(timeoutMs = 120_000) {
      const until = Date.now() + timeoutMs;
      const queues = [...workers.keys()];
      if (queues.length === 0) return;
      for (;;) {
        kick();
        await new Promise((r) => setTimeout(r, 20));
        if (inflight.size > 0 || polling) continue;
        const now = nowIso();
        const left = await db
          .selectFrom('jobs')
          .select('id')
          .where('queue', 'in', queues)
          .where((eb) =>
            eb.or([
              eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', now)]),
              eb('state', '=', 'active'),
            ]),
          )
          .limit(1)
          .executeTakeFirst();
        if (!left && inflight.size === 0) return;
        if (Date.now() > until) throw new Error('jobs did not drain in time');
      }
    },

    async stop(graceMs = 8000) {
      stopping = true;
      clearTimeout(timer);
      for (const t of timers.splice(0)) clearInterval(t);
      while (polling) await new Promise((r) => setTimeout(r, 5));
      const running = [...inflight.values()];
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running.map((r) => r.promise)),
        new Promise((r) => {
          timeout = setTimeout(r, graceMs);
        }),
      ]);
      clearTimeout(timeout);
      // Jobs still running are handed back: another worker (or the next start) runs them again.
      for (const { job } of inflight.values()) {
        await stillOurs(job)
          .set({
            state: 'queued',
            attempts: job.attempts - 1,
            locked_until: null,
            run_after: nowIso(),
            updated_at: nowIso(),
          })
          .execute()
          .catch((err: unknown) => log.error({ err, jobId: job.id }, 'could not hand a job back'));
      }
      started = false;
    },

    async failed(limit = 100) {
      return db
        .selectFrom('jobs')
        .select(['id', 'queue', 'attempts', 'last_error', 'created_at', 'updated_at'])
        .where('state', '=', 'failed')
        .orderBy('updated_at', 'desc')
        .limit(limit)
        .execute();
    },

    stats: () => tableJobStats(db),

    async retry(id) {
      const r = await db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'queued',
          max_attempts: eb('attempts', '+', 1),
          run_after: nowIso(),
          updated_at: nowIso(),
        }))
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      const ok = Number(r.numUpdatedRows) === 1;
      if (ok) kick();
      return ok;
    },
  };
  return api;
}
