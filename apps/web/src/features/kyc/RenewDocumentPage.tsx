import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  documentExpiryMessages,
  documentRenewalPath,
  renewalDocumentTypes,
  type DocumentRenewalResult,
  type RenewalDocumentType,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { PageSpinner } from '../../components/Spinner';
import { accountInfoKey } from '../../lib/account-info';
import { apiRequest } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PhotoInput } from './camera/PhotoInput';
import { LiveCapture, type LivePassed } from './liveness/LiveCapture';
import { livenessApi } from './liveness/liveness-api';
import { expiryWords } from './renewal/expiry-words';
import { documentExpiryKey, useDocumentExpiry } from './renewal/use-document-expiry';

const typeLabels: Record<RenewalDocumentType, string> = {
  passport: 'Passport',
  drivers_licence: 'Driver’s licence',
};

/**
 * A verified member renews the ID document their verification rests on (issue 50): the new
 * document and a live selfie, nothing else. The server reads a new passport and compares faces at
 * once; a refusal lists each reason and changes nothing.
 */
export default function RenewDocumentPage() {
  useDocumentTitle('Renew your ID document');
  const expiry = useDocumentExpiry(true);
  if (expiry.isPending) return <PageSpinner />;
  return (
    <>
      <PageHeading
        title="Renew your ID document"
        description="Your verification rests on your ID document. When it expires, send the new one with a live selfie: two minutes, no new fee, no new forms."
      />
      {expiry.isError ? (
        <Alert tone="error">{expiry.error.message}</Alert>
      ) : !expiry.data || expiry.data.state === 'valid' || expiry.data.renewal_pending ? (
        <Card>
          <p className="text-ink-700">
            {expiry.data ? expiryWords(expiry.data).text : documentExpiryMessages.nothingToRenew}
          </p>
          <Link
            className="mt-4 inline-block font-semibold text-brand-700 underline"
            to={paths.dashboard}
          >
            Back to the dashboard
          </Link>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <Card>
            <RenewalForm />
          </Card>
          <Card aria-label="Your document on record" className="order-first lg:order-none">
            <h2 className="font-semibold text-ink-900">{expiryWords(expiry.data).title}</h2>
            <p className="mt-2 text-sm text-ink-700">
              Expires: <strong>{formatDate(expiry.data.expires_on)}</strong>
            </p>
            <p className="mt-1 text-sm text-ink-700">
              {expiry.data.state === 'expired' ? 'Paused since' : 'Verified until'}:{' '}
              <strong>{formatDate(expiry.data.lapses_on)}</strong>
            </p>
          </Card>
        </div>
      )}
    </>
  );
}

function RenewalForm() {
  const queryClient = useQueryClient();
  const api = useMemo(() => livenessApi(), []);
  const [documentType, setDocumentType] = useState<RenewalDocumentType>('passport');
  const [document, setDocument] = useState<string | null>(null);
  const [live, setLive] = useState<LivePassed | null>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<DocumentRenewalResult | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!document) return setProblems([documentExpiryMessages.documentRequired]);
    if (!live) return setProblems([documentExpiryMessages.liveCaptureRequired]);
    setBusy(true);
    setProblems([]);
    const res = await apiRequest<DocumentRenewalResult>(documentRenewalPath, {
      body: {
        document_type: documentType,
        document_file: document,
        liveness_session_id: live.sessionId,
      },
    });
    setBusy(false);
    if (!res.ok) {
      // The live capture was used by this attempt: a new one for the next.
      setLive(null);
      setProblems(res.errors ? Object.values(res.errors) : [res.msg]);
      return;
    }
    setDone(res.msg);
    void queryClient.invalidateQueries({ queryKey: documentExpiryKey });
    void queryClient.invalidateQueries({ queryKey: accountInfoKey });
  }

  if (done)
    return done.status === 'pending' ? (
      <Alert tone="info" title={documentExpiryMessages.pending}>
        <Link className="font-semibold underline" to={paths.dashboard}>
          Back to the dashboard
        </Link>
      </Alert>
    ) : (
      <Alert tone="success" title={documentExpiryMessages.renewed}>
        Your new document is valid until {formatDate(done.expires_on)}.{' '}
        <Link className="font-semibold underline" to={paths.dashboard}>
          Back to the dashboard
        </Link>
      </Alert>
    );

  return (
    <form className="space-y-6" onSubmit={(e) => void submit(e)} noValidate>
      {problems.length > 0 && (
        <Alert tone="error" title="We could not accept this renewal">
          <ul className="list-disc space-y-1 pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      <section aria-labelledby="renew-passport">
        <h2 id="renew-passport" className="font-semibold text-ink-900">
          1. Your new document
        </h2>
        <fieldset className="mt-3">
          <legend className="sr-only">Which document</legend>
          <div className="flex flex-wrap gap-3">
            {renewalDocumentTypes.map((t) => (
              <label
                key={t}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-field border border-ink-300 px-3 has-[:checked]:border-accent-700 has-[:checked]:bg-ink-50"
              >
                <input
                  type="radio"
                  name="document_type"
                  value={t}
                  checked={documentType === t}
                  onChange={() => setDocumentType(t)}
                />
                <span className="text-sm font-medium text-ink-900">{typeLabels[t]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-3 text-sm text-ink-600">
          {documentType === 'passport'
            ? 'The data page, whole and sharp, with the two lines of letters and chevrons at the bottom. We read it at once.'
            : 'The front, whole and sharp, with your photo and the expiry date. A reviewer reads it, usually within a day.'}
        </p>
        <div className="mt-4">
          <PhotoInput
            kind="document"
            title={documentType === 'passport' ? 'Passport data page' : 'Driver’s licence front'}
            value={document}
            onChange={(d) => {
              setDocument(d);
              setProblems([]);
            }}
          />
        </div>
      </section>
      <section aria-labelledby="renew-selfie">
        <h2 id="renew-selfie" className="font-semibold text-ink-900">
          2. A live selfie
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          We compare it with the photo on your new document and with the face we verified.
        </p>
        <div className="mt-4">
          {live ? (
            <p className="flex items-center gap-2 text-sm font-medium text-success-700">
              <CircleCheck className="size-5" aria-hidden="true" /> Live check passed
            </p>
          ) : (
            <LiveCapture api={api} onPassed={setLive} />
          )}
        </div>
      </section>
      <Button type="submit" loading={busy} disabled={!document || !live} fullWidth>
        Send my new document
      </Button>
    </form>
  );
}
