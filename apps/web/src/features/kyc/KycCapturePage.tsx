import { useMemo } from 'react';
import { Link } from 'react-router';
import { kycMessages } from '@vouch/contracts';
import { buttonClass } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { PageSpinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSessionUser } from '../../lib/use-session-user';
import { useKycRecord } from './info/use-kyc-record';
import { emptyDraft } from './wizard/draft';
import { draftKey } from './wizard/draft-store';
import { KycWizard } from './wizard/KycWizard';
import { WizardNotice } from './wizard/WizardNotice';

/** /kyc/capture: the capture wizard, for a member who has paid and not submitted yet. */
export default function KycCapturePage() {
  useDocumentTitle('KYC capture');
  const user = useSessionUser();
  const record = useKycRecord();
  const initial = useMemo(emptyDraft, []);

  let content;
  if (!user || record.isPending) {
    content = <PageSpinner />;
  } else if (user.status === 'EMAIL_VERIFICATION') {
    content = <WizardNotice tone="warning">{kycMessages.emailNotVerified}</WizardNotice>;
  } else if (user.status === 'KYC_REQUIREMENT') {
    content = <WizardNotice tone="warning">{kycMessages.notPaid}</WizardNotice>;
  } else if (record.data?.status === 'REJECTED' || record.data?.status === 'REVOKED') {
    content = (
      <WizardNotice
        tone="warning"
        action={
          <Link to={paths.kycUpdate} className={buttonClass('primary', 'sm')}>
            Update Kyc
          </Link>
        }
      >
        {record.data.status === 'REVOKED'
          ? 'Your verification was revoked.'
          : 'Your KYC submission was rejected.'}{' '}
        Update it instead of starting again.
      </WizardNotice>
    );
  } else if (record.data) {
    content = (
      <WizardNotice>
        {record.data.status === 'CURRENTLY_UNDER_REVIEW'
          ? kycMessages.underReview
          : kycMessages.alreadySubmitted}
      </WizardNotice>
    );
  } else {
    // A failed record fetch still shows the wizard: the server has the last word on submitting.
    content = (
      <KycWizard mode="capture" storageKey={draftKey(user.uuid, 'capture')} initial={initial} />
    );
  }

  return (
    <>
      <PageHeading
        title="Start KYC Process"
        description="Your ID details, a selfie, your identity document and, for a business, its details."
      />
      {content}
    </>
  );
}
