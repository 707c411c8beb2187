import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { deriveColumnKey, type ColumnKeySource } from '../../lib/column-cipher.js';
import type { KeyProvider, MasterKeys } from './key-provider.js';

const IV = 12;
const TAG = 16;

/** A master key wraps with AES-256-GCM: iv | tag | wrapped key, the context as associated data. */
function seal(key: Buffer, plain: Buffer, context: string): Buffer {
  const iv = randomBytes(IV);
  const c = createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(Buffer.from(`vouch-key\0${context}`));
  const ct = Buffer.concat([c.update(plain), c.final()]);
  return Buffer.concat([iv, c.getAuthTag(), ct]);
}

function open(key: Buffer, sealed: Buffer, context: string): Buffer {
  const d = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV));
  d.setAAD(Buffer.from(`vouch-key\0${context}`));
  d.setAuthTag(sealed.subarray(IV, IV + TAG));
  return Buffer.concat([d.update(sealed.subarray(IV + TAG)), d.final()]);
}

/**
 * Master keys from the environment (MASTER_KEYS), or from the generated keys file of the embedded
 * default. With a file, a key the process does not know yet (added by `rotate-keys` while the
 * server runs) is read from the file when first met, and a new current key is picked up within
 * a few seconds: rotation needs no restart.
 */
export function envKeyProvider(
  initial: MasterKeys,
  source?: { file: string; read: (file: string) => MasterKeys },
): KeyProvider & ColumnKeySource & { keys(): MasterKeys } {
  let keys = initial;
  let checkedAt = Date.now();
  let mtime = source ? mtimeOf(source.file) : 0;
  const reload = (force: boolean) => {
    if (!source) return;
    if (!force && Date.now() - checkedAt < 3000) return;
    checkedAt = Date.now();
    const m = mtimeOf(source.file);
    if (!force && m === mtime) return;
    mtime = m;
    keys = source.read(source.file);
  };
  const keyFor = (id: string) => {
    let key = keys.keys.get(id);
    if (!key) {
      reload(true);
      key = keys.keys.get(id);
    }
    if (!key) throw new Error(`Master key "${id}" is not configured (MASTER_KEYS)`);
    return key;
  };
  const columnKeys = new Map<string, Buffer>();
  return {
    keys: () => (reload(false), keys),
    columnKey(id) {
      let k = columnKeys.get(id);
      if (!k) columnKeys.set(id, (k = deriveColumnKey(keyFor(id))));
      return k;
    },
    currentKeyId: () => (reload(false), keys.current),
    wrap(dataKey, context) {
      reload(false);
      const keyId = keys.current;
      return Promise.resolve({ keyId, wrapped: seal(keyFor(keyId), dataKey, context) });
    },
    unwrap(keyId, wrapped, context) {
      try {
        return Promise.resolve(open(keyFor(keyId), wrapped, context));
      } catch (err) {
        return Promise.reject(err instanceof Error ? err : new Error(String(err)));
      }
    },
  };
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Parses MASTER_KEYS: `id:key[,id:key…]`, the first one current; keys 32 bytes (hex or base64). */
export function parseMasterKeys(raw: string): MasterKeys {
  const keys = new Map<string, Buffer>();
  let current: string | undefined;
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = part.indexOf(':');
    const id = at > 0 ? part.slice(0, at) : '';
    const value = part.slice(at + 1);
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(id))
      throw new Error('each key is id:key, the id 1-40 letters, digits, - or _');
    const key = /^[0-9a-f]{64}$/i.test(value)
      ? Buffer.from(value, 'hex')
      : Buffer.from(value, 'base64');
    if (key.length !== 32)
      throw new Error(`key "${id}" must be 32 bytes: 64 hex characters or base64`);
    if (keys.has(id)) throw new Error(`key id "${id}" is given twice`);
    keys.set(id, key);
    current ??= id;
  }
  if (!current) throw new Error('give at least one id:key');
  return { current, keys };
}

export function formatMasterKeys(k: MasterKeys): string {
  const ids = [k.current, ...[...k.keys.keys()].filter((id) => id !== k.current)];
  return ids.map((id) => `${id}:${k.keys.get(id)!.toString('hex')}`).join(',');
}

/** The keys file of the embedded default (DATA_DIR/secrets.json's MASTER_KEYS). */
export function readKeysFile(file: string): MasterKeys {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { MASTER_KEYS?: string };
  if (!stored.MASTER_KEYS) throw new Error(`${file} has no MASTER_KEYS`);
  return parseMasterKeys(stored.MASTER_KEYS);
}
