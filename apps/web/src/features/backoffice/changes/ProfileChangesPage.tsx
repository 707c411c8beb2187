import { useQueryClient } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { PageSpinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import { ChangeCard } from './ChangeCard';
import { changesKeys, useClaimConflicts, useProfileChanges } from './changes-api';
import { RefusedClaims } from './RefusedClaims';

/** /backoffice/profile-changes (reviewers): verified members' changes to certified details. */
export default function ProfileChangesPage() {
  useDocumentTitle('Profile changes');
  const changes = useProfileChanges();
  const conflicts = useClaimConflicts();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);

  if (changes.error instanceof BackofficeError && changes.error.status === 403)
    return <NoAccess audience="reviewers" />;

  function onDecided(message: string) {
    setDone(message);
    void queryClient.invalidateQueries({ queryKey: changesKeys.pending });
    void queryClient.invalidateQueries({ queryKey: changesKeys.conflicts });
  }

  let list;
  if (changes.isPending) list = <PageSpinner />;
  else if (changes.isError) list = <Alert tone="error">{changes.error.message}</Alert>;
  else if (changes.data.length === 0)
    list = (
      <Card>
        <EmptyState icon={UserCheck} title="No changes waiting">
          When a verified member changes their name, phone, WhatsApp or WeChat ID, the change waits
          here before Check Verification shows it.
        </EmptyState>
      </Card>
    );
  else
    list = (
      <div className="space-y-6">
        {changes.data.map((c) => (
          <ChangeCard key={c.id} change={c} onDecided={onDecided} />
        ))}
      </div>
    );

  return (
    <>
      <PageHeading
        title="Profile changes"
        description="Verified members' changes to the details their verification certifies, oldest first. Until you approve one, Check Verification answers with the approved details."
      />
      {done && (
        <Alert tone="success" className="mb-6" onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {list}
      <section aria-labelledby="refused-heading" className="mt-10">
        <h2 id="refused-heading" className="mb-2 text-lg font-semibold text-brand-700">
          Refused claims
        </h2>
        <p className="mb-4 text-sm text-ink-600">
          A phone number, e-mail or WeChat ID belongs to one verified member. These attempts to use
          one that another verified member holds were refused.
        </p>
        {conflicts.isPending ? (
          <PageSpinner />
        ) : conflicts.isError ? (
          <Alert tone="error">{conflicts.error.message}</Alert>
        ) : (
          <RefusedClaims conflicts={conflicts.data} />
        )}
      </section>
    </>
  );
}
