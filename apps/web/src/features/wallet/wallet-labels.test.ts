// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { networkLabel, tokenLabel, walletLabel } from './wallet-labels';
import { addressPlaceholder } from './wallet-form-hints';

describe('wallet labels', () => {
  it("shows spec 2's token (network) with the option labels", () => {
    expect(walletLabel({ token: 'usdt', network: 'trc20' })).toBe('USDT (TRC20)');
    expect(walletLabel({ token: 'btc', network: 'bitcoin' })).toBe('Bitcoin (Bitcoin Network)');
    expect(walletLabel({ token: 'eth', network: 'ethereum' })).toBe('Ethereum (Ethereum Network)');
    expect(walletLabel({ token: 'bnb', network: 'bsc' })).toBe('BNB (Binance Smart Chain)');
  });

  it('passes labels already stored, and unknown values, through unchanged', () => {
    expect(walletLabel({ token: 'USDT', network: 'TRC20' })).toBe('USDT (TRC20)');
    expect(tokenLabel('doge')).toBe('doge');
    expect(networkLabel('doge', 'dogechain')).toBe('dogechain');
    // A known network under the wrong token still reads as its label.
    expect(networkLabel('eth', 'bep20')).toBe('BEP20');
  });

  it('suggests what an address looks like for the chosen token and network', () => {
    expect(addressPlaceholder('usdt', 'trc20')).toContain('T…');
    expect(addressPlaceholder('usdt', 'erc20')).toContain('0x');
    expect(addressPlaceholder('btc', 'bitcoin')).toContain('bc1');
    expect(addressPlaceholder('', '')).toBe('Paste your wallet address');
  });
});
