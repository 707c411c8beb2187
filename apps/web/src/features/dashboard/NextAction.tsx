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
import { constants } from '@vouch/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { ShareVerification } from '../../components/ShareVerification';
import { formatNaira } from '../../lib/format';
import { paths } from '../../lib/paths';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import { waitedText, type NextAction } from './journey';

const m = defineMessages({
  nextStep: {
    id: 'dashboard.NextAction.nextStep',
    defaultMessage: 'Next step',
    description: "Small label above the card's heading",
  },
  payFee: {
    id: 'dashboard.NextAction.payFee',
    defaultMessage: 'Pay the KYC fee',
    description: 'Heading and button',
  },
  payFeeText: {
    id: 'dashboard.NextAction.payFeeText',
    defaultMessage:
      'Your e-mail is verified. Pay the one-time {fee} fee by card, bank transfer or USSD, then submit your identity details.',
    description: '{fee}: the amount, e.g. ₦5,000',
  },
  startTitle: {
    id: 'dashboard.NextAction.startTitle',
    defaultMessage: 'Start your KYC',
    description: 'Heading',
  },
  startButton: {
    id: 'dashboard.NextAction.startButton',
    defaultMessage: 'Start KYC',
    description: 'Button',
  },
  startText: {
    id: 'dashboard.NextAction.startText',
    defaultMessage:
      'Your fee is paid. Have your ID document and a camera ready: it takes about five minutes, and you can stop and continue later.',
  },
  waitTitle: {
    id: 'dashboard.NextAction.waitTitle',
    defaultMessage: 'Nothing to do: your KYC is in review',
    description: 'Heading',
  },
  waitButton: {
    id: 'dashboard.NextAction.waitButton',
    defaultMessage: 'View your submission',
    description: 'Button',
  },
  waitEmail: {
    id: 'dashboard.NextAction.waitEmail',
    defaultMessage: 'We will e-mail you as soon as a reviewer decides.',
  },
  withdrawnTitle: {
    id: 'dashboard.NextAction.withdrawnTitle',
    defaultMessage: 'Your verification was withdrawn',
    description: 'Heading',
  },
  updateTitle: {
    id: 'dashboard.NextAction.updateTitle',
    defaultMessage: 'Your KYC needs an update',
    description: 'Heading',
  },
  updateButton: {
    id: 'dashboard.NextAction.updateButton',
    defaultMessage: 'Update KYC',
    description: 'Button',
  },
  reason: {
    id: 'dashboard.NextAction.reason',
    defaultMessage: '<b>Reason:</b> {reason}',
    description: "{reason}: the reviewer's or support's words, not translated",
  },
  noReason: {
    id: 'dashboard.NextAction.noReason',
    defaultMessage: 'No reason was given.',
    description: 'Goes into {reason}',
  },
  updateText: {
    id: 'dashboard.NextAction.updateText',
    defaultMessage: 'Fix what the reviewer asked and resubmit. You do not pay again.',
  },
  verifiedTitle: {
    id: 'dashboard.NextAction.verifiedTitle',
    defaultMessage: 'You are verified',
    description: 'Heading',
  },
  checkSomeone: {
    id: 'dashboard.NextAction.checkSomeone',
    defaultMessage: 'Check someone',
    description: 'Button: opens Check Verification',
  },
  shareUuid: {
    id: 'dashboard.NextAction.shareUuid',
    defaultMessage:
      'Share your UUID so people can check you before they pay you or get paid by you.',
  },
  proveTitle: {
    id: 'dashboard.NextAction.proveTitle',
    defaultMessage:
      '{kind, select, both {Prove your phone and WhatsApp numbers} whatsapp {Prove your WhatsApp number} other {Prove your phone number}}',
    description: 'Heading; {kind}: which numbers are not proven yet',
  },
  proveNow: {
    id: 'dashboard.NextAction.proveNow',
    defaultMessage: 'Prove now',
    description: 'Button',
  },
  proveText: {
    id: 'dashboard.NextAction.proveText',
    defaultMessage:
      '{kind, select, both {You are verified. Payers who look you up by these numbers find you only once you prove them with a 6-digit code we send. It takes a minute.} whatsapp {You are verified. Payers who look you up by your WhatsApp number find you only once you prove it with a 6-digit code we send. It takes a minute.} other {You are verified. Payers who look you up by your phone number find you only once you prove it with a 6-digit code we send. It takes a minute.}}',
    description: '{kind}: which numbers are not proven yet',
  },
  suspendedTitle: {
    id: 'dashboard.NextAction.suspendedTitle',
    defaultMessage: 'Your account is suspended',
    description: 'Heading',
  },
  contactSupport: {
    id: 'dashboard.NextAction.contactSupport',
    defaultMessage: 'Contact support',
    description: 'Button',
  },
  suspendedText: {
    id: 'dashboard.NextAction.suspendedText',
    defaultMessage:
      'Members who check you read that you are not verified. Support can tell you more.',
  },
});

