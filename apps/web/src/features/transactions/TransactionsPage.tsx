import { useQuery } from '@tanstack/react-query';
import { Receipt, RotateCw, TriangleAlert } from 'lucide-react';
import { messages } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { fetchTransactions, transactionsKey } from '../payments';
import { TransactionsTable } from './TransactionsTable';

/** Spec 2's Transactions: the member's payments, or the empty state, or 'Oops!' with Reload. */
export default function TransactionsPage() {
  useDocumentTitle('Transactions');
  const { data, isPending, isError } = useQuery({
    queryKey: transactionsKey,
    queryFn: fetchTransactions,
  });

  let body;
  if (isPending) {
    body = (
      <Card className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-8" label="Loading transactions" />
      </Card>
    );
  } else if (isError) {
    body = (
      <Card>
        <div role="alert" className="flex flex-col items-center px-4 py-10 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
            <TriangleAlert className="size-7" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-ink-900">Oops!</h2>
          <p className="mt-1 text-ink-600">{messages.transactionsLoadFailed}</p>
          <Button variant="secondary" className="mt-5" onClick={() => window.location.reload()}>
            <RotateCw className="size-4" aria-hidden="true" />
            Reload
          </Button>
        </div>
      </Card>
    );
  } else if (data.length === 0) {
    body = (
      <Card>
        <EmptyState icon={Receipt} title="No transactions">
          You haven&apos;t made any transactions yet.
        </EmptyState>
      </Card>
    );
  } else {
    body = <TransactionsTable transactions={data} />;
  }

  return (
    <>
      <PageHeading title="Transactions" description="Your payments to Vouch." />
      {body}
    </>
  );
}
