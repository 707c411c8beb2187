import { grantsOf } from './grants.js';
import { businessSide } from './business-side.js';
import { consoleSide } from './console-side.js';
import { credentialSide } from './credential-side.js';
import { framingOrigins } from './framing.js';
import { sessionExpiry } from './expiry.js';
import { lifecycleReactions } from './lifecycle-reactions.js';
import { memberSide } from './member-side.js';
import { returnPath } from './return-path.js';
import { sessionTransitions, type SessionDeps } from './transition.js';

export type { SessionDeps } from './transition.js';

/**
 * Verification sessions and consent (issue 33, decision 0039). Every move of a session runs in
 * one transaction with its business event (`businessEvents.emit`), and with its audit entry when
 * a member or staff caused it. The session's status changes only through `move`
 * (transition.ts), which checks the status it read is still the row's (two clicks, two
 * instances: one wins).
 *
 * The parts: the business API (business-side.ts), the hosted page and the member's grants
 * (member-side.ts), a Vouch ID's answer to a link (credential-side.ts), the lifecycle's changes
 * (lifecycle-reactions.ts), the clock (expiry.ts), the way back to a waiting business
 * (return-path.ts).
 */
export function verificationSessions(d: SessionDeps) {
  const transitions = sessionTransitions(d);
  const expiry = sessionExpiry(d, transitions);
  const business = businessSide(d, transitions, expiry);
  const member = memberSide(d, transitions, expiry);
  const credential = credentialSide(d, expiry, member);
  const lifecycle = lifecycleReactions(d, transitions);
  const back = returnPath(d);
  const consoleView = consoleSide(d, business.get);
  const grants = grantsOf(d, business.create);

  return {
    urlOf: business.urlOf,
    expireDue: expiry.expireDue,

    // ---- The business API ---------------------------------------------------------------------
    create: business.create,
    get: business.get,
    list: business.list,
    /** The organisation's consent grants (issue 50). */
    listGrants: grants.list,
    /** A member asked to confirm a grant again (issue 50). */
    reverifyGrant: grants.reverify,
    cancel: business.cancel,
    simulate: business.simulate,
    checkRedirect: business.checkRedirect,
    /** 402 `balance-too-low` unless the organisation can pay one live customer's fee. */
    requireBalance: (organisationId: string) => d.balance.requireForSession(organisationId),

    // ---- The business console (member sign-in) -------------------------------------------------
    consoleDetail: consoleView.detail,

    // ---- The hosted page (member API) --------------------------------------------------------
    hosted: member.hosted,
    takePrefill: member.takePrefill,
    testOutcome: member.testOutcome,
    start: member.start,
    consent: member.consent,
    preview: member.preview,
    openCredentialRequest: credential.openRequest,
    present: credential.present,
    connected: member.connected,
    waiting: back.waiting,
    revoke: member.revoke,

    // ---- The lifecycle's changes (lifecycle-subscriptions.ts) -----------------------------------
    onSubmitted: lifecycle.onSubmitted,
    onRejected: lifecycle.onRejected,
    onApproved: back.onApproved,
    onVerificationWithdrawn: lifecycle.onVerificationWithdrawn,
    onClosed: lifecycle.onClosed,
    onDocuments: lifecycle.onDocuments,

    /** Hears every session's move in its transaction (business verifications, issue 49). */
    onMoved: transitions.onMoved,

    ofMember: member.ofMember,
    /** The origins that may frame a session's hosted page (the embedded flow). */
    framingOrigins: (id: string) => framingOrigins(d.db, id),
  };
}

export type VerificationSessions = ReturnType<typeof verificationSessions>;
