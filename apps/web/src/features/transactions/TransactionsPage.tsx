import { Receipt } from 'lucide-react';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder: the payment history table arrives with payments. */
export default function TransactionsPage() {
  useDocumentTitle('Transactions');
  return (
    <>
      <PageHeading title="Transactions" description="Your payments to Vouch, newest first." />
      <Card>
        <EmptyState icon={Receipt} title="No transactions">
          You haven&apos;t made any transactions yet.
        </EmptyState>
      </Card>
    </>
  );
}
