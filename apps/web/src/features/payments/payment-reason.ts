import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  kycFee: {
    id: 'payments.reason.kycFee',
    defaultMessage: 'KYC VERIFICATION PAYMENT',
    description: "The purpose of the KYC fee's transaction, as the spec words it",
  },
});

/** The server's words for the fee's purpose, as the spec has them (the stored `reason`). */
const KYC_FEE_REASON = 'KYC VERIFICATION PAYMENT';

/**
 * A payment's purpose in the member's language: the fee's is Vouch's own words, translated; any
 * other is shown as stored.
 */
export function usePaymentReason(): (reason: string) => string {
  const intl = useIntl();
  return (reason) => (reason === KYC_FEE_REASON ? intl.formatMessage(m.kycFee) : reason);
}
