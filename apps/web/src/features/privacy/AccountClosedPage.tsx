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

/** /account-closed: a plain confirmation once the account is closed and the member signed out. */
export default function AccountClosedPage() {
  useDocumentTitle('Account closed');
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
            Your account is closed
          </h1>
          <p className="mt-2 text-ink-700">{privacyMessages.closed}</p>
          <p className="mt-3 text-sm text-ink-600">
            {policy.data
              ? `The KYC records the law makes us keep stay locked for ${periodUntil(policy.data.kyc_records_days)}, then they are deleted.`
              : 'The KYC records the law makes us keep stay locked until their retention date, then they are deleted.'}{' '}
            You have been signed out on every device.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            <Link to={paths.landing} className={buttonClass('primary')}>
              Go to the home page
            </Link>
            <Link to={`${paths.legal}?tab=privacy`} className={buttonClass('secondary')}>
              Read the Privacy Policy
            </Link>
          </div>
        </Card>
      </main>
    </div>
  );
}
