import type { ColumnCipher } from '../../lib/column-cipher.js';
import type { TextMessage } from './messenger.js';

/** A message job's data as stored: number, text and code are ciphertext (decision 0013). */
export interface SealedMessage {
  sealed: string;
}

/**
 * Bound to the message queue, as mail is to its own (sealed-mail.ts): the job's id is the
 * engine's, made after this. A sealed message copied into another job only sends it again.
 */
const PLACE = { table: 'jobs', column: 'data', id: 'message' };

export const sealMessage = (cols: ColumnCipher, m: TextMessage): SealedMessage => ({
  sealed: cols.encrypt(JSON.stringify(m), PLACE),
});

export const openMessage = (cols: ColumnCipher, m: SealedMessage): TextMessage =>
  JSON.parse(cols.decrypt(m.sealed, PLACE)) as TextMessage;
