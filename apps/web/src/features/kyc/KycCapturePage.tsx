import { useMemo } from 'react';
import { Link } from 'react-router';
import { kycMessages } from '@vouch/contracts';
import { buttonClass } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { PageSpinner } from '../../components/Spinner';
import { defineMessages, serverText, useIntl } from '../../i18n';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSessionUser } from '../../lib/use-session-user';
import { useKycRecord } from './info/use-kyc-record';
import { emptyDraft } from './wizard/draft';
import { draftKey } from './wizard/draft-store';
import { KycWizard } from './wizard/KycWizard';
import { WizardNotice } from './wizard/WizardNotice';

const m = defineMessages({
  tabTitle: {
    id: 'kyc.KycCapturePage.tabTitle',
    defaultMessage: 'KYC capture',
    description: "The browser tab's title",
  },
  update: {
    id: 'kyc.KycCapturePage.update',
    defaultMessage: 'Update Kyc',
    description: 'Button: correct and send the KYC again',
  },
  revoked: {
    id: 'kyc.KycCapturePage.revoked',
    defaultMessage: 'Your verification was revoked. Update it instead of starting again.',
  },
  rejected: {
    id: 'kyc.KycCapturePage.rejected',
    defaultMessage: 'Your KYC submission was rejected. Update it instead of starting again.',
  },
  title: { id: 'kyc.KycCapturePage.title', defaultMessage: 'Start KYC Process' },
  description: {
    id: 'kyc.KycCapturePage.description',
    defaultMessage:
      'Your ID details, a selfie, your identity document and, for a business, its details.',
  },
});

/** /kyc/capture: the capture wizard, for a member who has paid and not submitted yet. */
export default function KycCapturePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
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
            {intl.formatMessage(m.update)}
          </Link>
        }
      >
        {intl.formatMessage(record.data.status === 'REVOKED' ? m.revoked : m.rejected)}
      </WizardNotice>
    );
  } else if (record.data) {
    content = (
      <WizardNotice>
        {record.data.status === 'CURRENTLY_UNDER_REVIEW'
          ? serverText(kycMessages.underReview)
          : serverText(kycMessages.alreadySubmitted)}
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
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
      />
      {content}
    </>
  );
}
