import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KeyProvider } from '../keys/key-provider.js';
import type { FileStorage } from './storage.js';

/**
 * Every stored file encrypted with a data key of its own (docs/decisions/0013), whatever the
 * store underneath (a local folder, S3). A stored file is:
 *
 *   "VCHENC" 0x01 | key id length (1) | master key id | wrapped key length (2, BE) | wrapped key
 *   | iv (12) | GCM tag (16) | AES-256-GCM ciphertext
 *
 * The storage key is the associated data of both the ciphertext and the wrapped data key: a file
 * copied or renamed to another key does not open. Rotation rewrites the header only (the data key
 * wrapped by the new master key); the body stays as it is.
 *
 * Files written before encryption existed have no magic and are read as they are, until
 * `rotate-keys` encrypts them.
 */
const MAGIC = Buffer.from('VCHENC\x01', 'latin1');
const IV = 12;
const TAG = 16;
const STORED_TYPE = 'application/octet-stream';

interface Envelope {
  keyId: string;
  wrapped: Buffer;
  /** iv | tag | ciphertext, as stored. */
  body: Buffer;
}

export const isEncryptedFile = (bytes: Buffer) =>
  bytes.length >= MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);

function parse(bytes: Buffer): Envelope {
  let at = MAGIC.length;
  const idLen = bytes.readUInt8(at);
  at += 1;
  const keyId = bytes.subarray(at, at + idLen).toString('utf8');
  at += idLen;
  const wrappedLen = bytes.readUInt16BE(at);
  at += 2;
  const wrapped = bytes.subarray(at, at + wrappedLen);
  at += wrappedLen;
  if (bytes.length < at + IV + TAG) throw new Error('Truncated encrypted file');
  return { keyId, wrapped, body: bytes.subarray(at) };
}

function format(e: Envelope): Buffer {
  const id = Buffer.from(e.keyId, 'utf8');
  const idLen = Buffer.alloc(1);
  idLen.writeUInt8(id.length, 0);
  const wrappedLen = Buffer.alloc(2);
  wrappedLen.writeUInt16BE(e.wrapped.length, 0);
  return Buffer.concat([MAGIC, idLen, id, wrappedLen, e.wrapped, e.body]);
}

const aad = (key: string) => Buffer.from(`vouch-file\0v1\0${key}`, 'utf8');
const context = (key: string) => `file:${key}`;

/** What `reseal` did to one stored file. */
export type ResealOutcome = 'encrypted' | 'rewrapped' | 'current' | 'missing';

export interface EncryptedStorage extends FileStorage {
  /**
   * Brings one stored file to the current master key: a plain (older) file is encrypted, an
   * envelope under another master key gets its data key re-wrapped (header only).
   */
  reseal(key: string): Promise<ResealOutcome>;
}

export function encryptedStorage(inner: FileStorage, keys: KeyProvider): EncryptedStorage {
  const seal = async (key: string, plain: Buffer) => {
    const dataKey = randomBytes(32);
    const iv = randomBytes(IV);
    const c = createCipheriv('aes-256-gcm', dataKey, iv);
    c.setAAD(aad(key));
    const ct = Buffer.concat([c.update(plain), c.final()]);
    const { keyId, wrapped } = await keys.wrap(dataKey, context(key));
    dataKey.fill(0);
    return format({ keyId, wrapped, body: Buffer.concat([iv, c.getAuthTag(), ct]) });
  };
  const open = async (key: string, stored: Buffer) => {
    const e = parse(stored);
    const dataKey = await keys.unwrap(e.keyId, e.wrapped, context(key));
    const d = createDecipheriv('aes-256-gcm', dataKey, e.body.subarray(0, IV));
    d.setAAD(aad(key));
    d.setAuthTag(e.body.subarray(IV, IV + TAG));
    const plain = Buffer.concat([d.update(e.body.subarray(IV + TAG)), d.final()]);
    dataKey.fill(0);
    return plain;
  };
  return {
    async put(key, bytes) {
      await inner.put(key, await seal(key, bytes), STORED_TYPE);
    },
    async get(key) {
      const stored = await inner.get(key);
      if (!stored) return null;
      return isEncryptedFile(stored) ? open(key, stored) : stored;
    },
    delete: (key) => inner.delete(key),
    list: (prefix) => inner.list(prefix),
    check: () => inner.check(),
    async reseal(key) {
      const stored = await inner.get(key);
      if (!stored) return 'missing';
      if (!isEncryptedFile(stored)) {
        await inner.put(key, await seal(key, stored), STORED_TYPE);
        return 'encrypted';
      }
      const e = parse(stored);
      if (e.keyId === keys.currentKeyId()) return 'current';
      const dataKey = await keys.unwrap(e.keyId, e.wrapped, context(key));
      const rewrapped = await keys.wrap(dataKey, context(key));
      dataKey.fill(0);
      await inner.put(key, format({ ...e, ...rewrapped }), STORED_TYPE);
      return 'rewrapped';
    },
  };
}
