import {
  Building2,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CircleDashed,
  IdCard,
  UserRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { paths } from '../../../lib/paths';
import { applicantTypeLabel, countryLabel, idTypeLabel } from '../../../lib/kyc-labels';
import { ContinueButton } from './ContinueButton';
import type { StepProps } from './step-props';
import { StepFrame } from './StepFrame';
import { canReview, hubItems, hubStatus, type HubItem, type StepId } from './steps';

const items = [
  {
    key: 'selfie',
    step: 'selfie',
    title: 'Selfie',
    text: 'A clear photo of your face',
    icon: UserRound,
  },
  {
    key: 'document',
    step: 'docType',
    title: 'Document',
    text: 'Your identity document',
    icon: IdCard,
  },
  {
    key: 'business',
    step: 'business',
    title: 'Business',
    text: 'Your business details',
    icon: Building2,
  },
] as const satisfies readonly {
  key: string;
  step: StepId;
  title: string;
  text: string;
  icon: unknown;
}[];

/**
 * The checklist hub (spec 2): selfie, document and (for a business) business, each ticked once
 * complete. 'Review Information' appears only when all are done; until then 'Continue later'
 * returns to /kyc (the draft is kept).
 */
export function HubStep({ draft, go, back, focusHeading }: StepProps) {
  const status = hubStatus(draft);
  const ready = canReview(draft);
  const shown = items.filter((i) => hubItems(draft).includes(i.key));
  const done = shown.filter((i) => status[i.key]).length;
  // The item the reviewer rejected, until it has new photos (issue 37).
  const rejectedHere = (key: string) => draft.rejected?.item === key && !status[key as HubItem];

  return (
    <StepFrame
      eyebrow={`Checklist · ${done} of ${shown.length} done`}
      title="Complete your KYC checklist"
      description={
        <>
          {countryLabel(draft.country)} · {idTypeLabel(draft.idType)}:{' '}
          <span className="font-medium [overflow-wrap:anywhere]">{draft.idNumber}</span>
          <span className="mt-1 block">
            Verifying as {applicantTypeLabel(draft.applicantType).toLowerCase()} ·{' '}
            <button
              type="button"
              onClick={() => go('applicant')}
              className="font-semibold text-accent-700 underline underline-offset-2"
            >
              Change<span className="sr-only"> individual or business</span>
            </button>
          </span>
        </>
      }
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={ready ? () => go('review') : undefined}
      footer={
        ready ? (
          <ContinueButton label="Review Information" />
        ) : (
          <Link to={paths.kyc} className={buttonClass('secondary')}>
            Continue later
          </Link>
        )
      }
    >
      <ul className="divide-y divide-ink-200 overflow-hidden rounded-2xl border border-ink-200">
        {shown.map((item) => {
          const complete = status[item.key];
          const Icon = item.icon;
          return (
            <li key={item.key}>
              <button
                type="button"
                onClick={() => go(item.step)}
                className="flex w-full items-center gap-4 p-4 text-left hover:bg-ink-50 focus-visible:-outline-offset-2"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                >
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink-900">{item.title}</span>
                  <span className="block text-sm text-ink-600">{item.text}</span>
                  {rejectedHere(item.key) && (
                    <span className="mt-1 block text-sm text-danger-700">
                      <span className="inline-flex items-center gap-1 font-semibold">
                        <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
                        Needs a new photo
                      </span>
                      <span className="block">{draft.rejected!.reason}</span>
                    </span>
                  )}
                </span>
                {rejectedHere(item.key) ? null : complete ? (
                  <span className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-success-700">
                    <CircleCheck className="size-5" aria-hidden="true" />
                    Done
                  </span>
                ) : (
                  <span className="inline-flex shrink-0 items-center gap-1.5 text-sm text-ink-600">
                    <CircleDashed className="size-5" aria-hidden="true" />
                    To do
                  </span>
                )}
                <ChevronRight className="size-5 shrink-0 text-ink-500" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      {!ready && (
        <p className="mt-4 text-sm text-ink-600">
          Your progress is saved on this device. Come back any time to finish.
        </p>
      )}
    </StepFrame>
  );
}
