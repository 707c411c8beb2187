import {
  CreditCard,
  FileCheck2,
  LifeBuoy,
  ScrollText,
  Search,
  TriangleAlert,
  User,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  consentLabels,
  privacyMessages,
  type MyDataSummary,
  type RetentionPolicy,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { statusBadgeView } from '../../components/StatusBadge';
import { formatDate, formatDateTime, humanizeCode } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyData } from './api';
import { CloseAccountDialog } from './CloseAccountDialog';
import { DataGroup, Fact } from './DataGroup';
import { ExportPanel } from './ExportPanel';
import { describePeriod } from './retention-dates';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  decision: {
    id: 'privacy.YourDataPage.decision',
    defaultMessage:
      '{status, select, CURRENTLY_UNDER_REVIEW {In review} APPROVED {Approved} REJECTED {Rejected} other {{status}}}',
    description: 'The decision on the latest KYC submission',
  },
  afterClosing: {
    id: 'privacy.YourDataPage.afterClosing',
    defaultMessage:
      'Kept {period} after your account ends (CBN AML/CFT Regulations), then deleted.',
    description: '{period}: e.g. "5 years". CBN, AML/CFT: names, keep them.',
  },
  whileOpen: {
    id: 'privacy.YourDataPage.whileOpen',
    defaultMessage: 'Kept while your account is open; erased when you close it.',
  },
  account: {
    id: 'privacy.YourDataPage.account',
    defaultMessage: 'Account',
    description: 'Heading of a group of data',
  },
  name: { id: 'privacy.YourDataPage.name', defaultMessage: 'Name' },
  email: { id: 'privacy.YourDataPage.email', defaultMessage: 'E-mail' },
  memberSince: { id: 'privacy.YourDataPage.memberSince', defaultMessage: 'Member since' },
  status: { id: 'privacy.YourDataPage.status', defaultMessage: 'Status' },
  wallets: {
    id: 'privacy.YourDataPage.wallets',
    defaultMessage: 'Wallets',
    description: 'How many wallet addresses',
  },
  kyc: {
    id: 'privacy.YourDataPage.kyc',
    defaultMessage: 'KYC submissions and files',
    description: 'Heading of a group of data',
  },
  kycKept: {
    id: 'privacy.YourDataPage.kycKept',
    defaultMessage: '{afterClosing} Photos of a rejected submission: deleted after {period}.',
    description:
      '{afterClosing}: the sentence "Kept 5 years after your account ends ..."; {period}: e.g. "90 days"',
  },
  submissions: {
    id: 'privacy.YourDataPage.submissions',
    defaultMessage: 'Submissions',
    description: 'How many KYC submissions',
  },
  files: {
    id: 'privacy.YourDataPage.files',
    defaultMessage: 'Photos and documents',
    description: 'How many files',
  },
  latest: { id: 'privacy.YourDataPage.latest', defaultMessage: 'Latest decision' },
  noneYet: {
    id: 'privacy.YourDataPage.noneYet',
    defaultMessage: 'None yet',
    description: 'No KYC decision yet',
  },
  payments: {
    id: 'privacy.YourDataPage.payments',
    defaultMessage: 'Payments',
    description: 'Heading of a group of data',
  },
  paymentsKept: {
    id: 'privacy.YourDataPage.paymentsKept',
    defaultMessage:
      'In Transactions: your paid and failed payments, as Transactions lists them. Unpaid checkouts: opened and closed without paying; kept for reconciliation, not listed. {afterClosing}',
    description:
      '"Transactions" is the name of a page; "In Transactions" and "Unpaid checkouts" are the two counts above. {afterClosing}: the sentence "Kept 5 years after your account ends ..."',
  },
  inTransactions: {
    id: 'privacy.YourDataPage.inTransactions',
    defaultMessage: 'In Transactions',
    description: 'How many payments the Transactions page lists',
  },
  unpaid: {
    id: 'privacy.YourDataPage.unpaid',
    defaultMessage: 'Unpaid checkouts',
    description: 'How many payments were opened and never paid',
  },
  lookups: {
    id: 'privacy.YourDataPage.lookups',
    defaultMessage: 'Lookups',
    description: 'Heading of a group of data: searches for members',
  },
  lookupsKept: {
    id: 'privacy.YourDataPage.lookupsKept',
    defaultMessage:
      'Deleted after {period}, or when you close your account. We never tell you who looked you up, nor anyone else who you looked up.',
    description: '{period}: e.g. "1 year"',
  },
  searches: { id: 'privacy.YourDataPage.searches', defaultMessage: 'Searches you made' },
  lookedUp: { id: 'privacy.YourDataPage.lookedUp', defaultMessage: 'Times others looked you up' },
  tickets: {
    id: 'privacy.YourDataPage.tickets',
    defaultMessage: 'Support tickets',
    description: 'Heading of a group of data',
  },
  ticketCount: {
    id: 'privacy.YourDataPage.ticketCount',
    defaultMessage: 'Tickets',
    description: 'How many tickets',
  },
  messages: {
    id: 'privacy.YourDataPage.messages',
    defaultMessage: 'Messages',
    description: 'How many ticket messages',
  },
  consents: {
    id: 'privacy.YourDataPage.consents',
    defaultMessage: 'Consents',
    description: 'Heading of a group of data, and a row',
  },
  consentsKept: {
    id: 'privacy.YourDataPage.consentsKept',
    defaultMessage: 'Kept as proof, with your KYC records: {period} after your account ends.',
    description: '{period}: e.g. "5 years"',
  },
  noConsents: { id: 'privacy.YourDataPage.noConsents', defaultMessage: 'None on record' },
  consentKind: {
    id: 'privacy.YourDataPage.consentKind',
    defaultMessage:
      '{kind, select, terms_privacy {Terms of Service and Privacy Policy} biometric {Processing of your photos and face data for identity verification} other {{kind}}}',
    description: 'What the member consented to',
  },
  consentGiven: {
    id: 'privacy.YourDataPage.consentGiven',
    defaultMessage: 'Version {version} · given {when}',
    description: '{version}: the version of the text agreed to; {when}: a date and time',
  },
  tabTitle: {
    id: 'privacy.YourDataPage.tabTitle',
    defaultMessage: 'Your data',
    description: 'Page title and heading',
  },
  loading: { id: 'privacy.YourDataPage.loading', defaultMessage: 'Loading your data' },
  intro: {
    id: 'privacy.YourDataPage.intro',
    defaultMessage:
      'What Vouch holds about you, when it is deleted, and what you can do with it. Read why in our <link>Privacy Policy</link>.',
    description: '<link>: a link to the Privacy Policy',
  },
  close: {
    id: 'privacy.YourDataPage.close',
    defaultMessage: 'Close my account and erase my data',
    description: 'Heading and button',
  },
  closeText: {
    id: 'privacy.YourDataPage.closeText',
    defaultMessage:
      'Your profile, wallets, tickets and searches are erased at once and you are signed out. What the law makes us keep stays locked until it is deleted.',
  },
});

