import { FilePen } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder for updating a rejected KYC submission. */
export default function KycUpdatePage() {
  useDocumentTitle('Update KYC');
  return (
    <>
      <PageHeading title="Update KYC Information" />
      <Card>
        <EmptyState icon={FilePen} title="Updating is coming soon">
          If a review asks for changes, you will correct your details and documents here and send
          them for another review.{' '}
          <Link to={paths.kyc} className="font-semibold text-accent-700 underline">
            Back to KYC
          </Link>
        </EmptyState>
      </Card>
    </>
  );
}
