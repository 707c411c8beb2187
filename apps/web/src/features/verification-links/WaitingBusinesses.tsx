import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { WAITING_BUSINESSES_PATH, type MemberStatus, type WaitingBusiness } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { apiRequest } from '../../lib/api';
import { paths } from '../../lib/paths';
import { linkKeys, startKyc } from './api';

/** What the member reads about one business waiting for them, by where their KYC stands. */
function words(w: WaitingBusiness, status: MemberStatus): { title: string; text: string } {
  const org = w.organisation;
  if (status === 'VERIFIED')
    return {
      title: `${org} is waiting for your answer`,
      text: `You verified your identity for ${org}. See what they ask for, then allow or decline sharing it; you go back to ${org} afterwards.`,
    };
  if (w.status === 'submitted')
    return {
      title: `${org} is waiting for your verification`,
      text: `When it is approved we e-mail you, and you come back here to share it with ${org}. Nothing is shared until you allow it.`,
    };
  return {
    title: `${org} asked you to verify your identity`,
    text:
      (w.pays_fee ? `${org} pays the fee. ` : '') +
      (status === 'EMAIL_VERIFICATION'
        ? 'Verify your e-mail address first, then start your KYC here.'
        : `Once you are verified, you share it with ${org}.`),
  };
}

/**
 * The fee is the business's once the e-mail is verified: a member who confirmed it after starting
 * from the link starts (again) here, and the business pays then (the start is idempotent).
 */
function StartForBusiness({ w }: { w: WaitingBusiness }) {
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
        Start KYC: {w.organisation} pays
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
  if (!waiting.length || !status) return null;
  const verified = status === 'VERIFIED';
  return (
    <div className="mb-6 space-y-3">
      {waiting.map((w) => {
        const { title, text } = words(w, status);
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
                  Continue to {w.organisation}
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
