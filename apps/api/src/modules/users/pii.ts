import { normalisePhone, normaliseWechatId } from '@vouch/contracts';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import { blindIndex, type PiiCipher } from '../../lib/crypto.js';

/** Turns member PII into what the users table stores, and back. One place for the rules. */
export function memberPii(cipher: PiiCipher, indexKey: Buffer, columns: ColumnCipher) {
  return {
    /**
     * Names, e-mail, WeChat and IP addresses: v2 ciphertext bound to their row (decision 0013).
     * Repositories seal what they write and open what they read.
     */
    columns,
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
    /** The e-mail's blind index (lower-cased): log-in, uniqueness, exact-match searches. */
    emailIndex(value: string) {
      return blindIndex(indexKey, 'email', value.trim().toLowerCase());
    },
    /**
     * A WeChat ID's blind index, of its normal form (NFKC, invisible characters removed,
     * lower-cased: issue 31): the `wechat_id_norm` columns, the claims and the searches.
     */
    wechatIndex(value: string) {
      return blindIndex(indexKey, 'wechat_id', normaliseWechatId(value));
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
