import type { Insertable } from 'kysely';
import {
  backofficeMessages,
  formatLagosDateTime,
  instantDecisionMessages,
  kycMessages,
  lifecycleMessages,
} from '@vouch/contracts';
import type { Mail } from '../../adapters/mail/mailer.js';
import {
  kycApprovedMail,
  kycReceivedMail,
  kycRejectedMail,
} from '../../adapters/mail/templates.js';
import type { Tx } from '../../db/database.js';
import type { KycFilesTable } from '../../db/schema.js';
import { HttpError, notFound, unauthorized } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { Actor } from './actor.js';
import type { AutoDecisionSettings } from '../../config.js';
import { decideByPolicy, type PolicyInput, type PolicyOutcome } from './policy.js';
import { businessCheckOf } from './business-check.js';
import type { LifecycleContext } from './context.js';
import { ClaimTaken, TransitionRefused } from './errors.js';
import { canMove, lockMember, moveMember } from './member-state.js';
import { syncPendingChange } from './profile-changes.js';
import { claimsOf, saveSnapshot, snapshotOf, takeClaims } from './snapshot.js';
import { noStoredEvidence, tierColumns, withRegistries } from './tier.js';
import {
  insertSubmission,
  latestSubmission,
  lockSubmission,
  moveSubmission,
  type NewSubmission,
  type SubmissionRow,
} from './submission-state.js';
import { localeOf } from '../../i18n/mail-text.js';

const actorId = (a: Actor) => (a.kind === 'member' || a.kind === 'staff' ? a.id : null);

export interface Decision {
  submissionId: string;
  approve: boolean;
  /** What the member reads (rejections). */
  reason: string | null;
  reasonCode?: string | null;
  actor: Actor;
  /** A person approving a case the checks rate high risk says why (audited). */
  overrideReason?: string | null;
  /** A policy's decision: its version and the results it relied on, recorded with it. */
  policy?: PolicyOutcome;
  /** The document's expiry a reviewer entered (YYYY-MM-DD); else the MRZ's, if read (issue 50). */
  documentExpiresOn?: string | null;
}

/** What a policy concluded, written with its decision (or alone when it leaves it to a person). */
export async function recordPolicyOutcome(
  trx: Pick<Tx, 'insertInto'>,
  submissionId: string,
  p: PolicyOutcome,
  at: string,
): Promise<void> {
  const row = {
    policy: p.policy,
    outcome: p.outcome,
    reasons: JSON.stringify(p.reasons),
    relied_on: JSON.stringify(p.reliedOn),
    decided_at: at,
  };
  await trx
    .insertInto('policy_decisions')
    .values({ submission_id: submissionId, ...row })
    .onConflict((oc) => oc.column('submission_id').doUpdateSet(row))
    .execute();
}

