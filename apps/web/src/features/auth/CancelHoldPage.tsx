import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { holdMessages, holdPaths } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { defineMessages, serverText, useIntl } from '../../i18n';
import { apiRequest } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthLayout } from './AuthLayout';

const m = defineMessages({
  tabTitle: {
    id: 'auth.CancelHoldPage.tabTitle',
    defaultMessage: 'Cancel a new wallet or number',
    description: 'Tab title',
  },
  cancelledTitle: {
    id: 'auth.CancelHoldPage.cancelledTitle',
    defaultMessage: 'Cancelled',
    description: 'Heading: the new wallet or number was cancelled',
  },
  resetPassword: {
    id: 'auth.CancelHoldPage.resetPassword',
    defaultMessage: 'Reset my password',
    description: 'Button',
  },
  login: { id: 'auth.CancelHoldPage.login', defaultMessage: 'Log in', description: 'Button' },
  title: { id: 'auth.CancelHoldPage.title', defaultMessage: 'Not you? Cancel it' },
  explain: {
    id: 'auth.CancelHoldPage.explain',
    defaultMessage:
      'A wallet or number was just proven on your Vouch account. If you did not add it, cancel it: nobody who looks you up will see it, and every session on your account is signed out.',
  },
  cancel: {
    id: 'auth.CancelHoldPage.cancel',
    defaultMessage: 'Cancel it and sign out everywhere',
    description: 'Button',
  },
  keep: {
    id: 'auth.CancelHoldPage.keep',
    defaultMessage: 'It was me: keep it',
    description: 'Button',
  },
});

/**
 * /holds/cancel?token=… : the "Not me: cancel it" link of the mail sent when a wallet or number
 * is proven after verification (issue 30). A mail scanner that opens the link changes nothing:
 * the member presses the one button.
 */
export default function CancelHoldPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(token ? null : holdMessages.tokenRequired);

  async function cancel() {
    setState('busy');
    setError(null);
    const res = await apiRequest<string>(holdPaths.cancelByLink, { body: { token } });
    if (!res.ok) {
      setState('idle');
      setError(res.msg);
      return;
    }
    setState('done');
  }

  if (state === 'done')
    return (
      <AuthLayout title={intl.formatMessage(m.cancelledTitle)} centered>
        <div className="flex flex-col items-center text-center">
          <CheckCircle2 className="size-14 text-success-700" aria-hidden="true" />
          <p className="mt-4 text-ink-700">{serverText(holdMessages.cancelled)}</p>
          <Link to={paths.forgotPassword} className={`${buttonClass('primary')} mt-6 w-full`}>
            {intl.formatMessage(m.resetPassword)}
          </Link>
          <Link to={paths.login} className={`${buttonClass('ghost')} mt-2 w-full`}>
            {intl.formatMessage(m.login)}
          </Link>
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout title={intl.formatMessage(m.title)} centered>
      <div className="flex flex-col items-center text-center">
        <ShieldAlert className="size-14 text-warning-700" aria-hidden="true" />
        <p className="mt-4 text-ink-700">{intl.formatMessage(m.explain)}</p>
        {error && (
          <Alert tone="error" className="mt-4 w-full text-left">
            {error}
          </Alert>
        )}
        <Button
          variant="danger"
          className="mt-6"
          fullWidth
          loading={state === 'busy'}
          disabled={!token}
          onClick={() => void cancel()}
        >
          {intl.formatMessage(m.cancel)}
        </Button>
        <Link to={paths.login} className={`${buttonClass('ghost')} mt-2 w-full`}>
          {intl.formatMessage(m.keep)}
        </Link>
      </div>
    </AuthLayout>
  );
}
