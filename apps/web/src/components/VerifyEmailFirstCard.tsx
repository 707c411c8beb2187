import { MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from './Button';
import { Card } from './Card';
import { defineMessages, serverText, useIntl } from '../i18n';
import { paths } from '../lib/paths';

const m = defineMessages({
  title: {
    id: 'common.VerifyEmailFirstCard.title',
    defaultMessage: 'Verify your e-mail address first',
  },
  dashboard: {
    id: 'common.VerifyEmailFirstCard.dashboard',
    defaultMessage: 'Go to Dashboard',
    description: 'Button',
  },
});

/**
 * Where a screen's action needs a verified e-mail address (the KYC fee, support tickets, Check
 * Verification: issue 31), an unverified member sees why and the way on, instead of a form the
 * server would refuse.
 */
export function VerifyEmailFirstCard({ reason }: { reason: string }) {
  const intl = useIntl();
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-warning-50 text-warning-700">
        <MailWarning className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-brand-700">{intl.formatMessage(m.title)}</h2>
        <p className="mt-1 text-ink-700">{serverText(reason)}</p>
        <Link to={paths.dashboard} className={`mt-4 ${buttonClass('secondary')}`}>
          {intl.formatMessage(m.dashboard)}
        </Link>
      </div>
    </Card>
  );
}
