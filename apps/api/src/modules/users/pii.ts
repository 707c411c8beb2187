import { normalisePhone } from '@vouch/contracts';
import { blindIndex, type PiiCipher } from '../../lib/crypto.js';

/** Turns member PII into what the users table stores, and back. One place for the rules. */
export function memberPii(cipher: PiiCipher, indexKey: Buffer) {
  return {
    phone(value: string) {
      return {
        enc: cipher.encrypt(value.trim()),
        bidx: blindIndex(indexKey, 'phone', normalisePhone(value)),
      };
    },
    /** The index of any phone number as typed, for the lookups of the verification check. */
    phoneIndex(value: string) {
      return blindIndex(indexKey, 'phone', normalisePhone(value));
    },
    dob(value: string) {
      return cipher.encrypt(value.trim());
    },
    decrypt(value: string) {
      return cipher.decrypt(value);
    },
  };
}

export type MemberPii = ReturnType<typeof memberPii>;
