import { useQueryClient } from '@tanstack/react-query';
import { Home } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { PageSpinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import { addressKeys, useAddressProofs } from './address-api';
import { AddressProofCard } from './AddressProofCard';

/** /backoffice/address-proofs (reviewers): residential addresses for Tier 3 (issue 48). */
export default function AddressProofsPage() {
  useDocumentTitle('Addresses');
  const proofs = useAddressProofs();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);

  if (proofs.error instanceof BackofficeError && proofs.error.status === 403)
    return <NoAccess audience="reviewers" />;

  function onDecided(message: string) {
    setDone(message);
    void queryClient.invalidateQueries({ queryKey: addressKeys.queue });
  }

  let list;
  if (proofs.isPending) list = <PageSpinner />;
  else if (proofs.isError) list = <Alert tone="error">{proofs.error.message}</Alert>;
  else if (proofs.data.length === 0)
    list = (
      <Card>
        <EmptyState icon={Home} title="No addresses waiting">
          When a verified member sends a utility bill or bank statement for their address, it waits
          here.
        </EmptyState>
      </Card>
    );
  else
    list = (
      <div className="space-y-6">
        {proofs.data.map((p) => (
          <AddressProofCard key={p.id} item={p} onDecided={onDecided} />
        ))}
      </div>
    );

  return (
    <>
      <PageHeading
        title="Addresses"
        description="Residential addresses for KYC Tier 3, oldest first. Confirm when the document is in the member's verified name, shows the address they typed, and is dated within three months."
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
