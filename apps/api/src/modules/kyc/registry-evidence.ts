import type { Db, Tx } from '../../db/database.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { isMemberRecord, type ComparedMember } from './lookup-match.js';
import { decodeLookupRecord } from './lookup-record.js';

/** When the member's BVN and NIN were last matched electronically; null: never (or no longer). */
export interface RegistryEvidence {
  bvn: string | null;
  nin: string | null;
}

/**
 * The registries that vouch for a member (issue 48): each of their stored lookups (kept only
 * when names and date of birth matched the profile) that still matches what was certified. A NIN
 * looked up by its virtual token counts as the NIN. A lookup made after the approval counts too:
 * it matched the certified names and date of birth, which is what the circular asks of a
 * validated BVN or NIN.
 */
export async function registryEvidenceOf(
  executor: Db | Tx,
  cipher: PiiCipher,
  userId: string,
  certified: ComparedMember,
): Promise<RegistryEvidence> {
  const rows = await executor
    .selectFrom('identity_lookups')
    .select(['id_type', 'result_enc', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  const out: RegistryEvidence = { bvn: null, nin: null };
  for (const r of rows) {
    const registry =
      r.id_type === 'bvn' ? 'bvn' : r.id_type === 'nin' || r.id_type === 'vnin' ? 'nin' : null;
    if (!registry || out[registry]) continue;
    if (isMemberRecord(decodeLookupRecord(cipher, r.result_enc), certified))
      out[registry] = r.created_at;
  }
  return out;
}
