import { BadgeCheck, CircleAlert, CircleX } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  credentialMemberPaths,
  disclosableClaimLabels,
  VERIFY_CREDENTIAL_PAGE,
  type DisclosableClaim,
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
import { claimValue } from './claim-value';
import { QrCode } from '../../components/QrCode';

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
  useDocumentTitle('Check a Vouch ID');
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
      else setError(r.msg || 'The presentation could not be checked. Please try again.');
    },
    [nonce, asked],
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
        <Link to={paths.landing} aria-label="Vouch home">
          <Logo />
        </Link>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-4 pb-10">
        <h1 className="text-2xl font-bold tracking-tight text-brand-700 sm:text-3xl">
          Check a Vouch ID
        </h1>
        {checking && <p className="text-ink-700">Checking…</p>}
        {error && <Alert tone="error">{error}</Alert>}
        {result && <Outcome result={result} />}
        {presentation && result && (
          <Button variant="secondary" onClick={() => check(presentation)}>
            Check again
          </Button>
        )}
        {!presentation && (
          <>
            <Card>
              <h2 className="text-lg font-semibold text-ink-900">Ask for a Vouch ID</h2>
              <p className="mt-1 text-sm text-ink-700">
                The person scans this code or opens the link, chooses what to show and sends you the
                presentation. It is made for this request only.
              </p>
              <div className="mt-4 flex flex-col items-start gap-3">
                <QrCode value={requestLink} label="QR code asking for a Vouch ID" />
                <p className="text-sm text-ink-700">
                  Request code: <strong className="font-mono">{nonce}</strong>
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <a href={requestLink} className="font-medium text-brand-700 underline">
                    Link to send
                  </a>
                  <CopyButton value={requestLink} label="Copy the request link" />
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
                  Paste a presentation
                </label>
                <textarea
                  id="vp"
                  value={pasted}
                  onChange={(e) => setPasted(e.target.value)}
                  rows={4}
                  className="mt-2 w-full rounded-field border border-ink-300 p-3 font-mono text-xs"
                />
                <Button type="submit" className="mt-3">
                  Check
                </Button>
              </form>
            </Card>
          </>
        )}
        <p className="text-sm text-ink-600">
          Businesses can check a Vouch ID themselves, offline, with any SD-JWT VC library and the
          keys Vouch publishes.{' '}
          <Link to={paths.developers} className="text-brand-700 underline">
            How
          </Link>
        </p>
        {presentation && (
          <Link to={VERIFY_CREDENTIAL_PAGE} reloadDocument className={buttonClass('ghost')}>
            Check another
          </Link>
        )}
      </main>
    </div>
  );
}

function Outcome({ result }: { result: Result }) {
  const standing = result.valid;
  const revoked = result.reason === 'revoked';
  const Icon = standing
    ? BadgeCheck
    : revoked || result.reason === 'suspended'
      ? CircleX
      : CircleAlert;
  const title = standing
    ? 'Verified by Vouch'
    : revoked
      ? 'Revoked: this Vouch ID no longer stands'
      : result.reason === 'suspended'
        ? 'Suspended: this Vouch ID does not stand for now'
        : 'Not verified';
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
            {standing ? 'What is proven' : 'What it said'}
          </h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {entries.map(([k, v]) => (
              <div key={k}>
                <dt className="text-xs font-medium text-ink-600">
                  {disclosableClaimLabels[k as DisclosableClaim] ?? k}
                </dt>
                <dd className="text-sm text-ink-900">{claimValue(k, v)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-ink-600">Nothing else was shared.</p>
        </>
      )}
      <p className="mt-4 text-xs text-ink-600">
        Status: {result.status === 'invalid' ? 'revoked' : result.status}
        {result.expires_at &&
          ` · valid until ${new Date(result.expires_at).toLocaleDateString('en-GB')}`}
        {!result.replay_checked && ' · this page did not ask for it: it could be a copy'}
      </p>
    </Card>
  );
}
