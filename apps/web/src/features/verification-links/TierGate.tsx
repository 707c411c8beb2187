import type { ReactNode } from 'react';
import { tierText, type HostedSession, type MemberProfile } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { MissingSteps } from '../tiers';

type Member = Pick<MemberProfile, 'kyc_tier' | 'tier_evidence'>;

/** The session requires a CBN tier the signed-in member does not hold yet (issue 48). */
export function belowRequiredTier(s: HostedSession, me: Member): boolean {
  return s.required_tier !== null && (me.kyc_tier ?? 0) < s.required_tier && !!me.tier_evidence;
}

/**
 * Instead of Allow: which tier the business needs, the one the member holds, and each missing
 * step linked to where it is done, coming back to this link afterwards.
 */
export function TierGate({
  s,
  me,
  children,
}: {
  s: HostedSession;
  me: Member;
  children: ReactNode;
}) {
  return (
    <div className="space-y-3">
      <Alert tone="info" title={`${s.organisation.name} needs KYC Tier ${s.required_tier}`}>
        You hold {tierText(me.kyc_tier)}. Add what is missing below, then come back to this link to
        share.
      </Alert>
      <MissingSteps
        evidence={me.tier_evidence!}
        tier={s.required_tier!}
        next={`/verify/${encodeURIComponent(s.id)}`}
      />
      {children}
    </div>
  );
}
