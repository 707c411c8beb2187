import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_LINK_HOURS, type MyDataSummary } from '@vouch/contracts';
import { Alert, type AlertTone } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatDateTime } from '../../lib/format';
import { privacyKeys, requestExport } from './api';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  open: {
    id: 'privacy.ExportPanel.open',
    defaultMessage: 'A copy asked for on {when} is being prepared.',
    description: '{when}: a date and time',
  },
  ready: {
    id: 'privacy.ExportPanel.ready',
    defaultMessage: 'A link to your copy was e-mailed to you. It works once, until {when}.',
    description: '{when}: a date and time',
  },
  downloaded: {
    id: 'privacy.ExportPanel.downloaded',
    defaultMessage: 'Your last copy (asked for on {when}) was downloaded.',
    description: '{when}: a date and time',
  },
  expired: {
    id: 'privacy.ExportPanel.expired',
    defaultMessage: 'The link to your last copy has expired. Ask for a new one.',
  },
  title: {
    id: 'privacy.ExportPanel.title',
    defaultMessage: 'Download a copy',
    description: 'Heading and button',
  },
  text: {
    id: 'privacy.ExportPanel.text',
    defaultMessage:
      'We put everything above in a ZIP file: one JSON file per group, plus your own photos and documents. We e-mail you a link; it works once, for {hours} hours, after you sign in.',
  },
});

/** What the latest copy asked for is doing, in a sentence (null: nothing to say). */
function latestCopy(intl: ReturnType<typeof useIntl>, exp: MyDataSummary['export']): string | null {
  if (!exp) return null;
  switch (exp.status) {
    case 'open':
      return intl.formatMessage(m.open, { when: formatDateTime(exp.requested_at) });
    case 'ready':
      return intl.formatMessage(m.ready, { when: formatDateTime(exp.expires_at) });
    case 'downloaded':
      return intl.formatMessage(m.downloaded, { when: formatDateTime(exp.requested_at) });
    case 'expired':
      return intl.formatMessage(m.expired);
    default:
      return null;
  }
}

/** "Download a copy": a background job builds the ZIP and mails a one-time link. */
export function ExportPanel({ latest }: { latest: MyDataSummary['export'] }) {
  const intl = useIntl();
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

  const status = latestCopy(intl, latest);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-brand-700">{intl.formatMessage(m.title)}</h2>
      <p className="mt-1 text-ink-700">
        {intl.formatMessage(m.text, { hours: EXPORT_LINK_HOURS })}
      </p>
      {status && !result && <p className="mt-3 text-sm text-ink-600">{status}</p>}
      {result && (
        <Alert tone={result.tone} className="mt-4" onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      <Button className="mt-4" loading={busy} onClick={() => void ask()}>
        <Download className="size-5" aria-hidden="true" />
        {intl.formatMessage(m.title)}
      </Button>
    </Card>
  );
}