const bold = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;

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
  const intl = useIntl();
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
          <p className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
            {intl.formatMessage(m.nextStep)}
          </p>
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
  const intl = useIntl();
  switch (next.kind) {
    case 'verify-email':
      // The e-mail banner above (spec 2) carries this step and its Resend button.
      return null;
    case 'pay-fee':
      return (
        <ActionCard
          tone="brand"
          icon={Wallet}
          title={intl.formatMessage(m.payFee)}
          action={
            <Link to={paths.kyc} className={buttonClass('primary')}>
              {intl.formatMessage(m.payFee)}
            </Link>
          }
        >
          <p>{intl.formatMessage(m.payFeeText, { fee: formatNaira(constants.kycFeeNaira) })}</p>
        </ActionCard>
      );
    case 'start-kyc':
      return (
        <ActionCard
          tone="brand"
          icon={ShieldCheck}
          title={intl.formatMessage(m.startTitle)}
          action={
            <Link to={paths.kycCapture} className={buttonClass('primary')}>
              {intl.formatMessage(m.startButton)}
            </Link>
          }
        >
          <p>{intl.formatMessage(m.startText)}</p>
        </ActionCard>
      );
    case 'wait':
      return (
        <ActionCard
          tone="brand"
          icon={Hourglass}
          title={intl.formatMessage(m.waitTitle)}
          action={
            <Link to={paths.kyc} className={buttonClass('secondary')}>
              {intl.formatMessage(m.waitButton)}
            </Link>
          }
        >
          {decision ? (
            // The queue's recent figure (issue 34) replaces the fixed 24-48 hour promise.
            <p role="status">{decision}</p>
          ) : (
            <>
              <p>{waitedText(next.waitedHours, intl)}</p>
              <p>{intl.formatMessage(m.waitEmail)}</p>
            </>
          )}
        </ActionCard>
      );
    case 'update-kyc':
      return (
        <ActionCard
          tone="danger"
          icon={FilePen}
          title={intl.formatMessage(next.revoked ? m.withdrawnTitle : m.updateTitle)}
          action={
            <Link to={paths.kycUpdate} className={buttonClass('primary')}>
              <FilePen className="size-4" aria-hidden="true" />
              {intl.formatMessage(m.updateButton)}
            </Link>
          }
        >
          <p>
            <FormattedMessage
              {...m.reason}
              values={{ b: bold, reason: next.reason || intl.formatMessage(m.noReason) }}
            />
          </p>
          <p>{intl.formatMessage(m.updateText)}</p>
        </ActionCard>
      );
    case 'verified':
      return (
        <ActionCard
          tone="success"
          icon={ShieldCheck}
          title={intl.formatMessage(m.verifiedTitle)}
          action={
            <Link to={paths.verifiedMembers} className={buttonClass('primary')}>
              <SearchCheck className="size-4" aria-hidden="true" />
              {intl.formatMessage(m.checkSomeone)}
            </Link>
          }
        >
          {decision && (
            <p role="status" className="font-semibold">
              {decision}
            </p>
          )}
          <p>{intl.formatMessage(m.shareUuid)}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="rounded-md bg-white px-2 py-1 text-sm text-ink-900 ring-1 ring-ink-200 [overflow-wrap:anywhere]">
              {uuid}
            </code>
            <CopyButton value={uuid} label="UUID" />
          </div>
          <ShareVerification uuid={uuid} />
        </ActionCard>
      );
    case 'prove-numbers': {
      const kind = next.kinds.length > 1 ? 'both' : next.kinds[0]!;
      return (
        <ActionCard
          tone="brand"
          icon={Smartphone}
          title={intl.formatMessage(m.proveTitle, { kind })}
          action={
            <Link to={paths.profile} className={buttonClass('primary')}>
              {intl.formatMessage(m.proveNow)}
            </Link>
          }
        >
          <p>{intl.formatMessage(m.proveText, { kind })}</p>
        </ActionCard>
      );
    }
    case 'suspended':
      return (
        <ActionCard
          tone="danger"
          icon={LifeBuoy}
          title={intl.formatMessage(m.suspendedTitle)}
          action={
            <Link to={paths.support} className={buttonClass('primary')}>
              {intl.formatMessage(m.contactSupport)}
            </Link>
          }
        >
          {next.reason && (
            <p>
              <FormattedMessage {...m.reason} values={{ b: bold, reason: next.reason }} />
            </p>
          )}
          <p>{intl.formatMessage(m.suspendedText)}</p>
        </ActionCard>
      );
  }
}
