import type { WalletFamily } from '@vouch/contracts';

interface Help {
  wallet: string;
  steps: string[];
}

/** Step-by-step, per wallet, for the address's family. */
const help: Record<WalletFamily, Help[]> = {
  evm: [
    {
      wallet: 'MetaMask',
      steps: [
        'Open this page in the browser where MetaMask is installed and select the account with this address.',
        'Press “Sign with browser wallet”, check that MetaMask shows the message above, and press Sign.',
        'The signature is filled in for you. Press “Check signature”.',
      ],
    },
    {
      wallet: 'Trust Wallet',
      steps: [
        'On a phone: open the Trust Wallet app, go to its Browser (dApps) tab and open vouch.ng there; sign in. On a computer: use the Trust Wallet browser extension.',
        'Choose the wallet with this address (Ethereum or BNB Smart Chain), then press “Sign with browser wallet” and approve.',
        'The signature is filled in for you. Press “Check signature”.',
      ],
    },
    {
      wallet: 'Any other Ethereum wallet',
      steps: [
        'Use its “Sign message” tool (personal_sign) with the message above, exactly as shown.',
        'Copy the signature it gives you (0x followed by 130 characters) and paste it below.',
      ],
    },
  ],
  tron: [
    {
      wallet: 'TronLink',
      steps: [
        'Open this page in the browser with the TronLink extension, or in the TronLink app’s DApp browser, and select the account with this address.',
        'Press “Sign with TronLink”, check the message and press Sign.',
        'The signature is filled in for you. Press “Check signature”.',
      ],
    },
  ],
  bitcoin: [
    {
      wallet: 'Electrum',
      steps: [
        'In Electrum, open Tools → Sign/verify message.',
        'Paste this address in Address and the message above in Message, exactly as shown, then press Sign and enter your wallet password.',
        'Copy the text that appears in Signature and paste it below.',
      ],
    },
    {
      wallet: 'Sparrow, Bitcoin Core and hardware wallets',
      steps: [
        'Use the wallet’s “Sign message” (Sparrow: Tools → Sign/Verify Message; Bitcoin Core, legacy 1… addresses: File → Sign message).',
        'Sign the message above with this address and paste the signature (it ends with “=”) below.',
      ],
    },
    {
      wallet: 'Trust Wallet',
      steps: [
        'Trust Wallet cannot sign a Bitcoin message. Prove this address with a wallet that can, such as Electrum or Sparrow, or prove one of your USDT or Ethereum addresses instead.',
      ],
    },
  ],
};

export function SigningHelp({ family }: { family: WalletFamily }) {
  return (
    <div className="space-y-2">
      {help[family].map((h) => (
        <details key={h.wallet} className="rounded-field border border-ink-200 bg-ink-50 px-3 py-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            With {h.wallet}
          </summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-700">
            {h.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
