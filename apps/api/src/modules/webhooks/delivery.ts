import type { FastifyBaseLogger } from 'fastify';
import { webhookDisabledMail } from '../../adapters/mail/business-templates.js';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import type { Db, Tx } from '../../db/database.js';
import type { WebhookOutcome } from '../../db/schema.js';
import type { Jobs } from '../../jobs/index.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { DAY, HOUR, isoAfter, MINUTE, nowIso } from '../../lib/time.js';
import { guardedPost, type PostResult, type Resolver } from '../../lib/guarded-fetch.js';
import { recordAttempts, type AttemptRecord } from './record.js';
import { signatureOf } from './signing.js';

/**
 * The Standard Webhooks retry schedule: the delay before each retry after a failed attempt
 * (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h), so ten attempts over about three days.
 */
export const STANDARD_SCHEDULE_MS = [
  5_000,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
];
/** An endpoint failing (no 2xx) for this long is disabled and its owners mailed. */
export const FAILING_DISABLES_AFTER_MS = 5 * DAY;
/** The whole exchange (connect, send, answer) is cut here. */
export const DELIVERY_TIMEOUT_MS = 15_000;
/** How long a batch waits for its slowest receivers by default. */
const BATCH_WAIT_MS = 2000;
/** A late delivery's watchdog job runs this long after its request is cut. */
const WATCHDOG_MARGIN_MS = 3000;
/** A Retry-After longer than this is read as this. */
const MAX_RETRY_AFTER_MS = DAY;

export interface DeliveryDeps {
  db: Db;
  jobs: Jobs;
  cipher: PiiCipher;
  columns: ColumnCipher;
  appUrl: string;
  allowLoopback: boolean;
  /** The retry delays (tests shorten them; the standard's by default). */
  retryScheduleMs?: number[];
  timeoutMs?: number;
  /** How long a batch waits for its slowest receivers before recording the rest (2 s). */
  batchWaitMs?: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
  resolve?: Resolver;
  /** Each recorded attempt's outcome (the metrics' counter of deliveries by outcome). */
  onAttempt?: (outcome: WebhookOutcome) => void;
}

/** ±10%: retries of many deliveries that failed together do not come back together. */
const jitter = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2));

/**
 * One attempt of one delivery (the `webhook-delivery` job). The job carries the attempt's number:
 * a job run again after its attempt was recorded (a worker that died after the commit) does
 * nothing, and a worker that died mid-request leaves the attempt unrecorded, so the job's lease
 * running out gives it to another worker, which sends the same webhook-id again (at least once).
 * A failure is recorded and the next attempt queued as a new delayed job in the same
 * transaction; the job itself only fails (and is retried by the engine) when the database does.
 */
