import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/Card';
import { PageHeading } from '../../../components/PageHeading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { LiveCapture } from '../../kyc';
import { NoAccess } from '../NoAccess';
import { recorderApi, samplesKey, useSampleCount } from './samples-api';

/**
 * Genuine recordings for the live check's evaluation (issue 45): an admin records a person who
 * agreed, with the member's own live-check screen; the frames are kept, never judged. The
 * evaluation's bona fide rejection rate is measured on them (`npm run eval:liveness`).
 */
export default function GenuineSamplesPage() {
  useDocumentTitle('Live check samples');
  const isAdmin = useSessionUser()?.role === 'admin';
  const count = useSampleCount(isAdmin);
  const client = useQueryClient();
  const [consent, setConsent] = useState(false);
  const [round, setRound] = useState(0);
  const api = useMemo(
    () => recorderApi(() => void client.invalidateQueries({ queryKey: samplesKey })),
    // A new recorder for each recording: its challenge and clock are its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, round],
  );
  if (!isAdmin) return <NoAccess audience="admins" />;
  return (
    <>
      <PageHeading
        title="Live check samples"
        description="Genuine recordings, made with the person’s consent, measure how often the live check refuses a real person (its bona fide rejection rate)."
      />
      <Card className="max-w-2xl space-y-4">
        <p className="text-sm text-ink-700">
          {count.data ? `${count.data.count} recordings kept. ` : ''}They are stored encrypted, are
          never anyone’s verification, and are written out for the evaluation with{' '}
          <code className="rounded bg-ink-100 px-1">
            npm run vouch -- liveness-samples --out &lt;dir&gt;
          </code>
          .
        </p>
        <label className="flex items-start gap-3 text-sm text-ink-900">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <span>
            The person in front of the camera agrees that these photos of them are kept to test the
            live check, and knows they can ask for them to be deleted.
          </span>
        </label>
        {consent ? (
          <>
            <LiveCapture
              key={round}
              api={api}
              onPassed={() => undefined}
              passedLabel="Recording kept"
            />
            <button
              type="button"
              className="text-sm font-semibold text-accent-700 underline underline-offset-4"
              onClick={() => setRound((r) => r + 1)}
            >
              Record another person
            </button>
          </>
        ) : (
          <Alert tone="info">Ask the person first, then tick the box to start recording.</Alert>
        )}
      </Card>
    </>
  );
}
