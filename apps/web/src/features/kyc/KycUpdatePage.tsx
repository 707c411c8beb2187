import { useMemo } from 'react';
import { kycMessages } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { PageSpinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSessionUser } from '../../lib/use-session-user';
import { useKycRecord } from './info/use-kyc-record';
import { draftFromRecord } from './wizard/draft';
import { draftKey } from './wizard/draft-store';
import { KycWizard } from './wizard/KycWizard';
import { WizardNotice } from './wizard/WizardNotice';

/**
 * /kyc/update-kyc-info: the wizard again, starting from the rejected (or revoked) submission (its
 * files shown from their links; only re-taken ones are sent), with the reason on top.
 */
export default function KycUpdatePage() {
  useDocumentTitle('Update KYC');
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
            Try again
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
              ? 'Your verification was revoked'
              : 'Your KYC submission was rejected'
          }
        >
          <p>Reason: {rejected.reason || 'No reason was given.'}</p>
          <p className="mt-1">
            Correct what the reviewer asked for and submit again; anything you do not change is
            kept.
          </p>
        </Alert>
        <KycWizard mode="update" storageKey={draftKey(user.uuid, 'update')} initial={initial} />
      </div>
    );
  }

  return (
    <>
      <PageHeading
        title="Update KYC Information"
        description="Fix what the reviewer asked for, then send your KYC for another review."
      />
      {content}
    </>
  );
}
