import { randomUUID } from 'node:crypto';
import {
  API_PREFIX,
  BUSINESS_DOCUMENT_MAX_BYTES,
  BUSINESS_DOCUMENTS_MAX,
  businessVerificationMessages,
  businessVerificationPaths,
  type AddBusinessDocumentPayload,
  type BusinessDocument,
} from '@vouch/contracts';
import type { FileStorage } from '../../adapters/storage/storage.js';
import { sql } from 'kysely';
import { dialectOf, type Db, type Tx } from '../../db/database.js';
import type { BusinessVerificationDocumentsTable } from '../../db/schema.js';
import { HttpError } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import { cleanCertificate, decodeDataUrl } from '../../lib/uploads.js';
import type { AuditLog } from '../audit/index.js';
import { prefixedId, Problem } from '../business/index.js';
import type { VerificationRow } from './store.js';

type DocumentRow = BusinessVerificationDocumentsTable;

/** Where a verification's documents are stored: not under kyc/ (the orphan sweep's). */
export const KYB_DOCUMENTS_PREFIX = 'kyb-documents/';
/** A reviewer's reading of the same page within this window is one audit entry. */
const VIEW_AUDIT_WINDOW_MS = 10 * 60_000;

/** Who adds a document: an API key or a member of the console, and from where. */
export interface DocumentAuthor {
  /** The key's id, or the member's user id. */
  id: string;
  ip: string;
  /** Whose PDFs wait for the renderer together (lib/pdf-render-gate). */
  organisationId: string;
}

