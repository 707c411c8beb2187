import { BadgeCheck, Clock, FlaskConical, IdCard, ShieldQuestion } from 'lucide-react';
import { useContext, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  type HostedSession,
  type HostedTestOutcome,
  type Locale,
  type SessionStatus,
} from '@vouch/contracts';
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
import { chosenLocale, defineMessages, useIntl, useLocale } from '../../i18n';
import type { Message } from '../../i18n/messages';

const m = defineMessages({
  tabTitle: {
    id: 'verificationLinks.HostedFlowPage.tabTitle',
    defaultMessage: 'Share your verification · Vouch',
    description: 'Browser tab title',
  },
  expired: {
    id: 'verificationLinks.HostedFlowPage.expired',
    defaultMessage: 'This link has expired. Go back to {business} and ask for a new one.',
    description: "{business}: the business's name",
  },
  cancelled: {
    id: 'verificationLinks.HostedFlowPage.cancelled',
    defaultMessage: '{business} cancelled this request. Nothing was shared.',
  },
  approved: {
    id: 'verificationLinks.HostedFlowPage.approved',
    defaultMessage: 'This link has already been used: your verification was shared.',
  },
  declined: {
    id: 'verificationLinks.HostedFlowPage.declined',
    defaultMessage: 'This link has already been used: you declined, and nothing was shared.',
  },
  rejected: {
    id: 'verificationLinks.HostedFlowPage.rejected',
    defaultMessage: 'This link has already been used: the verification did not pass.',
  },
  revoked: {
    id: 'verificationLinks.HostedFlowPage.revoked',
    defaultMessage:
      'This link has already been used, and the sharing was stopped under Connected businesses.',
    description: '"Connected businesses" is the name of a page: use the same words as its title',
  },
  noLink: {
    id: 'verificationLinks.HostedFlowPage.noLink',
    defaultMessage: 'This link does not work',
    description: 'Heading',
  },
  noLinkText: {
    id: 'verificationLinks.HostedFlowPage.noLinkText',
    defaultMessage:
      'There is no verification request at this address. Check the link the business sent you, or ask them for a new one.',
  },
  terms: {
    id: 'verificationLinks.HostedFlowPage.terms',
    defaultMessage: 'Terms and privacy',
    description: 'Footer link',
  },
  testMode: {
    id: 'verificationLinks.HostedFlowPage.testMode',
    defaultMessage: 'Test mode: no real person is verified and nothing is shared.',
  },
  asks: {
    id: 'verificationLinks.HostedFlowPage.asks',
    defaultMessage: '{business} asks you to share your Vouch verification',
    description: "Page heading; {business}: the business's name",
  },
  verifiedBusiness: {
    id: 'verificationLinks.HostedFlowPage.verifiedBusiness',
    defaultMessage: 'Verified business',
  },
  verifiedBusinessNumber: {
    id: 'verificationLinks.HostedFlowPage.verifiedBusinessNumber',
    defaultMessage: 'Verified business: {registration}',
    description: "{registration}: the business's registration number, e.g. RC 1234567",
  },
  notVerified: {
    id: 'verificationLinks.HostedFlowPage.notVerified',
    defaultMessage: 'Business not verified by Vouch',
  },
  willSee: {
    id: 'verificationLinks.HostedFlowPage.willSee',
    defaultMessage: 'They will see',
    description: 'Heading over what the business asks to see',
  },
  why: {
    id: 'verificationLinks.HostedFlowPage.why',
    defaultMessage: 'Why',
    description: "Heading over the business's own reason (shown as the business wrote it)",
  },
  worksUntil: {
    id: 'verificationLinks.HostedFlowPage.worksUntil',
    defaultMessage: 'This link works until {when}.',
    description: '{when}: a date and time',
  },
  backTo: {
    id: 'verificationLinks.HostedFlowPage.backTo',
    defaultMessage: 'Back to {business}',
    description: 'Button',
  },
  approve: {
    id: 'verificationLinks.HostedFlowPage.approve',
    defaultMessage: 'Approve',
    description: 'Test-mode button',
  },
  reject: {
    id: 'verificationLinks.HostedFlowPage.reject',
    defaultMessage: 'Reject',
    description: 'Test-mode button',
  },
  decline: {
    id: 'verificationLinks.HostedFlowPage.decline',
    defaultMessage: 'Decline',
    description: 'Button: do not share',
  },
  vouchId: {
    id: 'verificationLinks.HostedFlowPage.vouchId',
    defaultMessage:
      'Your Vouch ID is in this browser. Share the details above with it: no password, and nothing else is shown.',
    description: 'Vouch ID: the product name of the credential kept in the browser',
  },
  vouchIdFailed: {
    id: 'verificationLinks.HostedFlowPage.vouchIdFailed',
    defaultMessage: 'Your Vouch ID could not be used here. Continue with e-mail instead.',
  },
  shareVouchId: {
    id: 'verificationLinks.HostedFlowPage.shareVouchId',
    defaultMessage: 'Share with my Vouch ID',
    description: 'Button',
  },
  notVerifiedYet: {
    id: 'verificationLinks.HostedFlowPage.notVerifiedYet',
    defaultMessage:
      'You are signed in as <addr>{email}</addr>, but your identity is not verified yet. Verify it once with Vouch; then come back to this link to share it.',
  },
  notVerifiedYetPaid: {
    id: 'verificationLinks.HostedFlowPage.notVerifiedYetPaid',
    defaultMessage:
      'You are signed in as <addr>{email}</addr>, but your identity is not verified yet. Verify it once with Vouch: {business} pays the fee; then come back to this link to share it.',
    description: "{business}: the business's name",
  },
  verifyMe: {
    id: 'verificationLinks.HostedFlowPage.verifyMe',
    defaultMessage: 'Verify my identity',
    description: 'Button',
  },
  signedIn: {
    id: 'verificationLinks.HostedFlowPage.signedIn',
    defaultMessage:
      'Signed in as <addr>{email}</addr>. Your details come from your approved verification. You can stop sharing at any time under Connected businesses.',
    description: '"Connected businesses" is the name of a page: use the same words as its title',
  },
  allow: {
    id: 'verificationLinks.HostedFlowPage.allow',
    defaultMessage: 'Allow',
    description: 'Button: share the verification',
  },
});

