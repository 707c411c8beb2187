import type { PaymentMethod } from '@vouch/contracts';
import { defineMessages } from '../../i18n';

const m = defineMessages({
  cardIntro: {
    id: 'payments.sandbox.cardIntro',
    defaultMessage: 'Use this test card. Nothing is charged.',
  },
  cardNumber: { id: 'payments.sandbox.cardNumber', defaultMessage: 'Card number' },
  expiry: {
    id: 'payments.sandbox.expiry',
    defaultMessage: 'Expiry',
    description: "A card's expiry date (month/year)",
  },
  cvv: {
    id: 'payments.sandbox.cvv',
    defaultMessage: 'CVV',
    description: 'The 3-digit security code on the back of a card',
  },
  transferIntro: {
    id: 'payments.sandbox.transferIntro',
    defaultMessage: 'Transfer the exact amount to this test account.',
  },
  bank: { id: 'payments.sandbox.bank', defaultMessage: 'Bank' },
  accountNumber: { id: 'payments.sandbox.accountNumber', defaultMessage: 'Account number' },
  accountName: { id: 'payments.sandbox.accountName', defaultMessage: 'Account name' },
  ussdIntro: {
    id: 'payments.sandbox.ussdIntro',
    defaultMessage: 'Dial this code on the phone linked to your bank account.',
  },
  ussdCode: { id: 'payments.sandbox.ussdCode', defaultMessage: 'USSD code' },
});

type Text = (typeof m)[keyof typeof m];

/** What the sandbox checkout shows for each method: plausible, clearly fake test details. */
export const sandboxTestDetails: Record<
  PaymentMethod,
  { intro: Text; rows: { label: Text; value: string }[] }
> = {
  card: {
    intro: m.cardIntro,
    rows: [
      { label: m.cardNumber, value: '5531 8866 5214 2950' },
      { label: m.expiry, value: '09/32' },
      { label: m.cvv, value: '564' },
    ],
  },
  banktransfer: {
    intro: m.transferIntro,
    rows: [
      { label: m.bank, value: 'Vouch Test Bank' },
      { label: m.accountNumber, value: '0123456789' },
      { label: m.accountName, value: 'Vouch Payments' },
    ],
  },
  ussd: {
    intro: m.ussdIntro,
    rows: [
      { label: m.ussdCode, value: '*737*000*5000#' },
      { label: m.bank, value: 'Vouch Test Bank' },
    ],
  },
};
