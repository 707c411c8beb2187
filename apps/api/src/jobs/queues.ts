import type { SealedMail } from '../adapters/mail/sealed-mail.js';
import type { SealedMessage } from '../adapters/messaging/sealed-message.js';
import { HOUR, MINUTE } from '../lib/time.js';

/**
 * Every kind of background work and the data its job carries. A job is written in the same
 * transaction as the change that causes it (the outbox), so it exists exactly when the change
 * does.
 */
export interface JobQueues {
  /**
   * One e-mail, rendered when the change happened, sealed (encrypted) by `sealMail`: a plain Mail
   * does not typecheck here (issue 31). Jobs written before that may be plain; openMail reads both.
   */
  mail: SealedMail;
  /** One SMS or WhatsApp message (a one-time code), sealed by sendMessage. */
  message: SealedMessage;
  /** The automated checks of one submission version. */
  checks: { submissionId: string };
  /** The OCR's reading of one address document (issue 48), before a reviewer sees it. */
  'address-proof': { proofId: string };
  /** Checkouts left open (tab closed, network lost): ask the provider how they ended. */
  'payments-reconcile': Record<string, never>;
  /** Uploaded files no row refers to (a request that failed after storing them). */
  'uploads-sweep': Record<string, never>;
  /** A member's copy of their data: the ZIP is built and the link mailed (issue 16). */
  'privacy-export': { requestId: string };
  /** Records past their retention period are deleted (config RETENTION_*). */
  'privacy-purge': Record<string, never>;
  /** Members verified before numbers were proven: each mailed once to prove theirs (issue 30). */
  'number-proof-invites': Record<string, never>;
  /** Verification sessions past their expiry: expired, the business told (issue 33). */
  'verification-sessions-expire': Record<string, never>;
  /** Business verifications whose registry could not be reached, asked again (issue 49). */
  'business-verifications-registry': Record<string, never>;
  /** Verified members compared with list entries new since the last run (issue 50). */
  'monitoring-rescreen': Record<string, never>;
  /** Lists published at a URL, downloaded again and loaded when changed (issue 50). */
  'sanctions-refresh': Record<string, never>;
  /** Passports expiring (members told) or expired past the grace period (lapsed; issue 50). */
  'document-expiry': Record<string, never>;
  /** One attempt of one webhook delivery (issue 33; the attempt's number makes a rerun a no-op). */
  'webhook-delivery': { deliveryId: string; attempt: number };
}
export type QueueName = keyof JobQueues;

export interface QueuePolicy {
  /** Attempts before the job is put on the failed (dead-letter) list. */
  maxAttempts: number;
  /** First retry delay; doubled on each retry up to maxDelayMs. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** How long a claimed job is the worker's; after that another worker may take it. */
  leaseMs: number;
  /** Jobs of this queue that one process runs at once. */
  concurrency: number;
  /**
   * How many jobs are taken (and completed) together: on pg-boss one worker fetches this many in
   * one statement (`concurrency / batchSize` workers); on the jobs table a claim is cut into
   * batches of this size. A `workBatch` handler gets them in one call; a `work` handler runs
   * them side by side. Only for handlers whose rerun is a no-op: when one job of a batch
   * throws, the whole batch fails and is retried. Default 1.
   */
  batchSize?: number;
}

/**
 * Mail is retried for about a day (an SMTP outage must not lose a decision or a receipt); checks
 * a few times (a crash mid-pipeline is retried, a submission that always crashes is not retried
 * forever). Checks run one at a time: faces and OCR already use both cores.
 */
