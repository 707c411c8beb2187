import type { ColumnCipher } from '../../lib/column-cipher.js';
import type { Mail } from './mailer.js';

/** A mail job's data as stored: the recipient, names and text are ciphertext (decision 0013). */
export interface SealedMail {
  sealed: string;
}

/**
 * Bound to the mail queue rather than to a job (the job's id is the engine's, made after this):
 * a sealed mail copied into another mail job would only send the same mail again.
 */
const PLACE = { table: 'jobs', column: 'data', id: 'mail' };

export const sealMail = (cols: ColumnCipher, mail: Mail): SealedMail => ({
  sealed: cols.encrypt(JSON.stringify(mail), PLACE),
});

/** Plain mail jobs (queued before, or by tests of the engine) are sent as they are. */
export const openMail = (cols: ColumnCipher, m: Mail | SealedMail): Mail =>
  'sealed' in m ? (JSON.parse(cols.decrypt(m.sealed, PLACE)) as Mail) : m;
