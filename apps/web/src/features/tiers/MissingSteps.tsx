import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { missingForTier, type KycTier, type TierEvidence, type TierStep } from '@vouch/contracts';
import { defineMessages, useIntl } from '../../i18n';
import { addressPath, identityNumbersPath } from './identity-numbers-path';
import { tierStepMessages } from './tier-text';

const m = defineMessages({
  list: {
    id: 'tiers.MissingSteps.list',
    defaultMessage: 'What Tier {tier} needs',
    description: 'Name of the list of steps, for screen readers',
  },
  todo: {
    id: 'tiers.MissingSteps.todo',
    defaultMessage: '(to do)',
    description: 'For screen readers, after a step not done yet',
  },
  done: {
    id: 'tiers.MissingSteps.done',
    defaultMessage: '(done)',
    description: 'For screen readers, after a step done',
  },
});

/** Where a step is done; null: nothing to do (the ID document comes with every approval). */
function linkOf(step: TierStep, next: string | null): string | null {
  if (step === 'bvn' || step === 'nin') return identityNumbersPath(step, next);
  if (step === 'address') return addressPath(next);
  return null;
}

/**
 * What `tier` needs, each step done or to do, the ones to do linked to where they are done
 * (`next`: where to come back to afterwards, a same-site path).
 */
export function MissingSteps({
  evidence,
  tier,
  next = null,
}: {
  evidence: TierEvidence;
  tier: KycTier;
  next?: string | null;
}) {
  const intl = useIntl();
  const missing = missingForTier(evidence, tier);
  const needed: TierStep[] =
    tier === 1
      ? evidence.bvn
        ? ['bvn']
        : ['nin']
      : tier === 2
        ? ['nin', 'bvn', 'id_document']
        : ['nin', 'bvn', 'id_document', 'address'];
  return (
    <ul className="space-y-2" aria-label={intl.formatMessage(m.list, { tier })}>
      {needed.map((step) => {
        const todo = missing.includes(step);
        const to = todo ? linkOf(step, next) : null;
        return (
          <li key={step} className="flex items-start gap-2">
            {todo ? (
              <Circle className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />
            ) : (
              <CheckCircle2
                className="mt-0.5 size-5 shrink-0 text-success-700"
                aria-hidden="true"
              />
            )}
            <span className="min-w-0">
              {to ? (
                <Link to={to} className="font-semibold text-brand-700 underline underline-offset-2">
                  {intl.formatMessage(tierStepMessages[step])}
                </Link>
              ) : (
                <span className={todo ? 'text-ink-800' : 'text-ink-600'}>
                  {intl.formatMessage(tierStepMessages[step])}
                </span>
              )}
              <span className="sr-only">{` ${intl.formatMessage(todo ? m.todo : m.done)}`}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
