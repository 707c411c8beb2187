import type { ApiMode } from '@vouch/contracts';
import type { Tx } from '../../db/database.js';
import type { SessionDeps, SessionTransitions } from './transition.js';

/**
 * The lifecycle's changes (lifecycle-subscriptions.ts): what a member's KYC decision, withdrawal
 * or closed account does to their sessions and grants.
 */
export function lifecycleReactions(d: SessionDeps, { move, revokeGrant }: SessionTransitions) {
  /** Every organisation holding a standing grant of the member hears `type`, per grant. */
  async function tellGrantHolders(
    tx: Tx,
    memberId: string,
    type: 'member.verification_revoked' | 'member.documents_expired' | 'member.reverified',
    data: Record<string, string>,
  ) {
    const grants = await tx
      .selectFrom('consent_grants')
      .select(['id', 'organisation_id', 'mode', 'session_id'])
      .where('user_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
    for (const g of grants)
      await d.businessEvents.emit(tx, {
        organisationId: g.organisation_id,
        mode: g.mode as ApiMode,
        type,
        data: { grant_id: g.id, session_id: g.session_id, ...data },
      });
  }

  return {
    /** The member's KYC version is under review: their session started from a link is submitted. */
    async onSubmitted(tx: Tx, memberId: string) {
      const open = await tx
        .selectFrom('verification_sessions')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', '=', 'in_progress')
        .execute();
      for (const s of open) await move(tx, s, 'submitted');
    },

    /** Rejected: the session ends rejected. (Approved: the member comes back to consent.) */
    async onRejected(tx: Tx, memberId: string) {
      const open = await tx
        .selectFrom('verification_sessions')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', 'in', ['in_progress', 'submitted'])
        .execute();
      for (const s of open) await move(tx, s, 'rejected');
    },

    /** Staff revoked or suspended a member who shared: every organisation holding a grant hears. */
    async onVerificationWithdrawn(tx: Tx, memberId: string, how: 'revoked' | 'suspended') {
      await tellGrantHolders(tx, memberId, 'member.verification_revoked', { status: how });
    },

    /**
     * The member's passport lapsed, or they renewed it (issue 50): every organisation holding a
     * grant hears, with the dates (never the document).
     */
    async onDocuments(
      tx: Tx,
      memberId: string,
      type: 'member.documents_expired' | 'member.reverified',
      data: { expired_on?: string; expires_on?: string },
    ) {
      await tellGrantHolders(tx, memberId, type, data);
    },

    /** The account is closed: every grant is revoked, the businesses told. */
    async onClosed(tx: Tx, memberId: string) {
      const grants = await tx
        .selectFrom('consent_grants')
        .select('id')
        .where('user_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .execute();
      for (const g of grants) await revokeGrant(tx, g.id, 'account_closed');
      // Erasure: the businesses keep their sessions' outcomes, no longer tied to the person.
      await tx
        .updateTable('verification_sessions')
        .set({ member_id: null })
        .where('member_id', '=', memberId)
        .execute();
      await tx
        .updateTable('consent_grants')
        .set({ user_id: null })
        .where('user_id', '=', memberId)
        .execute();
      await tx
        .updateTable('verification_fees')
        .set({ user_id: null })
        .where('user_id', '=', memberId)
        .execute();
    },
  };
}
