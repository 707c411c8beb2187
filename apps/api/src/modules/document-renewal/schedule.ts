import type { Db } from '../../db/database.js';
import { addDays, type Lifecycle } from '../lifecycle/index.js';
import { lagosToday, type ExpiryPolicy } from './expiry-state.js';

/**
 * The `document-expiry` job (issue 50): members whose passport expires within the notice period
 * are told once; those whose passport expired more than the grace period ago lapse to
 * "documents expired". Each change is the lifecycle's, checked again under the member's lock.
 */
export function documentExpirySchedule(d: {
  db: Db;
  policy: ExpiryPolicy;
  lifecycle: Pick<Lifecycle, 'noticeDocumentExpiry' | 'expireDocuments'>;
}) {
  const due = (column: 'expiry_noticed_at' | 'documents_expired_at', onOrBefore: string) =>
    d.db
      .selectFrom('verified_snapshots as v')
      .innerJoin('users as u', 'u.id', 'v.user_id')
      .select(['v.user_id', 'v.document_expires_on'])
      .where('u.status', '=', 'VERIFIED')
      .where('v.document_expires_on', '<=', onOrBefore)
      .where(`v.${column}`, 'is', null)
      .where('v.documents_expired_at', 'is', null)
      .orderBy('v.document_expires_on')
      .limit(1000)
      .execute();

  return {
    async run(today = lagosToday()): Promise<{ noticed: number; expired: number }> {
      let noticed = 0;
      let expired = 0;
      const cutoff = addDays(today, -d.policy.graceDays);
      for (const r of await due('documents_expired_at', cutoff))
        if (
          await d.lifecycle.expireDocuments(r.user_id, cutoff, {
            kind: 'system',
            name: 'document-expiry',
          })
        )
          expired += 1;
      for (const r of await due('expiry_noticed_at', addDays(today, d.policy.noticeDays)))
        if (
          await d.lifecycle.noticeDocumentExpiry(
            r.user_id,
            addDays(r.document_expires_on!, d.policy.graceDays),
          )
        )
          noticed += 1;
      return { noticed, expired };
    },
  };
}
