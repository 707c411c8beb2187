import { Download, FileArchive } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { privacyMessages } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { loginThenBack, paths } from '../../lib/paths';
import { clearSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { downloadExport, saveBlob } from './api';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  tabTitle: {
    id: 'privacy.DownloadPage.tabTitle',
    defaultMessage: 'Download your data',
    description: 'Browser tab title',
  },
  title: { id: 'privacy.DownloadPage.title', defaultMessage: 'Your copy of your data' },
  text: {
    id: 'privacy.DownloadPage.text',
    defaultMessage:
      'A ZIP file with one JSON file per group (account, KYC submissions, payments, lookups, tickets, consents) and your own photos and documents. This link works once: keep the file somewhere safe, it holds your identity documents.',
  },
  started: {
    id: 'privacy.DownloadPage.started',
    defaultMessage:
      'Your download has started. The link is now used; ask for a new copy on the Your data page if you need one.',
    description: '"Your data" is the name of the page: use the same words as its title',
  },
  download: {
    id: 'privacy.DownloadPage.download',
    defaultMessage: 'Download',
    description: 'Button',
  },
  goBack: {
    id: 'privacy.DownloadPage.goBack',
    defaultMessage: 'Go to Your data',
    description: 'Link button; "Your data" is the name of the page',
  },
});

type State = { kind: 'idle' } | { kind: 'done' } | { kind: 'failed'; msg: string };

/**
 * /your-data/download?token= (the export mail's link; signed-in only, the router brings the
 * member back here after login): one button fetches the ZIP with the bearer token and saves it.
 * The link works once, for its owner, for 24 hours; otherwise the API's message says so.
 */
export default function DownloadPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<State>(
    token ? { kind: 'idle' } : { kind: 'failed', msg: privacyMessages.exportLinkInvalid },
  );

  async function download() {
    setBusy(true);
    const res = await downloadExport(token);
    setBusy(false);
    if (res.ok) {
      saveBlob(res.blob, 'vouch-my-data.zip');
      setState({ kind: 'done' });
      return;
    }
    if (res.status === 401) {
      // The session ended meanwhile: sign in again and come back to this link.
      clearSession();
      await navigate(loginThenBack(`${paths.yourDataDownload}?token=${encodeURIComponent(token)}`));
      return;
    }
    setState({ kind: 'failed', msg: res.msg });
  }

  return (
    <Card className="mx-auto max-w-xl">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <FileArchive className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-brand-700">
        {intl.formatMessage(m.title)}
      </h1>
      <p className="mt-2 text-ink-700">{intl.formatMessage(m.text)}</p>
      {state.kind === 'done' && (
        <Alert tone="success" className="mt-5">
          {intl.formatMessage(m.started)}
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert tone="error" className="mt-5">
          {state.msg}
        </Alert>
      )}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        {state.kind === 'idle' && (
          <Button loading={busy} onClick={() => void download()}>
            <Download className="size-5" aria-hidden="true" />
            {intl.formatMessage(m.download)}
          </Button>
        )}
        <Link
          to={paths.yourData}
          className={buttonClass(state.kind === 'idle' ? 'secondary' : 'primary')}
        >
          {intl.formatMessage(m.goBack)}
        </Link>
      </div>
    </Card>
  );
}
