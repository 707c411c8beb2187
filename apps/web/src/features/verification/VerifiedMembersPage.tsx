import { PageHeading } from '../../components/PageHeading';
import { VerifyEmailFirstCard } from '../../components/VerifyEmailFirstCard';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSessionUser } from '../../lib/use-session-user';
import { defineMessages, useIntl } from '../../i18n';
import { LookupsOfMeCard } from './LookupsOfMeCard';
import { VerificationSearch } from './VerificationSearch';

const m = defineMessages({
  title: {
    id: 'verification.VerifiedMembersPage.title',
    defaultMessage: 'Check Verification',
    description: 'Page heading and tab title: look up whether someone is verified',
  },
  description: {
    id: 'verification.VerifiedMembersPage.description',
    defaultMessage: 'Confirm someone is verified before you pay them or accept their payment.',
  },
  emailNotVerified: {
    id: 'verification.VerifiedMembersPage.emailNotVerified',
    defaultMessage:
      'Verify your e-mail address before you check whether someone is verified: open the link we sent you, or ask for a new one on your dashboard.',
  },
});

/**
 * Spec 2's Check Verification (/verified-members): is the person I am about to pay verified?
 * Searches need a verified e-mail (issue 31); before that the member sees why, not the form.
 */
export default function VerifiedMembersPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const user = useSessionUser();
  const emailVerified = user !== null && user.status !== 'EMAIL_VERIFICATION';
  return (
    <>
      <PageHeading
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
      />
      <div className="max-w-3xl space-y-6">
        {emailVerified ? (
          <VerificationSearch />
        ) : (
          <VerifyEmailFirstCard reason={intl.formatMessage(m.emailNotVerified)} />
        )}
        <LookupsOfMeCard />
      </div>
    </>
  );
}
