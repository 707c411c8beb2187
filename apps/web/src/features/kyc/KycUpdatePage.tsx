import { useMemo } from 'react';
import { kycMessages } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { PageSpinner } from '../../components/Spinner';
import { defineMessages, useIntl } from '../../i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSessionUser } from '../../lib/use-session-user';
import { useKycRecord } from './info/use-kyc-record';
import { draftFromRecord } from './wizard/draft';
import { draftKey } from './wizard/draft-store';
import { KycWizard } from './wizard/KycWizard';
import { WizardNotice } from './wizard/WizardNotice';

const m = defineMessages({
  tabTitle: {
    id: 'kyc.KycUpdatePage.tabTitle',
    defaultMessage: 'Update KYC',
    description: "The browser tab's title",
  },
  tryAgain: { id: 'kyc.KycUpdatePage.tryAgain', defaultMessage: 'Try again' },
  revoked: { id: 'kyc.KycUpdatePage.revoked', defaultMessage: 'Your verification was revoked' },
  rejected: {
    id: 'kyc.KycUpdatePage.rejected',
    defaultMessage: 'Your KYC submission was rejected',
  },
  reason: {
    id: 'kyc.KycUpdatePage.reason',
    defaultMessage: 'Reason: {reason}',
    description: "{reason} is the reviewer's own words",
  },
  noReason: { id: 'kyc.KycUpdatePage.noReason', defaultMessage: 'No reason was given.' },
  correct: {
    id: 'kyc.KycUpdatePage.correct',
    defaultMessage:
      'Correct what the reviewer asked for and submit again; anything you do not change is kept.',
  },
  title: { id: 'kyc.KycUpdatePage.title', defaultMessage: 'Update KYC Information' },
  description: {
    id: 'kyc.KycUpdatePage.description',
    defaultMessage: 'Fix what the reviewer asked for, then send your KYC for another review.',
  },
});

/**
 * /kyc/update-kyc-info: the wizard again, starting from the rejected (or revoked) submission (its
 * files shown from their links; only re-taken ones are sent), with the reason on top.
 */
export default function KycUpdatePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  const user = useSessionUser();
  const record = useKycRecord();
  // A rejected submission, or a verification an admin revoked: both are updated the same way.
  const rejected =
    record.data?.status === 'REJECTED' || record.data?.status === 'REVOKED' ? record.data : null;
  const initial = useMemo(() => (rejected ? draftFromRecord(rejected) : null), [rejected]);

  let content;
  if (!user || record.isPending) {
    content = <PageSpinner />;
  } else if (record.isError) {
    content = (
      <Alert
        tone="error"
        actions={
          <Button size="sm" variant="secondary" onClick={() => record.refetch()}>
            {intl.formatMessage(m.tryAgain)}
          </Button>
        }
      >
        {record.error.message}
      </Alert>
    );
  } else if (!rejected || !initial) {
    content = <WizardNotice>{kycMessages.nothingToUpdate}</WizardNotice>;
  } else {
    content = (
      <div className="space-y-6">
        <Alert
          tone="error"
          title={
            rejected.status === 'REVOKED'
              ? intl.formatMessage(m.revoked)
              : intl.formatMessage(m.rejected)
          }
        >
          <p>
            {intl.formatMessage(m.reason, {
              reason: rejected.reason || intl.formatMessage(m.noReason),
            })}
          </p>
          <p className="mt-1">{intl.formatMessage(m.correct)}</p>
        </Alert>
        <KycWizard mode="update" storageKey={draftKey(user.uuid, 'update')} initial={initial} />
      </div>
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
