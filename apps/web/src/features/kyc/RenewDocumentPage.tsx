import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
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
import { defineMessages, useIntl } from '../../i18n';
import type { Message } from '../../i18n/messages';
import { accountInfoKey } from '../../lib/account-info';
import { apiRequest } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PhotoInput } from './camera/PhotoInput';
import { LiveCapture, type LivePassed } from './liveness/LiveCapture';
import { livenessApi } from './liveness/liveness-api';
import { expiryWords, renewalMessages } from './renewal/expiry-words';
import { documentExpiryKey, useDocumentExpiry } from './renewal/use-document-expiry';

const m = defineMessages({
  passport: { id: 'capture.RenewDocument.type.passport', defaultMessage: 'Passport' },
  driversLicence: {
    id: 'capture.RenewDocument.type.driversLicence',
    defaultMessage: 'Driver’s licence',
  },
  title: { id: 'capture.RenewDocument.title', defaultMessage: 'Renew your ID document' },
  intro: {
    id: 'capture.RenewDocument.intro',
    defaultMessage:
      'Your verification rests on your ID document. When it expires, send the new one with a live selfie: two minutes, no new fee, no new forms.',
  },
  back: { id: 'capture.RenewDocument.back', defaultMessage: 'Back to the dashboard' },
  onRecord: {
    id: 'capture.RenewDocument.onRecord',
    defaultMessage: 'Your document on record',
    description: 'Screen-reader name of the box with the current document’s dates',
  },
  expires: {
    id: 'capture.RenewDocument.expires',
    defaultMessage: 'Expires: <b>{date}</b>',
    description: '{date} is a date, e.g. "16 December 2026"; <b> shows it in bold',
  },
  pausedSince: {
    id: 'capture.RenewDocument.pausedSince',
    defaultMessage: 'Paused since: <b>{date}</b>',
    description: 'Since when the verification is paused; {date} is a date; <b> shows it in bold',
  },
  verifiedUntil: {
    id: 'capture.RenewDocument.verifiedUntil',
    defaultMessage: 'Verified until: <b>{date}</b>',
    description: '{date} is a date, e.g. "30 December 2026"; <b> shows it in bold',
  },
  validUntil: {
    id: 'capture.RenewDocument.validUntil',
    defaultMessage: 'Your new document is valid until {date}.',
    description: '{date} is a date, e.g. "16 December 2036"',
  },
  notAccepted: {
    id: 'capture.RenewDocument.notAccepted',
    defaultMessage: 'We could not accept this renewal',
  },
  newDocument: { id: 'capture.RenewDocument.newDocument', defaultMessage: '1. Your new document' },
  whichDocument: { id: 'capture.RenewDocument.whichDocument', defaultMessage: 'Which document' },
  passportHint: {
    id: 'capture.RenewDocument.passportHint',
    defaultMessage:
      'The data page, whole and sharp, with the two lines of letters and chevrons at the bottom. We read it at once.',
  },
  licenceHint: {
    id: 'capture.RenewDocument.licenceHint',
    defaultMessage:
      'The front, whole and sharp, with your photo and the expiry date. A reviewer reads it, usually within a day.',
  },
  passportPage: {
    id: 'capture.RenewDocument.passportPage',
    defaultMessage: 'Passport data page',
  },
  licenceFront: {
    id: 'capture.RenewDocument.licenceFront',
    defaultMessage: 'Driver’s licence front',
  },
  liveSelfie: { id: 'capture.RenewDocument.liveSelfie', defaultMessage: '2. A live selfie' },
  compare: {
    id: 'capture.RenewDocument.compare',
    defaultMessage:
      'We compare it with the photo on your new document and with the face we verified.',
  },
  livePassed: { id: 'capture.RenewDocument.livePassed', defaultMessage: 'Live check passed' },
  send: {
    id: 'capture.RenewDocument.send',
    defaultMessage: 'Send my new document',
    description: 'Button',
  },
});

const typeLabels: Record<RenewalDocumentType, Message> = {
  passport: m.passport,
  drivers_licence: m.driversLicence,
};

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * A verified member renews the ID document their verification rests on (issue 50): the new
 * document and a live selfie, nothing else. The server reads a new passport and compares faces at
 * once; a refusal lists each reason and changes nothing.
 */
