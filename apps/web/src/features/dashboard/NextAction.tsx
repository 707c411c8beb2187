import {
  FilePen,
  Hourglass,
  LifeBuoy,
  SearchCheck,
  ShieldCheck,
  Smartphone,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { constants, numberKindLabel } from '@vouch/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { ShareVerification } from '../../components/ShareVerification';
import { formatNaira } from '../../lib/format';
import { paths } from '../../lib/paths';
import { waitedText, type NextAction } from './journey';

interface ViewProps {
  tone: 'brand' | 'danger' | 'success';
  icon: typeof ShieldCheck;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

const tones = {
  brand: 'border-accent-700/40 bg-brand-50',
  danger: 'border-danger-600/50 bg-danger-50',
  success: 'border-success-600/50 bg-success-50',
};
const iconTones = {
  brand: 'bg-white text-brand-700',
  danger: 'bg-white text-danger-700',
  success: 'bg-white text-success-700',
};

function ActionCard({ tone, icon: Icon, title, children, action }: ViewProps) {
  return (
    <section
      aria-labelledby="next-action-heading"
      className={`rounded-2xl border p-5 sm:p-6 ${tones[tone]}`}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={`hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex ${iconTones[tone]}`}
        >
          <Icon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-ink-700 uppercase">Next step</p>
          <h2 id="next-action-heading" className="mt-1 text-xl font-semibold text-brand-700">
            {title}
          </h2>
          <div className="mt-2 space-y-2 text-ink-700">{children}</div>
          {action && <div className="mt-4 flex flex-wrap items-center gap-3">{action}</div>}
        </div>
      </div>
    </section>
  );
}

/** The one thing the member should do now, matching where they stand (issue 17). */
export function NextActionCard({
  next,
  uuid,
  decision,
}: {
  next: NextAction;
  uuid: string;
  /** What the decision policy or the queue says (issue 34), from the KYC record. */
  decision?: string | null;
}) {
  switch (next.kind) {
    case 'verify-email':
      // The e-mail banner above (spec 2) carries this step and its Resend button.
      return null;
    case 'pay-fee':
      return (
        <ActionCard
          tone="brand"
          icon={Wallet}
          title="Pay the KYC fee"
          action={
            <Link to={paths.kyc} className={buttonClass('primary')}>
              Pay the KYC fee
            </Link>
          }
        >
          <p>
            Your e-mail is verified. Pay the one-time {formatNaira(constants.kycFeeNaira)} fee by
            card, bank transfer or USSD, then submit your identity details.
          </p>
        </ActionCard>
      );
    case 'start-kyc':
      return (
        <ActionCard
          tone="brand"
          icon={ShieldCheck}
          title="Start your KYC"
          action={
            <Link to={paths.kycCapture} className={buttonClass('primary')}>
              Start KYC
            </Link>
          }
        >
          <p>
            Your fee is paid. Have your ID document and a camera ready: it takes about five minutes,
            and you can stop and continue later.
          </p>
        </ActionCard>
      );
    case 'wait':
      return (
        <ActionCard
          tone="brand"
          icon={Hourglass}
          title="Nothing to do: your KYC is in review"
          action={
            <Link to={paths.kyc} className={buttonClass('secondary')}>
              View your submission
            </Link>
          }
        >
          {decision ? (
            // The queue's recent figure (issue 34) replaces the fixed 24-48 hour promise.
            <p role="status">{decision}</p>
          ) : (
            <>
              <p>{waitedText(next.waitedHours)}</p>
              <p>We will e-mail you as soon as a reviewer decides.</p>
            </>
          )}
        </ActionCard>
      );
    case 'update-kyc':
      return (
        <ActionCard
          tone="danger"
          icon={FilePen}
          title={next.revoked ? 'Your verification was withdrawn' : 'Your KYC needs an update'}
          action={
            <Link to={paths.kycUpdate} className={buttonClass('primary')}>
              <FilePen className="size-4" aria-hidden="true" />
              Update KYC
            </Link>
          }
        >
          <p>
            <span className="font-semibold">Reason:</span> {next.reason || 'No reason was given.'}
          </p>
          <p>Fix what the reviewer asked and resubmit. You do not pay again.</p>
        </ActionCard>
      );
    case 'verified':
      return (
        <ActionCard
          tone="success"
          icon={ShieldCheck}
          title="You are verified"
          action={
            <Link to={paths.verifiedMembers} className={buttonClass('primary')}>
              <SearchCheck className="size-4" aria-hidden="true" />
              Check someone
            </Link>
          }
        >
          {decision && (
            <p role="status" className="font-semibold">
              {decision}
            </p>
          )}
          <p>Share your UUID so people can check you before they pay you or get paid by you.</p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="rounded-md bg-white px-2 py-1 text-sm text-ink-900 ring-1 ring-ink-200 [overflow-wrap:anywhere]">
              {uuid}
            </code>
            <CopyButton value={uuid} label="UUID" />
          </div>
          <ShareVerification uuid={uuid} />
        </ActionCard>
      );
    case 'prove-numbers':
      return (
        <ActionCard
          tone="brand"
          icon={Smartphone}
          title={
            next.kinds.length > 1
              ? 'Prove your phone and WhatsApp numbers'
              : `Prove your ${numberKindLabel[next.kinds[0]!]}`
          }
          action={
            <Link to={paths.profile} className={buttonClass('primary')}>
              Prove now
            </Link>
          }
        >
          <p>
            You are verified. Payers who look you up by{' '}
            {next.kinds.length > 1 ? 'these numbers' : `your ${numberKindLabel[next.kinds[0]!]}`}{' '}
            find you only once you prove {next.kinds.length > 1 ? 'them' : 'it'} with a 6-digit code
            we send. It takes a minute.
          </p>
        </ActionCard>
      );
    case 'suspended':
      return (
        <ActionCard
          tone="danger"
          icon={LifeBuoy}
          title="Your account is suspended"
          action={
            <Link to={paths.support} className={buttonClass('primary')}>
              Contact support
            </Link>
          }
        >
          {next.reason && (
            <p>
              <span className="font-semibold">Reason:</span> {next.reason}
            </p>
          )}
          <p>Members who check you read that you are not verified. Support can tell you more.</p>
        </ActionCard>
      );
  }
}