type Intl = ReturnType<typeof useIntl>;

const decisions = ['CURRENTLY_UNDER_REVIEW', 'APPROVED', 'REJECTED'];
const decisionLabel = (intl: Intl, status: string) =>
  decisions.includes(status) ? intl.formatMessage(m.decision, { status }) : humanizeCode(status);

const afterClosing = (intl: Intl, r: RetentionPolicy) =>
  intl.formatMessage(m.afterClosing, { period: describePeriod(intl, r.kyc_records_days) });

function Groups({ data }: { data: MyDataSummary }) {
  const intl = useIntl();
  const r = data.retention;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DataGroup
        title={intl.formatMessage(m.account)}
        icon={User}
        kept={intl.formatMessage(m.whileOpen)}
      >
        <Fact label={intl.formatMessage(m.name)} value={data.account.name} />
        <Fact label={intl.formatMessage(m.email)} value={data.account.email_address} />
        <Fact
          label={intl.formatMessage(m.memberSince)}
          value={formatDate(data.account.member_since)}
        />
        <Fact
          label={intl.formatMessage(m.status)}
          value={statusBadgeView(data.account.status, undefined, intl).label}
        />
        <Fact label={intl.formatMessage(m.wallets)} value={data.account.wallets} />
      </DataGroup>
      <DataGroup
        title={intl.formatMessage(m.kyc)}
        icon={FileCheck2}
        kept={intl.formatMessage(m.kycKept, {
          afterClosing: afterClosing(intl, r),
          period: describePeriod(intl, r.rejected_images_days),
        })}
      >
        <Fact label={intl.formatMessage(m.submissions)} value={data.kyc.submissions} />
        <Fact label={intl.formatMessage(m.files)} value={data.kyc.files} />
        <Fact
          label={intl.formatMessage(m.latest)}
          value={
            data.kyc.latest_status
              ? decisionLabel(intl, data.kyc.latest_status)
              : intl.formatMessage(m.noneYet)
          }
        />
      </DataGroup>
      {/* One truth with Transactions (issue 37): say what each number counts. */}
      <DataGroup
        title={intl.formatMessage(m.payments)}
        icon={CreditCard}
        kept={intl.formatMessage(m.paymentsKept, { afterClosing: afterClosing(intl, r) })}
      >
        <Fact label={intl.formatMessage(m.inTransactions)} value={data.payments.listed} />
        <Fact
          label={intl.formatMessage(m.unpaid)}
          value={data.payments.count - data.payments.listed}
        />
      </DataGroup>
      <DataGroup
        title={intl.formatMessage(m.lookups)}
        icon={Search}
        kept={intl.formatMessage(m.lookupsKept, { period: describePeriod(intl, r.lookups_days) })}
      >
        <Fact label={intl.formatMessage(m.searches)} value={data.lookups.searches_made} />
        <Fact label={intl.formatMessage(m.lookedUp)} value={data.lookups.looked_up_by_others} />
      </DataGroup>
      <DataGroup
        title={intl.formatMessage(m.tickets)}
        icon={LifeBuoy}
        kept={intl.formatMessage(m.whileOpen)}
      >
        <Fact label={intl.formatMessage(m.ticketCount)} value={data.tickets.count} />
        <Fact label={intl.formatMessage(m.messages)} value={data.tickets.messages} />
      </DataGroup>
      <DataGroup
        title={intl.formatMessage(m.consents)}
        icon={ScrollText}
        kept={intl.formatMessage(m.consentsKept, {
          period: describePeriod(intl, r.kyc_records_days),
        })}
      >
        {data.consents.length === 0 ? (
          <Fact label={intl.formatMessage(m.consents)} value={intl.formatMessage(m.noConsents)} />
        ) : (
          data.consents.map((c) => (
            <div key={`${c.kind}-${c.given_at}`} className="py-2">
              <dt className="font-medium text-ink-900">
                {c.kind in consentLabels
                  ? intl.formatMessage(m.consentKind, { kind: c.kind })
                  : c.kind}
              </dt>
              <dd className="text-sm text-ink-600">
                {intl.formatMessage(m.consentGiven, {
                  version: c.version,
                  when: formatDateTime(c.given_at),
                })}
              </dd>
            </div>
          ))
        )}
      </DataGroup>
    </div>
  );
}

