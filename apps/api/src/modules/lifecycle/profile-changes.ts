import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  reviewedProfileFields,
  type ProfileChangeDiff,
  type ReviewedProfileField,
} from '@vouch/contracts';
import type { ProfileChangesTable } from '../../db/schema.js';
import type { PiiCipher } from '../../lib/crypto.js';
import type { MemberRow } from './member-state.js';
import type { SnapshotRow } from './snapshot.js';
import { lockRow, type R, type W } from './store.js';

export type ProfileChangeRow = Selectable<ProfileChangesTable>;
type Values = Record<ReviewedProfileField, string | null>;

export function profileValues(u: MemberRow): Values {
  return {
    first_name: u.first_name,
    last_name: u.last_name,
    wechat_id: u.wechat_id,
  };
}

export function snapshotValues(s: SnapshotRow): Values {
  return {
    first_name: s.first_name,
    last_name: s.last_name,
    wechat_id: s.wechat_id,
  };
}

/** The certified fields that differ. A WeChat ID is matched without case, as lookups match it. */
export function diffValues(before: Values, after: Values): ProfileChangeDiff[] {
  const same = (f: ReviewedProfileField) => {
    const a = before[f];
    const b = after[f];
    if (a === null || b === null) return a === b;
    if (f === 'wechat_id') return a.toLowerCase() === b.toLowerCase();
    return a.trim() === b.trim();
  };
  return reviewedProfileFields
    .filter(({ field }) => !same(field))
    .map(({ field }) => ({ field, before: before[field], after: after[field] }));
}

export function decodeChanges(row: ProfileChangeRow, cipher: PiiCipher): ProfileChangeDiff[] {
  return JSON.parse(cipher.decrypt(row.changes_enc)) as ProfileChangeDiff[];
}

export function pendingChange(executor: R, userId: string) {
  return executor
    .selectFrom('profile_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function lockChange(trx: W, id: string) {
  await lockRow(trx, 'profile_changes', id);
  return trx.selectFrom('profile_changes').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Makes the member's pending change match how their profile differs from what was certified:
 * none when it no longer differs, a new one (superseding the old, which a reviewer may have open)
 * when it differs otherwise. Returns the new pending change, if one was written.
 */
export async function syncPendingChange(
  trx: W,
  u: MemberRow,
  snapshot: SnapshotRow,
  cipher: PiiCipher,
  at: string,
): Promise<ProfileChangeRow | null> {
  const changes = diffValues(snapshotValues(snapshot), profileValues(u));
  const pending = await pendingChange(trx, u.id);
  if (pending && changes.length > 0) {
    const old = decodeChanges(pending, cipher);
    if (JSON.stringify(old) === JSON.stringify(changes)) return null;
  }
  if (pending)
    await trx
      .updateTable('profile_changes')
      .set({ status: 'superseded', decided_at: at })
      .where('id', '=', pending.id)
      .execute();
  if (changes.length === 0) return null;
  const row: ProfileChangeRow = {
    id: randomUUID(),
    user_id: u.id,
    status: 'pending',
    fields: changes.map((c) => c.field).join(','),
    changes_enc: cipher.encrypt(JSON.stringify(changes)),
    created_at: at,
    decided_at: null,
    decided_by: null,
    reason: null,
  };
  await trx.insertInto('profile_changes').values(row).execute();
  return row;
}
