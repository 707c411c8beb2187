import type { KycTier } from '@vouch/contracts';
import {
  documentExpiringMail,
  documentRenewedMail,
  documentsExpiredMail,
} from '../../adapters/mail/document-templates.js';
import type { Db, Tx } from '../../db/database.js';
import { localeOf } from '../../i18n/mail-text.js';
import { nowIso } from '../../lib/time.js';
import type { Actor } from './actor.js';
import type { LifecycleContext } from './context.js';
import { TransitionRefused } from './errors.js';
import { lockMember } from './member-state.js';
import { findSnapshot, saveSnapshot } from './snapshot.js';
import { readable, type W } from './store.js';
import { storedEvidenceOf, tierColumns, withRegistries } from './tier.js';

/**
 * The expiry date of the passport a submission was approved on, as the checks read it from its
 * machine-readable zone (YYYY-MM-DD); null when nothing read one. Given where the app is composed.
 */
export type DocumentExpiryReader = (
  executor: Db | Tx,
  submissionId: string,
) => Promise<string | null>;

/** YYYY-MM-DD plus `days`. */
export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Documents that expire (issue 50, decision 0059): the lifecycle owns the verified snapshot, so
 * it records when the member was told, when the verification lapsed, and the renewal that ends
 * it. The schedule (who is due) is the monitoring module's; each change here checks again under
 * the member's lock, so two instances running the same job do it once.
 */
export function documentTransitions(c: LifecycleContext) {
  /** The verified member's snapshot, locked; null for anyone else. */
  async function verifiedSnapshot(trx: W, userId: string) {
    const u = await lockMember(trx, userId, c.pii.columns);
    if (!u || u.status !== 'VERIFIED') return null;
    const snap = await findSnapshot(trx, userId, c.pii.columns);
    return snap ? { u, snap } : null;
  }

  return {
    /** Tells the member once that their passport expires soon. False: nothing to tell. */
    async noticeDocumentExpiry(userId: string, lapsesOn: string): Promise<boolean> {
      return c.transact(async (trx, tx) => {
        const found = await verifiedSnapshot(trx, userId);
        if (!found?.snap.document_expires_on || found.snap.expiry_noticed_at) return false;
        const { u, snap } = found;
        await saveSnapshot(trx, { ...snap, expiry_noticed_at: nowIso() }, c.pii.columns);
        await c.mail(
          tx,
          documentExpiringMail(
            u.email,
            u.first_name,
            snap.document_expires_on!,
            lapsesOn,
            c.link('/kyc/renew-document'),
            localeOf(u.preferred_language),
          ),
        );
        return true;
      });
    },

    /**
     * The passport expired on or before `cutoff` (today less the grace period): the answer says
     * "documents expired", the ID document no longer counts for the tier, the businesses holding
     * a grant and the credential's status follow (listeners), the member is mailed.
     */
    async expireDocuments(userId: string, cutoff: string, actor: Actor): Promise<boolean> {
      return c.transact(async (trx, tx) => {
        const found = await verifiedSnapshot(trx, userId);
        const expiresOn = found?.snap.document_expires_on;
        if (!found || !expiresOn || found.snap.documents_expired_at || expiresOn > cutoff)
          return false;
        const { u, snap } = found;
        const now = nowIso();
        const kept = { ...storedEvidenceOf(snap), id_document: null };
        const next = tierColumns(await withRegistries(c, tx, snap, kept));
        await saveSnapshot(
          trx,
          { ...snap, ...next, documents_expired_at: now, updated_at: now },
          c.pii.columns,
        );
        await c.audit(tx, actor, 'member.documents_expired', 'user', u.id, {
          expired_on: expiresOn,
          tier_from: snap.kyc_tier,
          tier_to: next.kyc_tier,
        });
        await c.emit(tx, {
          type: 'member.documents_expired',
          memberId: u.id,
          expiredOn: expiresOn,
        });
        await c.mail(
          tx,
          documentsExpiredMail(
            u.email,
            u.first_name,
            expiresOn,
            c.link('/kyc/renew-document'),
            localeOf(u.preferred_language),
          ),
        );
        return true;
      });
    },

    /**
     * The member's new passport, with a live capture, passed the checks (renewals): the snapshot
     * rests on it from now, the ID document counts again for the tier. `within` writes the
     * renewal's own record in this transaction. Refused for a member not verified.
     */
    async renewDocuments(
      userId: string,
      expiresOn: string,
      actor: Actor,
      within: (tx: Tx) => Promise<void>,
    ): Promise<KycTier | null> {
      return c.transact(async (trx, tx) => {
        const found = await verifiedSnapshot(trx, userId);
        if (!found) throw new TransitionRefused('Only a verified member renews their document');
        const { u, snap } = found;
        // Checked again under the member's lock: two renewals at once keep the later date.
        if (snap.document_expires_on && expiresOn <= snap.document_expires_on)
          throw new TransitionRefused('The new document must expire after the one on record');
        const now = nowIso();
        const wasExpired = snap.documents_expired_at !== null;
        const kept = { ...storedEvidenceOf(snap), id_document: now };
        const next = tierColumns(await withRegistries(c, tx, snap, kept));
        await within(tx);
        await saveSnapshot(
          trx,
          {
            ...snap,
            ...next,
            document_expires_on: expiresOn,
            expiry_noticed_at: null,
            documents_expired_at: null,
            updated_at: now,
          },
          c.pii.columns,
        );
        await c.audit(tx, actor, 'member.documents_renewed', 'user', u.id, {
          expires_on: expiresOn,
          was_expired: wasExpired,
          tier_from: snap.kyc_tier,
          tier_to: next.kyc_tier,
        });
        await c.emit(tx, { type: 'member.reverified', memberId: u.id, wasExpired, expiresOn });
        await c.mail(
          tx,
          documentRenewedMail(
            u.email,
            u.first_name,
            expiresOn,
            c.link('/dashboard'),
            localeOf(u.preferred_language),
          ),
        );
        return next.kyc_tier;
      });
    },
  };
}

const EXPIRY_BACKFILL = 'document_expiry_backfilled';

/**
 * Members verified before issue 50 have no document expiry recorded, though the checks read
 * their passport's: written once, at start, from `unwatched` (the checks' one query over passport
 * checks: a start with 100,000 members must not ask 100,000 times). A compare-and-set: two
 * instances starting together write the same date. Returns how many were given one.
 */
export async function backfillDocumentExpiry(
  db: Db,
  unwatched: (db: Db) => Promise<{ userId: string; expiresOn: string }[]>,
): Promise<number> {
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', EXPIRY_BACKFILL)
    .executeTakeFirst();
  if (done) return 0;
  const w = readable(db);
  let given = 0;
  for (const r of await unwatched(db)) {
    await w
      .updateTable('verified_snapshots')
      .set({ document_expires_on: r.expiresOn })
      .where('user_id', '=', r.userId)
      .where('document_expires_on', 'is', null)
      .execute();
    given += 1;
  }
  await db
    .insertInto('app_meta')
    .values({ key: EXPIRY_BACKFILL, value: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return given;
}
