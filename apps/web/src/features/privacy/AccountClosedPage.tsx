import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { privacyMessages } from '@vouch/contracts';
import { buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { Logo } from '../../components/Logo';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRetentionPolicy } from './retention-policy';
import { periodUntil } from './retention-dates';
import { defineMessages, serverText, useIntl } from '../../i18n';

const m = defineMessages({
  tabTitle: {
    id: 'privacy.AccountClosedPage.tabTitle',
    defaultMessage: 'Account closed',
    description: 'Browser tab title',
  },
  title: { id: 'privacy.AccountClosedPage.title', defaultMessage: 'Your account is closed' },
  keptFor: {
    id: 'privacy.AccountClosedPage.keptFor',
    defaultMessage:
      'The KYC records the law makes us keep stay locked for {period}, then they are deleted.',
    description: '{period}: e.g. "5 years (until 23 Nov 2031)"',
  },
  keptUntil: {
    id: 'privacy.AccountClosedPage.keptUntil',
    defaultMessage:
      'The KYC records the law makes us keep stay locked until their retention date, then they are deleted.',
  },
  signedOut: {
    id: 'privacy.AccountClosedPage.signedOut',
    defaultMessage: 'You have been signed out on every device.',
  },
  home: {
    id: 'privacy.AccountClosedPage.home',
    defaultMessage: 'Go to the home page',
    description: 'Link button',
  },
  policy: {
    id: 'privacy.AccountClosedPage.policy',
    defaultMessage: 'Read the Privacy Policy',
    description: 'Link button',
  },
});

/** /account-closed: a plain confirmation once the account is closed and the member signed out. */
export default function AccountClosedPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  const policy = useRetentionPolicy();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex justify-center px-4 pt-8 pb-6">
        <Logo />
      </header>
      <main className="flex flex-1 justify-center px-4 pb-10">
        <Card className="h-fit w-full max-w-lg text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700">
            <CircleCheck className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-brand-700">
            {intl.formatMessage(m.title)}
          </h1>
          <p className="mt-2 text-ink-700">{serverText(privacyMessages.closed)}</p>
          <p className="mt-3 text-sm text-ink-600">
            {policy.data
              ? intl.formatMessage(m.keptFor, {
                  period: periodUntil(intl, policy.data.kyc_records_days),
                })
              : intl.formatMessage(m.keptUntil)}{' '}
            {intl.formatMessage(m.signedOut)}
          </p>
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            <Link to={paths.landing} className={buttonClass('primary')}>
              {intl.formatMessage(m.home)}
            </Link>
            <Link to={`${paths.legal}?tab=privacy`} className={buttonClass('secondary')}>
              {intl.formatMessage(m.policy)}
            </Link>
          </div>
        </Card>
      </main>
    </div>
  );
}
