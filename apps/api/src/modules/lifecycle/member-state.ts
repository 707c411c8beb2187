import type { Selectable } from 'kysely';
import {
  eventsUnderSuspension,
  memberMove,
  type MemberEvent,
  type MemberStatus,
} from '@vouch/contracts';
import type { LifecycleDatabase } from '../../db/schema.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import { nowIso } from '../../lib/time.js';
import { TransitionRefused } from './errors.js';
import { lockRow, type W } from './store.js';

export type MemberRow = Selectable<LifecycleDatabase['users']>;

/** The member's row, locked for the rest of the transaction. */
/** The member's row, locked, with names, e-mail, WeChat and IP decrypted (decision 0013). */
export async function lockMember(
  trx: W,
  id: string,
  cols: ColumnCipher,
): Promise<MemberRow | undefined> {
  await lockRow(trx, 'users', id);
  const row = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && cols.open('users', id, row);
}

export interface MemberMove {
  from: MemberStatus;
  to: MemberStatus;
  /** The event moved the status a suspension will return to, not the member's status. */
  underSuspension: boolean;
}

/** Whether `event` may move this member now (the lifecycle table in packages/contracts). */
export function canMove(u: MemberRow, event: MemberEvent): boolean {
  const under = u.status === 'SUSPENDED' && eventsUnderSuspension.includes(event);
  return memberMove(event, under ? u.suspended_from! : u.status, u.suspended_from) !== null;
}

/**
 * Moves a locked member by `event`, or throws TransitionRefused with `refusal`. `reason` is what
 * the member reads for a revocation or suspension. Updates `u` to match the row.
 */
export async function moveMember(
  trx: W,
  u: MemberRow,
  event: MemberEvent,
  refusal: string,
  reason: string | null = null,
): Promise<MemberMove> {
  const under = u.status === 'SUSPENDED' && eventsUnderSuspension.includes(event);
  const from = under ? u.suspended_from! : u.status;
  const to = memberMove(event, from, u.suspended_from);
  if (!to) throw new TransitionRefused(refusal);
  const now = nowIso();
  const next: Partial<MemberRow> = under
    ? { suspended_from: to }
    : {
        status: to,
        suspended_from:
          event === 'suspended' ? u.status : event === 'reinstated' ? null : u.suspended_from,
        status_reason:
          event === 'suspended' || event === 'revoked'
            ? reason
            : to === from
              ? u.status_reason
              : null,
        status_changed_at: to === from ? u.status_changed_at : now,
      };
  await trx
    .updateTable('users')
    .set({ ...next, updated_at: now })
    .where('id', '=', u.id)
    .execute();
  Object.assign(u, next, { updated_at: now });
  return { from, to, underSuspension: under };
}
