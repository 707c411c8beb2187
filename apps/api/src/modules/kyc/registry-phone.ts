import type { Db } from '../../db/database.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { decodeLookupRecord } from './lookup-record.js';

/**
 * The phone on the registry record (BVN, or NIN given by number or vNIN: issue 48) the member's
 * latest submission was made with (a lookup is stored only when names and date of birth matched
 * the member's). A number equal to it counts as proven (issue 30), its source the registry; a
 * lookup the member did not submit with counts for nothing. Never shown back.
 */
export async function registryPhoneOf(
  db: Db,
  cipher: PiiCipher,
  userId: string,
): Promise<{ phone: string; source: 'bvn' | 'nin' } | null> {
  const row = await db
    .selectFrom('kyc_submissions as s')
    .leftJoin('identity_lookups as l', 'l.id', 's.identity_lookup_id')
    .select(['l.result_enc', 'l.id_type'])
    .where('s.user_id', '=', userId)
    .orderBy('s.version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const phone = row?.result_enc ? decodeLookupRecord(cipher, row.result_enc).phone : null;
  if (!phone) return null;
  return { phone, source: row?.id_type === 'bvn' ? 'bvn' : 'nin' };
}
