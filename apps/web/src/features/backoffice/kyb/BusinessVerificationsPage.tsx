import { useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { PageSpinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import { KybCaseCard } from './KybCaseCard';
import { kybKeys, useKybQueue } from './kyb-api';

/** /backoffice/business-verifications (reviewers): KYB cases waiting for a decision (issue 49). */
export default function BusinessVerificationsPage() {
  useDocumentTitle('Business verifications');
  const queue = useKybQueue();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);

  if (queue.error instanceof BackofficeError && queue.error.status === 403)
    return <NoAccess audience="reviewers" />;

  function onDecided(message: string) {
    setDone(message);
    void queryClient.invalidateQueries({ queryKey: kybKeys.queue });
  }

  let list;
  if (queue.isPending) list = <PageSpinner />;
  else if (queue.isError) list = <Alert tone="error">{queue.error.message}</Alert>;
  else if (queue.data.length === 0)
    list = (
      <Card>
        <EmptyState icon={Building2} title="No business verifications waiting">
          When a business&apos;s people have all verified, or the registry says something a person
          must judge, it waits here.
        </EmptyState>
      </Card>
    );
  else
    list = (
      <div className="space-y-6">
        {queue.data.map((v) => (
          <KybCaseCard key={v.id} item={v} onDecided={onDecided} />
        ))}
      </div>
    );

  return (
    <>
      <PageHeading
        title="Business verifications"
        description="Businesses checked against the CAC registry, with their directors and owners, oldest first. Approve when the registry's record is the business's and its people are who the registry lists; the reason goes to the business."
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
