import type { Tx } from './db/database.js';
import type { Jobs } from './jobs/index.js';
import { secondLookRows } from './modules/backoffice/index.js';
import type { CredentialStatusChanges } from './modules/credentials/index.js';
import { policyVersions, type LifecycleEvents } from './modules/lifecycle/index.js';
import type { VerificationSessions } from './modules/verification-sessions/index.js';

/** What the subscribers need; the server and the CLI each pass what they built. */
export interface SubscriberDeps {
  jobs: Jobs;
  /** CHECKS=off: nothing is queued; a reviewer decides on what the member sent. */
  checksEnabled: boolean;
  /** Verification sessions and consent grants (issue 33): they follow the member's changes. */
  verificationSessions: VerificationSessions;
  /** AUTO_QA_RATE: the share (0..1) of automatic approvals a reviewer looks at again. */
  secondLookRate: number;
  /** Tests may draw the sample themselves; Math.random otherwise. */
  random?: () => number;
  /** The Vouch credential's status list (issue 36, decision 0043). */
  credentialStatus: CredentialStatusChanges;
}

/** Whether the member's verification lapsed for an expired passport (issue 50). */
async function documentsExpired(tx: Tx, memberId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('verified_snapshots')
    .select('documents_expired_at')
    .where('user_id', '=', memberId)
    .executeTakeFirst();
  return !!row?.documents_expired_at;
}

/** Every policy version that ever decided (a new one is added, never renamed). */
const POLICIES: ReadonlySet<string> = new Set(policyVersions);

/**
 * Who reacts to the lifecycle's changes (docs/decisions/0038), in one place so the server, the
 * worker and the operator CLI have the same effects. Each listener runs in the change's
 * transaction: what it writes exists exactly when the change does.
 */
export function subscribeToLifecycle(events: LifecycleEvents, d: SubscriberDeps): void {
  // A version under review: its automated checks are queued.
  events.on('submission.submitted', async (tx, e) => {
    if (d.checksEnabled) await d.jobs.send(tx, 'checks', { submissionId: e.submissionId });
  });

  // Verification links (decision 0039): a session the member started moves with their KYC.
  const vs = d.verificationSessions;
  events.on('submission.submitted', (tx, e) => vs.onSubmitted(tx, e.memberId));
  events.on('submission.rejected', (tx, e) => vs.onRejected(tx, e.memberId));
  // Approved: a business still waiting for the member's answer gets them back (issue 47).
  events.on('submission.approved', (tx, e) => vs.onApproved(tx, e.memberId));
  // Staff withdrew the verification of a member who shared: every organisation holding a grant hears.
  events.on('member.revoked', (tx, e) => vs.onVerificationWithdrawn(tx, e.memberId, 'revoked'));
  events.on('member.suspended', (tx, e) => vs.onVerificationWithdrawn(tx, e.memberId, 'suspended'));
  // A passport lapsed or renewed (issue 50): the businesses holding a grant hear.
  events.on('member.documents_expired', (tx, e) =>
    vs.onDocuments(tx, e.memberId, 'member.documents_expired', { expired_on: e.expiredOn }),
  );
  events.on('member.reverified', (tx, e) =>
    vs.onDocuments(tx, e.memberId, 'member.reverified', { expires_on: e.expiresOn }),
  );
  // A closed account shares nothing any more.
  events.on('member.closed', (tx, e) => vs.onClosed(tx, e.memberId));

  // People check the machine (decision 0041): a share of the policy's approvals get a second look,
  // opened in the approval's transaction.
  const random = d.random ?? Math.random;
  events.on('submission.approved', async (tx, e) => {
    if (!POLICIES.has(e.decidedBy) || !(random() < d.secondLookRate)) return;
    await secondLookRows.open(tx, { ...e, policy: e.decidedBy });
  });

  // Any revocation of a sampled member closes their open second look: nothing left to confirm.
  events.on('member.revoked', async (tx, e) => {
    await secondLookRows.closeRevoked(tx, e.memberId, e.reason);
  });

  // The Vouch credential's status bit follows the member (decision 0043): revoked, closed, a new
  // approval or an approved change of certified values ends the old credential for good;
  // a suspension suspends it until reinstatement.
  const cs = d.credentialStatus;
  events.on('member.revoked', (tx, e) => cs.invalidate(tx, e.memberId));
  events.on('member.closed', (tx, e) => cs.invalidate(tx, e.memberId));
  events.on('submission.approved', (tx, e) => cs.invalidate(tx, e.memberId));
  events.on('profile.change_approved', (tx, e) => cs.invalidate(tx, e.memberId));
  events.on('member.suspended', (tx, e) => cs.suspend(tx, e.memberId));
  events.on('member.reinstated', async (tx, e) => {
    if (e.status === 'VERIFIED' && !(await documentsExpired(tx, e.memberId)))
      await cs.reinstate(tx, e.memberId);
  });
  // A lapsed passport suspends the credential until the member renews it (issue 50).
  events.on('member.documents_expired', (tx, e) => cs.suspend(tx, e.memberId));
  // Renewed: the old credential's expiry was the old document's; it ends for good, and the
  // member takes a new one valid to the new document's date.
  events.on('member.reverified', (tx, e) => cs.invalidate(tx, e.memberId));
  events.on('member.status_forced', async (tx, e) => {
    if (e.to !== 'VERIFIED') await cs.invalidate(tx, e.memberId);
  });
}
