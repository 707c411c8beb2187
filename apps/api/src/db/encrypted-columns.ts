import type { Database } from './schema.js';

/**
 * Every column holding "v2" ciphertext bound to its row (lib/column-cipher.ts), by table, with
 * the column that identifies the row (the associated data). `rotate-keys` re-encrypts exactly
 * these, and the start-up pass encrypts plain values left from before (db/seal-columns.ts); a new
 * encrypted column is added here, or rotation would leave it on the old key.
 */
export const ENCRYPTED_COLUMNS = {
  support_tickets: { id: 'id', columns: ['full_name', 'email', 'subject'] },
  ticket_messages: { id: 'id', columns: ['message'] },
  users: {
    id: 'id',
    columns: ['email', 'first_name', 'last_name', 'wechat_id', 'wechat_name', 'last_ip_address'],
  },
  sessions: { id: 'id', columns: ['ip_address'] },
  kyc_submissions: {
    id: 'id',
    columns: [
      'first_name',
      'last_name',
      'middle_name',
      'email',
      'wechat_id',
      'identity_number_enc',
    ],
  },
  verified_snapshots: {
    id: 'user_id',
    columns: ['first_name', 'last_name', 'middle_name', 'email', 'wechat_id'],
  },
  audit_log: { id: 'seq', columns: ['ip'] },
  organisation_invitations: { id: 'id', columns: ['email'] },
} as const satisfies {
  [T in keyof Database]?: {
    id: keyof Database[T] & string;
    columns: readonly (keyof Database[T] & string)[];
  };
};

export type EncryptedTable = keyof typeof ENCRYPTED_COLUMNS;
export type EncryptedColumn<T extends EncryptedTable> =
  (typeof ENCRYPTED_COLUMNS)[T]['columns'][number];
