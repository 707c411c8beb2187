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

const EXTENSION: Record<CleanFile['contentType'], string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/**
 * Storage key of a file. The pages of one certificate share a name and end in `.p<n>.png`, which
 * is where their order is kept (kyc_files has no page column; decision 0014).
 */
function keyOf(userId: string, name: string, clean: CleanFile, page: number | null) {
  return `kyc/${userId}/${name}${page === null ? '' : `.p${page}`}${EXTENSION[clean.contentType]}`;
}

/** Page number of a stored file (1 for a file stored whole). */
export function pageOf(file: Pick<KycFileRow, 'storage_key'>): number {
  const m = /\.p(\d+)\.[a-z]+$/.exec(file.storage_key);
  return m ? Number(m[1]) : 1;
}

/** Files of one kind in page order: a certificate's pages 1…n (other kinds have one file). */
export function filesOfKind(files: KycFileRow[], kind: KycFileKind): KycFileRow[] {
  return files.filter((f) => f.kind === kind).sort((a, b) => pageOf(a) - pageOf(b));
}

/**
 * Cleans every incoming file first (so bad input is refused before anything is written), then
 * stores them under generated keys. A certificate may become several rows of kind 'certificate',
 * one per page image. Returns rows to insert, and a cleanup for a failed insert.
 */
export async function storeFiles(
  storage: FileStorage,
  userId: string,
  incoming: IncomingFile[],
  /** The address the files came from: certificate PDFs are rendered one per address at a time. */
  ip: string,
) {
  const cleaned: { f: IncomingFile; clean: CleanFile[] }[] = [];
  for (const f of incoming) {
    const bytes = decodeDataUrl(f.dataUrl, f.field);
    const clean =
      f.kind === 'certificate'
        ? await cleanCertificate(bytes, f.field, { member: userId, address: ip })
        : [await cleanImage(bytes, f.field)];
    cleaned.push({ f, clean });
  }
  const stored: Omit<KycFileRow, 'submission_id'>[] = [];
  for (const { f, clean } of cleaned) {
    const name = randomUUID();
    for (const [i, page] of clean.entries()) {
      const key = keyOf(userId, name, page, clean.length > 1 ? i + 1 : null);
      await storage.put(key, page.bytes, page.contentType);
      stored.push({
        id: i === 0 ? name : randomUUID(),
        user_id: userId,
        kind: f.kind,
        storage_key: key,
        content_type: page.contentType,
        size: page.bytes.length,
        sha256: page.sha256,
        width: page.width,
        height: page.height,
        created_at: nowIso(),
      });
    }
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
