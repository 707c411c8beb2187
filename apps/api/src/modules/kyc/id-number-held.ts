import type { Db, Tx } from '../../db/database.js';
import { blindIndex } from '../../lib/crypto.js';

/**
 * Whether a member holds an ID number (issue 49: a registry that lists a director's NIN or BVN):
 * it is the number of their approved submission, or one of their registry lookups (kept only
 * when names and date of birth matched) was made with it. Compared by blind index: the number is
 * never decrypted, and nothing of it leaves this module but the answer.
 */
export async function holdsIdNumber(
  executor: Db | Tx,
  indexKey: Buffer,
  userId: string,
  id: { type: 'nin' | 'bvn'; value: string },
): Promise<boolean> {
  // As the member's own numbers are indexed: the digits alone (a registry may space them).
  const bidx = blindIndex(indexKey, 'id_number', `${id.type}:${id.value.replace(/\D/g, '')}`);
  const submitted = await executor
    .selectFrom('kyc_submissions')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'APPROVED')
    .where('identity_type', '=', id.type)
    .where('identity_number_bidx', '=', bidx)
    .limit(1)
    .executeTakeFirst();
  if (submitted) return true;
  const looked = await executor
    .selectFrom('identity_lookups')
    .select('id')
    .where('user_id', '=', userId)
    .where('id_type', '=', id.type)
    .where('id_number_bidx', '=', bidx)
    .limit(1)
    .executeTakeFirst();
  return looked !== undefined;
}