export const queuePolicies: Record<QueueName, QueuePolicy> = {
  mail: {
    maxAttempts: 14,
    retryBaseMs: 10_000,
    maxDelayMs: 4 * HOUR,
    leaseMs: 2 * MINUTE,
    concurrency: 2,
  },
  // A one-time code lives 10 minutes: retried for minutes, not a day. Seven attempts, the
  // delays doubling from 3 s, end about 3 minutes after the first on the jobs table (3 to 6 on
  // pg-boss, whose backoff adds up to 100% jitter and has no cap), while a code that finally
  // arrives is still worth typing; then the job is on the failed list and the member asks for a
  // new code. The lease outlasts the provider timeout (MESSAGING_TIMEOUT_MS, at most 20 s).
  message: {
    maxAttempts: 7,
    retryBaseMs: 3_000,
    maxDelayMs: 2 * MINUTE,
    leaseMs: 30_000,
    concurrency: 4,
  },
  // The lease covers the slowest pipeline (every stage is cut at CHECK_TIMEOUT_MS, 15 s by
  // default, and they run together): a check whose worker died runs again within half a minute.
  checks: {
    maxAttempts: 4,
    retryBaseMs: 1_000,
    maxDelayMs: 10 * MINUTE,
    leaseMs: 20_000,
    concurrency: 1,
  },
  // One OCR pass of one image: well inside the checks' lease; a document that always fails is
  // left 'checking' for the reviewer's queue after the last attempt (see the address module).
  'address-proof': {
    maxAttempts: 3,
    retryBaseMs: 2_000,
    maxDelayMs: MINUTE,
    leaseMs: 30_000,
    concurrency: 1,
  },
  'payments-reconcile': {
    maxAttempts: 3,
    retryBaseMs: 30_000,
    maxDelayMs: 10 * MINUTE,
    leaseMs: 5 * MINUTE,
    concurrency: 1,
  },
  'uploads-sweep': {
    maxAttempts: 3,
    retryBaseMs: 30_000,
    maxDelayMs: 10 * MINUTE,
    leaseMs: 10 * MINUTE,
    concurrency: 1,
  },
  'privacy-export': {
    maxAttempts: 5,
    retryBaseMs: 30_000,
    maxDelayMs: 30 * MINUTE,
    leaseMs: 10 * MINUTE,
    concurrency: 1,
  },
  'privacy-purge': {
    maxAttempts: 3,
    retryBaseMs: 60_000,
    maxDelayMs: 30 * MINUTE,
    leaseMs: 30 * MINUTE,
    concurrency: 1,
  },
  'number-proof-invites': {
    maxAttempts: 3,
    retryBaseMs: 60_000,
    maxDelayMs: 30 * MINUTE,
    leaseMs: 10 * MINUTE,
    concurrency: 1,
  },
  'verification-sessions-expire': {
    maxAttempts: 3,
    retryBaseMs: 10_000,
    maxDelayMs: MINUTE,
    leaseMs: 2 * MINUTE,
    concurrency: 1,
  },
  'business-verifications-registry': {
    maxAttempts: 3,
    retryBaseMs: 30_000,
    maxDelayMs: 10 * MINUTE,
    leaseMs: 5 * MINUTE,
    concurrency: 1,
  },
  // A run over 100,000 members takes minutes (the monitoring benchmark): a long lease, one at a
  // time; a failed run is the next run (the entries are marked seen only at its end).
  'monitoring-rescreen': {
    maxAttempts: 2,
    retryBaseMs: MINUTE,
    maxDelayMs: 10 * MINUTE,
    leaseMs: 30 * MINUTE,
    concurrency: 1,
  },
  // A download of 100 MB on a slow link: a long lease; a failed one is tried again a few times.
  'sanctions-refresh': {
    maxAttempts: 3,
    retryBaseMs: 5 * MINUTE,
    maxDelayMs: 30 * MINUTE,
    leaseMs: 20 * MINUTE,
    concurrency: 1,
  },
  // Each member's change is its own transaction: a failed run is repeated, done ones are no-ops.
  'document-expiry': {
    maxAttempts: 3,
    retryBaseMs: MINUTE,
    maxDelayMs: 10 * MINUTE,
    leaseMs: 10 * MINUTE,
    concurrency: 1,
  },
  // The retry schedule of a delivery is its own (the standard's, decision 0040): a failed
  // attempt is recorded and the next queued as a new delayed job. The engine's retries are only
  // for a worker or database that failed. The lease outlasts the 15 s request, so a delivery
  // whose worker died is taken by another within about 20 s (pg-boss adds its retry delay).
  // Taken 32 at a time: one read, the POSTs side by side, one transaction recording them; a
  // batch waits at most 2 s for a slow receiver before it records the rest (WEBHOOKS_BATCH_WAIT_MS,
  // a watchdog job covers the late one), so 64 requests at once per process.
  'webhook-delivery': {
    maxAttempts: 5,
    retryBaseMs: 1_000,
    maxDelayMs: 5 * MINUTE,
    leaseMs: 18_000,
    concurrency: 64,
    batchSize: 32,
  },
};
export const queueNames = Object.keys(queuePolicies) as QueueName[];
export const queuePolicy = (q: QueueName): QueuePolicy => queuePolicies[q];
