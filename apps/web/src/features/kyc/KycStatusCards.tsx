import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { constants, paymentMessages } from '@vouch/contracts';
import { buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { VerifyEmailFirstCard } from '../../components/VerifyEmailFirstCard';
import { defineMessages, FormattedMessage, serverText, useIntl } from '../../i18n';
import { formatNaira } from '../../lib/format';
import { paths } from '../../lib/paths';

const m = defineMessages({
  openLink: {
    id: 'kyc.KycStatusCards.openLink',
    defaultMessage: 'Open the link we sent you, or ask for a new one on your dashboard.',
    description: 'Follows "Verify your e-mail address before paying…": the link in that e-mail',
  },
  paidTitle: { id: 'kyc.KycStatusCards.paidTitle', defaultMessage: 'KYC fee paid' },
  paidText: {
    id: 'kyc.KycStatusCards.paidText',
    defaultMessage:
      'Your {fee} verification fee is paid. Next, give us your ID details, a portrait photo, your identity document and, for a business, its details.',
    description: '{fee} is an amount in naira, e.g. ₦5,000',
  },
  start: {
    id: 'kyc.KycStatusCards.start',
    defaultMessage: 'Start KYC Process',
    description: 'Link to the KYC wizard',
  },
});

/** EMAIL_VERIFICATION: the fee can only be paid once the e-mail address is confirmed. */
export function VerifyEmailBeforePaymentCard() {
  const intl = useIntl();
  return (
    <VerifyEmailFirstCard
      reason={`${serverText(paymentMessages.verifyEmailFirst)} ${intl.formatMessage(m.openLink)}`}
    />
  );
}

/** KYC_IN_PROGRESS or VERIFIED: the fee is paid (never asked again); the capture wizard is next. */
export function KycFeePaidCard() {
  const intl = useIntl();
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-success-50 text-success-700">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-brand-700">{intl.formatMessage(m.paidTitle)}</h2>
        <p className="mt-1 text-ink-700">
          <FormattedMessage {...m.paidText} values={{ fee: formatNaira(constants.kycFeeNaira) }} />
        </p>
        <Link to={paths.kycCapture} className={`mt-4 ${buttonClass('primary')}`}>
          {intl.formatMessage(m.start)}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
