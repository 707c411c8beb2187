import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  isVnin,
  kycPaths,
  tierText,
  type IdentityLookupResult,
  type MemberProfile,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { PageSpinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { accountInfoKey } from '../../lib/account-info';
import { apiRequest } from '../../lib/api';
import { paths, safeNextPath } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAccountInfo } from '../../lib/user-info';
import { VirtualNinCheckbox } from './VirtualNinCheckbox';
import { VirtualNinHelp } from './VirtualNinHelp';

type Registry = 'bvn' | 'nin';
const NAMES: Record<Registry, string> = { bvn: 'BVN', nin: 'NIN' };

/**
 * A verified member adds the BVN or NIN their next tier needs (issue 48): the same lookup as the
 * KYC wizard's (their certified names and date of birth, the account's 5 lookups, one answer for
 * a mismatch), and a match raises the tier at once. A NIN may be given as a virtual NIN, which is
 * sent once and kept nowhere, not even in this page's state after the answer.
 */
export default function IdentityNumbersPage() {
  useDocumentTitle('Your BVN and NIN');
  const me = useAccountInfo();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  if (me.isPending) return <PageSpinner />;
  if (me.isError) return <Alert tone="error">{me.error.message}</Alert>;
  return (
    <>
      <PageHeading
        title="Your BVN and NIN"
        description="Banks and wallets place you in a CBN tier by the numbers Vouch matched with your verified name and date of birth."
      />
      {me.data.status !== 'VERIFIED' || !me.data.tier_evidence ? (
        <Alert tone="info">
          Look up your BVN or NIN in the KYC wizard when you verify.{' '}
          <Link className="font-semibold underline" to={paths.kyc}>
            Go to KYC
          </Link>
        </Alert>
      ) : (
        <Numbers
          user={me.data}
          initial={params.get('type') === 'bvn' ? 'bvn' : 'nin'}
          next={next}
        />
      )}
    </>
  );
}

function Numbers({
  user,
  initial,
  next,
}: {
  user: MemberProfile;
  initial: Registry;
  next: string | null;
}) {
  const evidence = user.tier_evidence!;
  const [registry, setRegistry] = useState<Registry>(
    evidence[initial] && !evidence[initial === 'bvn' ? 'nin' : 'bvn']
      ? initial === 'bvn'
        ? 'nin'
        : 'bvn'
      : initial,
  );
  const [justMatched, setJustMatched] = useState<Registry | null>(null);
  const continueLink = next && (
    <Link
      to={next}
      className="mt-4 inline-flex min-h-11 items-center rounded-field bg-brand-700 px-5 font-semibold text-white"
    >
      Continue
    </Link>
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <Card>
        {justMatched ? (
          <>
            <Alert tone="success" title={`Your ${NAMES[justMatched]} record matched`}>
              It matches your verified name and date of birth. Your tier: {tierText(user.kyc_tier)}.
            </Alert>
            {continueLink}
          </>
        ) : evidence.bvn && evidence.nin ? (
          <>
            <Alert tone="success" title="Both numbers are matched">
              Your tier: {tierText(user.kyc_tier)}.
            </Alert>
            {continueLink}
          </>
        ) : (
          <>
            {evidence.bvn || evidence.nin ? (
              <h2 className="font-semibold text-ink-900">Look up your {NAMES[registry]}</h2>
            ) : (
              <fieldset>
                <legend className="font-semibold text-ink-900">Which number?</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {(['nin', 'bvn'] as const)
                    .filter((r) => !evidence[r])
                    .map((r) => (
                      <label
                        key={r}
                        className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-field border px-4 ${registry === r ? 'border-brand-700 bg-brand-50 font-semibold text-brand-700' : 'border-ink-300 text-ink-800'}`}
                      >
                        <input
                          type="radio"
                          name="registry"
                          value={r}
                          checked={registry === r}
                          onChange={() => setRegistry(r)}
                          className="size-4 accent-brand-700"
                        />
                        {r === 'nin' ? 'NIN (or virtual NIN)' : 'BVN'}
                      </label>
                    ))}
                </div>
              </fieldset>
            )}
            <LookupForm key={registry} registry={registry} onMatched={setJustMatched} />
          </>
        )}
      </Card>
      <Card aria-label="Matched numbers">
        <h2 className="font-semibold text-ink-900">Matched with your verification</h2>
        <ul className="mt-3 space-y-2">
          {(['bvn', 'nin'] as const).map((r) => (
            <li key={r} className="flex items-center gap-2" data-testid={`matched-${r}`}>
              {evidence[r] ? (
                <CheckCircle2 className="size-5 text-success-700" aria-hidden="true" />
              ) : (
                <Circle className="size-5 text-ink-500" aria-hidden="true" />
              )}
              {NAMES[r]}: {evidence[r] ? 'matched' : 'not yet'}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-ink-700">
          Your tier: <strong data-testid="identity-numbers-tier">{tierText(user.kyc_tier)}</strong>
        </p>
      </Card>
    </div>
  );
}

function LookupForm({
  registry,
  onMatched,
}: {
  registry: Registry;
  onMatched: (r: Registry) => void;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [virtual, setVirtual] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = registry === 'bvn' ? 'BVN' : virtual ? 'Virtual NIN' : 'NIN';
  const valid = virtual ? isVnin(value) : /^\d{11}$/.test(value.trim());

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid) {
      setError(
        virtual
          ? 'A virtual NIN is 16 characters: two letters, twelve digits, two letters'
          : `A ${label} is 11 digits`,
      );
      return;
    }
    setBusy(true);
    setError(null);
    const res = await apiRequest<IdentityLookupResult>(kycPaths.identityLookup, {
      body: { id_type: registry, id_number: value.trim() },
    });
    setBusy(false);
    // The token (or number) leaves this page's state whatever the answer.
    setValue('');
    if (!res.ok) return setError(res.msg);
    // The tier shown comes from the account info, read again now.
    await queryClient.invalidateQueries({ queryKey: accountInfoKey });
    onMatched(registry);
  }

  return (
    <form className="mt-5 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      {registry === 'nin' && (
        <VirtualNinCheckbox
          checked={virtual}
          label="Use a virtual NIN instead of my NIN"
          onChange={(on) => {
            setVirtual(on);
            setValue('');
            setError(null);
          }}
        />
      )}
      {virtual && (
        <div className="rounded-xl bg-ink-50 p-3 sm:p-4">
          <VirtualNinHelp />
        </div>
      )}
      <TextField
        label={`Your ${virtual ? 'virtual NIN' : label}`}
        name="identityNumber"
        autoComplete="off"
        inputMode={virtual ? 'text' : 'numeric'}
        hint={virtual ? '16 characters, e.g. AB012345678910YZ' : '11 digits'}
        value={value}
        error={error ?? undefined}
        onChange={(e) => setValue(virtual ? e.target.value.toUpperCase() : e.target.value)}
        className="max-w-md"
        maxLength={virtual ? 16 : 11}
      />
      <Button type="submit" loading={busy}>
        Look up my {label}
      </Button>
    </form>
  );
}
