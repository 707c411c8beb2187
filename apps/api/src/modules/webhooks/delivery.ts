import { webhookDisabledMail } from '../../adapters/mail/business-templates.js';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import type { Db, Tx } from '../../db/database.js';
import type { WebhookOutcome } from '../../db/schema.js';
import type { Jobs } from '../../jobs/index.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { DAY, HOUR, isoAfter, MINUTE, nowIso } from '../../lib/time.js';
import { prefixedId } from '../business/index.js';
import { guardedPost, type PostResult, type Resolver } from './guard.js';
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

  return async function deliver({ deliveryId, attempt }: { deliveryId: string; attempt: number }) {
    const row = await d.db
      .selectFrom('webhook_deliveries as dl')
      .innerJoin('webhook_endpoints as ep', 'ep.id', 'dl.endpoint_id')
      .innerJoin('business_events as ev', 'ev.id', 'dl.event_id')
      .select([
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
      .where('dl.id', '=', deliveryId)
      .executeTakeFirst();
    // Gone (endpoint deleted), finished, or this attempt already recorded: nothing to do.
    if (!row || row.status !== 'pending' || Number(row.attempts) !== attempt - 1) return;
    const ep = { id: row.endpoint_id, organisation_id: row.organisation_id, url: row.url };
    if (row.endpoint_status !== 'enabled') {
      await d.db
        .updateTable('webhook_deliveries')
        .set({
          status: 'failed',
          next_attempt_at: null,
          last_error: 'The endpoint is disabled.',
          updated_at: nowIso(),
        })
        .where('id', '=', deliveryId)
        .where('status', '=', 'pending')
        .execute();
      return;
    }

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
        timeoutMs: d.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      },
    );

    const gone = result.status === 410;
    const outcome: WebhookOutcome = gone ? 'gone' : result.outcome;
    const ok = outcome === 'success';
    const now = nowIso();
    const failingSince = ok ? null : (row.failing_since ?? startedAt);
    const failedTooLong =
      !ok && Date.parse(now) - Date.parse(failingSince!) >= FAILING_DISABLES_AFTER_MS;
    const retryIn = schedule[attempt - 1];
    let nextDelay: number | null = null;
    if (!ok && !gone && !failedTooLong && retryIn !== undefined) {
      nextDelay = jitter(retryIn);
      if ((result.status === 429 || result.status === 503) && result.retryAfterMs !== null)
        nextDelay = Math.max(nextDelay, Math.min(result.retryAfterMs, MAX_RETRY_AFTER_MS));
    }

    const recorded = await d.db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('webhook_deliveries')
        .set({
          status: ok ? 'delivered' : nextDelay === null ? 'failed' : 'pending',
          attempts: attempt,
          last_status_code: result.status,
          last_latency_ms: result.latencyMs,
          last_response: result.excerpt,
          last_error: result.error,
          next_attempt_at: nextDelay === null ? null : isoAfter(nextDelay),
          updated_at: now,
          delivered_at: ok ? now : null,
        })
        .where('id', '=', deliveryId)
        .where('status', '=', 'pending')
        .where('attempts', '=', attempt - 1)
        .executeTakeFirst();
      // Another worker recorded this attempt first: its record stands.
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await tx
        .insertInto('webhook_attempts')
        .values({
          id: prefixedId('whk'),
          delivery_id: deliveryId,
          attempt,
          outcome,
          status_code: result.status,
          latency_ms: result.latencyMs,
          error: result.error,
          started_at: startedAt,
        })
        .execute();
      // Written only when it changes: a healthy endpoint's deliveries write no endpoint row.
      if ((ok && row.failing_since !== null) || (!ok && row.failing_since === null))
        await tx
          .updateTable('webhook_endpoints')
          .set({ failing_since: failingSince })
          .where('id', '=', ep.id)
          .execute();
      if (gone)
        await disable(tx, ep, 'It answered 410 Gone: the receiver asked for no more events.');
      else if (failedTooLong) await disable(tx, ep, 'No delivery succeeded for 5 days.');
      if (nextDelay !== null)
        await d.jobs.send(
          tx,
          'webhook-delivery',
          { deliveryId, attempt: attempt + 1 },
          { delayMs: nextDelay },
        );
      return true;
    });
    if (recorded) d.onAttempt?.(outcome);
  };
}

export type DeliverWebhook = ReturnType<typeof webhookDelivery>;
