import { randomInt } from 'node:crypto';
import { StatusList } from '@sd-jwt/jwt-status-list';
import type { Db, Tx } from '../../db/database.js';
import type { IssuerKeys } from './keys.js';
import { signJwt } from './jwt.js';

/** The one list in use; a second starts when it fills (decision 0043). */
export const STATUS_LIST_ID = 1;
/** 2^17 slots, picked at random so a slot says nothing about when or to whom it was issued. */
export const STATUS_LIST_SIZE = 131072;
/** How long a verifier may keep the list before asking again (seconds). */
export const STATUS_LIST_TTL = 300;

export const STATUS = { valid: 0, invalid: 1, suspended: 2 } as const;

/** A free slot in the list, chosen at random (the unique constraint is the last word). */
export async function freeSlot(tx: Tx): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const idx = randomInt(STATUS_LIST_SIZE);
    const taken = await tx
      .selectFrom('credentials')
      .select('id')
      .where('status_list', '=', STATUS_LIST_ID)
      .where('status_idx', '=', idx)
      .executeTakeFirst();
    if (!taken) return idx;
  }
  throw new Error('the credential status list is full');
}

/** Every credential of `userId` whose status is one of `from` takes status `to`. */
export async function setStatus(
  tx: Tx,
  userId: string,
  from: number[],
  to: number,
  at: string,
): Promise<void> {
  await tx
    .updateTable('credentials')
    .set({ status: to, status_changed_at: at })
    .where('user_id', '=', userId)
    .where('status', 'in', from)
    .execute();
}

/**
 * The signed Token Status List (`statuslist+jwt`, 2 bits a slot) for list `id`, built from the
 * credentials table at the moment it is asked for.
 */
export async function statusListJwt(
  db: Db,
  keys: IssuerKeys,
  appUrl: string,
  id: number,
): Promise<string | null> {
  if (id !== STATUS_LIST_ID) return null;
  const rows = await db
    .selectFrom('credentials')
    .select(['status_idx', 'status'])
    .where('status_list', '=', id)
    .where('status', '!=', STATUS.valid)
    .execute();
  const list = new StatusList(new Array<number>(STATUS_LIST_SIZE).fill(0), 2);
  for (const r of rows) list.setStatus(r.status_idx, r.status);
  const iat = Math.floor(Date.now() / 1000);
  return signJwt(keys, 'statuslist+jwt', {
    sub: statusListUri(appUrl, id),
    iss: appUrl,
    iat,
    exp: iat + 24 * 60 * 60,
    ttl: STATUS_LIST_TTL,
    status_list: { bits: 2, lst: list.compressStatusList() },
  });
}

export const statusListUri = (appUrl: string, id: number) => `${appUrl}/credentials/status/${id}`;