export function webhookDelivery(d: DeliveryDeps) {
  const schedule = d.retryScheduleMs ?? STANDARD_SCHEDULE_MS;

  async function mailOwners(tx: Tx, organisationId: string, url: string, reason: string) {
    const o = await tx
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
    const owners = await tx
      .selectFrom('organisation_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.email', 'u.first_name'])
      .where('m.organisation_id', '=', organisationId)
      .where('m.role', '=', 'owner')
      .execute();
    const consoleUrl = `${d.appUrl}/business/webhooks`;
    for (const owner of owners) {
      const u = d.columns.open('users', owner.id, owner);
      await d.jobs.send(
        tx,
        'mail',
        sealMail(
          d.columns,
          webhookDisabledMail(u.email, u.first_name, o.name, url, reason, consoleUrl),
        ),
      );
    }
  }

  async function disable(
    tx: Tx,
    ep: { id: string; organisation_id: string; url: string },
    reason: string,
  ) {
    const r = await tx
      .updateTable('webhook_endpoints')
      .set({ status: 'disabled', disabled_reason: reason, updated_at: nowIso() })
      .where('id', '=', ep.id)
      .where('status', '=', 'enabled')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) await mailOwners(tx, ep.organisation_id, ep.url, reason);
  }

  type Job = { deliveryId: string; attempt: number };
  /** Beside the record: when the next attempt is due, and why the endpoint is disabled. */
  type Extra = { nextDelayMs: number | null; disableReason: string | null };
  type Row = Awaited<ReturnType<typeof read>>[number];
  type Done = { row: Row; record: AttemptRecord & Extra };
  const timeoutMs = d.timeoutMs ?? DELIVERY_TIMEOUT_MS;

  /** The deliveries of a batch with their endpoint and event, in one statement. */
  const read = (ids: string[]) =>
    d.db
      .selectFrom('webhook_deliveries as dl')
      .innerJoin('webhook_endpoints as ep', 'ep.id', 'dl.endpoint_id')
      .innerJoin('business_events as ev', 'ev.id', 'dl.event_id')
      .select([
        'dl.id',
        'dl.status',
        'dl.attempts',
        'ep.id as endpoint_id',
        'ep.organisation_id',
        'ep.url',
        'ep.status as endpoint_status',
        'ep.secret',
        'ep.previous_secret',
        'ep.previous_secret_expires_at',
        'ep.failing_since',
        'ev.id as event_id',
        'ev.type',
        'ev.data',
        'ev.created_at as event_at',
      ])
      .where('dl.id', 'in', ids)
      .execute();

  /** One attempt: sign and POST, then what the delivery's row becomes. Never throws. */
  async function attemptOne(job: Job, row: Row): Promise<AttemptRecord & Extra> {
    // Exactly the bytes signed are the bytes sent.
    const body = JSON.stringify({
      type: row.type,
      timestamp: row.event_at,
      data: JSON.parse(row.data) as unknown,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const secrets = [d.cipher.decrypt(row.secret)];
    if (
      row.previous_secret &&
      row.previous_secret_expires_at &&
      row.previous_secret_expires_at > nowIso()
    )
      secrets.push(d.cipher.decrypt(row.previous_secret));
    const startedAt = nowIso();
    const result: PostResult = await guardedPost(
      row.url,
      body,
      {
        'webhook-id': row.event_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': secrets
          .map((s) => signatureOf(s, row.event_id, timestamp, body))
          .join(' '),
      },
      {
        allowLoopback: d.allowLoopback,
        resolve: d.resolve,
        timeoutMs,
      },
    );
    const gone = result.status === 410;
    const outcome: WebhookOutcome = gone ? 'gone' : result.outcome;
    const ok = outcome === 'success';
    const finishedAt = nowIso();
    const failingSince = row.failing_since ?? startedAt;
    const failedTooLong =
      !ok && Date.parse(finishedAt) - Date.parse(failingSince) >= FAILING_DISABLES_AFTER_MS;
    const retryIn = schedule[job.attempt - 1];
    let nextDelay: number | null = null;
    if (!ok && !gone && !failedTooLong && retryIn !== undefined) {
      nextDelay = jitter(retryIn);
      if ((result.status === 429 || result.status === 503) && result.retryAfterMs !== null)
        nextDelay = Math.max(nextDelay, Math.min(result.retryAfterMs, MAX_RETRY_AFTER_MS));
    }
    return {
      deliveryId: job.deliveryId,
      attempt: job.attempt,
      status: ok ? 'delivered' : nextDelay === null ? 'failed' : 'pending',
      outcome,
      statusCode: result.status,
      latencyMs: result.latencyMs,
      response: result.excerpt,
      error: result.error,
      nextAttemptAt: nextDelay === null ? null : isoAfter(nextDelay),
      nextDelayMs: nextDelay,
      disableReason: gone
        ? 'It answered 410 Gone: the receiver asked for no more events.'
        : failedTooLong
          ? 'No delivery succeeded for 5 days.'
          : null,
      startedAt,
      finishedAt,
    };
  }

  /**
   * What the endpoints of a batch become: `failing_since` set at the first failure and cleared
   * by a success (the latest attempt of each endpoint decides), written only when it changes,
   * so a healthy endpoint's deliveries write no endpoint row; disabled on a 410 or after five
   * days of failures (its owners mailed once).
   */
  async function recordEndpoints(tx: Tx, done: Done[]): Promise<void> {
    const latest = new Map<string, Done>();
    const firstFailure = new Map<string, string>();
    for (const x of done) {
      const id = x.row.endpoint_id;
      const seen = latest.get(id);
      if (!seen || seen.record.finishedAt <= x.record.finishedAt) latest.set(id, x);
      if (x.record.outcome !== 'success') {
        const f = firstFailure.get(id);
        if (!f || x.record.startedAt < f) firstFailure.set(id, x.record.startedAt);
      }
    }
    for (const [id, { row, record }] of latest) {
      const ok = record.outcome === 'success';
      if (ok && row.failing_since !== null)
        await tx
          .updateTable('webhook_endpoints')
          .set({ failing_since: null })
          .where('id', '=', id)
          .execute();
      if (!ok && row.failing_since === null)
        await tx
          .updateTable('webhook_endpoints')
          .set({ failing_since: firstFailure.get(id)! })
          .where('id', '=', id)
          .execute();
    }
    for (const { row, record } of done)
      if (record.disableReason)
        await disable(
          tx,
          { id: row.endpoint_id, organisation_id: row.organisation_id, url: row.url },
          record.disableReason,
        );
  }

  /**
   * One attempt of each delivery of a batch (the `webhook-delivery` queue is taken a batch at a
   * time, decision 0040): one read, the POSTs side by side, one transaction recording them all.
   * Each job carries its attempt's number: a job run again after its attempt was recorded (a
   * worker that died after the commit) does nothing, and a worker that died mid-request leaves
   * the attempt unrecorded, so the job's lease running out gives it to another worker, which
   * sends the same webhook-id again (at least once). A failure is recorded and the next attempt
   * queued as a new delayed job in the same transaction; the batch itself only fails (and is
   * retried by the engine) when the database does.
   */
  return async function deliver(jobs: Job[]): Promise<void> {
    if (jobs.length === 0) return;
    const byId = new Map((await read(jobs.map((j) => j.deliveryId))).map((r) => [r.id, r]));
    const due: { job: Job; row: Row }[] = [];
    const endpointOff: string[] = [];
    for (const job of jobs) {
      const row = byId.get(job.deliveryId);
      // Gone (endpoint deleted), finished, or this attempt already recorded: nothing to do.
      if (!row || row.status !== 'pending' || Number(row.attempts) !== job.attempt - 1) continue;
      if (row.endpoint_status !== 'enabled') endpointOff.push(job.deliveryId);
      else due.push({ job, row });
    }
    if (endpointOff.length > 0)
      await d.db
        .updateTable('webhook_deliveries')
        .set({
          status: 'failed',
          next_attempt_at: null,
          last_error: 'The endpoint is disabled.',
          updated_at: nowIso(),
        })
        .where('id', 'in', endpointOff)
        .where('status', '=', 'pending')
        .execute();
    if (due.length === 0) return;

    // Never shorter than the request's own cut, so a batch of timeouts records them together.
    const waitMs = Math.min(d.batchWaitMs ?? BATCH_WAIT_MS, timeoutMs + 500);
    const attempts = due.map(async ({ job, row }) => ({ row, record: await attemptOne(job, row) }));
    const finished = await settleWithin(attempts, waitMs);
    const late = due.filter((_, i) => !finished[i]).map((x) => x.job);
    await record(
      finished.filter((x) => x !== undefined),
      late,
      Math.max(0, timeoutMs - waitMs) + WATCHDOG_MARGIN_MS,
    );
    // The slowest are recorded as they end, each on its own; their watchdog jobs, written above,
    // find the attempt recorded and do nothing (or send again if this process died meanwhile).
    attempts.forEach((p, i) => {
      if (finished[i]) return;
      void p
        .then((x) => record([x], [], 0))
        .catch((err: unknown) =>
          d.log?.error({ err }, 'a late webhook attempt was not recorded; its watchdog resends'),
        );
    });
  };

  /**
   * One transaction recording the attempts that finished, their endpoints and next attempts,
   * and for each delivery still under way (`late`) a watchdog: the same attempt's job again,
   * due after its request is cut. The batch's jobs then complete and its worker takes more,
   * instead of waiting up to the 15 s timeout for one slow receiver (head-of-line blocking); if
   * this process dies before the late attempt is recorded, the watchdog sends it again.
   */
  async function record(done: Done[], late: Job[], watchdogDelayMs: number) {
    if (done.length === 0 && late.length === 0) return;
    const recorded = await d.db.transaction().execute(async (tx) => {
      const ids = await recordAttempts(
        tx,
        done.map((x) => x.record),
      );
      // Another worker recorded an attempt first: its record stands, and this one is dropped.
      const ours = done.filter((x) => ids.has(x.record.deliveryId));
      await recordEndpoints(tx, ours);
      for (const { record } of ours)
        if (record.nextDelayMs !== null)
          await d.jobs.send(
            tx,
            'webhook-delivery',
            { deliveryId: record.deliveryId, attempt: record.attempt + 1 },
            { delayMs: record.nextDelayMs },
          );
      for (const job of late)
        await d.jobs.send(tx, 'webhook-delivery', job, { delayMs: watchdogDelayMs });
      return ours;
    });
    for (const { record } of recorded) d.onAttempt?.(record.outcome);
  }
}

/**
 * Waits for every promise or `ms`, whichever comes first: what each had given by then
 * (undefined for those still under way).
 */
async function settleWithin<T>(promises: Promise<T>[], ms: number): Promise<(T | undefined)[]> {
  const got: (T | undefined)[] = promises.map(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(
      promises.map(async (p, i) => {
        got[i] = await p;
      }),
    ),
    new Promise((r) => {
      timer = setTimeout(r, ms);
    }),
  ]);
  clearTimeout(timer);
  return [...got];
}

export type DeliverWebhooks = ReturnType<typeof webhookDelivery>;