/** The business's colour in place of Vouch's accent and brand shades on this page. */
function brandStyle(colour: string | null): CSSProperties | undefined {
  if (!colour) return undefined;
  return {
    '--color-accent-700': colour,
    '--color-brand-700': colour,
  } as CSSProperties;
}

/** What an ended link says, in plain words ({business}: the business's name). */
const endedWords: Partial<Record<SessionStatus, Message>> = {
  expired: m.expired,
  cancelled: m.cancelled,
  approved: m.approved,
  declined: m.declined,
  rejected: m.rejected,
  consent_revoked: m.revoked,
};

/**
 * /verify/{id}: a business sent its customer here (issue 33). Built for a phone first: who asks,
 * for what and why, until when; then sign in, and a VERIFIED member allows or declines in one
 * tap and goes back to the business. Test links show Approve / Reject / Decline instead.
 */
/**
 * The language the business asked the pages to open in (issue 51), unless the visitor chose one
 * themselves in this browser: their own choice (the switcher's cookie) always wins.
 */
function useSessionLocale(asked: Locale | null) {
  const { locale, setLocale } = useLocale();
  useEffect(() => {
    if (asked && asked !== locale && chosenLocale() === null)
      void setLocale(asked, { remember: false });
    // Once, when the session arrives; a later switch is the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
}

export default function HostedFlowPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  const id = useParams().id ?? '';
  const [opened] = useState(() => ({
    embed: embeddingOf(window.location.search),
    signInWindow: isSignInWindow(window.location.search),
  }));
  const [watching, setWatching] = useState(false);
  const session = useHostedSession(id, watching ? 2000 : false);
  const status = session.data?.status;
  useSessionLocale(session.data?.locale ?? null);
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
              <h1 className="text-xl font-bold text-brand-700">{intl.formatMessage(m.noLink)}</h1>
              <p className="mt-3 text-ink-700">{intl.formatMessage(m.noLinkText)}</p>
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
          {intl.formatMessage(m.terms)}
        </Link>
      </footer>
    </div>
  );
}

