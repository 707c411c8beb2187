import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, type AlertTone } from '../../../components/Alert';
import { buttonClass } from '../../../components/Button';
import { paths } from '../../../lib/paths';

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
  return (
    <Alert
      tone={tone}
      actions={
        action ?? (
          <Link to={paths.kyc} className={buttonClass('secondary', 'sm')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to KYC
          </Link>
        )
      }
    >
      {children}
    </Alert>
  );
}
