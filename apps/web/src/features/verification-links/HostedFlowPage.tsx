import { BadgeCheck, Clock, FlaskConical, IdCard, ShieldQuestion } from 'lucide-react';
import { useContext, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { type HostedSession, type SessionStatus, type HostedTestOutcome } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { PageSpinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { hasLiveToken } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAccountInfo } from '../../lib/user-info';
import { loadStored, present, type StoredCredential } from '../vouch-id';
import { giveConsent, presentToSession, startKyc, testOutcome, useHostedSession } from './api';
import { ConsentList } from './ConsentList';
import { ContinueWithEmail } from './ContinueWithEmail';
import { belowRequiredTier, TierGate } from './TierGate';
import { embeddingOf, isSignInWindow, postOutcome, useEscapeCloses } from './embed';
import { ENDED, OpenedContext, SignInWindow, useGoBack } from './opened';

/** The business's colour in place of Vouch's accent and brand shades on this page. */
function brandStyle(colour: string | null): CSSProperties | undefined {
  if (!colour) return undefined;
  return {
    '--color-accent-700': colour,
    '--color-brand-700': colour,
  } as CSSProperties;
}

/** What an ended link says, in plain words. */
const endedWords: Partial<Record<SessionStatus, (org: string) => string>> = {
  expired: (org) => `This link has expired. Go back to ${org} and ask for a new one.`,
  cancelled: (org) => `${org} cancelled this request. Nothing was shared.`,
  approved: () => 'This link has already been used: your verification was shared.',
  declined: () => 'This link has already been used: you declined, and nothing was shared.',
  rejected: () => 'This link has already been used: the verification did not pass.',
  consent_revoked: () =>
    'This link has already been used, and the sharing was stopped under Connected businesses.',
};

/**
 * /verify/{id}: a business sent its customer here (issue 33). Built for a phone first: who asks,
 * for what and why, until when; then sign in, and a VERIFIED member allows or declines in one
 * tap and goes back to the business. Test links show Approve / Reject / Decline instead.
 */
export default function HostedFlowPage() {
  useDocumentTitle('Share your verification · Vouch');
  const id = useParams().id ?? '';
  const [opened] = useState(() => ({
    embed: embeddingOf(window.location.search),
    signInWindow: isSignInWindow(window.location.search),
  }));
  const [watching, setWatching] = useState(false);
  const session = useHostedSession(id, watching ? 2000 : false);
  const status = session.data?.status;
  useEscapeCloses(opened.embed, id);
  // Answered in the sign-in window: the frame hears it from the session and tells the page.
  useEffect(() => {
    if (opened.embed && watching && status && ENDED.includes(status))
      postOutcome(opened.embed, id, status);
  }, [opened.embed, watching, status, id]);

  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <header className="flex items-center justify-center gap-4 px-4 pt-6 pb-4">
        {session.data?.organisation.logo_url && (
          <>
            <img
              src={session.data.organisation.logo_url}
              alt={session.data.organisation.name}
              className="h-10 max-w-40 object-contain"
            />
            <span className="h-8 border-l border-ink-300" aria-hidden="true" />
          </>
        )}
        <Logo />
      </header>
      <main
        className="flex flex-1 justify-center px-4 pb-10"
        // The business's colour on its buttons, links and heading (issue 47): checked to carry
        // white text readably; the "Verified business" badge keeps Vouch's own colour.
        style={brandStyle(session.data?.organisation.colour ?? null)}
      >
        <div className="h-fit w-full max-w-md rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-8">
          {session.isPending ? (
            <PageSpinner />
          ) : session.isError ? (
            <>
              <h1 className="text-xl font-bold text-brand-700">This link does not work</h1>
              <p className="mt-3 text-ink-700">
                There is no verification request at this address. Check the link the business sent
                you, or ask them for a new one.
              </p>
            </>
          ) : (
            <OpenedContext.Provider value={{ ...opened, watch: () => setWatching(true) }}>
              <Flow s={session.data} />
            </OpenedContext.Provider>
          )}
        </div>
      </main>
      <footer className="px-4 pb-6 text-center text-sm text-ink-600">
        Vouch ·{' '}
        <Link to={paths.legal} className="underline hover:text-brand-700">
          Terms and privacy
        </Link>
      </footer>
    </div>
  );
}

