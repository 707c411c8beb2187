import type { Database } from './schema.js';

/**
 * Every column holding "v2" ciphertext bound to its row (lib/column-cipher.ts), by table; the row
 * id is the `id` column. `rotate-keys` re-encrypts exactly these; a new encrypted column is added
 * here, or rotation would leave it on the old key.
 */
export const ENCRYPTED_COLUMNS = {
  support_tickets: ['full_name', 'email', 'subject'],
  ticket_messages: ['message'],
} as const satisfies { [T in keyof Database]?: readonly (keyof Database[T] & string)[] };

export type EncryptedTable = keyof typeof ENCRYPTED_COLUMNS;
