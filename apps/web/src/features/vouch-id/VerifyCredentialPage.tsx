import { BadgeCheck, CircleAlert, CircleX } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  credentialMemberPaths,
  VERIFY_CREDENTIAL_PAGE,
  type PresentationResult,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { CopyButton } from '../../components/CopyButton';
import { Logo } from '../../components/Logo';
import { apiRequest } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { QrCode } from '../../components/QrCode';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import { claimLabel, claimValue } from './claim-value';

const m = defineMessages({
  title: {
    id: 'vouchId.VerifyCredentialPage.title',
    defaultMessage: 'Check a Vouch ID',
    description: 'Page heading and tab title',
  },
  checkFailed: {
    id: 'vouchId.VerifyCredentialPage.checkFailed',
    defaultMessage: 'The presentation could not be checked. Please try again.',
  },
  home: {
    id: 'vouchId.VerifyCredentialPage.home',
    defaultMessage: 'Vouch home',
    description: 'Name of the logo link to the home page, for screen readers',
  },
  checking: { id: 'vouchId.VerifyCredentialPage.checking', defaultMessage: 'Checking…' },
  checkAgain: {
    id: 'vouchId.VerifyCredentialPage.checkAgain',
    defaultMessage: 'Check again',
    description: 'Button',
  },
  ask: {
    id: 'vouchId.VerifyCredentialPage.ask',
    defaultMessage: 'Ask for a Vouch ID',
    description: 'Heading (for a business)',
  },
  askText: {
    id: 'vouchId.VerifyCredentialPage.askText',
    defaultMessage:
      'The person scans this code or opens the link, chooses what to show and sends you the presentation. It is made for this request only.',
  },
  askQr: {
    id: 'vouchId.VerifyCredentialPage.askQr',
    defaultMessage: 'QR code asking for a Vouch ID',
    description: 'Image description',
  },
  requestCode: {
    id: 'vouchId.VerifyCredentialPage.requestCode',
    defaultMessage: 'Request code: <b>{nonce}</b>',
    description: '{nonce}: a code of letters and digits',
  },
  linkToSend: {
    id: 'vouchId.VerifyCredentialPage.linkToSend',
    defaultMessage: 'Link to send',
    description: 'Link: the request link to send to the person',
  },
  copyLink: {
    id: 'vouchId.VerifyCredentialPage.copyLink',
    defaultMessage: 'Copy the request link',
    description: 'Name of the copy button, for screen readers',
  },
  paste: {
    id: 'vouchId.VerifyCredentialPage.paste',
    defaultMessage: 'Paste a presentation',
    description: 'Field label',
  },
  check: {
    id: 'vouchId.VerifyCredentialPage.check',
    defaultMessage: 'Check',
    description: 'Button',
  },
  offline: {
    id: 'vouchId.VerifyCredentialPage.offline',
    defaultMessage:
      'Businesses can check a Vouch ID themselves, offline, with any SD-JWT VC library and the keys Vouch publishes. <link>How</link>',
    description: '"SD-JWT VC" is the name of a standard; <link> opens the developer documentation',
  },
  checkAnother: {
    id: 'vouchId.VerifyCredentialPage.checkAnother',
    defaultMessage: 'Check another',
    description: 'Link',
  },
  verified: {
    id: 'vouchId.VerifyCredentialPage.verified',
    defaultMessage: 'Verified by Vouch',
    description: 'Heading of the answer',
  },
  revoked: {
    id: 'vouchId.VerifyCredentialPage.revoked',
    defaultMessage: 'Revoked: this Vouch ID no longer stands',
    description: 'Heading of the answer',
  },
  suspended: {
    id: 'vouchId.VerifyCredentialPage.suspended',
    defaultMessage: 'Suspended: this Vouch ID does not stand for now',
    description: 'Heading of the answer',
  },
  notVerified: {
    id: 'vouchId.VerifyCredentialPage.notVerified',
    defaultMessage: 'Not verified',
    description: 'Heading of the answer',
  },
  proven: {
    id: 'vouchId.VerifyCredentialPage.proven',
    defaultMessage: 'What is proven',
    description: 'Heading of the details shown',
  },
  said: {
    id: 'vouchId.VerifyCredentialPage.said',
    defaultMessage: 'What it said',
    description: 'Heading of the details a Vouch ID that does not stand showed',
  },
  nothingElse: {
    id: 'vouchId.VerifyCredentialPage.nothingElse',
    defaultMessage: 'Nothing else was shared.',
  },
  status: {
    id: 'vouchId.VerifyCredentialPage.status',
    defaultMessage: 'Status: {status}',
    description: '{status}: valid, revoked, suspended or unknown',
  },
  validUntil: {
    id: 'vouchId.VerifyCredentialPage.validUntil',
    defaultMessage: 'valid until {date}',
    description: 'After the status and " · "; {date}: e.g. 05/03/2027',
  },
  notAsked: {
    id: 'vouchId.VerifyCredentialPage.notAsked',
    defaultMessage: 'this page did not ask for it: it could be a copy',
    description: 'After the status and " · "',
  },
});