function Flow({ s }: { s: HostedSession }) {
  const intl = useIntl();
  const business = s.organisation.name;
  const ended = endedWords[s.status];
  return (
    <>
      {s.mode === 'test' && (
        <p className="mb-4 flex items-center gap-2 rounded-field bg-warning-50 px-3 py-2 text-sm font-medium text-warning-700">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          {intl.formatMessage(m.testMode)}
        </p>
      )}
      <h1 className="text-xl leading-snug font-bold text-brand-700 sm:text-2xl">
        {intl.formatMessage(m.asks, { business })}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {s.organisation.verified ? (
          <span className="inline-flex items-center gap-1 font-semibold text-success-700">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {s.organisation.registration
              ? intl.formatMessage(m.verifiedBusinessNumber, {
                  registration: s.organisation.registration,
                })
              : intl.formatMessage(m.verifiedBusiness)}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-ink-600">
            <ShieldQuestion className="size-4" aria-hidden="true" />
            {intl.formatMessage(m.notVerified)}
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
            {intl.formatMessage(ended, { business })}
          </Alert>
          <BackToBusiness s={s} />
        </>
      ) : (
        <>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-ink-600 uppercase">
            {intl.formatMessage(m.willSee)}
          </h2>
          <ConsentList s={s} signedIn={hasLiveToken()} />
          <h2 className="mt-5 text-sm font-semibold tracking-wide text-ink-600 uppercase">
            {intl.formatMessage(m.why)}
          </h2>
          <p className="mt-1 text-ink-800">{s.purpose}</p>
          <p className="mt-5 flex items-start gap-2 text-sm text-ink-600">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {intl.formatMessage(m.worksUntil, { when: formatDateTime(s.expires_at) })}
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
  const intl = useIntl();
  const label = intl.formatMessage(m.backTo, { business: s.organisation.name });
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
  const intl = useIntl();
  const { busy, error, run, done } = useGoBack();
  if (done) return done;
  const button = (outcome: HostedTestOutcome, label: Message, variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      fullWidth
      loading={busy === outcome}
      disabled={busy !== null}
      onClick={() => void run(outcome, () => testOutcome(s.id, outcome), s.id)}
    >
      {intl.formatMessage(label)}
    </Button>
  );
  return (
    <div className="space-y-2">
      {error && <Alert tone="error">{error}</Alert>}
      {button('approve', m.approve, 'primary')}
      {button('reject', m.reject, 'secondary')}
      {button('decline', m.decline, 'secondary')}
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
  const intl = useIntl();
  const { busy, error, run, done } = useGoBack();
  const req = s.credential_request!;
  if (done) return done;
  return (
    <div className="mb-5 space-y-3 rounded-field border border-brand-200 bg-brand-50 p-4">
      <p className="flex items-start gap-2 text-ink-800">
        <IdCard className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        {intl.formatMessage(m.vouchId)}
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
                  msg: intl.formatMessage(m.vouchIdFailed),
                };
              }
            },
            s.id,
          )
        }
      >
        {intl.formatMessage(m.shareVouchId)}
      </Button>
    </div>
  );
}

function SignedIn({ s }: { s: HostedSession }) {
  const intl = useIntl();
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
      {intl.formatMessage(m.decline)}
    </Button>
  );
  if (!verified)
    return (
      <div className="space-y-3">
        <p className="text-ink-700">
          {me.data.status === 'KYC_REQUIREMENT' && s.pays_fee
            ? intl.formatMessage(m.notVerifiedYetPaid, {
                email: me.data.email_address,
                business: s.organisation.name,
                addr: (chunks) => <span className="break-all">{chunks}</span>,
              })
            : intl.formatMessage(m.notVerifiedYet, {
                email: me.data.email_address,
                addr: (chunks) => <span className="break-all">{chunks}</span>,
              })}
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
          {intl.formatMessage(m.verifyMe)}
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
        {intl.formatMessage(m.signedIn, {
          email: me.data.email_address,
          addr: (chunks) => <span className="font-semibold break-all">{chunks}</span>,
        })}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        fullWidth
        loading={busy === 'allow'}
        disabled={busy !== null}
        onClick={() => void run('allow', () => giveConsent(s.id, 'allow'), s.id)}
      >
        {intl.formatMessage(m.allow)}
      </Button>
      {decline}
    </div>
  );
}
