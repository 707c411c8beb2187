/** Wallet addresses: how a token and network read on screen. */
export { networkLabel, tokenLabel, walletLabel } from './wallet-labels';
