import { Camera } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder for the capture wizard (country, ID, selfie, document, business, review). */
export default function KycCapturePage() {
  useDocumentTitle('KYC capture');
  return (
    <>
      <PageHeading title="Start KYC Process" />
      <Card>
        <EmptyState icon={Camera} title="Capture is coming soon">
          You will choose your country and ID type, take a selfie, photograph your identity
          document, add your business details and review everything before submitting.{' '}
          <Link to={paths.kyc} className="font-semibold text-accent-700 underline">
            Back to KYC
          </Link>
        </EmptyState>
      </Card>
    </>
  );
}
