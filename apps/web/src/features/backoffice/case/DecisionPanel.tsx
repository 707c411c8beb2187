import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DecisionPayload } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { paths } from '../../../lib/paths';
import { backofficeKeys, postDecision } from '../api';
import { RejectForm } from './RejectForm';
import { Section } from './Section';

interface DecisionPanelProps {
  submissionId: string;
  memberName: string;
  /** Another reviewer decided first (409): the case view shows why and reloads. */
  onConflict: (message: string) => void;
}

/** Approve (after a confirm step) or reject with a reason; then back to the queue. */
export function DecisionPanel({ submissionId, memberName, onConflict }: DecisionPanelProps) {
  const [mode, setMode] = useState<'choose' | 'approve' | 'reject'>('choose');
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
    setApproving(true);
    await decide({ decision: 'approve' });
    setApproving(false);
  }

  return (
    <Section id="decision-heading" title="Decision" className="border-brand-200">
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
          <div className="flex flex-wrap gap-2">
            <Button onClick={approve} loading={approving} autoFocus>
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
