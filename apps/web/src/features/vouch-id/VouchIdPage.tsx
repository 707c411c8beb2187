import { BadgeCheck, Smartphone, MonitorSmartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { VERIFY_CREDENTIAL_PAGE, type CredentialOfferAnswer } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/Button';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Checkbox } from '../../components/Checkbox';
import { CopyButton } from '../../components/CopyButton';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSessionUser } from '../../lib/use-session-user';
import { QrCode } from '../../components/QrCode';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import {
  forgetStored,
  HolderError,
  keepInThisBrowser,
  loadStored,
  present,
  readCredential,
  requestOffer,
  sessionOfAudience,
  type StoredCredential,
} from './holder';
import { claimLabel, claimValue } from './claim-value';

const m = defineMessages({
  title: {
    id: 'vouchId.VouchIdPage.title',
    defaultMessage: 'Vouch ID',
    description: 'Page heading and tab title: the name of the credential',
  },
  description: {
    id: 'vouchId.VouchIdPage.description',
    defaultMessage:
      'Your verification as a credential you hold: show a business only what you choose, and they can check it without calling anyone.',
  },
  somethingWrong: {
    id: 'vouchId.VouchIdPage.somethingWrong',
    defaultMessage: 'Something went wrong. Please try again.',
  },
  loading: { id: 'vouchId.VouchIdPage.loading', defaultMessage: 'Loading your Vouch ID' },
  verifyFirst: {
    id: 'vouchId.VouchIdPage.verifyFirst',
    defaultMessage: 'Get verified first',
    description: 'Heading',
  },
  verifyFirstText: {
    id: 'vouchId.VouchIdPage.verifyFirstText',
    defaultMessage:
      'Your Vouch ID carries what a reviewer approved. Once your KYC is approved, you can keep it here or in a wallet app.',
  },
  goToKyc: { id: 'vouchId.VouchIdPage.goToKyc', defaultMessage: 'Go to KYC', description: 'Link' },
  keepHere: {
    id: 'vouchId.VouchIdPage.keepHere',
    defaultMessage: 'Keep it in this browser',
    description: 'Heading and button',
  },
  keepHereText: {
    id: 'vouchId.VouchIdPage.keepHereText',
    defaultMessage:
      'This browser makes a key that never leaves it and holds your Vouch ID. Clearing the browser’s data loses it; you can get a new one here at any time.',
  },
  toWallet: {
    id: 'vouchId.VouchIdPage.toWallet',
    defaultMessage: 'Add it to a wallet app',
    description: 'Heading: an identity wallet app on a phone, not a crypto wallet',
  },
  toWalletText: {
    id: 'vouchId.VouchIdPage.toWalletText',
    defaultMessage:
      'Scan the code with a wallet app that supports OpenID for Verifiable Credential Issuance 1.0, then type the 6-digit code it asks for.',
    description: '"OpenID for Verifiable Credential Issuance 1.0" is the name of a standard',
  },
  offerQr: {
    id: 'vouchId.VouchIdPage.offerQr',
    defaultMessage: 'QR code of your Vouch ID offer',
    description: 'Image description',
  },
  codeToType: {
    id: 'vouchId.VouchIdPage.codeToType',
    defaultMessage: 'Code to type in the wallet: <b>{code}</b>',
    description: '{code}: a 6-digit code',
  },
  worksOnce: { id: 'vouchId.VouchIdPage.worksOnce', defaultMessage: 'Works once, for 10 minutes.' },
  showQr: {
    id: 'vouchId.VouchIdPage.showQr',
    defaultMessage: 'Show the QR code',
    description: 'Button',
  },
  nonceTooShort: {
    id: 'vouchId.VouchIdPage.nonceTooShort',
    defaultMessage: 'Enter the request code the business gave you (at least 8 characters).',
  },
  inThisBrowser: {
    id: 'vouchId.VouchIdPage.inThisBrowser',
    defaultMessage: 'Your Vouch ID is in this browser',
    description: 'Heading',
  },
  validUntil: {
    id: 'vouchId.VouchIdPage.validUntil',
    defaultMessage: 'Valid until {date}',
    description: '{date}: e.g. 05/03/2027',
  },
  clearingLoses: {
    id: 'vouchId.VouchIdPage.clearingLoses',
    defaultMessage: 'Clearing this browser’s data loses it; you can get a new one at any time.',
  },
  remove: {
    id: 'vouchId.VouchIdPage.remove',
    defaultMessage: 'Remove it from this browser',
    description: 'Button',
  },
  present: {
    id: 'vouchId.VouchIdPage.present',
    defaultMessage: 'Present to a business',
    description: 'Heading: show your Vouch ID to a business',
  },
  presentText: {
    id: 'vouchId.VouchIdPage.presentText',
    defaultMessage: 'Choose what to show. Nothing else leaves this browser.',
  },
  whatToShow: { id: 'vouchId.VouchIdPage.whatToShow', defaultMessage: 'What to show' },
  nonce: {
    id: 'vouchId.VouchIdPage.nonce',
    defaultMessage: 'Request code (nonce)',
    description: 'Field label; "nonce" is the technical name, keep it in brackets',
  },
  nonceHint: {
    id: 'vouchId.VouchIdPage.nonceHint',
    defaultMessage: 'The business shows it, or its link fills it in.',
  },
  audience: {
    id: 'vouchId.VouchIdPage.audience',
    defaultMessage: 'Business (audience)',
    description: 'Field label; "audience" is the technical name, keep it in brackets',
  },
  sessionTitle: {
    id: 'vouchId.VouchIdPage.sessionTitle',
    defaultMessage: 'This is a business’s verification link',
  },
  openLink: {
    id: 'vouchId.VouchIdPage.openLink',
    defaultMessage: 'Open the verification link',
    description: 'Link',
  },
  sessionText: {
    id: 'vouchId.VouchIdPage.sessionText',
    defaultMessage:
      'Open it to see which business asks, for what and why, and share from there. A presentation for it is never made here.',
  },
  madeFor: {
    id: 'vouchId.VouchIdPage.madeFor',
    defaultMessage:
      'Made for <b>{audience}</b>: only a check that names this audience and request code accepts it.',
    description: '{audience}: a web address, or "Vouch’s check page (whoever you send it to)"',
  },
  publicCheck: {
    id: 'vouchId.VouchIdPage.publicCheck',
    defaultMessage: 'Vouch’s check page (whoever you send it to)',
    description: 'Goes into {audience}',
  },
  create: {
    id: 'vouchId.VouchIdPage.create',
    defaultMessage: 'Create presentation',
    description: 'Button: make what the business checks',
  },
  presentationQr: {
    id: 'vouchId.VouchIdPage.presentationQr',
    defaultMessage: 'QR code of your presentation',
    description: 'Image description',
  },
  openPresentation: {
    id: 'vouchId.VouchIdPage.openPresentation',
    defaultMessage: 'Open the presentation link',
  },
  presentationReady: {
    id: 'vouchId.VouchIdPage.presentationReady',
    defaultMessage: 'Presentation ready',
  },
  copyPresentation: {
    id: 'vouchId.VouchIdPage.copyPresentation',
    defaultMessage: 'Copy the presentation',
    description: 'Name of the copy button, for screen readers',
  },
});