function Flow({ s }: { s: HostedSession }) {
  const org = s.organisation.name;
  const ended = endedWords[s.status];
  return (
    <>
      {s.mode === 'test' && (
        <p className="mb-4 flex items-center gap-2 rounded-field bg-warning-50 px-3 py-2 text-sm font-medium text-warning-700">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          Test mode: no real person is verified and nothing is shared.
        </p>
      )}
      <h1 className="text-xl leading-snug font-bold text-brand-700 sm:text-2xl">
        {org} asks you to share your Vouch verification
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {s.organisation.verified ? (
          <span className="inline-flex items-center gap-1 font-semibold text-success-700">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {s.organisation.registration
              ? `Verified business: ${s.organisation.registration}`
              : 'Verified business'}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-ink-600">
            <ShieldQuestion className="size-4" aria-hidden="true" />
            Business not verified by Vouch
          </span>
        )}
        {s.organisation.website && (
          <span className="break-all text-ink-600">
            {s.organisation.website.replace(/^https?:\/\//, '')}
          </span>
        )}
      </p>

      {ended ? (
        <>
          <Alert tone={s.status === 'approved' ? 'info' : 'warning'} className="mt-5">
            {ended(org)}
          </Alert>
          <BackToBusiness s={s} />
        </>
      ) : (
        <>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-ink-600 uppercase">
            They will see
          </h2>
          <ConsentList s={s} signedIn={hasLiveToken()} />
          <h2 className="mt-5 text-sm font-semibold tracking-wide text-ink-600 uppercase">Why</h2>
          <p className="mt-1 text-ink-800">{s.purpose}</p>
          <p className="mt-5 flex items-start gap-2 text-sm text-ink-600">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            This link works until {formatDateTime(s.expires_at)}.
          </p>
          <div className="mt-6">
            {s.mode === 'test' ? <TestButtons s={s} /> : <LiveActions s={s} />}
          </div>
        </>
      )}
    </>
  );
}

/**
 * A used link still leads back to the business (issue 47): by its redirect, or, in Vouch.verify's
 * frame, by telling the page around it how the session ended.
 */
function BackToBusiness({ s }: { s: HostedSession }) {
  const { embed } = useContext(OpenedContext);
  const label = `Back to ${s.organisation.name}`;
  if (embed)
    return (
      <Button className="mt-4" fullWidth onClick={() => postOutcome(embed, s.id, s.status)}>
        {label}
      </Button>
    );
  return (
    <a href={s.return_url} className={`${buttonClass('primary')} mt-4 w-full text-center`}>
      {label}
    </a>
  );
}

function TestButtons({ s }: { s: HostedSession }) {
  const { busy, error, run, done } = useGoBack();
  if (done) return done;
  const button = (outcome: HostedTestOutcome, label: string, variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      fullWidth
      loading={busy === outcome}
      disabled={busy !== null}
      onClick={() => void run(outcome, () => testOutcome(s.id, outcome), s.id)}
    >
      {label}
    </Button>
  );
  return (
    <div className="space-y-2">
      {error && <Alert tone="error">{error}</Alert>}
      {button('approve', 'Approve', 'primary')}
      {button('reject', 'Reject', 'secondary')}
      {button('decline', 'Decline', 'secondary')}
    </div>
  );
}

/** The Vouch ID this browser holds, once IndexedDB answered (none where it cannot). */
function useStoredCredential() {
  const [stored, setStored] = useState<StoredCredential | null>(null);
  useEffect(() => {
    let live = true;
    loadStored()
      .then((c) => live && setStored(c ?? null))
      .catch(() => live && setStored(null));
    return () => {
      live = false;
    };
  }, []);
  return stored;
}

function LiveActions({ s }: { s: HostedSession }) {
  const { embed, watch, signInWindow } = useContext(OpenedContext);
  // Signed in here with a code: shown as signed in without a page load.
  const [, signedInHere] = useState(0);
  const stored = useStoredCredential();
  const here = `/verify/${encodeURIComponent(s.id)}`;
  if (embed) return <SignInWindow here={here} watch={watch} />;
  if (hasLiveToken()) return <SignedIn s={s} />;
  const withVouchId = stored && s.credential_request;
  return (
    <div className="space-y-2">
      {withVouchId && <ShareVouchId s={s} stored={stored} />}
      <ContinueWithEmail
        s={s}
        // The frame's window comes back as the window (it closes itself when done).
        here={signInWindow ? `${here}?window=sign-in` : here}
        secondary={!!withVouchId}
        onSignedIn={() => signedInHere((n) => n + 1)}
      />
    </div>
  );
}

/**
 * The Vouch ID kept in this browser answers the link without a sign-in: a presentation of exactly
 * the details listed above, bound to this link (its nonce and audience), signed by the key that
 * never leaves the browser.
 */
function ShareVouchId({ s, stored }: { s: HostedSession; stored: StoredCredential }) {
  const { busy, error, run, done } = useGoBack();
  const req = s.credential_request!;
  if (done) return done;
  return (
    <div className="mb-5 space-y-3 rounded-field border border-brand-200 bg-brand-50 p-4">
      <p className="flex items-start gap-2 text-ink-800">
        <IdCard className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        Your Vouch ID is in this browser. Share the details above with it: no password, and nothing
        else is shown.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        fullWidth
        loading={busy === 'vouch-id'}
        disabled={busy !== null}
        onClick={() =>
          void run(
            'vouch-id',
            async () => {
              try {
                const vp = await present(stored, req.disclosures, req.nonce, req.audience);
                return await presentToSession(s.id, vp);
              } catch {
                // The key could not sign (the browser's storage was cleared mid-way, say).
                return {
                  ok: false,
                  status: 0,
                  msg: 'Your Vouch ID could not be used here. Continue with e-mail instead.',
                };
              }
            },
            s.id,
          )
        }
      >
        Share with my Vouch ID
      </Button>
    </div>
  );
}

function SignedIn({ s }: { s: HostedSession }) {
  const me = useAccountInfo();
  const { busy, error, run, done } = useGoBack();
  const [kycError, setKycError] = useState<ReactNode>(null);
  if (done) return done;
  if (me.isPending) return <PageSpinner />;
  if (me.isError) return <Alert tone="error">{me.error.message}</Alert>;
  const verified = me.data.status === 'VERIFIED';
  const decline = (
    <Button
      variant="secondary"
      fullWidth
      loading={busy === 'decline'}
      disabled={busy !== null}
      onClick={() => void run('decline', () => giveConsent(s.id, 'decline'), s.id)}
    >
      Decline
    </Button>
  );
  if (!verified)
    return (
      <div className="space-y-3">
        <p className="text-ink-700">
          You are signed in as <span className="break-all">{me.data.email_address}</span>, but your
          identity is not verified yet. Verify it once with Vouch
          {me.data.status === 'KYC_REQUIREMENT' && s.pays_fee
            ? `: ${s.organisation.name} pays the fee`
            : ''}
          ; then come back to this link to share it.
        </p>
        {kycError && <Alert tone="error">{kycError}</Alert>}
        <Button
          fullWidth
          onClick={() =>
            void startKyc(s.id).then((res) => {
              if (res.ok) window.location.assign(paths.kyc);
              else setKycError(res.msg);
            })
          }
        >
          Verify my identity
        </Button>
        {decline}
      </div>
    );
  // Below the tier the business requires (issue 48): what is missing, then back here.
  if (belowRequiredTier(s, me.data))
    return (
      <TierGate s={s} me={me.data}>
        {decline}
      </TierGate>
    );
  return (
    <div className="space-y-2">
      <p className="mb-3 text-ink-700">
        Signed in as <span className="font-semibold break-all">{me.data.email_address}</span>. Your
        details come from your approved verification. You can stop sharing at any time under
        Connected businesses.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        fullWidth
        loading={busy === 'allow'}
        disabled={busy !== null}
        onClick={() => void run('allow', () => giveConsent(s.id, 'allow'), s.id)}
      >
        Allow
      </Button>
      {decline}
    </div>
  );
}
