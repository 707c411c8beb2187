import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';

/**
 * The backup archive (decision 0042): one file, every byte of it authenticated.
 *
 *   "VOUCHBAK1\n" | u32 header length | header (JSON) | chunk… (the last one flagged final)
 *   chunk: u32 (ciphertext length | FINAL bit) | AES-256-GCM ciphertext | 16-byte tag
 *
 * The key comes from scrypt over the passphrase (salt and cost in the header). Each chunk's nonce
 * is the header's prefix plus the chunk's number, and its associated data the header's hash, the
 * number and the final flag: a chunk changed, moved, dropped or cut off, a header edited, or an
 * archive without its final chunk (truncated) fails to decrypt. The header also carries a check
 * value of the derived key, so a wrong passphrase is told apart from damage.
 *
 * Inside, the plaintext is a sequence of entries: u8 1 | u16 name length | name | u64 size | bytes,
 * ended by a u8 0.
 */

const MAGIC = Buffer.from('VOUCHBAK1\n');
const CHUNK = 1 << 20;
const FINAL = 0x8000_0000;
const TAG = 16;
/** OWASP's scrypt parameters (N = 2^17, r = 8, p = 1): about 128 MiB and a fraction of a second. */
const KDF = { N: 1 << 17, r: 8, p: 1 };

export class BackupError extends Error {}

interface Header {
  format: 1;
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string };
  cipher: 'aes-256-gcm';
  nonce: string;
  check: string;
}

