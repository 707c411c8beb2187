import { SearchCheck } from 'lucide-react';
import { searchTypes } from '@vouch/contracts';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder for the verification lookup. */
export default function VerifiedMembersPage() {
  useDocumentTitle('Check Verification');
  const ways = searchTypes.map((t) => t.label.toLowerCase()).join(', ');
  return (
    <>
      <PageHeading
        title="Check Verification"
        description="Confirm someone is verified before you pay them or accept their payment."
      />
      <Card>
        <EmptyState icon={SearchCheck} title="Member lookup is coming soon">
          You will search by {ways} and see whether the member is verified, with their name,
          business and wallet addresses.
        </EmptyState>
      </Card>
    </>
  );
}
