import { BadgeCheck, Smartphone, MonitorSmartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  disclosableClaimLabels,
  VERIFY_CREDENTIAL_PAGE,
  type CredentialOfferAnswer,
  type DisclosableClaim,
} from '@vouch/contracts';
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
import {
  forgetStored,
  keepInThisBrowser,
  loadStored,
  present,
  readCredential,
  requestOffer,
  sessionOfAudience,
  type StoredCredential,
} from './holder';
import { claimValue } from './claim-value';

const labelOf = (name: string) => disclosableClaimLabels[name as DisclosableClaim] ?? name;

/** /vouch-id: the member's Vouch credential: keep it here or in a wallet app, and present it. */
export default function VouchIdPage() {
  useDocumentTitle('Vouch ID');
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

  async function keep() {
    setBusy(true);
    setError(null);
    try {
      setStored(await keepInThisBrowser());
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function toWallet() {
    setError(null);
    try {
      setOffer(await requestOffer());
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    }
  }

  async function forget() {
    await forgetStored();
    setStored(null);
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        title="Vouch ID"
        description="Your verification as a credential you hold: show a business only what you choose, and they can check it without calling anyone."
      />
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {stored === undefined ? (
        <Spinner className="size-6 text-brand-700" label="Loading your Vouch ID" />
      ) : stored ? (
        <Held stored={stored} onForget={forget} />
      ) : !verified ? (
        <Card>
          <h2 className="text-lg font-semibold text-ink-900">Get verified first</h2>
          <p className="mt-1 text-sm text-ink-700">
            Your Vouch ID carries what a reviewer approved. Once your KYC is approved, you can keep
            it here or in a wallet app.
          </p>
          <Link to={paths.kyc} className={`${buttonClass('primary')} mt-4`}>
            Go to KYC
          </Link>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <MonitorSmartphone className="size-6 text-brand-700" aria-hidden="true" />
            <h2 className="mt-2 text-lg font-semibold text-ink-900">Keep it in this browser</h2>
            <p className="mt-1 text-sm text-ink-700">
              This browser makes a key that never leaves it and holds your Vouch ID. Clearing the
              browser’s data loses it; you can get a new one here at any time.
            </p>
            <Button className="mt-4" onClick={keep} loading={busy}>
              Keep it in this browser
            </Button>
          </Card>
          <Card>
            <Smartphone className="size-6 text-brand-700" aria-hidden="true" />
            <h2 className="mt-2 text-lg font-semibold text-ink-900">Add it to a wallet app</h2>
            <p className="mt-1 text-sm text-ink-700">
              Scan the code with a wallet app that supports OpenID for Verifiable Credential
              Issuance 1.0, then type the 6-digit code it asks for.
            </p>
            {offer ? (
              <div className="mt-4 flex flex-col items-start gap-3">
                <QrCode value={offer.offer_link} label="QR code of your Vouch ID offer" />
                <p className="text-sm text-ink-700">
                  Code to type in the wallet:{' '}
                  <strong className="font-mono text-lg tracking-widest">{offer.tx_code}</strong>
                </p>
                <p className="text-xs text-ink-600">Works once, for 10 minutes.</p>
              </div>
            ) : (
              <Button className="mt-4" variant="secondary" onClick={toWallet}>
                Show the QR code
              </Button>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}

function Held({ stored, onForget }: { stored: StoredCredential; onForget: () => void }) {
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
      setError('Enter the request code the business gave you (at least 8 characters).');
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
            <h2 className="text-lg font-semibold text-ink-900">Your Vouch ID is in this browser</h2>
            <p className="text-sm text-ink-600">Valid until {expires}</p>
          </div>
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {disclosures.map((d) => (
            <div key={d.encoded}>
              <dt className="text-xs font-medium text-ink-600">{labelOf(d.name)}</dt>
              <dd className="text-sm break-words text-ink-900">{claimValue(d.name, d.value)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-ink-600">
          Clearing this browser’s data loses it; you can get a new one at any time.{' '}
          <button type="button" onClick={onForget} className="font-medium text-brand-700 underline">
            Remove it from this browser
          </button>
        </p>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-ink-900">Present to a business</h2>
        <p className="mt-1 text-sm text-ink-700">
          Choose what to show. Nothing else leaves this browser.
        </p>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-ink-800">What to show</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {disclosures.map((d) => (
              <Checkbox
                key={d.name}
                label={labelOf(d.name)}
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
            label="Request code (nonce)"
            value={nonce}
            onChange={(e) => setNonce(e.target.value)}
            hint="The business shows it, or its link fills it in."
          />
          <TextField
            label="Business (audience)"
            value={aud}
            onChange={(e) => setAud(e.target.value)}
          />
        </div>
        {session !== null ? (
          <Alert
            tone="warning"
            className="mt-4"
            title="This is a business’s verification link"
            actions={
              <Link to={`/verify/${encodeURIComponent(session)}`} className="font-medium underline">
                Open the verification link
              </Link>
            }
          >
            Open it to see which business asks, for what and why, and share from there. A
            presentation for it is never made here.
          </Alert>
        ) : (
          <p className="mt-4 text-sm text-ink-700">
            Made for{' '}
            <strong className="break-all text-ink-900">
              {publicCheck ? 'Vouch’s check page (whoever you send it to)' : aud.trim() || '—'}
            </strong>
            : only a check that names this audience and request code accepts it.
          </p>
        )}
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        <Button className="mt-4" onClick={make} disabled={chosen.length === 0 || session !== null}>
          Create presentation
        </Button>
        {link && (
          <div className="mt-4 flex flex-col gap-3">
            <QrCode value={link} label="QR code of your presentation" large />
            <div className="flex flex-wrap items-center gap-2">
              <a
                href={link.startsWith('http') ? link : undefined}
                className="font-medium break-all text-brand-700 underline"
              >
                {link.startsWith('http') ? 'Open the presentation link' : 'Presentation ready'}
              </a>
              <CopyButton value={link} label="Copy the presentation" />
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
