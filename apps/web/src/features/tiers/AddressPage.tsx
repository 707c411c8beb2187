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
import { readUpload } from '../kyc';
import { addressKey, useMyAddress } from './use-my-address';

const statusWords = {
  checking: 'Being read, then a reviewer checks it',
  pending: 'A reviewer is checking it, usually within a day',
  confirmed: 'Confirmed',
  refused: 'Refused',
} as const;

/**
 * The member's residential address for KYC Tier 3 (issue 48): the one confirmed, the latest
 * document's state (with a refusal's reason), and a form for a new document. The address is the
 * member's and a reviewer's to read; businesses and payers see only the tier.
 */
export default function AddressPage() {
  useDocumentTitle('Your address');
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
        title="Your address"
        description="KYC Tier 3 needs your residential address, confirmed by a recent utility bill or bank statement. Only you and Vouch's reviewers see it: businesses and payers see only your tier."
      />
      {!verified ? (
        <Alert tone="info">
          Verify your identity first.{' '}
          <Link className="font-semibold underline" to={paths.kyc}>
            Go to KYC
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
  const latest = mine.latest;
  const waiting = latest?.status === 'checking' || latest?.status === 'pending';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <Card>
        {waiting ? (
          <Alert tone="info" title="Your document is being reviewed">
            {statusWords[latest.status]}. We will show the answer here.
          </Alert>
        ) : (
          <>
            {latest?.status === 'refused' && (
              <Alert tone="warning" title="Your last document was refused" className="mb-5">
                {latest.reason}
              </Alert>
            )}
            {latest?.status === 'confirmed' && next && (
              <Alert tone="success" title="Your address is confirmed" className="mb-5">
                <Link className="font-semibold underline" to={next}>
                  Continue
                </Link>
              </Alert>
            )}
            <AddressForm confirmed={mine.confirmed?.address ?? null} />
          </>
        )}
      </Card>
      <Card aria-label="Confirmed address">
        <h2 className="font-semibold text-ink-900">Confirmed address</h2>
        {mine.confirmed ? (
          <>
            <p
              className="mt-2 text-ink-900 [overflow-wrap:anywhere]"
              data-testid="confirmed-address"
            >
              {mine.confirmed.address}
            </p>
            <p className="mt-1 text-sm text-ink-600">
              Confirmed {formatDate(mine.confirmed.confirmed_at)}
            </p>
          </>
        ) : (
          <p className="mt-2 text-sm text-ink-600">None yet.</p>
        )}
        {latest && (
          <p className="mt-4 text-sm text-ink-700">
            Latest document: <strong>{statusWords[latest.status]}</strong>
          </p>
        )}
      </Card>
    </div>
  );
}

function AddressForm({ confirmed }: { confirmed: string | null }) {
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
        {confirmed ? 'A new address' : 'Confirm your address'}
      </h2>
      <div>
        <FieldLabel htmlFor={addressId} required>
          Residential address
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
        label="Kind of document"
        name="document_kind"
        required
        placeholder="Choose one"
        options={addressProofKinds}
        value={kind}
        error={errors.document_kind}
        onChange={(e) => setKind(e.target.value as AddressProofKind)}
      />
      <TextField
        label="Date printed on it"
        name="issued_on"
        type="date"
        required
        hint="Within the last three months"
        value={issuedOn}
        error={errors.issued_on}
        onChange={(e) => setIssuedOn(e.target.value)}
        className="max-w-xs"
      />
      <TextField
        label="Photo of the document"
        name="document"
        type="file"
        accept="image/jpeg,image/png"
        required
        hint="JPEG or PNG, the whole page, your name and address readable"
        error={errors.document}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={busy}>
        Send for review
      </Button>
      <p className="text-sm text-ink-600">A reviewer checks your document, usually within a day.</p>
    </form>
  );
}
