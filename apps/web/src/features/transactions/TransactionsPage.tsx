import { useQuery } from '@tanstack/react-query';
import { Receipt, RotateCw, TriangleAlert } from 'lucide-react';
import { messages } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { defineMessages, serverText, useIntl } from '../../i18n';
import { fetchTransactions, transactionsKey } from '../payments';
import { TransactionsTable } from './TransactionsTable';

const m = defineMessages({
  title: {
    id: 'transactions.TransactionsPage.title',
    defaultMessage: 'Transactions',
    description: 'Page heading and tab title',
  },
  description: {
    id: 'transactions.TransactionsPage.description',
    defaultMessage: 'Your payments to Vouch.',
  },
  loading: { id: 'transactions.TransactionsPage.loading', defaultMessage: 'Loading transactions' },
  oops: {
    id: 'transactions.TransactionsPage.oops',
    defaultMessage: 'Oops!',
    description: 'Heading when the transactions could not be loaded',
  },
  reload: {
    id: 'transactions.TransactionsPage.reload',
    defaultMessage: 'Reload',
    description: 'Button: reload the page',
  },
  emptyTitle: { id: 'transactions.TransactionsPage.emptyTitle', defaultMessage: 'No transactions' },
  emptyText: {
    id: 'transactions.TransactionsPage.emptyText',
    defaultMessage: "You haven't made any transactions yet.",
  },
});

/** Spec 2's Transactions: the member's payments, or the empty state, or 'Oops!' with Reload. */
export default function TransactionsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const { data, isPending, isError } = useQuery({
    queryKey: transactionsKey,
    queryFn: fetchTransactions,
  });

  let body;
  if (isPending) {
    body = (
      <Card className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-8" label={intl.formatMessage(m.loading)} />
      </Card>
    );
  } else if (isError) {
    body = (
      <Card>
        <div role="alert" className="flex flex-col items-center px-4 py-10 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
            <TriangleAlert className="size-7" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-ink-900">{intl.formatMessage(m.oops)}</h2>
          <p className="mt-1 text-ink-600">{serverText(messages.transactionsLoadFailed)}</p>
          <Button variant="secondary" className="mt-5" onClick={() => window.location.reload()}>
            <RotateCw className="size-4" aria-hidden="true" />
            {intl.formatMessage(m.reload)}
          </Button>
        </div>
      </Card>
    );
  } else if (data.length === 0) {
    body = (
      <Card>
        <EmptyState icon={Receipt} title={intl.formatMessage(m.emptyTitle)}>
          {intl.formatMessage(m.emptyText)}
        </EmptyState>
      </Card>
    );
  } else {
    body = <TransactionsTable transactions={data} />;
  }

  return (
    <>
      <PageHeading
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
      />
      {body}
    </>
  );
}
