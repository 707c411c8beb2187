import {
  BookOpen,
  ChevronRight,
  LifeBuoy,
  SearchCheck,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { numberKinds } from '@vouch/contracts';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { decisionText } from '../../lib/decision-text';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAccountInfo } from '../../lib/user-info';
import { useSessionUser } from '../../lib/use-session-user';
import { defineMessages, useIntl } from '../../i18n';
import { DocumentExpiryNotice, useKycRecord } from '../kyc';
import { TierCard } from '../tiers';
import { businessPaysFee, useWaitingBusinesses, WaitingBusinesses } from '../verification-links';
import { HoldsNotice } from './HoldsNotice';
import { memberJourney } from './journey';
import { NextActionCard } from './NextAction';
import { StatusTimeline } from './StatusTimeline';
import { useAutoSendVerification } from './verification-email';
import { VerifyEmailBanner } from './VerifyEmailBanner';

const m = defineMessages({
  tabTitle: {
    id: 'dashboard.DashboardPage.tabTitle',
    defaultMessage: 'Dashboard',
    description: 'Browser tab title',
  },
  welcome: {
    id: 'dashboard.DashboardPage.welcome',
    defaultMessage: 'Welcome, {name}',
    description: "Page heading; {name}: the member's first name",
  },
  description: {
    id: 'dashboard.DashboardPage.description',
    defaultMessage: 'Get verified once, and let anyone you trade with check you in seconds.',
  },
  yourVerification: {
    id: 'dashboard.DashboardPage.yourVerification',
    defaultMessage: 'Your verification',
    description: 'Heading of the timeline',
  },
  yourKyc: {
    id: 'dashboard.DashboardPage.yourKyc',
    defaultMessage: 'Your KYC',
    description: 'Card title',
  },
  yourKycText: {
    id: 'dashboard.DashboardPage.yourKycText',
    defaultMessage: 'See what you submitted and where the review stands.',
  },
  startVerification: {
    id: 'dashboard.DashboardPage.startVerification',
    defaultMessage: 'Start Verification',
    description: 'Card title',
  },
  startVerificationText: {
    id: 'dashboard.DashboardPage.startVerificationText',
    defaultMessage: 'Pay the KYC fee and submit your identity details for review.',
  },
  checkStatus: {
    id: 'dashboard.DashboardPage.checkStatus',
    defaultMessage: 'Check Status',
    description: 'Card title: opens Check Verification',
  },
  checkStatusText: {
    id: 'dashboard.DashboardPage.checkStatusText',
    defaultMessage: 'Confirm that someone is verified before you pay or get paid.',
  },
  support: {
    id: 'dashboard.DashboardPage.support',
    defaultMessage: 'Support',
    description: 'Card title',
  },
  supportText: {
    id: 'dashboard.DashboardPage.supportText',
    defaultMessage: 'Questions about your account or verification? We are here to help.',
  },
  guidelines: {
    id: 'dashboard.DashboardPage.guidelines',
    defaultMessage: 'Guidelines',
    description: 'Card title',
  },
  guidelinesText: {
    id: 'dashboard.DashboardPage.guidelinesText',
    defaultMessage: 'What documents and photos we accept, and how the review works.',
  },
});

type Text = (typeof m)[keyof typeof m];

const cards = (submitted: boolean): { to: string; title: Text; text: Text; icon: LucideIcon }[] => [
  submitted
    ? { to: paths.kyc, title: m.yourKyc, text: m.yourKycText, icon: ShieldCheck }
    : {
        to: paths.kyc,
        title: m.startVerification,
        text: m.startVerificationText,
        icon: ShieldCheck,
      },
  { to: paths.verifiedMembers, title: m.checkStatus, text: m.checkStatusText, icon: SearchCheck },
  { to: paths.support, title: m.support, text: m.supportText, icon: LifeBuoy },
  { to: paths.guidelines, title: m.guidelines, text: m.guidelinesText, icon: BookOpen },
];

/**
 * Spec 2's dashboard, knowing the member (issue 17): where they stand on a timeline, the one
 * thing to do next, then the spec's cards.
 */
export default function DashboardPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  // Fresh from the server: the cached session copy may predate a payment or a decision.
  const accountInfo = useAccountInfo();
  const user = useSessionUser();
  const needsEmail = user?.status === 'EMAIL_VERIFICATION';
  useAutoSendVerification(needsEmail);
  const kycStatus = user?.kyc_status ?? null;
  const record = useKycRecord(kycStatus !== null);
  // An instant decision arrives with the record (polled while the checks run): the account's
  // status follows it.
  const decidedStatus = record.data?.status;
  const { refetch } = accountInfo;
  useEffect(() => {
    if (decidedStatus && kycStatus && decidedStatus !== kycStatus) void refetch();
  }, [decidedStatus, kycStatus, refetch]);
  const waiting = useWaitingBusinesses(user?.status);
  // Only what agrees with the card and timeline, which follow the account a moment later.
  const decision = decisionText(record.data, kycStatus, intl);
  const journey = user
    ? memberJourney(
        {
          status: user.status,
          kycStatus,
          submittedAt: record.data?.submitted_at ?? null,
          reason: record.data?.reason ?? null,
          statusReason: user.status_reason,
          // A session copy from before numbers were proven has none: nothing to say then.
          unprovenNumbers: user.numbers
            ? numberKinds.filter((k) => user.numbers[k].state === 'unproven')
            : [],
        },
        Date.now(),
        intl,
      )
    : null;

  return (
    <>
      <PageHeading
        title={intl.formatMessage(m.welcome, { name: user?.first_name ?? '' })}
        description={intl.formatMessage(m.description)}
      />
      {needsEmail && user && <VerifyEmailBanner email={user.email_address} />}
      {user?.holds && user.holds.length > 0 && <HoldsNotice holds={user.holds} />}
      <DocumentExpiryNotice verified={user?.status === 'VERIFIED'} />
      <WaitingBusinesses status={user?.status} waiting={waiting} />
      {journey && user && (
        <div className="mb-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          {/* A business pays the fee: its banner above is the next step, not "Pay the fee". */}
          {journey.next.kind === 'pay-fee' && businessPaysFee(waiting) ? null : (
            <NextActionCard next={journey.next} uuid={user.uuid} decision={decision} />
          )}
          <Card
            className={journey.next.kind === 'verify-email' ? 'lg:col-span-2' : ''}
            aria-labelledby="timeline-heading"
            role="region"
          >
            <h2 id="timeline-heading" className="mb-4 text-lg font-semibold text-brand-700">
              {intl.formatMessage(m.yourVerification)}
            </h2>
            {kycStatus === 'APPROVED' && decision && (
              <p role="status" className="mb-4 font-semibold text-success-700">
                {decision}
              </p>
            )}
            <StatusTimeline steps={journey.steps} />
          </Card>
        </div>
      )}
      {user?.status === 'VERIFIED' && <TierCard user={user} />}
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards(kycStatus !== null).map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm transition hover:border-accent-700 hover:shadow-md sm:p-6"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2 text-lg font-semibold text-brand-700">
                  {intl.formatMessage(title)}
                  <ChevronRight
                    className="size-5 text-ink-500 transition group-hover:translate-x-0.5 group-hover:text-accent-700"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-1 block text-ink-600">{intl.formatMessage(text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