/** /vouch-id: the member's Vouch credential: keep it here or in a wallet app, and present it. */
export default function VouchIdPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const [stored, setStored] = useState<StoredCredential | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [offer, setOffer] = useState<CredentialOfferAnswer | null>(null);
  const verified = useSessionUser()?.status === 'VERIFIED';

  useEffect(() => {
    loadStored()
      .then((s) => setStored(s ?? null))
      .catch(() => setStored(null));
  }, []);

  const errorText = (err: unknown) =>
    err instanceof HolderError
      ? intl.formatMessage(err.text)
      : err instanceof Error
        ? err.message
        : intl.formatMessage(m.somethingWrong);

  async function keep() {
    setBusy(true);
    setError(null);
    try {
      setStored(await keepInThisBrowser());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  async function toWallet() {
    setError(null);
    try {
      setOffer(await requestOffer());
    } catch (err) {
      setError(errorText(err));
    }
  }

  async function forget() {
    await forgetStored();
    setStored(null);
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
      />
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {stored === undefined ? (
        <Spinner className="size-6 text-brand-700" label={intl.formatMessage(m.loading)} />
      ) : stored ? (
        <Held stored={stored} onForget={forget} />
      ) : !verified ? (
        <Card>
          <h2 className="text-lg font-semibold text-ink-900">
            {intl.formatMessage(m.verifyFirst)}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{intl.formatMessage(m.verifyFirstText)}</p>
          <Link to={paths.kyc} className={`${buttonClass('primary')} mt-4`}>
            {intl.formatMessage(m.goToKyc)}
          </Link>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <MonitorSmartphone className="size-6 text-brand-700" aria-hidden="true" />
            <h2 className="mt-2 text-lg font-semibold text-ink-900">
              {intl.formatMessage(m.keepHere)}
            </h2>
            <p className="mt-1 text-sm text-ink-700">{intl.formatMessage(m.keepHereText)}</p>
            <Button className="mt-4" onClick={keep} loading={busy}>
              {intl.formatMessage(m.keepHere)}
            </Button>
          </Card>
          <Card>
            <Smartphone className="size-6 text-brand-700" aria-hidden="true" />
            <h2 className="mt-2 text-lg font-semibold text-ink-900">
              {intl.formatMessage(m.toWallet)}
            </h2>
            <p className="mt-1 text-sm text-ink-700">{intl.formatMessage(m.toWalletText)}</p>
            {offer ? (
              <div className="mt-4 flex flex-col items-start gap-3">
                <QrCode value={offer.offer_link} label={intl.formatMessage(m.offerQr)} />
                <p className="text-sm text-ink-700">
                  <FormattedMessage
                    {...m.codeToType}
                    values={{
                      code: offer.tx_code,
                      b: (chunks) => (
                        <strong className="font-mono text-lg tracking-widest">{chunks}</strong>
                      ),
                    }}
                  />
                </p>
                <p className="text-xs text-ink-600">{intl.formatMessage(m.worksOnce)}</p>
              </div>
            ) : (
              <Button className="mt-4" variant="secondary" onClick={toWallet}>
                {intl.formatMessage(m.showQr)}
              </Button>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}

function Held({ stored, onForget }: { stored: StoredCredential; onForget: () => void }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { payload, disclosures } = readCredential(stored.credential);
  const [chosen, setChosen] = useState<string[]>([
    'given_name',
    'family_name',
    'age_equal_or_over',
  ]);
  const [aud, setAud] = useState(
    params.get('aud') ?? `${window.location.origin}${VERIFY_CREDENTIAL_PAGE}`,
  );
  const [nonce, setNonce] = useState(params.get('nonce') ?? '');
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const expires = payload.exp ? new Date(payload.exp * 1000).toLocaleDateString('en-GB') : '';

  // Issue 46: a verification link's audience is answered on the link's page, never from here.
  const session = sessionOfAudience(aud.trim());
  const publicCheck = aud.trim() === `${window.location.origin}${VERIFY_CREDENTIAL_PAGE}`;

  async function make() {
    setError(null);
    if (session !== null) return;
    if (nonce.trim().length < 8) {
      setError(intl.formatMessage(m.nonceTooShort));
      return;
    }
    const vp = await present(stored, chosen, nonce.trim(), aud.trim());
    const verifyUrl = `${window.location.origin}${VERIFY_CREDENTIAL_PAGE}?nonce=${encodeURIComponent(nonce.trim())}#vp=${vp}`;
    setLink(aud.trim().endsWith(VERIFY_CREDENTIAL_PAGE) ? verifyUrl : vp);
  }

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success-50 text-success-700">
            <BadgeCheck className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-ink-900">
              {intl.formatMessage(m.inThisBrowser)}
            </h2>
            <p className="text-sm text-ink-600">
              {intl.formatMessage(m.validUntil, { date: expires })}
            </p>
          </div>
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {disclosures.map((d) => (
            <div key={d.encoded}>
              <dt className="text-xs font-medium text-ink-600">{claimLabel(d.name, intl)}</dt>
              <dd className="text-sm break-words text-ink-900">
                {claimValue(d.name, d.value, intl)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-ink-600">
          {intl.formatMessage(m.clearingLoses)}{' '}
          <button type="button" onClick={onForget} className="font-medium text-brand-700 underline">
            {intl.formatMessage(m.remove)}
          </button>
        </p>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-ink-900">{intl.formatMessage(m.present)}</h2>
        <p className="mt-1 text-sm text-ink-700">{intl.formatMessage(m.presentText)}</p>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-ink-800">
            {intl.formatMessage(m.whatToShow)}
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {disclosures.map((d) => (
              <Checkbox
                key={d.name}
                label={claimLabel(d.name, intl)}
                checked={chosen.includes(d.name)}
                onCheckedChange={(on) =>
                  setChosen((c) => (on ? [...c, d.name] : c.filter((x) => x !== d.name)))
                }
              />
            ))}
          </div>
        </fieldset>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label={intl.formatMessage(m.nonce)}
            value={nonce}
            onChange={(e) => setNonce(e.target.value)}
            hint={intl.formatMessage(m.nonceHint)}
          />
          <TextField
            label={intl.formatMessage(m.audience)}
            value={aud}
            onChange={(e) => setAud(e.target.value)}
          />
        </div>
        {session !== null ? (
          <Alert
            tone="warning"
            className="mt-4"
            title={intl.formatMessage(m.sessionTitle)}
            actions={
              <Link to={`/verify/${encodeURIComponent(session)}`} className="font-medium underline">
                {intl.formatMessage(m.openLink)}
              </Link>
            }
          >
            {intl.formatMessage(m.sessionText)}
          </Alert>
        ) : (
          <p className="mt-4 text-sm text-ink-700">
            <FormattedMessage
              {...m.madeFor}
              values={{
                audience: publicCheck ? intl.formatMessage(m.publicCheck) : aud.trim() || '—',
                b: (chunks) => <strong className="break-all text-ink-900">{chunks}</strong>,
              }}
            />
          </p>
        )}
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        <Button className="mt-4" onClick={make} disabled={chosen.length === 0 || session !== null}>
          {intl.formatMessage(m.create)}
        </Button>
        {link && (
          <div className="mt-4 flex flex-col gap-3">
            <QrCode value={link} label={intl.formatMessage(m.presentationQr)} large />
            <div className="flex flex-wrap items-center gap-2">
              <a
                href={link.startsWith('http') ? link : undefined}
                className="font-medium break-all text-brand-700 underline"
              >
                {intl.formatMessage(
                  link.startsWith('http') ? m.openPresentation : m.presentationReady,
                )}
              </a>
              <CopyButton value={link} label={intl.formatMessage(m.copyPresentation)} />
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
