import type { Db } from '../../db/database.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { decodeLookupRecord } from './lookup-record.js';

/**
 * The phone on the BVN record the member's latest submission was made with (a lookup is stored
 * only when names and date of birth matched the member's). A number equal to it counts as proven
 * (issue 30); a lookup the member did not submit with counts for nothing. Never shown back.
 */
export async function bvnPhoneOf(
  db: Db,
  cipher: PiiCipher,
  userId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('kyc_submissions as s')
    .leftJoin('identity_lookups as l', 'l.id', 's.identity_lookup_id')
    .select('l.result_enc')
    .where('s.user_id', '=', userId)
    .orderBy('s.version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.result_enc ? decodeLookupRecord(cipher, row.result_enc).phone : null;
}
