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
import { defineMessages, FormattedMessage, useIntl } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { countryLabel, idTypeLabel } from '../../../lib/kyc-labels';
import { ContinueButton } from './ContinueButton';
import type { StepProps } from './step-props';
import { StepFrame } from './StepFrame';
import { canReview, hubItems, hubStatus, type HubItem, type StepId } from './steps';

const m = defineMessages({
  selfieTitle: {
    id: 'kyc.HubStep.selfieTitle',
    defaultMessage: 'Selfie',
    description: 'Checklist item',
  },
  selfieText: { id: 'kyc.HubStep.selfieText', defaultMessage: 'A clear photo of your face' },
  documentTitle: {
    id: 'kyc.HubStep.documentTitle',
    defaultMessage: 'Document',
    description: 'Checklist item: the identity document',
  },
  documentText: { id: 'kyc.HubStep.documentText', defaultMessage: 'Your identity document' },
  businessTitle: {
    id: 'kyc.HubStep.businessTitle',
    defaultMessage: 'Business',
    description: 'Checklist item: the business details',
  },
  businessText: { id: 'kyc.HubStep.businessText', defaultMessage: 'Your business details' },
  eyebrow: {
    id: 'kyc.HubStep.eyebrow',
    defaultMessage: 'Checklist · {done} of {total} done',
    description: 'Small text above the checklist: how many of its items are complete',
  },
  title: { id: 'kyc.HubStep.title', defaultMessage: 'Complete your KYC checklist' },
  verifyingAs: {
    id: 'kyc.HubStep.verifyingAs',
    defaultMessage:
      'Verifying as {applicantType, select, business {a business} other {an individual}}',
    description: 'Whether the member is verified as an individual or as a business',
  },
  change: {
    id: 'kyc.HubStep.change',
    defaultMessage: 'Change<hidden> individual or business</hidden>',
    description:
      'Button that reopens the choice of individual or business; the <hidden> part is read by screen readers only',
  },
  review: {
    id: 'kyc.HubStep.review',
    defaultMessage: 'Review Information',
    description: 'Button: go to the final review of everything before submitting',
  },
  later: {
    id: 'kyc.HubStep.later',
    defaultMessage: 'Continue later',
    description: 'Link back to the KYC page; the progress is kept',
  },
  needsPhoto: { id: 'kyc.HubStep.needsPhoto', defaultMessage: 'Needs a new photo' },
  done: {
    id: 'kyc.HubStep.done',
    defaultMessage: 'Done',
    description: 'Status of a checklist item',
  },
  toDo: {
    id: 'kyc.HubStep.toDo',
    defaultMessage: 'To do',
    description: 'Status of a checklist item not complete yet',
  },
  saved: {
    id: 'kyc.HubStep.saved',
    defaultMessage: 'Your progress is saved on this device. Come back any time to finish.',
  },
});

const items = [
  {
    key: 'selfie',
    step: 'selfie',
    title: m.selfieTitle,
    text: m.selfieText,
    icon: UserRound,
  },
  {
    key: 'document',
    step: 'docType',
    title: m.documentTitle,
    text: m.documentText,
    icon: IdCard,
  },
  {
    key: 'business',
    step: 'business',
    title: m.businessTitle,
    text: m.businessText,
    icon: Building2,
  },
] as const satisfies readonly {
  key: string;
  step: StepId;
  title: (typeof m)[keyof typeof m];
  text: (typeof m)[keyof typeof m];
  icon: unknown;
}[];

/**
 * The checklist hub (spec 2): selfie, document and (for a business) business, each ticked once
 * complete. 'Review Information' appears only when all are done; until then 'Continue later'
 * returns to /kyc (the draft is kept).
 */
export function HubStep({ draft, go, back, focusHeading }: StepProps) {
  const intl = useIntl();
  const status = hubStatus(draft);
  const ready = canReview(draft);
  const shown = items.filter((i) => hubItems(draft).includes(i.key));
  const done = shown.filter((i) => status[i.key]).length;
  // The item the reviewer rejected, until it has new photos (issue 37).
  const rejectedHere = (key: string) => draft.rejected?.item === key && !status[key as HubItem];

  return (
    <StepFrame
      eyebrow={intl.formatMessage(m.eyebrow, { done, total: shown.length })}
      title={intl.formatMessage(m.title)}
      description={
        <>
          {countryLabel(draft.country, intl)} · {idTypeLabel(draft.idType, intl)}:{' '}
          <span className="font-medium [overflow-wrap:anywhere]">{draft.idNumber}</span>
          <span className="mt-1 block">
            {intl.formatMessage(m.verifyingAs, { applicantType: draft.applicantType })} ·{' '}
            <button
              type="button"
              onClick={() => go('applicant')}
              className="font-semibold text-accent-700 underline underline-offset-2"
            >
              <FormattedMessage
                {...m.change}
                values={{ hidden: (chunks) => <span className="sr-only">{chunks}</span> }}
              />
            </button>
          </span>
        </>
      }
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={ready ? () => go('review') : undefined}
      footer={
        ready ? (
          <ContinueButton label={intl.formatMessage(m.review)} />
        ) : (
          <Link to={paths.kyc} className={buttonClass('secondary')}>
            {intl.formatMessage(m.later)}
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
                  <span className="block font-semibold text-ink-900">
                    {intl.formatMessage(item.title)}
                  </span>
                  <span className="block text-sm text-ink-600">
                    {intl.formatMessage(item.text)}
                  </span>
                  {rejectedHere(item.key) && (
                    <span className="mt-1 block text-sm text-danger-700">
                      <span className="inline-flex items-center gap-1 font-semibold">
                        <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
                        {intl.formatMessage(m.needsPhoto)}
                      </span>
                      <span className="block">{draft.rejected!.reason}</span>
                    </span>
                  )}
                </span>
                {rejectedHere(item.key) ? null : complete ? (
                  <span className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-success-700">
                    <CircleCheck className="size-5" aria-hidden="true" />
                    {intl.formatMessage(m.done)}
                  </span>
                ) : (
                  <span className="inline-flex shrink-0 items-center gap-1.5 text-sm text-ink-600">
                    <CircleDashed className="size-5" aria-hidden="true" />
                    {intl.formatMessage(m.toDo)}
                  </span>
                )}
                <ChevronRight className="size-5 shrink-0 text-ink-500" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      {!ready && <p className="mt-4 text-sm text-ink-600">{intl.formatMessage(m.saved)}</p>}
    </StepFrame>
  );
}
