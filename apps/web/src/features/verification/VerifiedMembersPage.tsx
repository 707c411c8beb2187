import { PageHeading } from '../../components/PageHeading';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LookupsOfMeCard } from './LookupsOfMeCard';
import { VerificationSearch } from './VerificationSearch';

/** Spec 2's Check Verification (/verified-members): is the person I am about to pay verified? */
export default function VerifiedMembersPage() {
  useDocumentTitle('Check Verification');
  return (
    <>
      <PageHeading
        title="Check Verification"
        description="Confirm someone is verified before you pay them or accept their payment."
      />
      <div className="max-w-3xl space-y-6">
        <VerificationSearch />
        <LookupsOfMeCard />
      </div>
    </>
  );
}
