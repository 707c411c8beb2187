import { useId, useState } from 'react';
import type { DocumentRenewalReview, RenewalImageKind } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { describedBy, FieldError, FieldLabel, fieldClass } from '../../../components/field';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useFileSource } from '../../../lib/use-file-blob';
import { postRenewalDecision, renewalImageUrl } from './renewals-api';

const imageLabels: Record<RenewalImageKind, string> = {
  document: 'New document',
  selfie: 'Live selfie now',
  approved_selfie: 'Selfie approved before',
};

function Image({ id, kind, member }: { id: string; kind: RenewalImageKind; member: string }) {
  const image = useFileSource(renewalImageUrl(id, kind));
  return (
    <figure className="space-y-1">
      {image.status === 'ready' ? (
        <img
          src={image.src}
          alt={`${imageLabels[kind]} of ${member}`}
          className="w-full rounded-field border border-ink-200"
        />
      ) : (
        <div
          role="status"
          className="flex aspect-[4/3] items-center justify-center rounded-field bg-ink-100 p-2 text-center text-sm text-ink-600"
        >
          {image.status === 'failed' ? 'Could not be loaded' : 'Loading…'}
        </div>
      )}
      <figcaption className="text-sm text-ink-700">{imageLabels[kind]}</figcaption>
    </figure>
  );
}

/**
 * One driver's licence renewal (issue 50): the new document beside the live selfie and the selfie
 * approved before; the reviewer reads the expiry off the document and approves, or refuses with
 * the reason the member reads.
 */
export function RenewalCard({
  renewal: r,
  onDecided,
}: {
  renewal: DocumentRenewalReview;
  onDecided: (message: string) => void;
}) {
  const titleId = useId();
  const expiryId = useId();
  const reasonId = useId();
  const [expiresOn, setExpiresOn] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'approve' | 'refuse' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: 'approve' | 'refuse') {
    setBusy(decision);
    setError(null);
    const res = await postRenewalDecision(
      r.id,
      decision === 'approve' ? { decision, expires_on: expiresOn } : { decision, reason },
    );
    setBusy(null);
    if (res.ok) return onDecided(`${res.msg}: ${r.member.name}`);
    setErrors(res.errors ?? {});
    if (!res.errors) setError(res.msg);
  }

  return (
    <Card>
      <section aria-labelledby={titleId} className="space-y-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-brand-700">
            {r.member.name}
          </h2>
          <p className="text-sm text-ink-700 [overflow-wrap:anywhere]">
            {r.document_type === 'passport' ? 'Passport' : 'Driver’s licence'} · sent{' '}
            {formatDateTime(r.created_at)} · the one on record
            {r.previous_expires_on
              ? ` ${r.previous_expires_on < new Date().toISOString().slice(0, 10) ? 'expired' : 'expires'} ${formatDate(r.previous_expires_on)}`
              : ' had no date'}
            {r.documents_expired ? ' (answered as “documents expired” now)' : ''}
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <Image id={r.id} kind="document" member={r.member.name} />
          <Image id={r.id} kind="selfie" member={r.member.name} />
          <Image id={r.id} kind="approved_selfie" member={r.member.name} />
        </div>
        <p className="text-sm text-ink-700">
          The faces matched where the machine could compare them. Check that the document is the
          member’s and valid, compare the selfies, and read its expiry date.
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <FieldLabel htmlFor={expiryId}>Expiry date on the document</FieldLabel>
            <input
              id={expiryId}
              type="date"
              value={expiresOn}
              onChange={(e) => setExpiresOn(e.target.value)}
              aria-invalid={errors.expires_on ? true : undefined}
              aria-describedby={describedBy(!!errors.expires_on && `${expiryId}-error`)}
              className={fieldClass(!!errors.expires_on)}
            />
            <FieldError id={`${expiryId}-error`} message={errors.expires_on} />
          </div>
          <div>
            <FieldLabel htmlFor={reasonId}>Reason, if you refuse (the member reads it)</FieldLabel>
            <textarea
              id={reasonId}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy(!!errors.reason && `${reasonId}-error`)}
              className={fieldClass(!!errors.reason, 'resize-y')}
            />
            <FieldError id={`${reasonId}-error`} message={errors.reason} />
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button loading={busy === 'approve'} onClick={() => void decide('approve')}>
            Approve with this date
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'refuse'}
            onClick={() => void decide('refuse')}
          >
            Refuse
          </Button>
        </div>
      </section>
    </Card>
  );
}
