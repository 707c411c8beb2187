import { walletTokens, type WalletAddress } from '@vouch/contracts';

/**
 * Wallets are stored with spec 3's option values (usdt / trc20); screens show the labels
 * (USDT / TRC20). Labels already stored, or values we do not know, pass through unchanged.
 */
function findToken(token: string) {
  return walletTokens.find((t) => t.value === token || t.label === token);
}

export function tokenLabel(token: string): string {
  return findToken(token)?.label ?? token;
}

export function networkLabel(token: string, network: string): string {
  const own = findToken(token)?.networks.find((n) => n.value === network || n.label === network);
  if (own) return own.label;
  // A network under another token (bad data) still reads better as its label.
  for (const t of walletTokens) {
    const n = t.networks.find((x) => x.value === network);
    if (n) return n.label;
  }
  return network;
}

/** Spec 2's 'token (network)': 'USDT (TRC20)', 'Bitcoin (Bitcoin Network)'. */
export function walletLabel(w: Pick<WalletAddress, 'token' | 'network'>): string {
  return `${tokenLabel(w.token)} (${networkLabel(w.token, w.network)})`;
}