const statusWords = defineMessages({
  valid: { id: 'vouchId.status.valid', defaultMessage: 'valid', description: 'A Vouch ID status' },
  invalid: {
    id: 'vouchId.status.invalid',
    defaultMessage: 'revoked',
    description: 'A Vouch ID status: withdrawn for good',
  },
  suspended: {
    id: 'vouchId.status.suspended',
    defaultMessage: 'suspended',
    description: 'A Vouch ID status: does not stand for now',
  },
  unknown: {
    id: 'vouchId.status.unknown',
    defaultMessage: 'unknown',
    description: 'A Vouch ID status',
  },
});

type Result = PresentationResult & { replay_checked: boolean };

const NONCE_KEY = 'vouch-verify-nonce';

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * /verify-credential (public): a business asks for a Vouch ID (a link or QR code with a fresh
 * nonce), or a person pastes or opens a presentation, and sees who it is, what is proven and
 * whether it still stands, checked by Vouch against its published keys and status list.
 */
export default function VerifyCredentialPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const [params] = useSearchParams();
  const [nonce] = useState(() => {
    const given = params.get('nonce');
    if (given) return given;
    const kept = sessionStorage.getItem(NONCE_KEY);
    if (kept) return kept;
    const made = newNonce();
    sessionStorage.setItem(NONCE_KEY, made);
    return made;
  });
  const [pasted, setPasted] = useState('');
  const [presentation, setPresentation] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const requestLink = `${window.location.origin}${paths.vouchId}?nonce=${nonce}&aud=${encodeURIComponent(`${window.location.origin}${VERIFY_CREDENTIAL_PAGE}`)}`;

  // A presentation made for this page's request is checked against its nonce (no replay); one
  // pasted from elsewhere is checked without, and the answer says so.
  const asked = params.get('nonce') !== null;
  const check = useCallback(
    async (vp: string, withNonce = asked) => {
      setChecking(true);
      setError(null);
      const r = await apiRequest<Result>(credentialMemberPaths.verify, {
        body: { presentation: vp, ...(withNonce && { nonce }) },
        auth: false,
      });
      setChecking(false);
      if (r.ok) setResult(r.msg);
      else setError(r.msg || intl.formatMessage(m.checkFailed));
    },
    [nonce, asked, intl],
  );

  useEffect(() => {
    const m = /#vp=([A-Za-z0-9_.~-]+)/.exec(window.location.hash);
    if (m) {
      setPresentation(m[1]!);
      void check(m[1]!);
    }
  }, [check]);

  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex justify-center px-4 pt-8 pb-6">
        <Link to={paths.landing} aria-label={intl.formatMessage(m.home)}>
          <Logo />
        </Link>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-4 pb-10">
        <h1 className="text-2xl font-bold tracking-tight text-brand-700 sm:text-3xl">
          {intl.formatMessage(m.title)}
        </h1>
        {checking && <p className="text-ink-700">{intl.formatMessage(m.checking)}</p>}
        {error && <Alert tone="error">{error}</Alert>}
        {result && <Outcome result={result} />}
        {presentation && result && (
          <Button variant="secondary" onClick={() => check(presentation)}>
            {intl.formatMessage(m.checkAgain)}
          </Button>
        )}
        {!presentation && (
          <>
            <Card>
              <h2 className="text-lg font-semibold text-ink-900">{intl.formatMessage(m.ask)}</h2>
              <p className="mt-1 text-sm text-ink-700">{intl.formatMessage(m.askText)}</p>
              <div className="mt-4 flex flex-col items-start gap-3">
                <QrCode value={requestLink} label={intl.formatMessage(m.askQr)} />
                <p className="text-sm text-ink-700">
                  <FormattedMessage
                    {...m.requestCode}
                    values={{
                      nonce,
                      b: (chunks) => <strong className="font-mono">{chunks}</strong>,
                    }}
                  />
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <a href={requestLink} className="font-medium text-brand-700 underline">
                    {intl.formatMessage(m.linkToSend)}
                  </a>
                  <CopyButton value={requestLink} label={intl.formatMessage(m.copyLink)} />
                </div>
              </div>
            </Card>
            <Card>
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  const vp = pasted.trim().replace(/^.*#vp=/, '');
                  if (!vp) return;
                  setPresentation(vp);
                  void check(vp, false);
                }}
              >
                <label htmlFor="vp" className="text-lg font-semibold text-ink-900">
                  {intl.formatMessage(m.paste)}
                </label>
                <textarea
                  id="vp"
                  value={pasted}
                  onChange={(e) => setPasted(e.target.value)}
                  rows={4}
                  className="mt-2 w-full rounded-field border border-ink-300 p-3 font-mono text-xs"
                />
                <Button type="submit" className="mt-3">
                  {intl.formatMessage(m.check)}
                </Button>
              </form>
            </Card>
          </>
        )}
        <p className="text-sm text-ink-600">
          <FormattedMessage
            {...m.offline}
            values={{
              link: (chunks) => (
                <Link to={paths.developers} className="text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
        {presentation && (
          <Link to={VERIFY_CREDENTIAL_PAGE} reloadDocument className={buttonClass('ghost')}>
            {intl.formatMessage(m.checkAnother)}
          </Link>
        )}
      </main>
    </div>
  );
}

function Outcome({ result }: { result: Result }) {
  const intl = useIntl();
  const standing = result.valid;
  const revoked = result.reason === 'revoked';
  const Icon = standing
    ? BadgeCheck
    : revoked || result.reason === 'suspended'
      ? CircleX
      : CircleAlert;
  const title = intl.formatMessage(
    standing
      ? m.verified
      : revoked
        ? m.revoked
        : result.reason === 'suspended'
          ? m.suspended
          : m.notVerified,
  );
  const status = Object.hasOwn(statusWords, result.status)
    ? intl.formatMessage(statusWords[result.status])
    : result.status;
  const entries = Object.entries(result.claims);
  return (
    <Card aria-live="polite">
      <div className="flex items-center gap-3">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-full ${standing ? 'bg-success-50 text-success-700' : 'bg-danger-50 text-danger-700'}`}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-ink-900">{title}</h2>
          {!standing && result.message && <p className="text-sm text-ink-700">{result.message}</p>}
        </div>
      </div>
      {entries.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-ink-800">
            {intl.formatMessage(standing ? m.proven : m.said)}
          </h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {entries.map(([k, v]) => (
              <div key={k}>
                <dt className="text-xs font-medium text-ink-600">{claimLabel(k, intl)}</dt>
                <dd className="text-sm text-ink-900">{claimValue(k, v, intl)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-ink-600">{intl.formatMessage(m.nothingElse)}</p>
        </>
      )}
      <p className="mt-4 text-xs text-ink-600">
        {intl.formatMessage(m.status, { status })}
        {result.expires_at &&
          ` · ${intl.formatMessage(m.validUntil, { date: new Date(result.expires_at).toLocaleDateString('en-GB') })}`}
        {!result.replay_checked && ` · ${intl.formatMessage(m.notAsked)}`}
      </p>
    </Card>
  );
}
