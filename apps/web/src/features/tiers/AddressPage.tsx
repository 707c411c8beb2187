import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  addressProofKinds,
  addressProofPaths,
  type AddressProofKind,
  type MyAddress,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { describedBy, FieldError, FieldLabel, fieldClass } from '../../components/field';
import { PageHeading } from '../../components/PageHeading';
import { SelectField } from '../../components/SelectField';
import { PageSpinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { accountInfoKey } from '../../lib/account-info';
import { apiRequest } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { paths, safeNextPath } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAccountInfo } from '../../lib/user-info';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import { readUpload } from '../kyc';
import { addressKey, useMyAddress } from './use-my-address';

const m = defineMessages({
  title: {
    id: 'tiers.AddressPage.title',
    defaultMessage: 'Your address',
    description: 'Page heading and tab title',
  },
  description: {
    id: 'tiers.AddressPage.description',
    defaultMessage:
      "KYC Tier 3 needs your residential address, confirmed by a recent utility bill or bank statement. Only you and Vouch's reviewers see it: businesses and payers see only your tier.",
  },
  verifyFirst: {
    id: 'tiers.AddressPage.verifyFirst',
    defaultMessage: 'Verify your identity first.',
  },
  goToKyc: { id: 'tiers.AddressPage.goToKyc', defaultMessage: 'Go to KYC', description: 'Link' },
  beingReviewed: {
    id: 'tiers.AddressPage.beingReviewed',
    defaultMessage: 'Your document is being reviewed',
    description: 'Heading',
  },
  waitingChecking: {
    id: 'tiers.AddressPage.waitingChecking',
    defaultMessage: 'Being read, then a reviewer checks it. We will show the answer here.',
  },
  waitingPending: {
    id: 'tiers.AddressPage.waitingPending',
    defaultMessage:
      'A reviewer is checking it, usually within a day. We will show the answer here.',
  },
  refusedTitle: {
    id: 'tiers.AddressPage.refusedTitle',
    defaultMessage: 'Your last document was refused',
    description: "Heading; the reviewer's reason follows",
  },
  confirmedTitle: {
    id: 'tiers.AddressPage.confirmedTitle',
    defaultMessage: 'Your address is confirmed',
  },
  continue: { id: 'tiers.AddressPage.continue', defaultMessage: 'Continue', description: 'Link' },
  confirmedAddress: {
    id: 'tiers.AddressPage.confirmedAddress',
    defaultMessage: 'Confirmed address',
    description: 'Heading',
  },
  confirmedOn: {
    id: 'tiers.AddressPage.confirmedOn',
    defaultMessage: 'Confirmed {date}',
    description: '{date}: e.g. 5 March 2025',
  },
  noneYet: { id: 'tiers.AddressPage.noneYet', defaultMessage: 'None yet.' },
  latest: {
    id: 'tiers.AddressPage.latest',
    defaultMessage: 'Latest document: <b>{status}</b>',
    description: "{status}: the document's state, e.g. Confirmed",
  },
  statusChecking: {
    id: 'tiers.AddressPage.statusChecking',
    defaultMessage: 'Being read, then a reviewer checks it',
    description: "A document's state; goes into {status}",
  },
  statusPending: {
    id: 'tiers.AddressPage.statusPending',
    defaultMessage: 'A reviewer is checking it, usually within a day',
    description: "A document's state; goes into {status}",
  },
  statusConfirmed: {
    id: 'tiers.AddressPage.statusConfirmed',
    defaultMessage: 'Confirmed',
    description: "A document's state; goes into {status}",
  },
  statusRefused: {
    id: 'tiers.AddressPage.statusRefused',
    defaultMessage: 'Refused',
    description: "A document's state; goes into {status}",
  },
  newAddress: {
    id: 'tiers.AddressPage.newAddress',
    defaultMessage: 'A new address',
    description: 'Form heading',
  },
  confirmYours: {
    id: 'tiers.AddressPage.confirmYours',
    defaultMessage: 'Confirm your address',
    description: 'Form heading',
  },
  residentialAddress: {
    id: 'tiers.AddressPage.residentialAddress',
    defaultMessage: 'Residential address',
    description: 'Field label',
  },
  kind: {
    id: 'tiers.AddressPage.kind',
    defaultMessage: 'Kind of document',
    description: 'Field label',
  },
  chooseOne: {
    id: 'tiers.AddressPage.chooseOne',
    defaultMessage: 'Choose one',
    description: 'Select placeholder',
  },
  utilityBill: {
    id: 'tiers.AddressPage.utilityBill',
    defaultMessage: 'Utility bill (electricity, water or waste)',
    description: 'A kind of document',
  },
  bankStatement: {
    id: 'tiers.AddressPage.bankStatement',
    defaultMessage: 'Bank statement',
    description: 'A kind of document',
  },
  datePrinted: {
    id: 'tiers.AddressPage.datePrinted',
    defaultMessage: 'Date printed on it',
    description: 'Field label: the date on the bill or statement',
  },
  withinThreeMonths: {
    id: 'tiers.AddressPage.withinThreeMonths',
    defaultMessage: 'Within the last three months',
    description: 'Hint under the date',
  },
  photo: {
    id: 'tiers.AddressPage.photo',
    defaultMessage: 'Photo of the document',
    description: 'Field label',
  },
  photoHint: {
    id: 'tiers.AddressPage.photoHint',
    defaultMessage: 'JPEG or PNG, the whole page, your name and address readable',
  },
  send: { id: 'tiers.AddressPage.send', defaultMessage: 'Send for review', description: 'Button' },
  dayNote: {
    id: 'tiers.AddressPage.dayNote',
    defaultMessage: 'A reviewer checks your document, usually within a day.',
  },
});

