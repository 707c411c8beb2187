import type { IdentifierHold } from '@vouch/contracts';
import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db, type Tx } from '../../db/database.js';

/**
 * A member's holds still waiting at `now` (not cancelled, not over), as one JSON value for account
 * info's statement to return with the member (decision 0025): `[id, kind, label, created_at,
 * held_until]` each. Read it with `activeHoldsOf`.
 */
export function holdsJsonOf(
  executor: Db | Tx,
  userId: RawBuilder<unknown>,
  now: unknown,
): RawBuilder<unknown> {
  const from = sql`from identifier_holds h where h.user_id = ${userId}
    and h.cancelled_at is null and h.held_until > ${now}`;
  return dialectOf(executor) === 'postgres'
    ? sql`(select coalesce(json_agg(json_build_array(h.id, h.kind, h.label, h.created_at,
        h.held_until) order by h.created_at desc), '[]'::json) ${from})`
    : sql`(select json_group_array(json_array(h.id, h.kind, h.label, h.created_at, h.held_until)
        order by h.created_at desc) ${from})`;
}

export function activeHoldsOf(value: unknown, now = new Date().toISOString()): IdentifierHold[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as [
    string,
    IdentifierHold['kind'],
    string,
    string,
    string,
  ][];
  return rows
    .filter(([, , , , heldUntil]) => heldUntil > now)
    .map(([id, kind, label, createdAt, heldUntil]) => ({
      id,
      kind,
      label,
      created_at: createdAt,
      joins_answer_at: heldUntil,
    }));
}
