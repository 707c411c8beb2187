import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { PageSpinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MemberSharingPanel } from '../../verification-links';
import { BackofficeError, backofficeKeys, useCase } from '../api';
import { CASE_POLL_MS, pollingGaveUp } from '../checks-polling';
import { NoAccess } from '../NoAccess';
import { PaymentConfirmation, SubmissionDetails } from './CaseFacts';
import { CaseHeader, DuplicateIdWarning } from './CaseHeader';
import { CaseImages } from './CaseImages';
import { Certifies } from './Certifies';
import { ChecksPanel } from './checks/ChecksPanel';
import { ClaimBar } from './ClaimBar';
import { DecisionPanel } from './DecisionPanel';
import { EarlierVersions } from './EarlierVersions';
import { LookupComparison } from './LookupComparison';
import { Section } from './Section';
import { VersionCompare } from './VersionCompare';

/** /backoffice/cases/:id: everything the member submitted, and the decision. */
export default function CasePage() {
  const id = useParams().id ?? '';
  const query = useCase(id);
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  useDocumentTitle(query.data ? `Case of ${query.data.member.name}` : 'Case');

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    if (query.error instanceof BackofficeError && query.error.status === 403) {
      return <NoAccess audience="reviewers" />;
    }
    return <Alert tone="error">{query.error.message}</Alert>;
  }
  const view = query.data;
  const fetches = queryClient.getQueryState(backofficeKeys.case(id))?.dataUpdateCount ?? 0;

  function onConflict(message: string) {
    setConflict(message);
    window.scrollTo({ top: 0 });
    void queryClient.invalidateQueries({ queryKey: backofficeKeys.case(id) });
    void queryClient.invalidateQueries({ queryKey: ['backoffice', 'queue'] });
  }

  return (
    <>
      <CaseHeader view={view} />
      {conflict && (
        <Alert tone="error" className="mb-6" onDismiss={() => setConflict(null)}>
          {conflict}
        </Alert>
      )}
      {view.submission.status === 'CURRENTLY_UNDER_REVIEW' && (
        <ClaimBar submissionId={view.submission.id} claim={view.claim} />
      )}
      <DuplicateIdWarning uuids={view.duplicate_id_accounts} />
      {/* An automatic rejection says so in the checks panel, with its reason. */}
      {view.submission.status === 'REJECTED' &&
        view.submission.reason &&
        !view.checks.auto_rejected && (
          <Alert tone="info" title="Rejected" className="mb-6">
            Reason given to the member: {view.submission.reason}
          </Alert>
        )}
      <div className="space-y-6">
        <ChecksPanel
          checks={view.checks}
          rejectionReason={view.submission.reason}
          stalled={pollingGaveUp(fetches, CASE_POLL_MS)}
        />
        <Section id="files-heading" title="Submitted files">
          <CaseImages submission={view.submission} />
        </Section>
        <VersionCompare view={view} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <LookupComparison view={view} />
          <SubmissionDetails view={view} />
          <EarlierVersions view={view} />
          <PaymentConfirmation view={view} />
          <MemberSharingPanel uuid={view.member.uuid} />
        </div>
        {view.submission.status === 'CURRENTLY_UNDER_REVIEW' && <Certifies view={view} />}
        {view.submission.status === 'CURRENTLY_UNDER_REVIEW' && (
          <DecisionPanel
            submissionId={view.submission.id}
            memberName={view.member.name}
            highRisk={view.checks.risk.level === 'high'}
            documentType={view.submission.document_type}
            onConflict={onConflict}
          />
        )}
      </div>
    </>
  );
}
