import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { pgBossJobs } from './pg-boss-jobs.js';
import type { QueueName, QueuePolicy } from './queues.js';
import type { Jobs } from './jobs.js';
import { tableJobs } from './table-jobs.js';

/** Background work (the transactional outbox and its workers). */
export {
  type BatchHandler,
  type FailedJob,
  type JobHandler,
  type JobInfo,
  type Jobs,
  type QueueStats,
} from './jobs.js';
export { tableJobs } from './table-jobs.js';
export { pgBossJobs } from './pg-boss-jobs.js';
export { queueNames, queuePolicies, type JobQueues, type QueueName } from './queues.js';

export interface JobsSettings {
  pollMs: number;
  retryScale: number;
  policies?: Partial<Record<QueueName, Partial<QueuePolicy>>>;
}

/**
 * The engine for the database: pg-boss on PostgreSQL (several instances and workers), the jobs
 * table in the same file on the embedded SQLite (one process). Both behind one interface and one
 * contract test suite (test/jobs.test.ts); see docs/decisions/0011.
 */
export function createJobs(
  database: DatabaseConfig,
  db: Db,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  settings: JobsSettings,
): Jobs {
  return database.kind === 'postgres'
    ? pgBossJobs({ db, connectionString: database.url, log, ...settings })
    : tableJobs({ db, dialect: 'sqlite', log, ...settings });
}
