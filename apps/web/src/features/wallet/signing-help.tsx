import type { WalletFamily } from '@vouch/contracts';
import { defineMessages, useIntl } from '../../i18n';
import type { Message } from '../../i18n/messages';

const m = defineMessages({
  with: {
    id: 'wallet.SigningHelp.with',
    defaultMessage: 'With {wallet}',
    description: 'Heading of the steps for one wallet app; {wallet}: MetaMask, Trust Wallet...',
  },
  otherEthereum: {
    id: 'wallet.SigningHelp.otherEthereum',
    defaultMessage: 'Any other Ethereum wallet',
    description: 'Shown as "With Any other Ethereum wallet"',
  },
  sparrowEtc: {
    id: 'wallet.SigningHelp.sparrowEtc',
    defaultMessage: 'Sparrow, Bitcoin Core and hardware wallets',
    description: 'Shown as "With Sparrow, Bitcoin Core and hardware wallets"',
  },
  metamask1: {
    id: 'wallet.SigningHelp.metamask1',
    defaultMessage:
      'Open this page in the browser where MetaMask is installed and select the account with this address.',
  },
  metamask2: {
    id: 'wallet.SigningHelp.metamask2',
    defaultMessage:
      'Press “Sign with browser wallet”, check that MetaMask shows the message above, and press Sign.',
    description:
      '“Sign with browser wallet” is the button of this dialog (same words as its message); Sign is the button in MetaMask, which may stay in English',
  },
  filledIn: {
    id: 'wallet.SigningHelp.filledIn',
    defaultMessage: 'The signature is filled in for you. Press “Check signature”.',
    description: '“Check signature” is the button of this dialog: use the same words',
  },
  trust1: {
    id: 'wallet.SigningHelp.trust1',
    defaultMessage:
      'On a phone: open the Trust Wallet app, go to its Browser (dApps) tab and open vouch.ng there; sign in. On a computer: use the Trust Wallet browser extension.',
  },
  trust2: {
    id: 'wallet.SigningHelp.trust2',
    defaultMessage:
      'Choose the wallet with this address (Ethereum or BNB Smart Chain), then press “Sign with browser wallet” and approve.',
  },
  other1: {
    id: 'wallet.SigningHelp.other1',
    defaultMessage:
      'Use its “Sign message” tool (personal_sign) with the message above, exactly as shown.',
    description: '“Sign message” is the name of the tool in the wallet app, often in English',
  },
  other2: {
    id: 'wallet.SigningHelp.other2',
    defaultMessage:
      'Copy the signature it gives you (0x followed by 130 characters) and paste it below.',
  },
  tron1: {
    id: 'wallet.SigningHelp.tron1',
    defaultMessage:
      'Open this page in the browser with the TronLink extension, or in the TronLink app’s DApp browser, and select the account with this address.',
  },
  tron2: {
    id: 'wallet.SigningHelp.tron2',
    defaultMessage: 'Press “Sign with TronLink”, check the message and press Sign.',
    description:
      '“Sign with TronLink” is the button of this dialog; Sign is the button in TronLink',
  },
  electrum1: {
    id: 'wallet.SigningHelp.electrum1',
    defaultMessage: 'In Electrum, open Tools → Sign/verify message.',
    description: "Tools → Sign/verify message: Electrum's own menu, in English",
  },
  electrum2: {
    id: 'wallet.SigningHelp.electrum2',
    defaultMessage:
      'Paste this address in Address and the message above in Message, exactly as shown, then press Sign and enter your wallet password.',
    description: "Address, Message and Sign: Electrum's own field and button names, in English",
  },
  electrum3: {
    id: 'wallet.SigningHelp.electrum3',
    defaultMessage: 'Copy the text that appears in Signature and paste it below.',
    description: "Signature: Electrum's own field name, in English",
  },
  sparrow1: {
    id: 'wallet.SigningHelp.sparrow1',
    defaultMessage:
      'Use the wallet’s “Sign message” (Sparrow: Tools → Sign/Verify Message; Bitcoin Core, legacy 1… addresses: File → Sign message).',
    description: 'The menu names are the apps’ own, in English',
  },
  sparrow2: {
    id: 'wallet.SigningHelp.sparrow2',
    defaultMessage:
      'Sign the message above with this address and paste the signature (it ends with “=”) below.',
  },
  trustBitcoin: {
    id: 'wallet.SigningHelp.trustBitcoin',
    defaultMessage:
      'Trust Wallet cannot sign a Bitcoin message. Prove this address with a wallet that can, such as Electrum or Sparrow, or prove one of your USDT or Ethereum addresses instead.',
  },
});

interface Help {
  /** A wallet's own name, or words naming a kind of wallet. */
  wallet: string | Message;
  steps: Message[];
}

/** Step-by-step, per wallet, for the address's family. */
const help: Record<WalletFamily, Help[]> = {
  evm: [
    { wallet: 'MetaMask', steps: [m.metamask1, m.metamask2, m.filledIn] },
    { wallet: 'Trust Wallet', steps: [m.trust1, m.trust2, m.filledIn] },
    { wallet: m.otherEthereum, steps: [m.other1, m.other2] },
  ],
  tron: [{ wallet: 'TronLink', steps: [m.tron1, m.tron2, m.filledIn] }],
  bitcoin: [
    { wallet: 'Electrum', steps: [m.electrum1, m.electrum2, m.electrum3] },
    { wallet: m.sparrowEtc, steps: [m.sparrow1, m.sparrow2] },
    { wallet: 'Trust Wallet', steps: [m.trustBitcoin] },
  ],
};

export function SigningHelp({ family }: { family: WalletFamily }) {
  const intl = useIntl();
  return (
    <div className="space-y-2">
      {help[family].map((h) => {
        const wallet = typeof h.wallet === 'string' ? h.wallet : intl.formatMessage(h.wallet);
        return (
          <details key={wallet} className="rounded-field border border-ink-200 bg-ink-50 px-3 py-2">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">
              {intl.formatMessage(m.with, { wallet })}
            </summary>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-700">
              {h.steps.map((s) => (
                <li key={s.id}>{intl.formatMessage(s)}</li>
              ))}
            </ol>
          </details>
        );
      })}
    </div>
  );
}
