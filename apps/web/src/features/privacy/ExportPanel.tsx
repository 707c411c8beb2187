import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_LINK_HOURS, type MyDataSummary } from '@vouch/contracts';
import { Alert, type AlertTone } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatDateTime } from '../../lib/format';
import { privacyKeys, requestExport } from './api';

/** What the latest copy asked for is doing, in a sentence (null: nothing to say). */
function latestCopy(exp: MyDataSummary['export']): string | null {
  if (!exp) return null;
  switch (exp.status) {
    case 'open':
      return `A copy asked for on ${formatDateTime(exp.requested_at)} is being prepared.`;
    case 'ready':
      return `A link to your copy was e-mailed to you. It works once, until ${formatDateTime(exp.expires_at)}.`;
    case 'downloaded':
      return `Your last copy (asked for on ${formatDateTime(exp.requested_at)}) was downloaded.`;
    case 'expired':
      return 'The link to your last copy has expired. Ask for a new one.';
    default:
      return null;
  }
}

/** "Download a copy": a background job builds the ZIP and mails a one-time link. */
export function ExportPanel({ latest }: { latest: MyDataSummary['export'] }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: AlertTone; text: string } | null>(null);

  async function ask() {
    setBusy(true);
    setResult(null);
    const res = await requestExport();
    setBusy(false);
    // 409: a copy is already being prepared; the API says so.
    setResult({ tone: res.ok ? 'success' : res.status === 409 ? 'info' : 'error', text: res.msg });
    void queryClient.invalidateQueries({ queryKey: privacyKeys.myData });
  }

  const status = latestCopy(latest);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-brand-700">Download a copy</h2>
      <p className="mt-1 text-ink-700">
        We put everything above in a ZIP file: one JSON file per group, plus your own photos and
        documents. We e-mail you a link; it works once, for {EXPORT_LINK_HOURS} hours, after you
        sign in.
      </p>
      {status && !result && <p className="mt-3 text-sm text-ink-600">{status}</p>}
      {result && (
        <Alert tone={result.tone} className="mt-4" onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      <Button className="mt-4" loading={busy} onClick={() => void ask()}>
        <Download className="size-5" aria-hidden="true" />
        Download a copy
      </Button>
    </Card>
  );
}
