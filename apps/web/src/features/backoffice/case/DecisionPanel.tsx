import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { instantDecisionMessages, type DecisionPayload } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { paths } from '../../../lib/paths';
import { backofficeKeys, postDecision } from '../api';
import { RejectForm } from './RejectForm';
import { Section } from './Section';

interface DecisionPanelProps {
  submissionId: string;
  memberName: string;
  /** The checks rate the case high risk: an approval needs a written override reason. */
  highRisk?: boolean;
  /** A passport or driver's licence expires: the reviewer may enter its date (issue 50). */
  documentType?: string;
  /** Another reviewer decided first (409): the case view shows why and reloads. */
  onConflict: (message: string) => void;
}

/** Approve (after a confirm step) or reject with a reason; then back to the queue. */
export function DecisionPanel({
  submissionId,
  memberName,
  highRisk = false,
  documentType,
  onConflict,
}: DecisionPanelProps) {
  const [mode, setMode] = useState<'choose' | 'approve' | 'reject'>('choose');
  const [override, setOverride] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const expires = documentType === 'passport' || documentType === 'drivers_licence';
  const [error, setError] = useState<string | null>(null);
  const [approving, setApproving] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function decide(payload: DecisionPayload) {
    setError(null);
    const res = await postDecision(submissionId, payload);
    if (res.ok) {
      await queryClient.invalidateQueries({ queryKey: backofficeKeys.all });
      navigate(paths.backoffice, { state: { notice: res.msg } });
    } else if (res.status === 409) {
      onConflict(res.msg);
    } else {
      setError(res.msg);
    }
    return res;
  }

  async function approve() {
    if (highRisk && override.trim().length < 10) {
      setError(instantDecisionMessages.overrideReasonRequired);
      return;
    }
    setApproving(true);
    await decide({
      decision: 'approve',
      ...(highRisk ? { override_reason: override.trim() } : {}),
      ...(expires && expiresOn ? { document_expires_on: expiresOn } : {}),
    });
    setApproving(false);
  }

  return (
    // The decision stays in view while the reviewer scrolls the case (issue 34).
    <Section
      id="decision-heading"
      title="Decision"
      className="sticky bottom-0 z-10 max-h-[70vh] overflow-y-auto border-brand-200 shadow-lg"
    >
      {error && (
        <Alert tone="error" className="mb-4" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {mode === 'choose' && (
        <>
          <p className="mb-4 text-ink-700">
            Approve when the photos are clear, the face matches the document and the details agree.
            Otherwise reject with a reason: the member can update and resubmit.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setMode('approve')}>
              <CircleCheck className="size-5" aria-hidden="true" />
              Approve
            </Button>
            <Button variant="secondary" onClick={() => setMode('reject')}>
              <CircleX className="size-5" aria-hidden="true" />
              Reject
            </Button>
          </div>
        </>
      )}
      {mode === 'approve' && (
        <div role="group" aria-label="Confirm approval" className="space-y-4">
          <p className="text-ink-900">
            Approve this submission? <strong>{memberName}</strong> becomes VERIFIED and is told by
            e-mail.
          </p>
          {highRisk && (
            <div className="space-y-1">
              <label htmlFor="override-reason" className="block font-medium text-ink-900">
                Why approve this high-risk case?
              </label>
              <p id="override-reason-hint" className="text-sm text-ink-700">
                Required: it goes in the case history and the audit log.
              </p>
              <textarea
                id="override-reason"
                aria-describedby="override-reason-hint"
                className="w-full rounded-md border border-ink-300 p-2"
                rows={3}
                maxLength={1000}
                value={override}
                onChange={(e) => setOverride(e.target.value)}
              />
            </div>
          )}
          {expires && (
            <div className="space-y-1">
              <label htmlFor="document-expires-on" className="block font-medium text-ink-900">
                Expiry date printed on the document
              </label>
              <p id="document-expires-on-hint" className="text-sm text-ink-700">
                {documentType === 'passport'
                  ? 'Optional: the passport’s machine-readable zone gives it when the checks read it.'
                  : 'The member is reminded before it and renews their document after it.'}
              </p>
              <input
                id="document-expires-on"
                type="date"
                aria-describedby="document-expires-on-hint"
                className="rounded-md border border-ink-300 p-2"
                value={expiresOn}
                onChange={(e) => setExpiresOn(e.target.value)}
              />
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={approve} loading={approving} autoFocus={!highRisk}>
              Confirm approval
            </Button>
            <Button variant="secondary" onClick={() => setMode('choose')} disabled={approving}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {mode === 'reject' && (
        <RejectForm
          onReject={decide}
          onCancel={() => {
            setError(null);
            setMode('choose');
          }}
        />
      )}
    </Section>
  );
}
