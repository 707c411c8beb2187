import { createKeyProvider } from '../../src/adapters/factories.js';
import { parseMasterKeys } from '../../src/adapters/keys/env-key-provider.js';
import { cliPii } from '../../src/cli/services.js';
import type { Config } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { ColumnCipher } from '../../src/lib/column-cipher.js';
import { blindIndex } from '../../src/lib/crypto.js';
import { auditLog } from '../../src/modules/audit/index.js';

/**
 * Members' e-mail is ciphertext (decision 0013): tests find a users row by the e-mail's blind
 * index, as the app does.
 */
export const emailIndex = (t: { config: Config }, email: string) =>
  blindIndex(t.config.blindIndexKey, 'email', email.trim().toLowerCase());

/** The column cipher of an app's configuration (its master keys). */
export const columnsOf = (config: Config) => cliPii(config).columns;

/** The column cipher for a MASTER_KEYS value (processes started with their own environment). */
export const columnsFor = (masterKeys: string) =>
  new ColumnCipher(createKeyProvider(parseMasterKeys(masterKeys)));

/** The audit log as the app writes it (its addresses are encrypted columns). */
export const auditOf = (t: { db: Db; config: Config }) =>
  auditLog(t.db, t.config.auditKey, columnsOf(t.config));
