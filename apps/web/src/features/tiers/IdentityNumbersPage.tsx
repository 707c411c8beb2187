import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isVnin, kycPaths, type IdentityLookupResult, type MemberProfile } from '@vouch/contracts';
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
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import { tierName } from './tier-text';
import { VirtualNinCheckbox } from './VirtualNinCheckbox';
import { VirtualNinHelp } from './VirtualNinHelp';

const m = defineMessages({
  title: {
    id: 'tiers.IdentityNumbersPage.title',
    defaultMessage: 'Your BVN and NIN',
    description: 'Page heading and tab title',
  },
  description: {
    id: 'tiers.IdentityNumbersPage.description',
    defaultMessage:
      'Banks and wallets place you in a CBN tier by the numbers Vouch matched with your verified name and date of birth.',
  },
  inWizard: {
    id: 'tiers.IdentityNumbersPage.inWizard',
    defaultMessage: 'Look up your BVN or NIN in the KYC wizard when you verify.',
  },
  goToKyc: {
    id: 'tiers.IdentityNumbersPage.goToKyc',
    defaultMessage: 'Go to KYC',
    description: 'Link',
  },
  continue: {
    id: 'tiers.IdentityNumbersPage.continue',
    defaultMessage: 'Continue',
    description: 'Link',
  },
  recordMatched: {
    id: 'tiers.IdentityNumbersPage.recordMatched',
    defaultMessage: 'Your {name} record matched',
    description: 'Heading; {name}: BVN or NIN',
  },
  matchesYou: {
    id: 'tiers.IdentityNumbersPage.matchesYou',
    defaultMessage: 'It matches your verified name and date of birth. Your tier: {tier}.',
    description: '{tier}: e.g. "Tier 2"',
  },
  bothMatched: {
    id: 'tiers.IdentityNumbersPage.bothMatched',
    defaultMessage: 'Both numbers are matched',
    description: 'Heading: the BVN and the NIN both matched',
  },
  yourTier: {
    id: 'tiers.IdentityNumbersPage.yourTier',
    defaultMessage: 'Your tier: {tier}.',
    description: '{tier}: e.g. "Tier 2"',
  },
  lookUp: {
    id: 'tiers.IdentityNumbersPage.lookUp',
    defaultMessage: 'Look up your {name}',
    description: 'Heading; {name}: BVN or NIN',
  },
  whichNumber: {
    id: 'tiers.IdentityNumbersPage.whichNumber',
    defaultMessage: 'Which number?',
    description: 'Choice between NIN and BVN',
  },
  ninOrVirtual: {
    id: 'tiers.IdentityNumbersPage.ninOrVirtual',
    defaultMessage: 'NIN (or virtual NIN)',
    description: 'A choice',
  },
  matchedNumbers: {
    id: 'tiers.IdentityNumbersPage.matchedNumbers',
    defaultMessage: 'Matched numbers',
    description: 'Name of the side card, for screen readers',
  },
  matchedWith: {
    id: 'tiers.IdentityNumbersPage.matchedWith',
    defaultMessage: 'Matched with your verification',
    description: 'Heading',
  },
  numberState: {
    id: 'tiers.IdentityNumbersPage.numberState',
    defaultMessage: '{name}: {matched, select, yes {matched} other {not yet}}',
    description: '{name}: BVN or NIN; whether it matched the verified name and date of birth',
  },
  tierLine: {
    id: 'tiers.IdentityNumbersPage.tierLine',
    defaultMessage: 'Your tier: <b>{tier}</b>',
    description: '{tier}: e.g. "Tier 2"',
  },
  vninLength: {
    id: 'tiers.IdentityNumbersPage.vninLength',
    defaultMessage: 'A virtual NIN is 16 characters: two letters, twelve digits, two letters',
  },
  numberLength: {
    id: 'tiers.IdentityNumbersPage.numberLength',
    defaultMessage: 'A {name} is 11 digits',
    description: '{name}: BVN or NIN',
  },
  useVirtual: {
    id: 'tiers.IdentityNumbersPage.useVirtual',
    defaultMessage: 'Use a virtual NIN instead of my NIN',
    description: 'Checkbox',
  },
  yourVirtual: {
    id: 'tiers.IdentityNumbersPage.yourVirtual',
    defaultMessage: 'Your virtual NIN',
    description: 'Field label',
  },
  yourNumber: {
    id: 'tiers.IdentityNumbersPage.yourNumber',
    defaultMessage: 'Your {name}',
    description: 'Field label; {name}: BVN or NIN',
  },
  vninHint: {
    id: 'tiers.IdentityNumbersPage.vninHint',
    defaultMessage: '16 characters, e.g. AB012345678910YZ',
  },
  numberHint: { id: 'tiers.IdentityNumbersPage.numberHint', defaultMessage: '11 digits' },
  lookUpMyVirtual: {
    id: 'tiers.IdentityNumbersPage.lookUpMyVirtual',
    defaultMessage: 'Look up my Virtual NIN',
    description: 'Button',
  },
  lookUpMy: {
    id: 'tiers.IdentityNumbersPage.lookUpMy',
    defaultMessage: 'Look up my {name}',
    description: 'Button; {name}: BVN or NIN',
  },
});

