import type { PaymentMethod } from '@vouch/contracts';

/** What the sandbox checkout shows for each method: plausible, clearly fake test details. */
export const sandboxTestDetails: Record<
  PaymentMethod,
  { intro: string; rows: { label: string; value: string }[] }
> = {
  card: {
    intro: 'Use this test card. Nothing is charged.',
    rows: [
      { label: 'Card number', value: '5531 8866 5214 2950' },
      { label: 'Expiry', value: '09/32' },
      { label: 'CVV', value: '564' },
    ],
  },
  banktransfer: {
    intro: 'Transfer the exact amount to this test account.',
    rows: [
      { label: 'Bank', value: 'Vouch Test Bank' },
      { label: 'Account number', value: '0123456789' },
      { label: 'Account name', value: 'Vouch Payments' },
    ],
  },
  ussd: {
    intro: 'Dial this code on the phone linked to your bank account.',
    rows: [
      { label: 'USSD code', value: '*737*000*5000#' },
      { label: 'Bank', value: 'Vouch Test Bank' },
    ],
  },
};
