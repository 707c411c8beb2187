import { verificationMessages } from '@vouch/contracts';
import { PageHeading } from '../../components/PageHeading';
import { VerifyEmailFirstCard } from '../../components/VerifyEmailFirstCard';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSessionUser } from '../../lib/use-session-user';
import { LookupsOfMeCard } from './LookupsOfMeCard';
import { VerificationSearch } from './VerificationSearch';

/**
 * Spec 2's Check Verification (/verified-members): is the person I am about to pay verified?
 * Searches need a verified e-mail (issue 31); before that the member sees why, not the form.
 */
export default function VerifiedMembersPage() {
  useDocumentTitle('Check Verification');
  const user = useSessionUser();
  const emailVerified = user !== null && user.status !== 'EMAIL_VERIFICATION';
  return (
    <>
      <PageHeading
        title="Check Verification"
        description="Confirm someone is verified before you pay them or accept their payment."
      />
      <div className="max-w-3xl space-y-6">
        {emailVerified ? (
          <VerificationSearch />
        ) : (
          <VerifyEmailFirstCard reason={verificationMessages.emailNotVerified} />
        )}
        <LookupsOfMeCard />
      </div>
    </>
  );
}