export const documentsOf = (executor: Db | Tx, verificationId: string) =>
  executor
    .selectFrom('business_verification_documents')
    .selectAll()
    .where('verification_id', '=', verificationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const documentView = (r: DocumentRow): BusinessDocument => ({
  id: r.id,
  object: 'business_verification_document',
  kind: r.kind,
  pages: Number(r.pages),
  created_at: r.created_at,
});

/** The back office's link to one page of a document (audited when read). */
export const documentPageUrl = (verificationId: string, documentId: string, page: number) =>
  `${API_PREFIX}${businessVerificationPaths.queue}/${verificationId}/documents/${documentId}/pages/${page}`;

/**
 * The business's own papers on a business verification (issue 49): a CAC certificate, a status
 * report, the memorandum, for the reviewer beside the registry's record. Added while the
 * verification waits for its people or a reviewer, at most BUSINESS_DOCUMENTS_MAX of them. A file
 * is what its bytes say (JPEG, PNG or PDF, at most 4 MB) and is kept as the cleaned images of its
 * pages: a photo re-encoded, a PDF drawn by MuPDF within limits and never kept itself, exactly as
 * the member's certificate (lib/uploads.ts, decision 0014). Reviewers read the pages, audited.
 */
export function businessDocuments(d: { db: Db; storage: FileStorage; audit: AuditLog }) {
  const { db } = d;

  /** The cleaned pages, or the upload's refusal as the business API's problem. */
  async function pagesOf(p: AddBusinessDocumentPayload, who: DocumentAuthor) {
    try {
      const bytes = decodeDataUrl(p.file, 'file');
      if (bytes.length > BUSINESS_DOCUMENT_MAX_BYTES)
        throw new Problem('invalid-request', businessVerificationMessages.documentTooLarge, {
          errors: { file: businessVerificationMessages.documentTooLarge },
        });
      return await cleanCertificate(bytes, 'file', {
        member: `organisation:${who.organisationId}`,
        address: who.ip,
      });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.statusCode === 429)
        throw new Problem('rate-limited', err.message, {
          headers: [['retry-after', String(Math.ceil(err.retryAfterSeconds ?? 60))]],
        });
      // The member API's words for the certificate suit any document ("This PDF has…").
      throw new Problem('invalid-request', `file: ${err.message}`, {
        errors: { file: err.message },
      });
    }
  }

  return {
    async add(
      v: VerificationRow,
      p: AddBusinessDocumentPayload,
      who: DocumentAuthor,
    ): Promise<void> {
      const open = () => v.status === 'pending_people' || v.status === 'in_review';
      if (!open()) throw new Problem('conflict', businessVerificationMessages.documentsClosed);
      const count = async (ex: Db | Tx) =>
        Number(
          (
            await ex
              .selectFrom('business_verification_documents')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('verification_id', '=', v.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      // Asked before the file is read (a full verification costs no render), and again below.
      if ((await count(db)) >= BUSINESS_DOCUMENTS_MAX)
        throw new Problem('conflict', businessVerificationMessages.documentsFull);
      const pages = await pagesOf(p, who);
      const id = prefixedId('bvd');
      // Test mode checks the file as live mode does and keeps nothing of it: nobody reviews a
      // test verification, and free test calls must not fill the store.
      const keep = v.mode === 'live';
      // Storage keys are lower case (the local store's rule): a UUID, not the mixed-case ids.
      const prefix = keep ? `${KYB_DOCUMENTS_PREFIX}${randomUUID()}` : '';
      const keys = keep ? pages.map((_, i) => `${prefix}/${i + 1}`) : [];
      try {
        for (const [i, key] of keys.entries())
          await d.storage.put(key, pages[i]!.bytes, pages[i]!.contentType);
        await db.transaction().execute(async (tx) => {
          // The verification's row is locked first: a decision, or another document, waits for
          // this one (SQLite's transaction holds the database's write lock already).
          if (dialectOf(tx) === 'postgres')
            await sql`select 1 from business_verifications where id = ${v.id} for update`.execute(
              tx,
            );
          const now = await tx
            .selectFrom('business_verifications')
            .select('status')
            .where('id', '=', v.id)
            .executeTakeFirst();
          if (now?.status !== 'pending_people' && now?.status !== 'in_review')
            throw new Problem('conflict', businessVerificationMessages.documentsClosed);
          if ((await count(tx)) >= BUSINESS_DOCUMENTS_MAX)
            throw new Problem('conflict', businessVerificationMessages.documentsFull);
          await tx
            .insertInto('business_verification_documents')
            .values({
              id,
              verification_id: v.id,
              kind: p.kind,
              pages: pages.length,
              file_prefix: prefix,
              added_by: who.id,
              created_at: nowIso(),
            })
            .execute();
          await d.audit.append(tx, {
            actorId: who.id,
            ip: who.ip,
            action: 'business_verification.document_added',
            targetType: 'business_verification',
            targetId: v.id,
            details: { document: id, kind: p.kind, pages: pages.length },
          });
        });
      } catch (err) {
        // Nothing of a refused document stays behind (a failed delete does not hide why).
        for (const key of keys) await d.storage.delete(key).catch(() => undefined);
        throw err;
      }
    },

    /** One page for a reviewer: its bytes, the reading audited once per window. */
    async page(
      verificationId: string,
      documentId: string,
      page: number,
      staff: { id: string; ip: string },
    ): Promise<{ bytes: Buffer; contentType: string }> {
      const doc = await db
        .selectFrom('business_verification_documents')
        .innerJoin(
          'business_verifications',
          'business_verifications.id',
          'business_verification_documents.verification_id',
        )
        .select([
          'business_verification_documents.pages',
          'business_verification_documents.file_prefix',
        ])
        .where('business_verification_documents.id', '=', documentId)
        .where('business_verification_documents.verification_id', '=', verificationId)
        // Reviewers read live verifications only (test ones keep no pages).
        .where('business_verifications.mode', '=', 'live')
        .executeTakeFirst();
      if (!doc || page < 1 || page > Number(doc.pages))
        throw new HttpError(404, businessVerificationMessages.documentNotFound);
      const bytes = await d.storage.get(`${doc.file_prefix}/${page}`);
      if (!bytes) throw new HttpError(404, businessVerificationMessages.documentNotFound);
      const target = `${documentId}/${page}`;
      const since = new Date(Date.now() - VIEW_AUDIT_WINDOW_MS).toISOString();
      const recent = await db
        .selectFrom('audit_log')
        .select('seq')
        .where('target_id', '=', target)
        .where('actor_id', '=', staff.id)
        .where('action', '=', 'business_verification.document_viewed')
        .where('at', '>', since)
        .limit(1)
        .executeTakeFirst();
      if (!recent)
        await d.audit.append(db, {
          actorId: staff.id,
          ip: staff.ip,
          action: 'business_verification.document_viewed',
          targetType: 'business_verification_document',
          targetId: target,
          details: { verification: verificationId },
        });
      // JPEG bytes start FF D8; the cleaner writes JPEG for photos and PNG for a PDF's pages.
      const contentType = bytes[0] === 0xff ? 'image/jpeg' : 'image/png';
      return { bytes, contentType };
    },
  };
}
export type BusinessDocuments = ReturnType<typeof businessDocuments>;
