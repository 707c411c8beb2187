import { paths, safeNextPath } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SiteLink } from '../../components/SiteLink';
import { defineMessages, useIntl } from '../../i18n';
import { AuthLayout, authLinkClass } from './AuthLayout';
import { CodeSignIn } from './CodeSignIn';

const m = defineMessages({
  title: { id: 'auth.SignInWithCodePage.title', defaultMessage: 'Sign in with a code' },
  subtitle: {
    id: 'auth.SignInWithCodePage.subtitle',
    defaultMessage:
      'We e-mail you a 6-digit code. New to Vouch? The same code starts your account.',
  },
  withPassword: {
    id: 'auth.SignInWithCodePage.withPassword',
    defaultMessage: 'Sign in with a password',
  },
});

/**
 * /sign-in-code: a member without a password (made on a business's link, decision 0053), or one
 * who would rather not type it, signs in with a code mailed to the address. A new address makes
 * its account here the same way.
 */
export default function SignInWithCodePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  return (
    <AuthLayout title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)}>
      <CodeSignIn
        onSignedIn={() => {
          const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
          window.location.assign(next ?? paths.dashboard);
        }}
        otherWay={
          <p className="text-center text-sm">
            <SiteLink to={paths.login} className={authLinkClass}>
              {intl.formatMessage(m.withPassword)}
            </SiteLink>
          </p>
        }
      />
    </AuthLayout>
  );
}
