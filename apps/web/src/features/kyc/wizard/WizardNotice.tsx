import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, type AlertTone } from '../../../components/Alert';
import { buttonClass } from '../../../components/Button';
import { defineMessages, useIntl } from '../../../i18n';
import { paths } from '../../../lib/paths';

const m = defineMessages({
  backToKyc: {
    id: 'kyc.WizardNotice.backToKyc',
    defaultMessage: 'Back to KYC',
    description: 'Link to the KYC page',
  },
});

/** Why the wizard is not shown (not paid, already submitted…), with the way back to /kyc. */
export function WizardNotice({
  tone = 'info',
  children,
  action,
}: {
  tone?: AlertTone;
  children: ReactNode;
  action?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Alert
      tone={tone}
      actions={
        action ?? (
          <Link to={paths.kyc} className={buttonClass('secondary', 'sm')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {intl.formatMessage(m.backToKyc)}
          </Link>
        )
      }
    >
      {children}
    </Alert>
  );
}
