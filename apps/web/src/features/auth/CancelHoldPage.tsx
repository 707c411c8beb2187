import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { holdMessages, holdPaths } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { apiRequest } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthLayout } from './AuthLayout';

/**
 * /holds/cancel?token=… : the "Not me: cancel it" link of the mail sent when a wallet or number
 * is proven after verification (issue 30). A mail scanner that opens the link changes nothing:
 * the member presses the one button.
 */
export default function CancelHoldPage() {
  useDocumentTitle('Cancel a new wallet or number');
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
      <AuthLayout title="Cancelled" centered>
        <div className="flex flex-col items-center text-center">
          <CheckCircle2 className="size-14 text-success-700" aria-hidden="true" />
          <p className="mt-4 text-ink-700">{holdMessages.cancelled}</p>
          <Link to={paths.forgotPassword} className={`${buttonClass('primary')} mt-6 w-full`}>
            Reset my password
          </Link>
          <Link to={paths.login} className={`${buttonClass('ghost')} mt-2 w-full`}>
            Log in
          </Link>
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout title="Not you? Cancel it" centered>
      <div className="flex flex-col items-center text-center">
        <ShieldAlert className="size-14 text-warning-700" aria-hidden="true" />
        <p className="mt-4 text-ink-700">
          A wallet or number was just proven on your Vouch account. If you did not add it, cancel
          it: nobody who looks you up will see it, and every session on your account is signed out.
        </p>
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
          Cancel it and sign out everywhere
        </Button>
        <Link to={paths.login} className={`${buttonClass('ghost')} mt-2 w-full`}>
          It was me: keep it
        </Link>
      </div>
    </AuthLayout>
  );
}
