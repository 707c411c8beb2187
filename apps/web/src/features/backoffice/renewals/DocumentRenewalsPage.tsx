import { useQueryClient } from '@tanstack/react-query';
import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { PageSpinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import { RenewalCard } from './RenewalCard';
import { renewalsKey, useDocumentRenewals } from './renewals-api';

/** /backoffice/document-renewals (reviewers): driver's licences sent to renew a verification. */
export default function DocumentRenewalsPage() {
  useDocumentTitle('Document renewals');
  const renewals = useDocumentRenewals();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);

  if (renewals.error instanceof BackofficeError && renewals.error.status === 403)
    return <NoAccess audience="reviewers" />;

  let list;
  if (renewals.isPending) list = <PageSpinner />;
  else if (renewals.isError) list = <Alert tone="error">{renewals.error.message}</Alert>;
  else if (renewals.data.length === 0)
    list = (
      <Card>
        <EmptyState icon={IdCard} title="No renewals waiting">
          A verified member whose driver’s licence expired sends the new one with a live selfie; it
          waits here once the faces match.
        </EmptyState>
      </Card>
    );
  else
    list = (
      <div className="space-y-6">
        {renewals.data.map((r) => (
          <RenewalCard
            key={r.id}
            renewal={r}
            onDecided={(message) => {
              setDone(message);
              void queryClient.invalidateQueries({ queryKey: renewalsKey });
            }}
          />
        ))}
      </div>
    );

  return (
    <>
      <PageHeading
        title="Document renewals"
        description="Verified members renew an expiring document with the new one and a live selfie. A passport is read by machine; a driver’s licence waits here for its expiry date. Until it is decided the member stays as they are (verified, or “documents expired” after the grace period)."
      />
      {done && (
        <Alert tone="success" className="mb-6" onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {list}
    </>
  );
}
