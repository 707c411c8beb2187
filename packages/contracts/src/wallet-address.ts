import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { address as bitcoinAddress } from 'bitcoinjs-lib';
import { getAddress, isAddress } from 'viem';

/**
 * Wallet address formats, checked with the libraries each ecosystem trusts (issue 12): viem for
 * EVM addresses (EIP-55 checksums), bitcoinjs-lib's decoders for Bitcoin (base58check, bech32,
 * bech32m), base58check over SHA-256 (@scure/base, @noble/hashes) for TRON.
 */

/** Addresses controlled by one key: an EVM address is the same on Ethereum and BNB Smart Chain. */
export type WalletFamily = 'evm' | 'bitcoin' | 'tron';

export const walletFamilyLabels: Record<WalletFamily, string> = {
  evm: 'Ethereum-compatible (ERC20, BEP20)',
  bitcoin: 'Bitcoin',
  tron: 'TRON (TRC20)',
};

/** The family of a spec 3 token/network pair, or null for a pair that does not exist. */
export function walletFamily(token: string, network: string): WalletFamily | null {
  if (token === 'btc' && network === 'bitcoin') return 'bitcoin';
  if (token === 'usdt' && network === 'trc20') return 'tron';
  if (
    (token === 'usdt' && (network === 'erc20' || network === 'bep20')) ||
    (token === 'eth' && network === 'ethereum') ||
    (token === 'bnb' && network === 'bsc')
  )
    return 'evm';
  return null;
}

const base58check = createBase58check(sha256);

/** TRON: base58check of 0x41 and a 20-byte account id. */
export function isTronAddress(a: string): boolean {
  try {
    const bytes = base58check.decode(a);
    return bytes.length === 21 && bytes[0] === 0x41;
  } catch {
    return false;
  }
}

/**
 * Bitcoin mainnet: legacy (P2PKH) and P2SH in base58check; SegWit v0 (bech32, 20 or 32 bytes) and
 * Taproot (bech32m, 32 bytes). The checksum of each encoding is verified by its decoder.
 */
export function isBitcoinAddress(a: string): boolean {
  try {
    const d = bitcoinAddress.fromBase58Check(a);
    return (d.version === 0x00 || d.version === 0x05) && d.hash.length === 20;
  } catch {
    // not base58check: try bech32 / bech32m
  }
  try {
    const d = bitcoinAddress.fromBech32(a);
    return (
      d.prefix === 'bc' &&
      ((d.version === 0 && (d.data.length === 20 || d.data.length === 32)) ||
        (d.version === 1 && d.data.length === 32))
    );
  } catch {
    return false;
  }
}

/** EVM: 0x and 40 hex digits; a mixed-case address must carry a valid EIP-55 checksum. */
export function isEvmAddress(a: string): boolean {
  return isAddress(a, { strict: true });
}

export function isWalletAddress(family: WalletFamily, a: string): boolean {
  switch (family) {
    case 'evm':
      return isEvmAddress(a);
    case 'bitcoin':
      return isBitcoinAddress(a);
    case 'tron':
      return isTronAddress(a);
  }
}

/**
 * The address as we keep and show it: EVM with its EIP-55 checksum (all-lowercase input is
 * accepted and checksummed), bech32 in lower case, base58 exactly as typed (its case matters).
 */
export function canonicalWalletAddress(family: WalletFamily, a: string): string {
  const trimmed = a.trim();
  if (family === 'evm') return getAddress(trimmed.toLowerCase());
  if (family === 'bitcoin' && /^bc1/i.test(trimmed)) return trimmed.toLowerCase();
  return trimmed;
}

/**
 * Whether a signature can prove the address (issue 12): every EVM and TRON address; Bitcoin
 * addresses of one key (legacy 1…, nested SegWit 3…, native SegWit bc1q… of 20 bytes), which the
 * "Sign message" of common wallets (BIP-137) covers. Taproot and script addresses need BIP-322,
 * which no maintained JavaScript library verifies yet.
 */
export function isProvableAddress(family: WalletFamily, a: string): boolean {
  if (!isWalletAddress(family, a)) return false;
  if (family !== 'bitcoin') return true;
  if (!/^bc1/i.test(a)) return true;
  const d = bitcoinAddress.fromBech32(a);
  return d.version === 0 && d.data.length === 20;
}
