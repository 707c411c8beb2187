import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.js';
import { numberProofsJsonOf, numberStatesOf } from '../numbers/index.js';

/**
 * Whether the phone number of a member's approved snapshot is one they proved (issue 46,
 * finding 5): by a code sent to it or by their BVN record, and past its hold — what a lookup by
 * number also asks (verification's memberBy). The snapshot copies the number the member typed;
 * a number nobody proved, or that another member proved since, is theirs in no signed
 * credential, no consent grant and no verified presentation. A number changed on the profile
 * loses its proof at once (numbers' releaseUnlistedNumbers), so it is not claimed either.
 */
export async function approvedPhoneProven(executor: Db | Tx, userId: string): Promise<boolean> {
  const row = await executor
    .selectFrom('verified_snapshots as v')
    .select(['v.phone_bidx', numberProofsJsonOf(executor, sql.ref('v.user_id')).as('proofs')])
    .where('v.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return false;
  // Only the phone is asked about; no proof has an empty index.
  const states = numberStatesOf(row.proofs, { phone: row.phone_bidx, whatsapp: '' });
  return states.phone.state === 'proven';
}