type Registry = 'bvn' | 'nin';
const NAMES: Record<Registry, string> = { bvn: 'BVN', nin: 'NIN' };

/**
 * A verified member adds the BVN or NIN their next tier needs (issue 48): the same lookup as the
 * KYC wizard's (their certified names and date of birth, the account's 5 lookups, one answer for
 * a mismatch), and a match raises the tier at once. A NIN may be given as a virtual NIN, which is
 * sent once and kept nowhere, not even in this page's state after the answer.
 */
export default function IdentityNumbersPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const me = useAccountInfo();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  if (me.isPending) return <PageSpinner />;
  if (me.isError) return <Alert tone="error">{me.error.message}</Alert>;
  return (
    <>
      <PageHeading
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
      />
      {me.data.status !== 'VERIFIED' || !me.data.tier_evidence ? (
        <Alert tone="info">
          {intl.formatMessage(m.inWizard)}{' '}
          <Link className="font-semibold underline" to={paths.kyc}>
            {intl.formatMessage(m.goToKyc)}
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
  const intl = useIntl();
  const evidence = user.tier_evidence!;
  const tier = tierName(intl, user.kyc_tier);
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
      {intl.formatMessage(m.continue)}
    </Link>
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <Card>
        {justMatched ? (
          <>
            <Alert
              tone="success"
              title={intl.formatMessage(m.recordMatched, { name: NAMES[justMatched] })}
            >
              {intl.formatMessage(m.matchesYou, { tier })}
            </Alert>
            {continueLink}
          </>
        ) : evidence.bvn && evidence.nin ? (
          <>
            <Alert tone="success" title={intl.formatMessage(m.bothMatched)}>
              {intl.formatMessage(m.yourTier, { tier })}
            </Alert>
            {continueLink}
          </>
        ) : (
          <>
            {evidence.bvn || evidence.nin ? (
              <h2 className="font-semibold text-ink-900">
                {intl.formatMessage(m.lookUp, { name: NAMES[registry] })}
              </h2>
            ) : (
              <fieldset>
                <legend className="font-semibold text-ink-900">
                  {intl.formatMessage(m.whichNumber)}
                </legend>
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
                        {r === 'nin' ? intl.formatMessage(m.ninOrVirtual) : 'BVN'}
                      </label>
                    ))}
                </div>
              </fieldset>
            )}
            <LookupForm key={registry} registry={registry} onMatched={setJustMatched} />
          </>
        )}
      </Card>
      <Card aria-label={intl.formatMessage(m.matchedNumbers)}>
        <h2 className="font-semibold text-ink-900">{intl.formatMessage(m.matchedWith)}</h2>
        <ul className="mt-3 space-y-2">
          {(['bvn', 'nin'] as const).map((r) => (
            <li key={r} className="flex items-center gap-2" data-testid={`matched-${r}`}>
              {evidence[r] ? (
                <CheckCircle2 className="size-5 text-success-700" aria-hidden="true" />
              ) : (
                <Circle className="size-5 text-ink-500" aria-hidden="true" />
              )}
              {intl.formatMessage(m.numberState, {
                name: NAMES[r],
                matched: evidence[r] ? 'yes' : 'no',
              })}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-ink-700">
          <FormattedMessage
            {...m.tierLine}
            values={{
              tier,
              b: (chunks) => <strong data-testid="identity-numbers-tier">{chunks}</strong>,
            }}
          />
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
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [virtual, setVirtual] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = registry === 'bvn' ? 'BVN' : 'NIN';
  const valid = virtual ? isVnin(value) : /^\d{11}$/.test(value.trim());

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid) {
      setError(
        virtual
          ? intl.formatMessage(m.vninLength)
          : intl.formatMessage(m.numberLength, { name: label }),
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
          label={intl.formatMessage(m.useVirtual)}
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
        label={
          virtual
            ? intl.formatMessage(m.yourVirtual)
            : intl.formatMessage(m.yourNumber, { name: label })
        }
        name="identityNumber"
        autoComplete="off"
        inputMode={virtual ? 'text' : 'numeric'}
        hint={intl.formatMessage(virtual ? m.vninHint : m.numberHint)}
        value={value}
        error={error ?? undefined}
        onChange={(e) => setValue(virtual ? e.target.value.toUpperCase() : e.target.value)}
        className="max-w-md"
        maxLength={virtual ? 16 : 11}
      />
      <Button type="submit" loading={busy}>
        {virtual
          ? intl.formatMessage(m.lookUpMyVirtual)
          : intl.formatMessage(m.lookUpMy, { name: label })}
      </Button>
    </form>
  );
}
