import type { WaitingBusiness } from '@vouch/contracts';
import { businessWaitingMail } from '../../adapters/mail/business-templates.js';
import type { Db, Tx } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { logoUrlOf } from '../business/index.js';
import type { SessionDeps } from './transition.js';

/**
 * The way back to the business (issue 47): a customer who started KYC from a live link was told
 * "nothing else to do" and never came back to consent. The member's waiting businesses are listed
 * on the dashboard and the KYC page, and the approval mails them the link again.
 */
export function returnPath(d: SessionDeps) {
  /** Live sessions the member started and can still answer; newest first. */
  const waitingRows = (executor: Db | Tx, memberId: string) =>
    executor
      .selectFrom('verification_sessions as s')
      .innerJoin('organisations as o', 'o.id', 's.organisation_id')
      // The name members are shown: the one checked at live approval (issue 46).
      .select((eb) => [
        's.id',
        's.status',
        's.expires_at',
        's.fee_payer',
        eb.fn.coalesce('o.checked_name', 'o.name').as('name'),
        'o.checked_logo_sha',
      ])
      .where('s.member_id', '=', memberId)
      .where('s.mode', '=', 'live')
      .where((eb) =>
        eb.or([
          // A submitted KYC waits for its decision: the link does not lapse meanwhile.
          eb('s.status', '=', 'submitted'),
          eb.and([eb('s.status', '=', 'in_progress'), eb('s.expires_at', '>', nowIso())]),
        ]),
      )
      .orderBy('s.created_at', 'desc')
      .limit(20)
      .execute();

  return {
    async waiting(memberId: string): Promise<WaitingBusiness[]> {
      const rows = await waitingRows(d.db, memberId);
      return rows.map((r) => ({
        session_id: r.id,
        organisation: r.name,
        logo_url: logoUrlOf(r.checked_logo_sha),
        status: r.status as WaitingBusiness['status'],
        expires_at: r.status === 'submitted' ? null : r.expires_at,
        pays_fee: r.fee_payer === 'organisation',
      }));
    },

    /** Approved: each business still waiting gets the member back (a mail with its link). */
    async onApproved(tx: Tx, memberId: string) {
      for (const s of await waitingRows(tx, memberId))
        await d.mailMember(tx, memberId, (to, firstName, locale) =>
          businessWaitingMail(to, firstName, s.name, `${d.appUrl}/verify/${s.id}`, locale),
        );
    },
  };
}
