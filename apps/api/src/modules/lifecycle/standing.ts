import { lifecycleMessages, privacyMessages, type MemberStatus } from '@vouch/contracts';
import {
  accountReinstatedMail,
  accountSuspendedMail,
  verificationRevokedMail,
} from '../../adapters/mail/lifecycle-templates.js';
import type { Tx } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import { localeOf } from '../../i18n/mail-text.js';
import { nowIso } from '../../lib/time.js';
import type { Actor } from './actor.js';
import type { LifecycleContext } from './context.js';
import { ClaimTaken, TransitionRefused } from './errors.js';
import { lockMember, moveMember } from './member-state.js';
import { syncPendingChange } from './profile-changes.js';
import {
  claimsOf,
  dropClaims,
  findSnapshot,
  saveSnapshot,
  snapshotOfProfile,
  takeClaims,
} from './snapshot.js';
import type { W } from './store.js';
import { latestSubmission, moveSubmission } from './submission-state.js';

function latestWithStatus(trx: W, userId: string, status: 'APPROVED' | 'REVOKED') {
  return trx
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', status)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Revoke, suspend, reinstate (admins), and the demo CLI's status override. */
export function standingTransitions(c: LifecycleContext) {
  /** A member account (not staff, not the admin's own) locked for the change. */
  async function target(trx: W, userId: string, actor: Actor) {
    const u = await lockMember(trx, userId, c.pii.columns);
    if (!u) throw new HttpError(404, lifecycleMessages.noSuchMember);
    if (actor.kind === 'staff' && actor.id === u.id)
      throw new HttpError(403, lifecycleMessages.ownAccount);
    if (u.role !== 'member') throw new HttpError(403, lifecycleMessages.staffAccount);
    return u;
  }

  return {
    /** The verification is withdrawn: lookups answer "not verified"; the member may resubmit. */
    async revoke(userId: string, reason: string, actor: Actor): Promise<void> {
      await c.transact(async (trx, tx) => {
        const u = await target(trx, userId, actor);
        await moveMember(trx, u, 'revoked', lifecycleMessages.cannotRevoke, reason);
        const s = await latestWithStatus(trx, u.id, 'APPROVED');
        if (s) await moveSubmission(trx, s, 'revoked', lifecycleMessages.cannotRevoke, { reason });
        // Its phone numbers, e-mail and WeChat ID are free for their rightful owner.
        await dropClaims(trx, u.id);
        await c.audit(tx, actor, 'member.revoke', 'user', u.id, { submission_id: s?.id ?? null });
        await c.emit(tx, { type: 'member.revoked', memberId: u.id, reason });
        await c.mail(
          tx,
          verificationRevokedMail(
            u.email,
            u.first_name,
            reason,
            c.link('/kyc/update-kyc-info'),
            localeOf(u.preferred_language),
          ),
        );
      });
    },

    /** The account is closed for now: sessions end, sign-in is refused, lookups say "not verified". */
    async suspend(userId: string, reason: string, actor: Actor): Promise<void> {
      await c.transact(async (trx, tx) => {
        const u = await target(trx, userId, actor);
        const m = await moveMember(trx, u, 'suspended', lifecycleMessages.cannotSuspend, reason);
        await c.sessions.revokeAllFor(u.id, undefined, tx);
        await c.audit(tx, actor, 'member.suspend', 'user', u.id, { from: m.from });
        await c.emit(tx, { type: 'member.suspended', memberId: u.id, reason });
        await c.mail(
          tx,
          accountSuspendedMail(u.email, u.first_name, reason, localeOf(u.preferred_language)),
        );
      });
    },

    /** Ends a suspension (back to where it found the member) or withdraws a revocation. */
    async reinstate(userId: string, actor: Actor): Promise<MemberStatus> {
      try {
        return await c.transact(async (trx, tx) => {
          const u = await target(trx, userId, actor);
          const now = nowIso();
          if (u.status === 'SUSPENDED') {
            const m = await moveMember(trx, u, 'reinstated', lifecycleMessages.cannotReinstate);
            await c.audit(tx, actor, 'member.reinstate', 'user', u.id, { to: m.to });
            await c.emit(tx, { type: 'member.reinstated', memberId: u.id, status: m.to });
            await c.mail(
              tx,
              accountReinstatedMail(
                u.email,
                u.first_name,
                m.to === 'VERIFIED',
                c.link('/login'),
                localeOf(u.preferred_language),
              ),
            );
            return m.to;
          }
          if (u.status !== 'REVOKED')
            throw new TransitionRefused(lifecycleMessages.cannotReinstate);
          const m = await moveMember(trx, u, 'restored', lifecycleMessages.cannotReinstate);
          const s = await latestWithStatus(trx, u.id, 'REVOKED');
          if (s)
            await moveSubmission(trx, s, 'restored', lifecycleMessages.cannotReinstate, {
              reason: null,
            });
          const snap = (await findSnapshot(trx, u.id, c.pii.columns)) ?? snapshotOfProfile(u, now);
          await takeClaims(trx, u.id, claimsOf(snap), now);
          await saveSnapshot(trx, snap, c.pii.columns);
          await syncPendingChange(trx, u, snap, c.cipher, now);
          await c.audit(tx, actor, 'member.restore', 'user', u.id, {
            submission_id: s?.id ?? null,
          });
          await c.emit(tx, { type: 'member.reinstated', memberId: u.id, status: m.to });
          await c.mail(
            tx,
            accountReinstatedMail(
              u.email,
              u.first_name,
              true,
              c.link('/login'),
              localeOf(u.preferred_language),
            ),
          );
          return m.to;
        });
      } catch (err) {
        if (err instanceof ClaimTaken) {
          await c.recordConflicts(userId, err.conflicts, 'restore', actor);
          throw new TransitionRefused(lifecycleMessages.restoreClaimTaken);
        }
        throw err;
      }
    },

    /**
     * The member closes their own account (privacy, issue 16). In one transaction: the status
     * becomes CLOSED (lookups answer "not verified" and sign-in fails from the commit on), every
     * session ends, their identifiers are free and the verified snapshot is gone; then `erase`
     * (the privacy module) removes what the law does not make us keep. No mail is sent: the
     * address is among what is erased. Nothing leaves CLOSED.
     */
    async close(userId: string, actor: Actor, erase: (tx: Tx) => Promise<void>): Promise<void> {
      await c.transact(async (trx, tx) => {
        const u = await lockMember(trx, userId, c.pii.columns);
        if (!u) throw new HttpError(404, lifecycleMessages.noSuchMember);
        if (u.role !== 'member') throw new HttpError(403, lifecycleMessages.staffAccount);
        // A case under review is decided first (issue 31): closed now, it would stay "under
        // review" for ever, and the face data erased with the account would let the same face
        // register again. Checked under the member's lock, so a submission cannot slip in.
        const latest = await latestSubmission(trx, u.id, c.pii.columns);
        if (latest?.status === 'CURRENTLY_UNDER_REVIEW')
          throw new HttpError(409, privacyMessages.closeUnderReview);
        const m = await moveMember(trx, u, 'closed', lifecycleMessages.cannotClose);
        await c.sessions.revokeAllFor(u.id, undefined, tx);
        await dropClaims(trx, u.id);
        await trx.deleteFrom('verified_snapshots').where('user_id', '=', u.id).execute();
        await erase(tx);
        await c.audit(tx, actor, 'member.close', 'user', u.id, { from: m.from });
        await c.emit(tx, { type: 'member.closed', memberId: u.id });
      });
    },

    /**
     * Demos and tests only (the CLI refuses it in production): puts a member in any status
     * outside the lifecycle's rules, still in one audited transaction. VERIFIED certifies today's
     * profile.
     */
    async forceStatus(userId: string, status: MemberStatus, actor: Actor): Promise<void> {
      try {
        await c.transact(async (trx, tx) => {
          const u = (await lockMember(trx, userId, c.pii.columns))!;
          const now = nowIso();
          await trx
            .updateTable('users')
            .set({
              status,
              suspended_from: null,
              status_reason: null,
              status_changed_at: now,
              email_verified_at:
                status === 'EMAIL_VERIFICATION'
                  ? u.email_verified_at
                  : (u.email_verified_at ?? now),
              updated_at: now,
            })
            .where('id', '=', u.id)
            .execute();
          if (status === 'VERIFIED') {
            const snap = snapshotOfProfile(u, now);
            await takeClaims(trx, u.id, claimsOf(snap), now);
            await saveSnapshot(trx, snap, c.pii.columns);
          } else {
            await dropClaims(trx, u.id);
          }
          await c.audit(tx, actor, 'member.status_forced', 'user', u.id, {
            from: u.status,
            to: status,
          });
          await c.emit(tx, {
            type: 'member.status_forced',
            memberId: u.id,
            from: u.status,
            to: status,
          });
        });
      } catch (err) {
        if (err instanceof ClaimTaken) throw new TransitionRefused(lifecycleMessages.claimHeld);
        throw err;
      }
    },
  };
}