const statusWords = {
  checking: m.statusChecking,
  pending: m.statusPending,
  confirmed: m.statusConfirmed,
  refused: m.statusRefused,
} as const;

const kindWords = {
  utility_bill: m.utilityBill,
  bank_statement: m.bankStatement,
} as const satisfies Record<AddressProofKind, unknown>;

/**
 * The member's residential address for KYC Tier 3 (issue 48): the one confirmed, the latest
 * document's state (with a refusal's reason), and a form for a new document. The address is the
 * member's and a reviewer's to read; businesses and payers see only the tier.
 */
export default function AddressPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const me = useAccountInfo();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const verified = me.data?.status === 'VERIFIED';
  const mine = useMyAddress(verified);
  if (me.isPending || (verified && mine.isPending)) return <PageSpinner />;
  if (me.isError) return <Alert tone="error">{me.error.message}</Alert>;
  return (
    <>
      <PageHeading
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
      />
      {!verified ? (
        <Alert tone="info">
          {intl.formatMessage(m.verifyFirst)}{' '}
          <Link className="font-semibold underline" to={paths.kyc}>
            {intl.formatMessage(m.goToKyc)}
          </Link>
        </Alert>
      ) : mine.isError ? (
        <Alert tone="error">{mine.error.message}</Alert>
      ) : (
        <Address mine={mine.data!} next={next} />
      )}
    </>
  );
}

