import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import { HOUR } from '../../lib/time.js';

/** Where uploads live: KYC files and identity-lookup portraits (keys are ours: files.ts). */
export const UPLOAD_PREFIXES = ['kyc/', 'lookups/'];
const BATCH = 500;

/**
 * Files are written before the transaction that refers to them commits; if it never does (the
 * request failed, the process died), the file is an orphan. Deletes stored files no row refers
 * to, once they are older than `graceMs` (a submission still being written is left alone).
 * Returns how many were deleted.
 */
export async function sweepOrphanUploads(
  db: Db,
  storage: FileStorage,
  graceMs = HOUR,
): Promise<number> {
  const cutoff = Date.now() - graceMs;
  let deleted = 0;
  for (const prefix of UPLOAD_PREFIXES) {
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const used = new Set([
        ...(
          await db
            .selectFrom('kyc_files')
            .select('storage_key as key')
            .where('storage_key', 'in', batch)
            .execute()
        ).map((r) => r.key),
        ...(
          await db
            .selectFrom('identity_lookups')
            .select('photo_key as key')
            .where('photo_key', 'in', batch)
            .execute()
        ).map((r) => r.key),
      ]);
      for (const key of batch)
        if (!used.has(key)) {
          await storage.delete(key);
          deleted += 1;
        }
      batch = [];
    };
    for await (const o of storage.list(prefix)) {
      if (o.modifiedAt.getTime() > cutoff) continue;
      batch.push(o.key);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }
  return deleted;
}
