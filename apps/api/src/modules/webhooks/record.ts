import { sql } from 'kysely';
import type { Tx } from '../../db/database.js';
import type { WebhookOutcome } from '../../db/schema.js';
import { prefixedId } from '../business/index.js';

/** What one attempt of one delivery came to, as the delivery's row and its attempt record. */
export interface AttemptRecord {
  deliveryId: string;
  attempt: number;
  status: 'delivered' | 'pending' | 'failed';
  outcome: WebhookOutcome;
  statusCode: number | null;
  latencyMs: number;
  response: string | null;
  error: string | null;
  nextAttemptAt: string | null;
  startedAt: string;
  finishedAt: string;
}

/**
 * Records the attempts of a batch in two statements, whatever its size: one UPDATE of every
 * delivery from a VALUES list (each only if it is still pending at the attempt before, so an
 * attempt another worker recorded first stands), and one INSERT of the attempts that were
 * recorded. The same SQL runs on SQLite (3.33+: UPDATE … FROM) and PostgreSQL; the casts give
 * PostgreSQL the VALUES list's column types. Returns the ids recorded.
 */
export async function recordAttempts(tx: Tx, records: AttemptRecord[]): Promise<Set<string>> {
  if (records.length === 0) return new Set();
  const rows = records.map(
    (r) =>
      sql`(${r.deliveryId}, ${r.status}, cast(${r.attempt} as integer), cast(${r.statusCode} as integer), cast(${r.latencyMs} as integer), cast(${r.response} as text), cast(${r.error} as text), cast(${r.nextAttemptAt} as text), cast(${r.finishedAt} as text), cast(${r.status === 'delivered' ? r.finishedAt : null} as text))`,
  );
  const updated = await sql<{ id: string }>`
    with v(did, status, attempt, code, latency, response, error, next_at, at, delivered_at) as (
      values ${sql.join(rows)}
    )
    update webhook_deliveries set
      status = v.status, attempts = v.attempt, last_status_code = v.code,
      last_latency_ms = v.latency, last_response = v.response, last_error = v.error,
      next_attempt_at = v.next_at, updated_at = v.at, delivered_at = v.delivered_at
    from v
    where webhook_deliveries.id = v.did
      and webhook_deliveries.status = 'pending'
      and webhook_deliveries.attempts = v.attempt - 1
    returning id
  `.execute(tx);
  const recorded = new Set(updated.rows.map((r) => r.id));
  const attempts = records.filter((r) => recorded.has(r.deliveryId));
  if (attempts.length > 0)
    await tx
      .insertInto('webhook_attempts')
      .values(
        attempts.map((r) => ({
          id: prefixedId('whk'),
          delivery_id: r.deliveryId,
          attempt: r.attempt,
          outcome: r.outcome,
          status_code: r.statusCode,
          latency_ms: r.latencyMs,
          error: r.error,
          started_at: r.startedAt,
        })),
      )
      .execute();
  return recorded;
}
