import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  BUSINESS_DOCUMENT_MAX_BYTES,
  BUSINESS_DOCUMENTS_MAX,
  businessDocumentKindLabels,
  businessDocumentKinds,
  businessVerificationMessages,
  type ApiMode,
  type BusinessDocumentKind,
  type BusinessVerification,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { SelectField } from '../../components/SelectField';
import { formatDate } from '../../lib/format';
import { addKybDocument, kybKey } from './kyb-api';

const kindOptions = businessDocumentKinds.map((k) => ({
  value: k,
  label: businessDocumentKindLabels[k],
}));

/** A file chosen in the browser as a data URL (the API takes files that way). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(businessVerificationMessages.documentFile));
    reader.readAsDataURL(file);
  });
}

/**
 * The business's own papers on a business verification (issue 49): listed for every member of
 * the team; owners and developers add one (a CAC certificate, say) while it waits for its
 * people or a reviewer. Vouch's reviewer reads them beside the registry's record.
 */
export function KybDocuments({
  orgId,
  mode,
  v,
  canAdd,
}: {
  orgId: string;
  mode: ApiMode;
  v: BusinessVerification;
  canAdd: boolean;
}) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [kind, setKind] = useState<BusinessDocumentKind>('cac_certificate');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const open =
    (v.status === 'pending_people' || v.status === 'in_review') &&
    v.documents.length < BUSINESS_DOCUMENTS_MAX;

  async function add(file: File | undefined) {
    setResult(null);
    if (!file) return;
    if (file.size > BUSINESS_DOCUMENT_MAX_BYTES)
      return setResult({ tone: 'error', text: businessVerificationMessages.documentTooLarge });
    setBusy(true);
    let res;
    try {
      res = await addKybDocument(orgId, mode, v.id, { kind, file: await readAsDataUrl(file) });
    } catch (err) {
      const text = err instanceof Error ? err.message : businessVerificationMessages.documentFile;
      return setResult({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
    if (!res.ok) return setResult({ tone: 'error', text: res.msg });
    queryClient.setQueryData([...kybKey(orgId, mode), v.id], res.msg);
    setResult({
      tone: 'success',
      text: `${businessDocumentKindLabels[kind]} added: Vouch's reviewer reads it with the registry's record.`,
    });
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mt-5 mb-1 font-semibold text-ink-900">
        Your documents ({v.documents.length})
      </h3>
      {v.documents.length === 0 ? (
        <p className="text-sm text-ink-700">
          None yet. A CAC certificate or status report helps the reviewer decide.
        </p>
      ) : (
        <ul className="divide-y divide-ink-100 text-sm">
          {v.documents.map((d) => (
            <li key={d.id} className="flex flex-wrap justify-between gap-x-3 py-2">
              <span className="font-medium text-ink-900">{businessDocumentKindLabels[d.kind]}</span>
              <span className="text-ink-600">
                {d.pages === 1 ? '1 page' : `${d.pages} pages`} · {formatDate(d.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {result && (
        <Alert tone={result.tone} className="mt-3" onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      {canAdd && !open && v.documents.length >= BUSINESS_DOCUMENTS_MAX && (
        <p className="mt-2 text-sm text-ink-600">{businessVerificationMessages.documentsFull}.</p>
      )}
      {canAdd && open && (
        <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
          <SelectField
            label="Document"
            name="kyb-document-kind"
            options={kindOptions}
            value={kind}
            onChange={(e) => setKind(e.target.value as BusinessDocumentKind)}
          />
          <label className="inline-flex cursor-pointer items-center justify-center rounded-field border border-ink-300 bg-white px-3 py-2.5 text-sm font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-accent-600 hover:bg-ink-50">
            {busy ? 'Uploading…' : 'Upload a file'}
            <input
              type="file"
              accept="application/pdf,image/png,image/jpeg"
              className="sr-only"
              aria-describedby={`${headingId}-hint`}
              disabled={busy}
              onChange={(e) => {
                void add(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          <p id={`${headingId}-hint`} className="text-xs text-ink-600 sm:col-span-2">
            PDF, PNG or JPEG, up to 4 MB; a PDF is kept as images of its pages (at most 5).
          </p>
        </div>
      )}
    </section>
  );
}
