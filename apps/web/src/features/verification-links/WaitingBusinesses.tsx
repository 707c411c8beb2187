import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { WAITING_BUSINESSES_PATH, type MemberStatus, type WaitingBusiness } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { apiRequest } from '../../lib/api';
import { paths } from '../../lib/paths';
import { linkKeys, startKyc } from './api';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  answerTitle: {
    id: 'verificationLinks.WaitingBusinesses.answerTitle',
    defaultMessage: '{business} is waiting for your answer',
    description: "{business}: the business's name",
  },
  answerText: {
    id: 'verificationLinks.WaitingBusinesses.answerText',
    defaultMessage:
      'You verified your identity for {business}. See what they ask for, then allow or decline sharing it; you go back to {business} afterwards.',
  },
  submittedTitle: {
    id: 'verificationLinks.WaitingBusinesses.submittedTitle',
    defaultMessage: '{business} is waiting for your verification',
  },
  submittedText: {
    id: 'verificationLinks.WaitingBusinesses.submittedText',
    defaultMessage:
      'When it is approved we e-mail you, and you come back here to share it with {business}. Nothing is shared until you allow it.',
  },
  askedTitle: {
    id: 'verificationLinks.WaitingBusinesses.askedTitle',
    defaultMessage: '{business} asked you to verify your identity',
  },
  paysFee: {
    id: 'verificationLinks.WaitingBusinesses.paysFee',
    defaultMessage: '{business} pays the fee.',
  },
  emailFirst: {
    id: 'verificationLinks.WaitingBusinesses.emailFirst',
    defaultMessage: 'Verify your e-mail address first, then start your KYC here.',
  },
  onceVerified: {
    id: 'verificationLinks.WaitingBusinesses.onceVerified',
    defaultMessage: 'Once you are verified, you share it with {business}.',
  },
  start: {
    id: 'verificationLinks.WaitingBusinesses.start',
    defaultMessage: 'Start KYC: {business} pays',
    description: 'Button: start verification, the business pays the fee',
  },
  continueTo: {
    id: 'verificationLinks.WaitingBusinesses.continueTo',
    defaultMessage: 'Continue to {business}',
    description: 'Link button',
  },
});

/** What the member reads about one business waiting for them, by where their KYC stands. */
function words(
  intl: ReturnType<typeof useIntl>,
  w: WaitingBusiness,
  status: MemberStatus,
): { title: string; text: string } {
  const business = w.organisation;
  if (status === 'VERIFIED')
    return {
      title: intl.formatMessage(m.answerTitle, { business }),
      text: intl.formatMessage(m.answerText, { business }),
    };
  if (w.status === 'submitted')
    return {
      title: intl.formatMessage(m.submittedTitle, { business }),
      text: intl.formatMessage(m.submittedText, { business }),
    };
  const next =
    status === 'EMAIL_VERIFICATION'
      ? intl.formatMessage(m.emailFirst)
      : intl.formatMessage(m.onceVerified, { business });
  return {
    title: intl.formatMessage(m.askedTitle, { business }),
    text: w.pays_fee ? `${intl.formatMessage(m.paysFee, { business })} ${next}` : next,
  };
}

/**
 * The fee is the business's once the e-mail is verified: a member who confirmed it after starting
 * from the link starts (again) here, and the business pays then (the start is idempotent).
 */
function StartForBusiness({ w }: { w: WaitingBusiness }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="w-full space-y-2">
      {error && <p className="font-medium text-danger-700">{error}</p>}
      <Button
        loading={busy}
        className="w-full sm:w-auto"
        onClick={() => {
          setBusy(true);
          setError(null);
          void startKyc(w.session_id).then((res) => {
            if (res.ok) window.location.assign(paths.kyc);
            else {
              setBusy(false);
              setError(res.msg);
            }
          });
        }}
      >
        {intl.formatMessage(m.start, { business: w.organisation })}
      </Button>
    </div>
  );
}

/** The businesses waiting for the member; refetched when the member's status changes. */
export function useWaitingBusinesses(status: MemberStatus | undefined): WaitingBusiness[] {
  const waiting = useQuery({
    queryKey: [...linkKeys.waiting, status] as const,
    enabled: status !== undefined,
    queryFn: async () => {
      const res = await apiRequest<WaitingBusiness[]>(WAITING_BUSINESSES_PATH);
      return res.ok ? res.msg : [];
    },
    staleTime: 0,
  });
  return waiting.data ?? [];
}

/** A business pays this member's fee: the member is not asked to pay it. */
export const businessPaysFee = (waiting: WaitingBusiness[]) =>
  waiting.some((w) => w.status === 'in_progress' && w.pays_fee);

/**
 * The businesses waiting for the member (issue 47): a customer who started KYC from a live link
 * sees, on the dashboard and the KYC page, who is waiting and, once verified, the way back to
 * them (an instant decision arrives while they look: the status changes, the list is refetched).
 */
export function WaitingBusinesses({
  status,
  waiting,
}: {
  status: MemberStatus | undefined;
  waiting: WaitingBusiness[];
}) {
  const intl = useIntl();
  if (!waiting.length || !status) return null;
  const verified = status === 'VERIFIED';
  return (
    <div className="mb-6 space-y-3">
      {waiting.map((w) => {
        const { title, text } = words(intl, w, status);
        return (
          <Alert
            key={w.session_id}
            tone={verified ? 'success' : 'info'}
            title={title}
            actions={
              verified ? (
                <Link
                  to={`/verify/${encodeURIComponent(w.session_id)}`}
                  className={`${buttonClass('primary')} w-full sm:w-auto`}
                >
                  {intl.formatMessage(m.continueTo, { business: w.organisation })}
                </Link>
              ) : status === 'KYC_REQUIREMENT' && w.status === 'in_progress' ? (
                <StartForBusiness w={w} />
              ) : undefined
            }
          >
            <span className="flex items-start gap-3">
              {/* The business's own logo, as its link page shows it (issue 47). */}
              {w.logo_url && (
                <img
                  src={w.logo_url}
                  alt=""
                  className="size-10 shrink-0 rounded border border-ink-200 bg-white object-contain p-0.5"
                />
              )}
              <span>{text}</span>
            </span>
          </Alert>
        );
      })}
    </div>
  );
}
