import { describe, expect, it } from 'vitest';
import { isWalletAddress } from '@vouch/contracts';
import { bitcoinWallet, evmWallet, tronWallet } from '../../../test/setup/wallet-keys.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { bitcoinMessageHash, verifyWalletSignature } from './signatures.js';

const message = 'Vouch wallet proof\nNonce: 3f9a';

describe('wallet signatures, made as wallets make them', () => {
  it('EVM personal_sign: the signer is recovered; another key or another message is refused', async () => {
    const w = evmWallet();
    const other = evmWallet();
    expect(isWalletAddress('evm', w.address)).toBe(true);
    const sig = await w.sign(message);
    expect(await verifyWalletSignature('evm', w.address, message, sig)).toBe('ok');
    expect(await verifyWalletSignature('evm', w.address.toLowerCase(), message, sig)).toBe('ok');
    expect(await verifyWalletSignature('evm', w.address, `${message}!`, sig)).toBe('other_address');
    expect(await verifyWalletSignature('evm', w.address, message, await other.sign(message))).toBe(
      'other_address',
    );
    expect(await verifyWalletSignature('evm', w.address, message, 'hello')).toBe('invalid');
  });

  it.each(['p2pkh', 'p2wpkh', 'p2sh-p2wpkh'] as const)(
    'Bitcoin "Sign message" (BIP-137) for a %s address',
    async (kind) => {
      const w = bitcoinWallet(kind);
      expect(isWalletAddress('bitcoin', w.address)).toBe(true);
      const sig = w.sign(message);
      expect(await verifyWalletSignature('bitcoin', w.address, message, sig)).toBe('ok');
      expect(await verifyWalletSignature('bitcoin', w.address, 'another text', sig)).toBe(
        'other_address',
      );
      expect(
        await verifyWalletSignature('bitcoin', bitcoinWallet(kind).address, message, sig),
      ).toBe('other_address');
      expect(await verifyWalletSignature('bitcoin', w.address, message, 'not base64!')).toBe(
        'invalid',
      );
    },
  );

  it('TRON signMessageV2: the signer is recovered; another key is refused', async () => {
    const w = tronWallet();
    expect(isWalletAddress('tron', w.address)).toBe(true);
    expect(w.address.startsWith('T')).toBe(true);
    const sig = w.sign(message);
    expect(await verifyWalletSignature('tron', w.address, message, sig)).toBe('ok');
    expect(await verifyWalletSignature('tron', tronWallet().address, message, sig)).toBe(
      'other_address',
    );
    expect(await verifyWalletSignature('tron', w.address, message, sig.slice(0, 20))).toBe(
      'invalid',
    );
  });

  // Published vectors, made by other software than ours: bitcoinjs-message's README example
  // (a legacy compressed-key signature) and TronWeb's signMessageV2 of "hello world".
  it('accepts signatures made by real wallet software', async () => {
    expect(
      await verifyWalletSignature(
        'bitcoin',
        '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV',
        'This is an example of a signed message.',
        'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
      ),
    ).toBe('ok');
    expect(bytesToHex(bitcoinMessageHash('hello world'))).toBe(
      '0b6b6ce07bc55ee4aeba0098a5e5d2c8986cab228a54199723f9962316633733',
    );
    const tronSig =
      '0xffbda635290d2bb871fab8400c92011b923f907476bd37471f5a21962a6ae86b638f766709234fa175ca3369cc350781521b8720b77bec1935c6c112e911f3e51c';
    expect(
      await verifyWalletSignature(
        'tron',
        'TFwRqwWNov6cPN531NnhAKnLHPa6V1JtVu',
        'hello world',
        tronSig,
      ),
    ).toBe('ok');
    expect(
      await verifyWalletSignature(
        'tron',
        'TFwRqwWNov6cPN531NnhAKnLHPa6V1JtVu',
        'hello world!',
        tronSig,
      ),
    ).toBe('other_address');
  });
});
