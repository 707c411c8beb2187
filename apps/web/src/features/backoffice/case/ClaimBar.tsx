import { useQueryClient } from '@tanstack/react-query';
import { Hand, UserCheck, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import type { CaseClaim } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { formatDateTime } from '../../../lib/format';
import { backofficeKeys, postClaim, releaseClaim } from '../api';

interface ClaimBarProps {
  submissionId: string;
  claim: CaseClaim | null;
}

/**
 * Who is working on the case (issue 34): claim it so other reviewers leave it to you; another
 * reviewer's claim must be taken over explicitly before deciding. Idle claims lapse after 30
 * minutes (the server says when).
 */
export function ClaimBar({ submissionId, claim }: ClaimBarProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act(run: () => Promise<{ ok: boolean; msg: unknown }>) {
    setBusy(true);
    setError(null);
    const res = await run();
    if (!res.ok) setError(String(res.msg));
    await queryClient.invalidateQueries({ queryKey: backofficeKeys.case(submissionId) });
    void queryClient.invalidateQueries({ queryKey: ['backoffice', 'queue'] });
    setBusy(false);
  }

  const claimIt = (takeOver = false) => act(() => postClaim(submissionId, takeOver));
  const release = () => act(() => releaseClaim(submissionId));

  let body;
  if (!claim) {
    body = (
      <Alert
        tone="info"
        title="Nobody is working on this case"
        actions={
          <Button variant="secondary" onClick={() => void claimIt()} loading={busy}>
            <Hand className="size-5" aria-hidden="true" />
            Claim this case
          </Button>
        }
      >
        Claim it so other reviewers see you are on it.
      </Alert>
    );
  } else if (claim.mine) {
    body = (
      <Alert
        tone="success"
        title="You are working on this case"
        actions={
          <Button variant="secondary" onClick={() => void release()} loading={busy}>
            <UserRoundX className="size-5" aria-hidden="true" />
            Release
          </Button>
        }
      >
        Other reviewers see it is yours. The claim lapses after 30 minutes away from the case (at{' '}
        {formatDateTime(claim.expires_at)} if you leave it now).
      </Alert>
    );
  } else {
    body = (
      <Alert
        tone="warning"
        title={`${claim.reviewer} is working on this case`}
        actions={
          <Button variant="secondary" onClick={() => void claimIt(true)} loading={busy}>
            <UserCheck className="size-5" aria-hidden="true" />
            Take over
          </Button>
        }
      >
        Since {formatDateTime(claim.claimed_at)}. Your decision is refused unless you take the case
        over; they will see it is yours.
      </Alert>
    );
  }
  return (
    <section className="mb-6 space-y-2" aria-label="Who is working on this case">
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {body}
    </section>
  );
}
