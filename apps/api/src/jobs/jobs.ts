import type { Db, Tx } from '../db/database.js';
import { queuePolicies, type JobQueues, type QueueName } from './queues.js';

/*
 * What every jobs engine offers (the transactional outbox and its workers): the jobs table on
 * the embedded SQLite (table-jobs.ts) and pg-boss on PostgreSQL (pg-boss-jobs.ts), chosen in
 * index.ts. One contract suite tests both (test/jobs.test.ts).
 */

export interface JobInfo {
  id: string;
  /** 1 on the first run. */
  attempt: number;
}
export type JobHandler<Q extends QueueName> = (data: JobQueues[Q], job: JobInfo) => Promise<void>;
/** Up to the queue's `batchSize` jobs taken together (see `Jobs.workBatch`). */
export type BatchHandler<Q extends QueueName> = (
  jobs: { data: JobQueues[Q]; job: JobInfo }[],
) => Promise<void>;

/** A per-job handler run over a batch: every job runs to its end, the first failure fails it. */
export function perJob<Q extends QueueName>(handler: JobHandler<Q>): BatchHandler<Q> {
  return async (jobs) => {
    const results = await Promise.allSettled(jobs.map((j) => handler(j.data, j.job)));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
}

export interface FailedJob {
  id: string;
  queue: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** One queue as an operator sees it (the metrics and the back office's System screen). */
export interface QueueStats {
  queue: string;
  /** Queued, due or not yet (a retry waiting for its time). */
  waiting: number;
  running: number;
  /** Kept as failed (dead letters), whenever that was. */
  failed: number;
  /** How long the oldest job that is due has waited to be taken, in seconds (null: none due). */
  oldestDueSeconds: number | null;
  completedLastDay: number;
  failedLastDay: number;
}

export interface SendOptions {
  delayMs?: number;
}

/** Background work, written in the caller's transaction and run by this process's worker. */
export interface Jobs {
  /**
   * Writes a job with `executor`: pass the transaction of the change that causes it, and the job
   * exists exactly when the change commits.
   */
  send<Q extends QueueName>(
    executor: Db | Tx,
    queue: Q,
    data: JobQueues[Q],
    opts?: SendOptions,
  ): Promise<void>;
  /** This process runs jobs of `queue` (once `start` is called). */
  work<Q extends QueueName>(queue: Q, handler: JobHandler<Q>): void;
  /**
   * This process runs jobs of `queue` up to its policy's `batchSize` at a time, in one call, so
   * the handler can read and record them in a few statements instead of a few each. The batch
   * succeeds or fails as one: when the handler throws, every job of it is retried, so only for
   * handlers whose rerun is a no-op.
   */
  workBatch<Q extends QueueName>(queue: Q, handler: BatchHandler<Q>): void;
  /** A job of `queue` every so many minutes (sweeps, reconciliation), one at a time. */
  repeat(queue: QueueName, everyMinutes: number): void;
  /** Starts the engine and this process's workers; sending needs it too on PostgreSQL. */
  start(): Promise<void>;
  /**
   * Look for work now (after a commit that wrote jobs): of `queue` only when named, so a busy
   * queue's traffic does not make every other queue's workers look too.
   */
  kick(queue?: QueueName): void;
  /** Until no job of a worked queue is ready or running (tests, benchmarks). */
  drain(timeoutMs?: number): Promise<void>;
  /** Stops taking jobs; waits up to `graceMs` for running ones, then hands them back. */
  stop(graceMs?: number): Promise<void>;
  failed(limit?: number): Promise<FailedJob[]>;
  /** Every queue's counts, across every process (read from the database). */
  stats(): Promise<QueueStats[]>;
  /** Puts a failed job back in its queue for one more attempt. */
  retry(id: string): Promise<boolean>;
}

/** Every known queue, in order, zeros where the database has no row. */
export function statsFor(
  rows: {
    queue: string;
    waiting: number | string | null;
    running: number | string | null;
    failed: number | string | null;
    oldest: Date | null;
    completed_day: number | string | null;
    failed_day: number | string | null;
  }[],
): QueueStats[] {
  const byQueue = new Map(rows.map((r) => [r.queue, r]));
  const now = Date.now();
  return Object.keys(queuePolicies).map((queue) => {
    const r = byQueue.get(queue);
    return {
      queue,
      waiting: Number(r?.waiting ?? 0),
      running: Number(r?.running ?? 0),
      failed: Number(r?.failed ?? 0),
      oldestDueSeconds: r?.oldest ? Math.max(0, (now - r.oldest.getTime()) / 1000) : null,
      completedLastDay: Number(r?.completed_day ?? 0),
      failedLastDay: Number(r?.failed_day ?? 0),
    };
  });
}
