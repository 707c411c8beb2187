import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@vouch/contracts';
import { buttonClass } from '../../components/Button';
import { defineMessages, FormattedMessage, serverText, useIntl } from '../../i18n';
import { paths, SUPPORT_EMAIL } from '../../lib/paths';
import { isSignedIn } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountInfoKey, fetchAccountInfo } from '../../lib/account-info';
import { verifyEmail } from './api';
import { AuthLayout, authLinkClass } from './AuthLayout';

const m = defineMessages({
  tabTitle: {
    id: 'auth.EmailVerifiedPage.tabTitle',
    defaultMessage: 'Email verification',
    description: 'Tab title',
  },
  alreadyTitle: {
    id: 'auth.EmailVerifiedPage.alreadyTitle',
    defaultMessage: 'Email Already Verified',
  },
  already: {
    id: 'auth.EmailVerifiedPage.already',
    defaultMessage:
      'This link was already used: your email address is verified. There is nothing more to do.',
  },
  verified: {
    id: 'auth.EmailVerifiedPage.verified',
    defaultMessage:
      'Your email address has been verified. You now have full access to all features.',
  },
  dashboard: {
    id: 'auth.EmailVerifiedPage.dashboard',
    defaultMessage: 'Go to Dashboard',
    description: 'Button',
  },
  verifyingTitle: {
    id: 'auth.EmailVerifiedPage.verifyingTitle',
    defaultMessage: 'Verifying your email',
  },
  verifying: {
    id: 'auth.EmailVerifiedPage.verifying',
    defaultMessage: 'Verifying your email address…',
    description: 'Said by screen readers while the link is checked',
  },
  failedTitle: {
    id: 'auth.EmailVerifiedPage.failedTitle',
    defaultMessage: 'Verification Failed',
  },
  backToLogin: {
    id: 'auth.EmailVerifiedPage.backToLogin',
    defaultMessage: 'Back to Login',
    description: 'Button',
  },
  help: {
    id: 'auth.EmailVerifiedPage.help',
    defaultMessage: 'Need help? <link>Contact our support team</link> for assistance.',
    description: 'The link opens an e-mail to support',
  },
});

/**
 * /email-verified?token=… (spec 2). The token is single use, so the call goes through react-query
 * with an infinite cache: StrictMode's double effects and re-renders never send it twice.
 */
export default function EmailVerifiedPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const queryClient = useQueryClient();
  const verification = useQuery({
    queryKey: ['verify-email', token],
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async () => {
      const res = await verifyEmail(token);
      if (!res.ok) throw new Error(res.msg || messages.verificationInvalid);
      // A signed-in member's status has just changed: refresh the cached user info.
      if (isSignedIn()) {
        const profile = await fetchAccountInfo().catch(() => null);
        if (profile) queryClient.setQueryData(accountInfoKey, profile);
      }
      return res.msg;
    },
  });

  if (!token) return <Failed message={serverText(messages.verificationNoToken)} />;
  if (verification.isPending) return <Verifying />;
  if (verification.isError) return <Failed message={verification.error.message} />;
  // A link opened again after it did its work: the address is verified, nothing failed.
  const already = verification.data === messages.alreadyVerified;
  return (
    <AuthLayout
      title={already ? intl.formatMessage(m.alreadyTitle) : serverText(messages.emailVerified)}
      centered
    >
      <div className="flex flex-col items-center text-center">
        <CheckCircle2 className="size-14 text-success-700" aria-hidden="true" />
        <p className="mt-4 text-ink-700">{intl.formatMessage(already ? m.already : m.verified)}</p>
        {/* The dashboard (issue 47: it landed on the marketing page), which asks a signed-out
            member to sign in first and shows a business waiting for them. */}
        <Link to={paths.dashboard} className={`${buttonClass('primary')} mt-6 w-full`}>
          {intl.formatMessage(m.dashboard)}
        </Link>
      </div>
    </AuthLayout>
  );
}

/** The loading skeleton while the token is checked. */
function Verifying() {
  const intl = useIntl();
  return (
    <AuthLayout title={intl.formatMessage(m.verifyingTitle)} centered>
      <div role="status" aria-live="polite" className="animate-pulse space-y-4">
        <span className="sr-only">{intl.formatMessage(m.verifying)}</span>
        <div className="mx-auto size-14 rounded-full bg-ink-200" />
        <div className="h-4 rounded bg-ink-200" />
        <div className="mx-auto h-4 w-3/4 rounded bg-ink-200" />
        <div className="h-11 rounded-field bg-ink-200" />
      </div>
    </AuthLayout>
  );
}

function Failed({ message }: { message: string }) {
  const intl = useIntl();
  return (
    <AuthLayout title={intl.formatMessage(m.failedTitle)} centered>
      <div className="flex flex-col items-center text-center">
        <XCircle className="size-14 text-danger-700" aria-hidden="true" />
        <p role="alert" className="mt-4 text-ink-700">
          {message}
        </p>
        <Link to={paths.login} className={`${buttonClass('primary')} mt-6 w-full`}>
          {intl.formatMessage(m.backToLogin)}
        </Link>
        <p className="mt-6 text-sm text-ink-600">
          <FormattedMessage
            {...m.help}
            values={{
              link: (chunks) => (
                <a href={`mailto:${SUPPORT_EMAIL}`} className={authLinkClass}>
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
      </div>
    </AuthLayout>
  );
}
