import type { WalletFamily } from '@vouch/contracts';
import { defineMessages, type useIntl } from '../../i18n';

const m = defineMessages({
  noWallet: {
    id: 'wallet.browserWallet.noWallet',
    defaultMessage: 'No browser wallet found on this page.',
  },
  otherAddress: {
    id: 'wallet.browserWallet.otherAddress',
    defaultMessage:
      'Your wallet is connected with another address. Switch to {address} in the wallet and try again.',
  },
  noTronLink: {
    id: 'wallet.browserWallet.noTronLink',
    defaultMessage: 'TronLink is not available on this page.',
  },
  otherTronAccount: {
    id: 'wallet.browserWallet.otherTronAccount',
    defaultMessage:
      'TronLink is on another account. Switch to {address} in TronLink and try again.',
  },
  bitcoin: {
    id: 'wallet.browserWallet.bitcoin',
    defaultMessage: 'Sign the message in your Bitcoin wallet and paste the signature.',
  },
  failed: {
    id: 'wallet.browserWallet.failed',
    defaultMessage: 'The wallet did not sign: {reason}',
    description: "{reason}: the wallet's own error text, in English",
  },
});

/**
 * Signing in a wallet the browser already has: MetaMask, Trust Wallet's extension and in-app
 * browser (EIP-1193 `window.ethereum`, personal_sign) and TronLink (`window.tronWeb`,
 * signMessageV2). The server checks the signature exactly as it checks a pasted one.
 */
interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}
interface TronWebLike {
  defaultAddress?: { base58?: string | false };
  trx: { signMessageV2(message: string): Promise<string> };
}
type WalletWindow = Window & { ethereum?: Eip1193; tronWeb?: TronWebLike; tronLink?: Eip1193 };

const w = () => window as WalletWindow;

export function browserWalletName(family: WalletFamily | null): string | null {
  if (family === 'evm' && w().ethereum) return 'browser wallet';
  if (family === 'tron' && (w().tronWeb || w().tronLink)) return 'TronLink';
  return null;
}

const utf8Hex = (s: string) =>
  `0x${Array.from(new TextEncoder().encode(s), (b) => b.toString(16).padStart(2, '0')).join('')}`;

export type BrowserSignature = { ok: true; signature: string } | { ok: false; msg: string };

export async function signInBrowserWallet(
  intl: ReturnType<typeof useIntl>,
  family: WalletFamily,
  address: string,
  message: string,
): Promise<BrowserSignature> {
  try {
    if (family === 'evm') {
      const eth = w().ethereum;
      if (!eth) return { ok: false, msg: intl.formatMessage(m.noWallet) };
      const accounts = (await eth.request({ method: 'eth_requestAccounts' })) as string[];
      const account = accounts.find((a) => a.toLowerCase() === address.toLowerCase());
      if (!account)
        return {
          ok: false,
          msg: intl.formatMessage(m.otherAddress, { address }),
        };
      const signature = (await eth.request({
        method: 'personal_sign',
        params: [utf8Hex(message), account],
      })) as string;
      return { ok: true, signature };
    }
    if (family === 'tron') {
      await w().tronLink?.request({ method: 'tron_requestAccounts' });
      const tron = w().tronWeb;
      if (!tron) return { ok: false, msg: intl.formatMessage(m.noTronLink) };
      if (tron.defaultAddress?.base58 !== address)
        return {
          ok: false,
          msg: intl.formatMessage(m.otherTronAccount, { address }),
        };
      return { ok: true, signature: await tron.trx.signMessageV2(message) };
    }
    return { ok: false, msg: intl.formatMessage(m.bitcoin) };
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    return { ok: false, msg: intl.formatMessage(m.failed, { reason: text }) };
  }
}
