import { secp256k1 } from '@noble/curves/secp256k1.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { base64 } from '@scure/base';
import { payments } from 'bitcoinjs-lib';
import { privateKeyToAccount } from 'viem/accounts';
import {
  bitcoinMessageHash,
  tronAddressOf,
  tronMessageHash,
} from '../../src/modules/wallets/signatures.js';

/**
 * Keys made here, and messages signed the way wallets sign them (MetaMask's personal_sign,
 * Electrum's / Bitcoin Core's "Sign message", TronLink's signMessageV2), for tests only.
 */
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

export function evmWallet() {
  const key = secp256k1.utils.randomSecretKey();
  const account = privateKeyToAccount(`0x${hex(key)}`);
  return {
    address: account.address,
    sign: (message: string) => account.signMessage({ message }),
  };
}

/** BIP-137: header 27 + recovery id, +4 compressed, +8 P2SH-SegWit, +12 native SegWit. */
export function bitcoinWallet(kind: 'p2pkh' | 'p2wpkh' | 'p2sh-p2wpkh' = 'p2wpkh') {
  const key = secp256k1.utils.randomSecretKey();
  const pubkey = secp256k1.getPublicKey(key, true);
  const address =
    kind === 'p2pkh'
      ? payments.p2pkh({ pubkey }).address!
      : kind === 'p2wpkh'
        ? payments.p2wpkh({ pubkey }).address!
        : payments.p2sh({ redeem: payments.p2wpkh({ pubkey }) }).address!;
  const offset = { p2pkh: 4, 'p2sh-p2wpkh': 8, p2wpkh: 12 }[kind];
  return {
    address,
    sign(message: string) {
      const sig = secp256k1.sign(bitcoinMessageHash(message), key, {
        prehash: false,
        format: 'recovered',
      });
      return base64.encode(concatBytes(Uint8Array.of(27 + offset + sig[0]!), sig.subarray(1)));
    },
  };
}

export function tronWallet() {
  const key = secp256k1.utils.randomSecretKey();
  const address = tronAddressOf(secp256k1.getPublicKey(key, false));
  return {
    address,
    sign(message: string) {
      const sig = secp256k1.sign(tronMessageHash(message), key, {
        prehash: false,
        format: 'recovered',
      });
      return `0x${hex(sig.subarray(1))}${(27 + sig[0]!).toString(16)}`;
    },
  };
}
