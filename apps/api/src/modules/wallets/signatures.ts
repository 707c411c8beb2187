import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { base64, createBase58check } from '@scure/base';
import { payments } from 'bitcoinjs-lib';
import { recoverMessageAddress } from 'viem';
import type { WalletFamily } from '@vouch/contracts';

/**
 * Whether a wallet signed a message, the way each ecosystem's wallets sign one. The crypto is
 * the audited noble/scure libraries, viem and bitcoinjs-lib; these functions only put the bytes
 * where each standard puts them.
 */
export type SignatureCheck = 'ok' | 'invalid' | 'other_address';

/** Ethereum and every EVM chain: personal_sign (EIP-191), recovered by viem. */
async function verifyEvm(address: string, message: string, signature: string) {
  const sig = signature.trim();
  if (!/^0x[0-9a-fA-F]{130}$/.test(sig)) return 'invalid';
  try {
    const signer = await recoverMessageAddress({ message, signature: sig as `0x${string}` });
    return signer.toLowerCase() === address.toLowerCase() ? 'ok' : 'other_address';
  } catch {
    return 'invalid';
  }
}

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);
}

/** The hash Bitcoin wallets sign for "Sign message": double SHA-256 of the magic prefix + message. */
export function bitcoinMessageHash(message: string): Uint8Array {
  const prefix = utf8ToBytes('Bitcoin Signed Message:\n');
  const body = utf8ToBytes(message);
  return sha256(sha256(concatBytes(varint(prefix.length), prefix, varint(body.length), body)));
}

/**
 * Bitcoin "Sign message" (BIP-137): a 65-byte base64 signature whose first byte says the
 * recovery id and the address type (27-30 legacy uncompressed, 31-34 legacy compressed, 35-38
 * P2SH-SegWit, 39-42 native SegWit). Electrum marks SegWit signatures as 31-34, so a compressed
 * key is compared with all three of its addresses.
 */
function verifyBitcoin(address: string, message: string, signature: string): SignatureCheck {
  let sig: Uint8Array;
  try {
    sig = base64.decode(signature.trim());
  } catch {
    return 'invalid';
  }
  const header = sig[0] ?? 0;
  if (sig.length !== 65 || header < 27 || header > 42) return 'invalid';
  const recovery = (header - 27) & 3;
  const compressed = header >= 31;
  let pubkey: Uint8Array;
  try {
    pubkey = secp256k1.Signature.fromBytes(
      concatBytes(Uint8Array.of(recovery), sig.subarray(1)),
      'recovered',
    )
      .recoverPublicKey(bitcoinMessageHash(message))
      .toBytes(compressed);
  } catch {
    return 'invalid';
  }
  const candidates = compressed
    ? [
        payments.p2pkh({ pubkey }).address,
        payments.p2wpkh({ pubkey }).address,
        payments.p2sh({ redeem: payments.p2wpkh({ pubkey }) }).address,
      ]
    : [payments.p2pkh({ pubkey }).address];
  const wanted = /^bc1/i.test(address) ? address.toLowerCase() : address;
  return candidates.includes(wanted) ? 'ok' : 'other_address';
}

const base58check = createBase58check(sha256);

/** A TRON address from an uncompressed public key: 0x41 and the last 20 bytes of its Keccak. */
export function tronAddressOf(uncompressedPubkey: Uint8Array): string {
  return base58check.encode(
    concatBytes(Uint8Array.of(0x41), keccak_256(uncompressedPubkey.subarray(1)).subarray(12)),
  );
}

/** What TronLink's signMessageV2 signs: Keccak-256 of TRON's prefix, the length and the message. */
export function tronMessageHash(message: string): Uint8Array {
  const body = utf8ToBytes(message);
  return keccak_256(concatBytes(utf8ToBytes(`\x19TRON Signed Message:\n${body.length}`), body));
}

/** TronLink's signMessageV2: hex r ‖ s ‖ v (v 27/28, or 0/1), over tronMessageHash. */
function verifyTron(address: string, message: string, signature: string): SignatureCheck {
  const hex = signature.trim().replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]{130}$/.test(hex)) return 'invalid';
  const bytes = Uint8Array.from(hex.match(/../g)!.map((b) => parseInt(b, 16)));
  const v = bytes[64]!;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery > 1) return 'invalid';
  try {
    const pubkey = secp256k1.Signature.fromBytes(
      concatBytes(Uint8Array.of(recovery), bytes.subarray(0, 64)),
      'recovered',
    )
      .recoverPublicKey(tronMessageHash(message))
      .toBytes(false);
    return tronAddressOf(pubkey) === address ? 'ok' : 'other_address';
  } catch {
    return 'invalid';
  }
}

export async function verifyWalletSignature(
  family: WalletFamily,
  address: string,
  message: string,
  signature: string,
): Promise<SignatureCheck> {
  switch (family) {
    case 'evm':
      return verifyEvm(address, message, signature);
    case 'bitcoin':
      return verifyBitcoin(address, message, signature);
    case 'tron':
      return verifyTron(address, message, signature);
  }
}