function Address({ mine, next }: { mine: MyAddress; next: string | null }) {
  const intl = useIntl();
  const latest = mine.latest;
  const waiting = latest?.status === 'checking' || latest?.status === 'pending';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <Card>
        {waiting ? (
          <Alert tone="info" title={intl.formatMessage(m.beingReviewed)}>
            {intl.formatMessage(
              latest.status === 'checking' ? m.waitingChecking : m.waitingPending,
            )}
          </Alert>
        ) : (
          <>
            {latest?.status === 'refused' && (
              <Alert tone="warning" title={intl.formatMessage(m.refusedTitle)} className="mb-5">
                {latest.reason}
              </Alert>
            )}
            {latest?.status === 'confirmed' && next && (
              <Alert tone="success" title={intl.formatMessage(m.confirmedTitle)} className="mb-5">
                <Link className="font-semibold underline" to={next}>
                  {intl.formatMessage(m.continue)}
                </Link>
              </Alert>
            )}
            <AddressForm confirmed={mine.confirmed?.address ?? null} />
          </>
        )}
      </Card>
      <Card aria-label={intl.formatMessage(m.confirmedAddress)}>
        <h2 className="font-semibold text-ink-900">{intl.formatMessage(m.confirmedAddress)}</h2>
        {mine.confirmed ? (
          <>
            <p
              className="mt-2 text-ink-900 [overflow-wrap:anywhere]"
              data-testid="confirmed-address"
            >
              {mine.confirmed.address}
            </p>
            <p className="mt-1 text-sm text-ink-600">
              {intl.formatMessage(m.confirmedOn, { date: formatDate(mine.confirmed.confirmed_at) })}
            </p>
          </>
        ) : (
          <p className="mt-2 text-sm text-ink-600">{intl.formatMessage(m.noneYet)}</p>
        )}
        {latest && (
          <p className="mt-4 text-sm text-ink-700">
            <FormattedMessage
              {...m.latest}
              values={{
                status: intl.formatMessage(statusWords[latest.status]),
                b: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </p>
        )}
      </Card>
    </div>
  );
}

function AddressForm({ confirmed }: { confirmed: string | null }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const addressId = useId();
  const [address, setAddress] = useState(confirmed ?? '');
  const [kind, setKind] = useState<AddressProofKind | ''>('');
  const [issuedOn, setIssuedOn] = useState('');
  const [document, setDocument] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    const read = await readUpload(file);
    if (read.ok) {
      setDocument(read.dataUrl);
      setErrors((e) => ({ ...e, document: '' }));
    } else setErrors((e) => ({ ...e, document: read.message }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await apiRequest<MyAddress>(addressProofPaths.mine, {
      body: { address, document_kind: kind, issued_on: issuedOn, document: document ?? '' },
    });
    setBusy(false);
    if (!res.ok) {
      setErrors(res.errors ?? {});
      if (!res.errors) setError(res.msg);
      return;
    }
    setErrors({});
    queryClient.setQueryData(addressKey, res.msg);
    void queryClient.invalidateQueries({ queryKey: accountInfoKey });
  }

  return (
    <form className="space-y-5" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="font-semibold text-ink-900">
        {intl.formatMessage(confirmed ? m.newAddress : m.confirmYours)}
      </h2>
      <div>
        <FieldLabel htmlFor={addressId} required>
          {intl.formatMessage(m.residentialAddress)}
        </FieldLabel>
        <textarea
          id={addressId}
          rows={3}
          maxLength={300}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={describedBy(!!errors.address && `${addressId}-error`)}
          className={fieldClass(!!errors.address, 'resize-y')}
          placeholder="12 Allen Avenue, Ikeja, Lagos"
        />
        <FieldError id={`${addressId}-error`} message={errors.address} />
      </div>
      <SelectField
        label={intl.formatMessage(m.kind)}
        name="document_kind"
        required
        placeholder={intl.formatMessage(m.chooseOne)}
        options={addressProofKinds.map((k) => ({
          value: k.value,
          label: intl.formatMessage(kindWords[k.value]),
        }))}
        value={kind}
        error={errors.document_kind}
        onChange={(e) => setKind(e.target.value as AddressProofKind)}
      />
      <TextField
        label={intl.formatMessage(m.datePrinted)}
        name="issued_on"
        type="date"
        required
        hint={intl.formatMessage(m.withinThreeMonths)}
        value={issuedOn}
        error={errors.issued_on}
        onChange={(e) => setIssuedOn(e.target.value)}
        className="max-w-xs"
      />
      <TextField
        label={intl.formatMessage(m.photo)}
        name="document"
        type="file"
        accept="image/jpeg,image/png"
        required
        hint={intl.formatMessage(m.photoHint)}
        error={errors.document}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={busy}>
        {intl.formatMessage(m.send)}
      </Button>
      <p className="text-sm text-ink-600">{intl.formatMessage(m.dayNote)}</p>
    </form>
  );
}
