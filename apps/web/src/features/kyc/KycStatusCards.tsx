import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { constants, paymentMessages } from '@vouch/contracts';
import { buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { VerifyEmailFirstCard } from '../../components/VerifyEmailFirstCard';
import { formatNaira } from '../../lib/format';
import { paths } from '../../lib/paths';

/** EMAIL_VERIFICATION: the fee can only be paid once the e-mail address is confirmed. */
export function VerifyEmailBeforePaymentCard() {
  return (
    <VerifyEmailFirstCard
      reason={`${paymentMessages.verifyEmailFirst} Open the link we sent you, or ask for a new one on your dashboard.`}
    />
  );
}

/** KYC_IN_PROGRESS or VERIFIED: the fee is paid (never asked again); the capture wizard is next. */
export function KycFeePaidCard() {
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-success-50 text-success-700">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-brand-700">KYC fee paid</h2>
        <p className="mt-1 text-ink-700">
          Your {formatNaira(constants.kycFeeNaira)} verification fee is paid. Next, give us your ID
          details, a portrait photo, your identity document and, for a business, its details.
        </p>
        <Link to={paths.kycCapture} className={`mt-4 ${buttonClass('primary')}`}>
          Start KYC Process
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
