/** What an address of the chosen token and network looks like, as the field's placeholder. */
export function addressPlaceholder(token: string, network: string): string {
  if (token === 'btc') return 'e.g. bc1q… or 1… / 3…';
  if (token === 'usdt' && network === 'trc20') return 'e.g. T… (34 characters)';
  if (token === 'eth' || network === 'erc20' || network === 'bep20' || network === 'bsc') {
    return 'e.g. 0x… (42 characters)';
  }
  return 'Paste your wallet address';
}