export default function RenewDocumentPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const expiry = useDocumentExpiry(true);
  if (expiry.isPending) return <PageSpinner />;
  return (
    <>
      <PageHeading title={intl.formatMessage(m.title)} description={intl.formatMessage(m.intro)} />
      {expiry.isError ? (
        <Alert tone="error">{expiry.error.message}</Alert>
      ) : !expiry.data || expiry.data.state === 'valid' || expiry.data.renewal_pending ? (
        <Card>
          <p className="text-ink-700">
            {expiry.data
              ? intl.formatMessage(
                  expiryWords(expiry.data).text.message,
                  expiryWords(expiry.data).text.values,
                )
              : intl.formatMessage(renewalMessages.nothingToRenew)}
          </p>
          <Link
            className="mt-4 inline-block font-semibold text-brand-700 underline"
            to={paths.dashboard}
          >
            {intl.formatMessage(m.back)}
          </Link>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <Card>
            <RenewalForm />
          </Card>
          <Card aria-label={intl.formatMessage(m.onRecord)} className="order-first lg:order-none">
            <h2 className="font-semibold text-ink-900">
              {intl.formatMessage(expiryWords(expiry.data).title.message)}
            </h2>
            <p className="mt-2 text-sm text-ink-700">
              {intl.formatMessage(m.expires, {
                date: formatDate(expiry.data.expires_on),
                b: bold,
              })}
            </p>
            <p className="mt-1 text-sm text-ink-700">
              {intl.formatMessage(
                expiry.data.state === 'expired' ? m.pausedSince : m.verifiedUntil,
                { date: formatDate(expiry.data.lapses_on), b: bold },
              )}
            </p>
          </Card>
        </div>
      )}
    </>
  );
}

function RenewalForm() {
  const intl = useIntl();
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
    if (!document) return setProblems([intl.formatMessage(renewalMessages.documentRequired)]);
    if (!live) return setProblems([intl.formatMessage(renewalMessages.liveCaptureRequired)]);
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
      <Alert tone="info" title={intl.formatMessage(renewalMessages.pending)}>
        <Link className="font-semibold underline" to={paths.dashboard}>
          {intl.formatMessage(m.back)}
        </Link>
      </Alert>
    ) : (
      <Alert tone="success" title={intl.formatMessage(renewalMessages.renewed)}>
        {intl.formatMessage(m.validUntil, { date: formatDate(done.expires_on) })}{' '}
        <Link className="font-semibold underline" to={paths.dashboard}>
          {intl.formatMessage(m.back)}
        </Link>
      </Alert>
    );

  return (
    <form className="space-y-6" onSubmit={(e) => void submit(e)} noValidate>
      {problems.length > 0 && (
        <Alert tone="error" title={intl.formatMessage(m.notAccepted)}>
          <ul className="list-disc space-y-1 pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      <section aria-labelledby="renew-passport">
        <h2 id="renew-passport" className="font-semibold text-ink-900">
          {intl.formatMessage(m.newDocument)}
        </h2>
        <fieldset className="mt-3">
          <legend className="sr-only">{intl.formatMessage(m.whichDocument)}</legend>
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
                <span className="text-sm font-medium text-ink-900">
                  {intl.formatMessage(typeLabels[t])}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-3 text-sm text-ink-600">
          {intl.formatMessage(documentType === 'passport' ? m.passportHint : m.licenceHint)}
        </p>
        <div className="mt-4">
          <PhotoInput
            kind="document"
            title={intl.formatMessage(
              documentType === 'passport' ? m.passportPage : m.licenceFront,
            )}
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
          {intl.formatMessage(m.liveSelfie)}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{intl.formatMessage(m.compare)}</p>
        <div className="mt-4">
          {live ? (
            <p className="flex items-center gap-2 text-sm font-medium text-success-700">
              <CircleCheck className="size-5" aria-hidden="true" />{' '}
              {intl.formatMessage(m.livePassed)}
            </p>
          ) : (
            <LiveCapture api={api} onPassed={setLive} />
          )}
        </div>
      </section>
      <Button type="submit" loading={busy} disabled={!document || !live} fullWidth>
        {intl.formatMessage(m.send)}
      </Button>
    </form>
  );
}
