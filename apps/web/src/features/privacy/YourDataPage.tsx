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
  describeDays,
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

const decisions: Record<string, string> = {
  CURRENTLY_UNDER_REVIEW: 'In review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
const decisionLabel = (status: string) => decisions[status] ?? humanizeCode(status);

const afterClosing = (r: RetentionPolicy) =>
  `Kept ${describeDays(r.kyc_records_days)} after your account ends (CBN AML/CFT Regulations), then deleted.`;

function Groups({ data }: { data: MyDataSummary }) {
  const r = data.retention;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DataGroup
        title="Account"
        icon={User}
        kept="Kept while your account is open; erased when you close it."
      >
        <Fact label="Name" value={data.account.name} />
        <Fact label="E-mail" value={data.account.email_address} />
        <Fact label="Member since" value={formatDate(data.account.member_since)} />
        <Fact label="Status" value={statusBadgeView(data.account.status).label} />
        <Fact label="Wallets" value={data.account.wallets} />
      </DataGroup>
      <DataGroup
        title="KYC submissions and files"
        icon={FileCheck2}
        kept={`${afterClosing(r)} Photos of a rejected submission: deleted after ${describeDays(r.rejected_images_days)}.`}
      >
        <Fact label="Submissions" value={data.kyc.submissions} />
        <Fact label="Photos and documents" value={data.kyc.files} />
        <Fact
          label="Latest decision"
          value={data.kyc.latest_status ? decisionLabel(data.kyc.latest_status) : 'None yet'}
        />
      </DataGroup>
      {/* One truth with Transactions (issue 37): say what each number counts. */}
      <DataGroup
        title="Payments"
        icon={CreditCard}
        kept={
          <>
            In Transactions: your paid and failed payments, as Transactions lists them. Unpaid
            checkouts: opened and closed without paying; kept for reconciliation, not listed.{' '}
            {afterClosing(r)}
          </>
        }
      >
        <Fact label="In Transactions" value={data.payments.listed} />
        <Fact label="Unpaid checkouts" value={data.payments.count - data.payments.listed} />
      </DataGroup>
      <DataGroup
        title="Lookups"
        icon={Search}
        kept={`Deleted after ${describeDays(r.lookups_days)}, or when you close your account. We never tell you who looked you up, nor anyone else who you looked up.`}
      >
        <Fact label="Searches you made" value={data.lookups.searches_made} />
        <Fact label="Times others looked you up" value={data.lookups.looked_up_by_others} />
      </DataGroup>
      <DataGroup
        title="Support tickets"
        icon={LifeBuoy}
        kept="Kept while your account is open; erased when you close it."
      >
        <Fact label="Tickets" value={data.tickets.count} />
        <Fact label="Messages" value={data.tickets.messages} />
      </DataGroup>
      <DataGroup
        title="Consents"
        icon={ScrollText}
        kept={`Kept as proof, with your KYC records: ${describeDays(r.kyc_records_days)} after your account ends.`}
      >
        {data.consents.length === 0 ? (
          <Fact label="Consents" value="None on record" />
        ) : (
          data.consents.map((c) => (
            <div key={`${c.kind}-${c.given_at}`} className="py-2">
              <dt className="font-medium text-ink-900">{consentLabels[c.kind]}</dt>
              <dd className="text-sm text-ink-600">
                Version {c.version} · given {formatDateTime(c.given_at)}
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
  useDocumentTitle('Your data');
  const mine = useMyData();
  const [closing, setClosing] = useState(false);

  if (mine.isPending)
    return (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner className="size-8" label="Loading your data" />
      </div>
    );
  if (mine.isError) return <Alert tone="error">{mine.error.message}</Alert>;
  const data = mine.data;
  const underReview = data.kyc.latest_status === 'CURRENTLY_UNDER_REVIEW';

  return (
    <>
      <PageHeading
        title="Your data"
        description={
          <>
            What Vouch holds about you, when it is deleted, and what you can do with it. Read why in
            our{' '}
            <Link
              to={`${paths.legal}?tab=privacy`}
              className="font-semibold text-brand-700 underline"
            >
              Privacy Policy
            </Link>
            .
          </>
        }
      />
      <Groups data={data} />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <ExportPanel latest={data.export} />
        <Card className="border-danger-600/40">
          <h2 className="flex items-start gap-2 text-lg font-semibold text-danger-700">
            <TriangleAlert className="mt-1 size-5 shrink-0" aria-hidden="true" />
            Close my account and erase my data
          </h2>
          <p className="mt-1 text-ink-700">
            Your profile, wallets, tickets and searches are erased at once and you are signed out.
            What the law makes us keep stays locked until it is deleted.
          </p>
          {underReview ? (
            // The server refuses it too (issue 31): a case is decided before the account goes.
            <Alert tone="info" className="mt-4">
              {privacyMessages.closeUnderReview}
            </Alert>
          ) : (
            <Button variant="danger" className="mt-4" onClick={() => setClosing(true)}>
              Close my account and erase my data
            </Button>
          )}
        </Card>
      </div>
      <CloseAccountDialog open={closing} onOpenChange={setClosing} retention={data.retention} />
    </>
  );
}
