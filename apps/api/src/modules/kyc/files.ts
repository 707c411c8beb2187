import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { KycFileKind } from '../../db/schema.js';
import { cleanCertificate, cleanImage, decodeDataUrl, type CleanFile } from '../../lib/uploads.js';
import { nowIso } from '../../lib/time.js';
import type { KycFileRow } from './repository.js';

export interface IncomingFile {
  kind: KycFileKind;
  field: string;
  dataUrl: string;
}

/**
 * Cleans every incoming file first (so bad input is refused before anything is written), then
 * stores them under generated keys. Returns rows to insert, and a cleanup for a failed insert.
 */
export async function storeFiles(storage: FileStorage, userId: string, incoming: IncomingFile[]) {
  const cleaned: { f: IncomingFile; clean: CleanFile }[] = [];
  for (const f of incoming) {
    const bytes = decodeDataUrl(f.dataUrl, f.field);
    const clean =
      f.kind === 'certificate'
        ? await cleanCertificate(bytes, f.field)
        : await cleanImage(bytes, f.field);
    cleaned.push({ f, clean });
  }
  const stored: Omit<KycFileRow, 'submission_id'>[] = [];
  for (const { f, clean } of cleaned) {
    const id = randomUUID();
    const key = `kyc/${userId}/${id}${clean.contentType === 'application/pdf' ? '.pdf' : '.jpg'}`;
    await storage.put(key, clean.bytes, clean.contentType);
    stored.push({
      id,
      user_id: userId,
      kind: f.kind,
      storage_key: key,
      content_type: clean.contentType,
      size: clean.bytes.length,
      sha256: clean.sha256,
      width: clean.width,
      height: clean.height,
      created_at: nowIso(),
    });
  }
  return {
    rows: (submissionId: string): KycFileRow[] =>
      stored.map((s) => ({ ...s, submission_id: submissionId })),
    discard: () => Promise.all(stored.map((s) => storage.delete(s.storage_key))),
  };
}

/** An earlier version's file, carried into a new version without copying the bytes. */
export function carryOver(file: KycFileRow, submissionId: string): KycFileRow {
  return { ...file, id: randomUUID(), submission_id: submissionId, created_at: nowIso() };
}