/** /your-data (issue 16): what we hold, when it is deleted, a copy of it, closing the account. */
export default function YourDataPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  const mine = useMyData();
  const [closing, setClosing] = useState(false);

  if (mine.isPending)
    return (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner className="size-8" label={intl.formatMessage(m.loading)} />
      </div>
    );
  if (mine.isError) return <Alert tone="error">{mine.error.message}</Alert>;
  const data = mine.data;
  const underReview = data.kyc.latest_status === 'CURRENTLY_UNDER_REVIEW';

  return (
    <>
      <PageHeading
        title={intl.formatMessage(m.tabTitle)}
        description={intl.formatMessage(m.intro, {
          link: (chunks) => (
            <Link
              to={`${paths.legal}?tab=privacy`}
              className="font-semibold text-brand-700 underline"
            >
              {chunks}
            </Link>
          ),
        })}
      />
      <Groups data={data} />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <ExportPanel latest={data.export} />
        <Card className="border-danger-600/40">
          <h2 className="flex items-start gap-2 text-lg font-semibold text-danger-700">
            <TriangleAlert className="mt-1 size-5 shrink-0" aria-hidden="true" />
            {intl.formatMessage(m.close)}
          </h2>
          <p className="mt-1 text-ink-700">{intl.formatMessage(m.closeText)}</p>
          {underReview ? (
            // The server refuses it too (issue 31): a case is decided before the account goes.
            <Alert tone="info" className="mt-4">
              {privacyMessages.closeUnderReview}
            </Alert>
          ) : (
            <Button variant="danger" className="mt-4" onClick={() => setClosing(true)}>
              {intl.formatMessage(m.close)}
            </Button>
          )}
        </Card>
      </div>
      <CloseAccountDialog open={closing} onOpenChange={setClosing} retention={data.retention} />
    </>
  );
}