function deriveKeys(passphrase: string, kdf: Header['kdf']) {
  if (kdf.N > 1 << 20 || kdf.r > 32 || kdf.p > 16)
    throw new BackupError('The archive asks for an unreasonable key-derivation cost: refused.');
  return new Promise<{ key: Buffer; check: string }>((resolve, reject) =>
    scrypt(
      passphrase.normalize('NFC'),
      Buffer.from(kdf.salt, 'base64'),
      64,
      { N: kdf.N, r: kdf.r, p: kdf.p, maxmem: 256 * kdf.N * kdf.r + (1 << 20) },
      (err, out) => {
        if (err) return reject(err);
        resolve({
          key: out.subarray(0, 32),
          check: createHmac('sha256', out.subarray(32)).update('vouch-backup').digest('base64'),
        });
      },
    ),
  );
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

function chunkAad(headerHash: Buffer, index: number, final: boolean) {
  return Buffer.concat([headerHash, u32(index), Buffer.from([final ? 1 : 0])]);
}

function chunkNonce(prefix: Buffer, index: number) {
  return Buffer.concat([prefix, u32(index)]);
}

export interface ArchiveWriter {
  /** An entry from bytes in memory. */
  add(name: string, bytes: Buffer): Promise<void>;
  /** An entry streamed from a file, in pieces. */
  addFile(name: string, file: string): Promise<void>;
  /** Writes the final chunk and closes the file. */
  close(): Promise<void>;
}

/** A new archive at `out` (created exclusively: an existing file is never overwritten). */
export async function createArchive(out: string, passphrase: string): Promise<ArchiveWriter> {
  const kdf = { name: 'scrypt' as const, ...KDF, salt: randomBytes(16).toString('base64') };
  const { key, check } = await deriveKeys(passphrase, kdf);
  const prefix = randomBytes(8);
  const header: Header = {
    format: 1,
    kdf,
    cipher: 'aes-256-gcm',
    nonce: prefix.toString('base64'),
    check,
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const headerHash = createHash('sha256').update(headerBytes).digest();
  let fh: FileHandle;
  try {
    fh = await open(out, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      throw new BackupError(`${out} already exists: choose another --out.`);
    throw err;
  }
  await fh.write(Buffer.concat([MAGIC, u32(headerBytes.length), headerBytes]));
  let pending: Buffer[] = [];
  let pendingLength = 0;
  let index = 0;

  async function seal(plain: Buffer, final: boolean) {
    const cipher = createCipheriv('aes-256-gcm', key, chunkNonce(prefix, index));
    cipher.setAAD(chunkAad(headerHash, index, final));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    await fh.write(
      Buffer.concat([u32(body.length | (final ? FINAL : 0)), body, cipher.getAuthTag()]),
    );
    index += 1;
  }
  async function write(bytes: Buffer) {
    pending.push(bytes);
    pendingLength += bytes.length;
    while (pendingLength >= CHUNK) {
      const all = Buffer.concat(pending);
      await seal(all.subarray(0, CHUNK), false);
      pending = [all.subarray(CHUNK)];
      pendingLength = all.length - CHUNK;
    }
  }
  function entryHead(name: string, size: number) {
    const n = Buffer.from(name);
    const b = Buffer.alloc(1 + 2 + n.length + 8);
    b.writeUInt8(1, 0);
    b.writeUInt16BE(n.length, 1);
    n.copy(b, 3);
    b.writeBigUInt64BE(BigInt(size), 3 + n.length);
    return b;
  }
  return {
    async add(name, bytes) {
      await write(entryHead(name, bytes.length));
      await write(bytes);
    },
    async addFile(name, file) {
      const src = await open(file, 'r');
      try {
        const { size } = await src.stat();
        await write(entryHead(name, size));
        let left = size;
        while (left > 0) {
          const piece = Buffer.alloc(Math.min(CHUNK, left));
          const { bytesRead } = await src.read(piece, 0, piece.length, size - left);
          if (bytesRead === 0) throw new Error(`${file} became shorter while being read`);
          await write(piece.subarray(0, bytesRead));
          left -= bytesRead;
        }
      } finally {
        await src.close();
      }
    },
    async close() {
      try {
        await write(Buffer.from([0]));
        await seal(Buffer.concat(pending), true);
        await fh.sync();
      } finally {
        await fh.close();
      }
    },
  };
}

/** What receives the entries while an archive is read (a counter, or a staging folder). */
export interface EntrySink {
  open(name: string, size: number): Promise<void>;
  write(bytes: Buffer): Promise<void>;
  close(): Promise<void>;
}

const damaged = (why: string) =>
  new BackupError(`The archive is damaged (${why}); nothing was restored from it.`);

/**
 * Reads and authenticates the whole archive, handing each entry to `sink` as it is decrypted.
 * Throws BackupError for a file that is not an archive, a wrong passphrase, a damaged or truncated
 * archive. A caller writes only to a staging place until this has returned.
 */
export async function readArchive(file: string, passphrase: string, sink: EntrySink) {
  let fh: FileHandle;
  try {
    fh = await open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(`${file}: no such file.`);
    throw err;
  }
  try {
    const { size } = await fh.stat();
    let pos = 0;
    const readExactly = async (n: number, what: string) => {
      if (pos + n > size) throw damaged(`it ends inside ${what}: truncated`);
      const b = Buffer.alloc(n);
      const { bytesRead } = await fh.read(b, 0, n, pos);
      if (bytesRead !== n) throw damaged(`it ends inside ${what}: truncated`);
      pos += n;
      return b;
    };
    const magic = await readExactly(MAGIC.length, 'its first bytes').catch(() => null);
    if (!magic || !magic.equals(MAGIC))
      throw new BackupError(`${file} is not a Vouch backup archive.`);
    const headerLength = (await readExactly(4, 'its header')).readUInt32BE();
    if (headerLength > 4096) throw damaged('its header is too long');
    const headerBytes = await readExactly(headerLength, 'its header');
    let header: Header;
    try {
      header = JSON.parse(headerBytes.toString('utf8')) as Header;
    } catch {
      throw damaged('its header is not readable');
    }
    if (header.format !== 1 || header.kdf?.name !== 'scrypt' || header.cipher !== 'aes-256-gcm')
      throw damaged('its header names a format this version does not know');
    const { key, check } = await deriveKeys(passphrase, header.kdf);
    const expected = Buffer.from(header.check ?? '', 'base64');
    if (expected.length !== 32 || !timingSafeEqual(expected, Buffer.from(check, 'base64')))
      throw new BackupError(
        'Wrong passphrase for this archive (or its header was altered); nothing was restored.',
      );
    const prefix = Buffer.from(header.nonce, 'base64');
    const headerHash = createHash('sha256').update(headerBytes).digest();
    const parser = entryParser(sink);
    for (let index = 0; ; index++) {
      if (pos === size) throw damaged('its final part is missing: truncated');
      const lengthWord = (await readExactly(4, `part ${index + 1}`)).readUInt32BE();
      const final = (lengthWord & FINAL) !== 0;
      const length = lengthWord & ~FINAL & 0xffff_ffff;
      if (length > CHUNK) throw damaged(`part ${index + 1} has an impossible length`);
      const body = await readExactly(length, `part ${index + 1}`);
      const tag = await readExactly(TAG, `part ${index + 1}`);
      const decipher = createDecipheriv('aes-256-gcm', key, chunkNonce(prefix, index));
      decipher.setAAD(chunkAad(headerHash, index, final));
      decipher.setAuthTag(tag);
      let plain: Buffer;
      try {
        plain = Buffer.concat([decipher.update(body), decipher.final()]);
      } catch {
        throw damaged(`part ${index + 1} fails its integrity check`);
      }
      await parser.feed(plain);
      if (final) {
        if (pos !== size) throw damaged('there are bytes after its final part');
        if (!parser.ended()) throw damaged('its contents end early');
        return;
      }
    }
  } finally {
    await fh.close();
  }
}

/** The entries' framing, fed decrypted bytes in any pieces. */
function entryParser(sink: EntrySink) {
  let buf: Buffer = Buffer.alloc(0);
  let left = 0n;
  let inEntry = false;
  let done = false;
  return {
    ended: () => done,
    async feed(bytes: Buffer) {
      buf = buf.length ? Buffer.concat([buf, bytes]) : bytes;
      for (;;) {
        if (done) {
          if (buf.length) throw damaged('there is data after its end');
          return;
        }
        if (inEntry) {
          if (left > 0n) {
            if (!buf.length) return;
            const take = Number(left < BigInt(buf.length) ? left : BigInt(buf.length));
            await sink.write(buf.subarray(0, take));
            buf = buf.subarray(take);
            left -= BigInt(take);
          }
          if (left === 0n) {
            await sink.close();
            inEntry = false;
          }
          continue;
        }
        if (buf.length < 1) return;
        if (buf[0] === 0) {
          done = true;
          buf = buf.subarray(1);
          continue;
        }
        if (buf[0] !== 1) throw damaged('an entry is malformed');
        if (buf.length < 3) return;
        const nameLength = buf.readUInt16BE(1);
        if (buf.length < 3 + nameLength + 8) return;
        const name = buf.subarray(3, 3 + nameLength).toString('utf8');
        left = buf.readBigUInt64BE(3 + nameLength);
        buf = buf.subarray(3 + nameLength + 8);
        await sink.open(name, Number(left));
        inEntry = true;
      }
    },
  };
}