/** E-mail verified → fee paid → submitted → approved / rejected → resubmitted. */
export function kycTransitions(c: LifecycleContext) {
  const t = {
    /** The e-mailed link (or a reset code, or the operator) proved the address. */
    async emailVerified(userId: string, actor: Actor): Promise<void> {
      await c.transact(async (trx, tx) => {
        const u = await lockMember(trx, userId, c.pii.columns);
        if (!u) return;
        if (!u.email_verified_at)
          await trx
            .updateTable('users')
            .set({ email_verified_at: nowIso() })
            .where('id', '=', u.id)
            .execute();
        // A member already past this step (a second link, a reset later on) moves nowhere.
        if (!canMove(u, 'email_verified')) return;
        const m = await moveMember(trx, u, 'email_verified', lifecycleMessages.notAllowed);
        await c.audit(tx, actor, 'member.email_verified', 'user', u.id, { to: m.to });
      });
    },

    /**
     * The provider confirmed the fee. `record` marks the payment paid in this same transaction and
     * says whether this call did it (of concurrent confirmations exactly one does); only that call
     * moves the member and sends the receipt.
     */
    async feePaid(
      input: {
        userId: string;
        transactionId: string;
        receipt: Mail | null;
        /** Who confirmed it: the payment provider, or a business paying for its customer. */
        actor?: Actor;
      },
      record: (tx: Tx) => Promise<boolean>,
    ): Promise<boolean> {
      return c.transact(async (trx, tx) => {
        const u = await lockMember(trx, input.userId, c.pii.columns);
        if (!u || !(await record(tx))) return false;
        // A second checkout that the provider still took moves nobody: the payment is recorded.
        const m = canMove(u, 'fee_paid')
          ? await moveMember(trx, u, 'fee_paid', lifecycleMessages.notAllowed)
          : null;
        await c.audit(
          tx,
          input.actor ?? { kind: 'system', name: 'payment-provider' },
          'payment.confirmed',
          'user',
          u.id,
          {
            transaction_id: input.transactionId,
            to: m?.to ?? null,
          },
        );
        if (input.receipt) await c.mail(tx, input.receipt);
        return true;
      });
    },

    /**
     * The fee a business paid for this member comes back to it (issue 46): only while nothing was
     * submitted, since a submission spends it. `record` marks the business's fee refunded in this
     * same transaction and says whether this call did it; only then does the member move back to
     * "pay the fee". Says whether the fee was refunded.
     */
    async feeRefunded(
      input: { userId: string; sessionId: string; actor: Actor },
      record: (tx: Tx) => Promise<boolean>,
    ): Promise<boolean> {
      return c.transact(async (trx, tx) => {
        const u = await lockMember(trx, input.userId, c.pii.columns);
        if (!u || !canMove(u, 'fee_refunded')) return false;
        if (await latestSubmission(trx, u.id, c.pii.columns)) return false;
        if (!(await record(tx))) return false;
        const m = await moveMember(trx, u, 'fee_refunded', lifecycleMessages.notAllowed);
        await c.audit(tx, input.actor, 'payment.refunded', 'user', u.id, {
          session_id: input.sessionId,
          to: m.to,
        });
        return true;
      });
    },

    /**
     * A new version under review: the first, or an update after a rejection or a revocation.
     * `previousId` is the version the member updated (null for the first): if another request
     * got there first, this one is refused.
     */
    async submit(
      actor: Actor & { kind: 'member' },
      row: NewSubmission,
      previousId: string | null,
      files: Insertable<KycFilesTable>[],
    ): Promise<SubmissionRow> {
      return c.transact(async (trx, tx) => {
        const u = await lockMember(trx, row.user_id, c.pii.columns);
        if (!u) throw unauthorized();
        const latest = await latestSubmission(trx, u.id, c.pii.columns);
        const refusal =
          latest?.status === 'CURRENTLY_UNDER_REVIEW'
            ? kycMessages.underReview
            : latest?.status === 'APPROVED'
              ? kycMessages.alreadyApproved
              : kycMessages.alreadySubmitted;
        if ((latest?.id ?? null) !== previousId) throw new TransitionRefused(refusal);
        await moveMember(trx, u, 'submitted', kycMessages.notPaid);
        const s = await insertSubmission(trx, row, latest, files, refusal, c.pii.columns);
        await c.audit(tx, actor, latest ? 'kyc.resubmit' : 'kyc.submit', 'kyc_submission', s.id, {
          version: s.version,
        });
        await c.emit(tx, {
          type: 'submission.submitted',
          memberId: u.id,
          submissionId: s.id,
          version: s.version,
        });
        // "We received your submission", queued in the same transaction as the submission.
        await c.mail(
          tx,
          kycReceivedMail(
            u.email,
            u.first_name,
            c.link('/kyc'),
            {
              receivedAt: formatLagosDateTime(s.created_at),
              update: latest !== undefined && latest !== null,
            },
            localeOf(u.preferred_language),
          ),
        );
        return s;
      });
    },

    /**
     * Approve or reject a version under review: the back office, the operator CLI and the
     * automated checks' rejection of clear failures all decide here, with the same effects —
     * submission and member status, the certified snapshot and its claims, the audit entry and
     * the member's e-mail, in one transaction.
     */
    async decide(d: Decision): Promise<void> {
      let memberId: string | null = null;
      try {
        await c.transact(async (trx, tx) => {
          const s = await lockSubmission(trx, d.submissionId, c.pii.columns);
          if (!s) throw notFound();
          memberId = s.user_id;
          if (d.actor.kind === 'staff' && s.user_id === d.actor.id)
            throw new HttpError(403, backofficeMessages.ownSubmission);
          const u = (await lockMember(trx, s.user_id, c.pii.columns))!;
          if (u.status === 'SUSPENDED')
            throw new TransitionRefused(lifecycleMessages.memberSuspended);
          const now = nowIso();
          const auto = d.actor.kind === 'system';
          const override = d.overrideReason?.trim() || null;
          // A high-risk case (another face, a listed name, a used ID number) is approved by a
          // reviewer only with a written reason: the history shows it. (The operator CLI, a
          // demo and recovery tool, is audited as the operator and not asked.)
          if (
            d.approve &&
            s.risk_level === 'high' &&
            d.actor.kind === 'staff' &&
            (override?.length ?? 0) < 10
          )
            throw new HttpError(400, instantDecisionMessages.overrideReasonRequired);
          if (d.policy) await recordPolicyOutcome(tx, s.id, d.policy, now);
          await moveSubmission(
            trx,
            s,
            d.approve ? 'approved' : 'rejected',
            backofficeMessages.notUnderReview,
            {
              reason: d.approve ? null : d.reason,
              decided_by: actorId(d.actor),
              decided_at: now,
              auto_rejected_at: auto ? now : null,
            },
          );
          const m = await moveMember(
            trx,
            u,
            d.approve ? 'approved' : 'rejected',
            lifecycleMessages.memberNotInReview,
          );
          if (d.approve) {
            const business = await businessCheckOf(trx, s);
            const certified = snapshotOf(s, u, c.pii, actorId(d.actor), now, business);
            // The approval itself is the ID document matched to the face (the policy's live
            // capture and face match, or a reviewer who looked); the registries say the rest.
            const evidence = { ...noStoredEvidence, id_document: now };
            const snap = {
              ...certified,
              ...tierColumns(await withRegistries(c, tx, certified, evidence)),
              // The document's expiry as the reviewer entered it or the passport's MRZ was read
              // (documents.ts); watched from now on.
              document_expires_on:
                d.documentExpiresOn ?? (c.documentExpiry ? await c.documentExpiry(tx, s.id) : null),
            };
            await takeClaims(trx, u.id, claimsOf(snap), now);
            await saveSnapshot(trx, snap, c.pii.columns);
            // Edits made while the case waited become a change for a reviewer, not the answer.
            await syncPendingChange(trx, u, snap, c.cipher, now);
          }
          await c.audit(
            tx,
            d.actor,
            d.approve ? 'kyc.approve' : auto ? 'kyc.auto_reject' : 'kyc.reject',
            'kyc_submission',
            s.id,
            {
              reason_code: d.reasonCode ?? null,
              member_status: m.to,
              ...(d.approve && override && s.risk_level === 'high'
                ? { override_reason: override, risk_level: 'high' }
                : {}),
              ...(d.policy ? { policy: d.policy.policy } : {}),
              ...(d.approve && d.documentExpiresOn
                ? { document_expires_on: d.documentExpiresOn }
                : {}),
            },
          );
          await c.emit(
            tx,
            d.approve
              ? {
                  type: 'submission.approved',
                  memberId: u.id,
                  submissionId: s.id,
                  decidedBy:
                    d.actor.kind === 'system' || d.actor.kind === 'policy'
                      ? d.actor.name
                      : d.actor.kind,
                }
              : {
                  type: 'submission.rejected',
                  memberId: u.id,
                  submissionId: s.id,
                  reason: d.reason,
                },
          );
          await c.mail(
            tx,
            d.approve
              ? kycApprovedMail(
                  u.email,
                  u.first_name,
                  c.link('/profile'),
                  localeOf(u.preferred_language),
                )
              : kycRejectedMail(
                  u.email,
                  u.first_name,
                  d.reason ?? '',
                  c.link('/kyc/update-kyc-info'),
                  localeOf(u.preferred_language),
                ),
          );
        });
      } catch (err) {
        if (err instanceof ClaimTaken && memberId) {
          await c.recordConflicts(memberId, err.conflicts, 'approval', d.actor);
          throw new TransitionRefused(lifecycleMessages.approvalClaimTaken);
        }
        throw err;
      }
    },

    /**
     * The decision policy (decision 0041), once a version's checks finished: approve through
     * `decide` with the policy as actor (the same effects as a reviewer's approval, its outcome
     * recorded in that transaction), or leave the case to a person and record why. A reviewer
     * who decided first wins. Returns what the policy concluded.
     */
    async applyPolicy(
      submissionId: string,
      results: PolicyInput[],
      settings: AutoDecisionSettings,
    ): Promise<PolicyOutcome> {
      const outcome = decideByPolicy(results, settings);
      if (outcome.outcome === 'approve') {
        try {
          await t.decide({
            submissionId,
            approve: true,
            reason: null,
            reasonCode: 'auto_policy',
            actor: { kind: 'policy', name: outcome.policy },
            policy: outcome,
          });
          return outcome;
        } catch (err) {
          if (!(err instanceof TransitionRefused)) throw err;
          // Decided already (a reviewer was quicker), or a claim is another member's.
          const review: PolicyOutcome = {
            ...outcome,
            outcome: 'review',
            reasons: [`refused: ${err.message}`],
          };
          await c.transact((_trx, tx) => recordPolicyOutcome(tx, submissionId, review, nowIso()));
          return review;
        }
      }
      await c.transact((_trx, tx) => recordPolicyOutcome(tx, submissionId, outcome, nowIso()));
      return outcome;
    },
  };
  return t;
}
