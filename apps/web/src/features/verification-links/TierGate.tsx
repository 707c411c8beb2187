import type { ReactNode } from 'react';
import type { HostedSession, MemberProfile } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { MissingSteps } from '../tiers';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  needs: {
    id: 'verificationLinks.TierGate.needs',
    defaultMessage: '{business} needs KYC Tier {tier}',
    description: "{business}: the business's name; {tier}: 1, 2 or 3",
  },
  hold: {
    id: 'verificationLinks.TierGate.hold',
    defaultMessage:
      'You hold {tier}. Add what is missing below, then come back to this link to share.',
    description: '{tier}: "Tier 1" (2, 3), or the words for no tier',
  },
  tier: {
    id: 'verificationLinks.TierGate.tier',
    defaultMessage: 'Tier {tier}',
    description: 'A KYC tier: Tier 1, 2 or 3',
  },
  noTier: {
    id: 'verificationLinks.TierGate.noTier',
    defaultMessage: 'No tier: no BVN or NIN validated',
    description: 'Shown as "You hold No tier: no BVN or NIN validated."',
  },
});

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
  const intl = useIntl();
  const held =
    me.kyc_tier === null
      ? intl.formatMessage(m.noTier)
      : intl.formatMessage(m.tier, { tier: me.kyc_tier });
  return (
    <div className="space-y-3">
      <Alert
        tone="info"
        title={intl.formatMessage(m.needs, {
          business: s.organisation.name,
          tier: s.required_tier,
        })}
      >
        {intl.formatMessage(m.hold, { tier: held })}
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
