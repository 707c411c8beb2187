import { parseDob } from '@vouch/contracts';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { decodeLookupRecord, kycRepository, type SubmissionRow } from '../kyc/index.js';

export type CheckedImage = 'selfie' | 'document_front' | 'document_back' | 'lookup_portrait';

/** Everything the checks look at for one submission version, decrypted once, in memory only. */
export interface CheckContext {
  submission: SubmissionRow;
  typed: {
    firstName: string;
    lastName: string;
    middleName: string | null;
    /** YYYY-MM-DD, or null when the stored date cannot be read. */
    dob: string | null;
    identityNumber: string;
    /** null for an individual (issue 17) */
    businessName: string | null;
    /** The business number as typed (a CAC number, issue 30); null for none or an individual. */
    businessNumber: string | null;
  };
  lookup: {
    provider: string;
    /** Which record: 'bvn', 'nin' or 'vnin' (a NIN's record by its token). */
    registry: string;
    firstName: string;
    lastName: string;
    middleName: string | null;
    dob: string | null;
  } | null;
  images: Partial<Record<CheckedImage, Buffer>>;
  now: Date;
}

const CHECKED: CheckedImage[] = ['selfie', 'document_front', 'document_back', 'lookup_portrait'];

/** The spec stores dates as DD-MM-YYYY; the checks compare ISO dates. */
export function isoDate(value: string | null | undefined): string | null {
  const d = value ? parseDob(value) : null;
  if (!d) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

export async function loadCheckContext(
  db: Db,
  storage: FileStorage,
  cipher: PiiCipher,
  columns: ColumnCipher,
  /** With its encrypted columns opened (decision 0013). */
  submission: SubmissionRow,
): Promise<CheckContext> {
  const images: CheckContext['images'] = {};
  for (const f of await kycRepository(db, columns).files(submission.id)) {
    const kind = f.kind as CheckedImage;
    if (!CHECKED.includes(kind)) continue;
    const bytes = await storage.get(f.storage_key);
    // A file the database names but the store does not hold is an error to retry, never
    // "no selfie in this submission" recorded as a finished result.
    if (!bytes) throw new Error(`stored file ${f.id} (${f.kind}) is missing from storage`);
    images[kind] = bytes;
  }
  const lookupRow = submission.identity_lookup_id
    ? await db
        .selectFrom('identity_lookups')
        .select(['provider', 'result_enc', 'id_type'])
        .where('id', '=', submission.identity_lookup_id)
        .executeTakeFirst()
    : undefined;
  const found = lookupRow ? decodeLookupRecord(cipher, lookupRow.result_enc) : null;
  return {
    submission,
    typed: {
      firstName: submission.first_name,
      lastName: submission.last_name,
      middleName: submission.middle_name,
      dob: isoDate(cipher.decrypt(submission.dob_enc)),
      // Decrypted with the row (columns.open): the column keeps its old name.
      identityNumber: submission.identity_number_enc,
      businessName: submission.applicant_type === 'business' ? submission.business_name : null,
      businessNumber:
        submission.applicant_type === 'business' ? submission.business_number || null : null,
    },
    lookup:
      found && lookupRow
        ? {
            provider: lookupRow.provider,
            registry: lookupRow.id_type,
            firstName: found.firstName,
            lastName: found.lastName,
            middleName: found.middleName,
            dob: isoDate(found.dob),
          }
        : null,
    images,
    now: new Date(),
  };
}
