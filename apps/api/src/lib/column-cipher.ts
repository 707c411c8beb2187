import { createCipheriv, createDecipheriv, hkdfSync } from 'node:crypto';
import { ENCRYPTED_COLUMNS, type EncryptedTable } from '../db/encrypted-columns.js';
import { randomIv } from './random-iv.js';
import type { PiiCipher } from './crypto.js';

/** Where a value lives: its ciphertext opens only there (associated data). */
export interface ColumnPlace {
  table: string;
  column: string;
  /** The row's id (primary key). */
  id: string;
}

/** The master keys as the columns see them (adapters/keys): sync, so reads stay cheap. */
export interface ColumnKeySource {
  currentKeyId(): string;
  /** The column key made from one master key (unknown ids throw). */
  columnKey(keyId: string): Buffer;
}

/** A column key from a master key (HKDF-SHA256), never the master key itself. */
export const deriveColumnKey = (master: Buffer) =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'vouch columns v2', 32));

const aad = (p: ColumnPlace) => Buffer.from(`${p.table}\0${p.column}\0${p.id}`, 'utf8');

/**
 * Encrypted columns, "v2" (docs/decisions/0013): `v2.<master key id>.<base64url iv|tag|ct>`,
 * AES-256-GCM under the column key of that master key, with `table\0column\0row id` as
 * associated data, so a ciphertext copied to another row or column does not decrypt. `v1` values
 * (PII_ENCRYPTION_KEY, no associated data) are still read; `rotate-keys` rewrites them as v2.
 */
export class ColumnCipher {
  constructor(
    private readonly keys: ColumnKeySource,
    private readonly legacy?: PiiCipher,
  ) {}

  encrypt(value: string, at: ColumnPlace): string {
    const keyId = this.keys.currentKeyId();
    const iv = randomIv();
    const c = createCipheriv('aes-256-gcm', this.keys.columnKey(keyId), iv);
    c.setAAD(aad(at));
    const ct = Buffer.concat([c.update(value, 'utf8'), c.final()]);
    return `v2.${keyId}.${Buffer.concat([iv, c.getAuthTag(), ct]).toString('base64url')}`;
  }

  decrypt(stored: string, at: ColumnPlace): string {
    if (stored.startsWith('v1.') && this.legacy) return this.legacy.decrypt(stored);
    const [v, keyId, body] = stored.split('.');
    if (v !== 'v2' || !keyId || body === undefined) throw new Error('Unknown ciphertext version');
    const raw = Buffer.from(body, 'base64url');
    const d = createDecipheriv('aes-256-gcm', this.keys.columnKey(keyId), raw.subarray(0, 12));
    d.setAAD(aad(at));
    d.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
  }

  /** Whether a stored value is v2 under the current master key (rotation skips it). */
  isCurrent(stored: string): boolean {
    return stored.startsWith(`v2.${this.keys.currentKeyId()}.`);
  }

  /**
   * A row's listed columns (db/encrypted-columns.ts) encrypted for the row `id`; other fields,
   * nulls and undefined are passed on as they are. Repositories write through this.
   */
  seal<V extends object>(table: EncryptedTable, id: string | number, values: V): V {
    const out = { ...values } as Record<string, unknown>;
    for (const column of ENCRYPTED_COLUMNS[table].columns) {
      const v = out[column];
      if (typeof v === 'string') out[column] = this.encrypt(v, { table, column, id: String(id) });
    }
    return out as V;
  }

  /**
   * A row's listed columns decrypted (the row `id` must be the one they were sealed for). A
   * plain value from before encryption is read as it is, until the start-up pass or rotate-keys
   * encrypts it.
   */
  open<V extends object>(table: EncryptedTable, id: string | number, row: V): V {
    const out = { ...row } as Record<string, unknown>;
    for (const column of ENCRYPTED_COLUMNS[table].columns) {
      const v = out[column];
      if (typeof v === 'string' && ColumnCipher.isCiphertext(v))
        out[column] = this.decrypt(v, { table, column, id: String(id) });
    }
    return out as V;
  }

  /** One value of a listed column (plain values from before are returned as they are). */
  openValue(table: EncryptedTable, column: string, id: string | number, v: string): string {
    return ColumnCipher.isCiphertext(v) ? this.decrypt(v, { table, column, id: String(id) }) : v;
  }

  /**
   * Whether a stored value is ciphertext at all (not a plain value from before). Strict: an
   * e-mail address such as `v1.x@example.com` or a name is never taken for ciphertext.
   */
  static isCiphertext(stored: string): boolean {
    return /^(v1\.[A-Za-z0-9_-]+|v2\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.test(stored);
  }
}
