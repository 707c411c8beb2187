import type { ColumnCipher } from '../../lib/column-cipher.js';
import type { Mail } from './mailer.js';

declare const sealed: unique symbol;

/**
 * A mail job's data as stored: the recipient, names and text are ciphertext (decision 0013).
 * Branded: only `sealMail` makes one, and the mail queue takes nothing else (jobs/queues.ts), so
 * a mail cannot be queued in clear by mistake (issue 31: the export link sat there in clear).
 */
export interface SealedMail {
  sealed: string;
  readonly [sealed]: true;
}

/**
 * Bound to the mail queue rather than to a job (the job's id is the engine's, made after this):
 * a sealed mail copied into another mail job would only send the same mail again.
 */
const PLACE = { table: 'jobs', column: 'data', id: 'mail' };

export const sealMail = (cols: ColumnCipher, mail: Mail): SealedMail =>
  ({ sealed: cols.encrypt(JSON.stringify(mail), PLACE) }) as SealedMail;

/**
 * The mail a job carries. Jobs queued before every mail was sealed may still hold one in clear:
 * those are sent as they are.
 */
export const openMail = (cols: ColumnCipher, m: SealedMail | Mail): Mail =>
  'sealed' in m ? (JSON.parse(cols.decrypt(m.sealed, PLACE)) as Mail) : m;
