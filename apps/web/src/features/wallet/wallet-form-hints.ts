import { defineMessages, type useIntl } from '../../i18n';
import type { Message } from '../../i18n/messages';

const m = defineMessages({
  bitcoin: {
    id: 'wallet.addressHint.bitcoin',
    defaultMessage: 'e.g. bc1q… or 1… / 3…',
    description: 'Placeholder of the wallet address field for Bitcoin; keep the address prefixes',
  },
  tron: {
    id: 'wallet.addressHint.tron',
    defaultMessage: 'e.g. T… (34 characters)',
    description: 'Placeholder of the wallet address field for a TRC20 address',
  },
  evm: {
    id: 'wallet.addressHint.evm',
    defaultMessage: 'e.g. 0x… (42 characters)',
    description: 'Placeholder of the wallet address field for an Ethereum-style address',
  },
  any: { id: 'wallet.addressHint.any', defaultMessage: 'Paste your wallet address' },
});

/** What an address of the chosen token and network looks like: the field's placeholder. */
export function addressPlaceholderMessage(token: string, network: string): Message {
  if (token === 'btc') return m.bitcoin;
  if (token === 'usdt' && network === 'trc20') return m.tron;
  if (token === 'eth' || network === 'erc20' || network === 'bep20' || network === 'bsc') {
    return m.evm;
  }
  return m.any;
}

/** The placeholder in the screen's language (`intl`), or in English without one. */
export function addressPlaceholder(
  token: string,
  network: string,
  intl?: ReturnType<typeof useIntl>,
): string {
  const d = addressPlaceholderMessage(token, network);
  return intl ? intl.formatMessage(d) : d.defaultMessage;
}
