import { CheckCircle2, CircleSlash, HelpCircle } from 'lucide-react';
import { useId, useState } from 'react';
import {
  addressProofKinds,
  type AddressProofItem,
  type AddressProofReading,
} from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { describedBy, FieldError, FieldLabel, fieldClass } from '../../../components/field';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useFileSource } from '../../../lib/use-file-blob';
import { postAddressDecision } from './address-api';

const READ: { key: keyof Omit<AddressProofReading, 'readable'>; label: string }[] = [
  { key: 'name_found', label: 'Their verified name' },
  { key: 'address_found', label: 'The address they typed' },
  { key: 'date_found', label: 'The date they typed' },
];

/** What the OCR found, as advice: a reviewer decides from the image. */
function Reading({ reading }: { reading: AddressProofReading | null }) {
  if (!reading || !reading.readable)
    return (
      <p className="flex items-center gap-2 text-sm text-ink-600">
        <HelpCircle className="size-4" aria-hidden="true" />
        {reading
          ? 'The text could not be read: compare the image yourself.'
          : 'Not read by the OCR: compare the image yourself.'}
      </p>
    );
  return (
    <ul className="space-y-1 text-sm" aria-label="What the OCR found on the document">
      {READ.map(({ key, label }) => (
        <li key={key} className="flex items-center gap-2">
          {reading[key] ? (
            <CheckCircle2 className="size-4 text-success-700" aria-hidden="true" />
          ) : (
            <CircleSlash className="size-4 text-danger-700" aria-hidden="true" />
          )}
          {label}: {reading[key] ? 'found' : 'not found'}
        </li>
      ))}
    </ul>
  );
}

/** One address document: the image beside what was typed and read; confirm, or refuse with a reason. */
export function AddressProofCard({
  item,
  onDecided,
}: {
  item: AddressProofItem;
  onDecided: (message: string) => void;
}) {
  const reasonId = useId();
  const image = useFileSource(item.document_url);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'confirm' | 'refuse' | null>(null);
  const [error, setError] = useState<{ msg: string; field?: string } | null>(null);
  const titleId = `address-${item.id}`;
  const kind = addressProofKinds.find((k) => k.value === item.document_kind)?.label;

  async function decide(decision: 'confirm' | 'refuse') {
    setBusy(decision);
    setError(null);
    const res = await postAddressDecision(item.id, {
      decision,
      ...(decision === 'refuse' ? { reason: reason.trim() } : {}),
    });
    setBusy(null);
    if (res.ok) onDecided(`${res.msg}: ${item.member.name}`);
    else setError({ msg: res.msg, field: res.errors?.reason });
  }

  return (
    <Card>
      <section
        aria-labelledby={titleId}
        className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      >
        <div className="space-y-3">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-brand-700">
              {item.member.name}
            </h2>
            <p className="text-sm text-ink-700 [overflow-wrap:anywhere]">
              {item.member.email} · <span className="font-mono">{item.member.uuid}</span>
            </p>
            <p className="text-sm text-ink-600">Sent {formatDateTime(item.submitted_at)}</p>
          </div>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-600">Address typed</dt>
            <dd className="font-semibold text-ink-900 [overflow-wrap:anywhere]">{item.address}</dd>
            <dt className="text-ink-600">Document</dt>
            <dd className="text-ink-900">{kind}</dd>
            <dt className="text-ink-600">Dated</dt>
            <dd className="text-ink-900">{formatDate(`${item.issued_on}T12:00:00Z`)}</dd>
          </dl>
          <Reading reading={item.reading} />
          {error && !error.field && <Alert tone="error">{error.msg}</Alert>}
          {refusing ? (
            <div className="space-y-3">
              <div>
                <FieldLabel htmlFor={reasonId} required>
                  Reason for the member
                </FieldLabel>
                <textarea
                  id={reasonId}
                  rows={3}
                  maxLength={500}
                  value={reason}
                  onChange={(e) => {
                    setReason(e.target.value);
                    if (error) setError(null);
                  }}
                  aria-invalid={error?.field ? true : undefined}
                  aria-describedby={describedBy(!!error?.field && `${reasonId}-error`)}
                  className={fieldClass(!!error?.field, 'resize-y')}
                />
                <FieldError id={`${reasonId}-error`} message={error?.field} />
              </div>
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                <Button variant="secondary" onClick={() => setRefusing(false)}>
                  Cancel
                </Button>
                <Button
                  variant="danger"
                  loading={busy === 'refuse'}
                  onClick={() => void decide('refuse')}
                >
                  Refuse
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button loading={busy === 'confirm'} onClick={() => void decide('confirm')}>
                Confirm address
              </Button>
              <Button variant="secondary" onClick={() => setRefusing(true)}>
                Refuse…
              </Button>
            </div>
          )}
        </div>
        <figure className="min-w-0">
          {image.status === 'ready' ? (
            <img
              src={image.src}
              alt={`The ${kind?.toLowerCase() ?? 'document'} ${item.member.name} sent`}
              className="w-full rounded-field border border-ink-200"
            />
          ) : (
            <div className="flex aspect-[4/3] items-center justify-center rounded-field bg-ink-100 text-sm text-ink-600">
              {image.status === 'failed' ? 'The image could not be loaded' : 'Loading the image…'}
            </div>
          )}
        </figure>
      </section>
    </Card>
  );
}
