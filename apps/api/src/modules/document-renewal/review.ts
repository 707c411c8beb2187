import {
  documentExpiryMessages,
  type DocumentRenewalDecision,
  type DocumentRenewalReview,
  type RenewalImageKind,
} from '@vouch/contracts';
import { documentRenewalRefusedMail } from '../../adapters/mail/document-templates.js';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db, Tx } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import type { Lifecycle } from '../lifecycle/index.js';
import type { MemberMail, MemberPii } from '../users/index.js';
import { lagosToday } from './expiry-state.js';

interface Staff {
  id: string;
  ip: string;
}

/**
 * The back office's renewals (issue 50): a driver's licence whose faces matched waits here for
 * a reviewer, who reads its expiry date off the image and approves (the lifecycle renews the
 * member on it) or refuses with a reason the member reads. Every image view and every decision
 * is audited.
 */
export function renewalReview(d: {
  db: Db;
  storage: FileStorage;
  pii: MemberPii;
  audit: AuditLog;
  lifecycle: Pick<Lifecycle, 'renewDocuments'>;
  mailMember: (tx: Tx, memberId: string, mail: MemberMail) => Promise<void>;
  appUrl: string;
}) {
  const { db } = d;

  async function pending(id: string) {
    const row = await db
      .selectFrom('document_renewals as r')
      .leftJoin('verified_snapshots as v', 'v.user_id', 'r.user_id')
      .select([
        'r.id',
        'r.user_id',
        'r.outcome',
        'r.document_key',
        'r.selfie_key',
        'v.submission_id',
        'v.document_expires_on',
      ])
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, documentExpiryMessages.renewalNotFound);
    return row;
  }

  return {
    async queue(): Promise<DocumentRenewalReview[]> {
      const rows = await db
        .selectFrom('document_renewals as r')
        .innerJoin('verified_snapshots as v', 'v.user_id', 'r.user_id')
        .select([
          'r.id',
          'r.user_id',
          'r.document_type',
          'r.created_at',
          'v.first_name',
          'v.last_name',
          'v.document_expires_on',
          'v.documents_expired_at',
        ])
        .where('r.outcome', '=', 'pending')
        .orderBy('r.created_at')
        .limit(200)
        .execute();
      return rows.map((r) => {
        const names = d.pii.columns.open('verified_snapshots', r.user_id, {
          first_name: r.first_name,
          last_name: r.last_name,
        });
        return {
          id: r.id,
          member: { uuid: r.user_id, name: `${names.first_name} ${names.last_name}` },
          document_type: r.document_type,
          previous_expires_on: r.document_expires_on,
          documents_expired: r.documents_expired_at !== null,
          created_at: r.created_at,
        };
      });
    },

    /** One image of a renewal: the new document, the live selfie, the selfie approved before. */
    async image(id: string, kind: RenewalImageKind, staff: Staff) {
      const r = await pending(id);
      let key: string | null = null;
      if (kind === 'document') key = r.document_key;
      if (kind === 'selfie') key = r.selfie_key;
      if (kind === 'approved_selfie' && r.submission_id)
        key =
          (
            await db
              .selectFrom('kyc_files')
              .select('storage_key')
              .where('submission_id', '=', r.submission_id)
              .where('kind', '=', 'selfie')
              .executeTakeFirst()
          )?.storage_key ?? null;
      const bytes = key ? await d.storage.get(key) : null;
      if (!bytes) throw new HttpError(404, documentExpiryMessages.renewalNotFound);
      await d.audit.append(db, {
        actorId: staff.id,
        ip: staff.ip,
        action: 'document_renewal.viewed',
        targetType: 'document_renewal',
        targetId: id,
        details: { image: kind, member: r.user_id },
      });
      return bytes;
    },

    async decide(id: string, p: DocumentRenewalDecision, staff: Staff): Promise<string> {
      const r = await pending(id);
      if (r.outcome !== 'pending') throw new HttpError(409, documentExpiryMessages.renewalDecided);
      const now = nowIso();
      const settle = (tx: Tx, outcome: 'renewed' | 'refused', extra: object) =>
        tx
          .updateTable('document_renewals')
          .set({ outcome, decided_by: staff.id, decided_at: now, ...extra })
          .where('id', '=', id)
          .where('outcome', '=', 'pending')
          .executeTakeFirst()
          .then((u) => {
            if (Number(u.numUpdatedRows) !== 1)
              throw new HttpError(409, documentExpiryMessages.renewalDecided);
          });
      const audit = (tx: Tx, action: string, details: Record<string, string>) =>
        d.audit.append(tx, {
          actorId: staff.id,
          ip: staff.ip,
          action,
          targetType: 'document_renewal',
          targetId: id,
          details: { member: r.user_id, ...details },
        });
      if (p.decision === 'approve') {
        const expiresOn = p.expires_on!;
        if (expiresOn < lagosToday())
          throw new HttpError(400, documentExpiryMessages.expiresOnRequired, {
            expires_on: documentExpiryMessages.expiresOnRequired,
          });
        if (r.document_expires_on && expiresOn <= r.document_expires_on)
          throw new HttpError(400, documentExpiryMessages.notLater, {
            expires_on: documentExpiryMessages.notLater,
          });
        await d.lifecycle.renewDocuments(
          r.user_id,
          expiresOn,
          { kind: 'staff', id: staff.id, ip: staff.ip },
          async (tx) => {
            await settle(tx, 'renewed', { expires_on: expiresOn });
            await audit(tx, 'document_renewal.approved', { expires_on: expiresOn });
          },
        );
        return documentExpiryMessages.reviewApproved;
      }
      const reason = (p.reason ?? '').trim();
      await db.transaction().execute(async (tx) => {
        await settle(tx, 'refused', { reason });
        await audit(tx, 'document_renewal.refused', { reason });
        await d.mailMember(tx, r.user_id, (to, firstName, locale) =>
          documentRenewalRefusedMail(
            to,
            firstName,
            reason,
            `${d.appUrl}/kyc/renew-document`,
            locale,
          ),
        );
      });
      return documentExpiryMessages.reviewRefused;
    },
  };
}
export type RenewalReview = ReturnType<typeof renewalReview>;
