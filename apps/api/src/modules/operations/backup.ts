import { existsSync } from 'node:fs';
import {
  chmod,
  mkdir,
  mkdtemp,
  open,
  readdir,
  rename,
  rm,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import { createKeyProvider, createStorage } from '../../adapters/factories.js';
import { formatMasterKeys, readKeysFile } from '../../adapters/keys/env-key-provider.js';
import { dataPlaces, loadConfig, type Config } from '../../config.js';
import {
  createDb,
  migrateToLatest,
  sqliteOnlineBackup,
  sqliteTableCounts,
  type Db,
} from '../../db/database.js';
import { ColumnCipher } from '../../lib/column-cipher.js';
import { PiiCipher } from '../../lib/crypto.js';
import { auditLog } from '../audit/index.js';
import { BackupError, createArchive, readArchive, type EntrySink } from './backup-archive.js';
import { assertStrongPassphrase } from './passphrase-strength.js';

/** What an archive says about itself (its last entry, written once everything else is in). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  vouchVersion: string;
  members: number;
  submissions: number;
  files: number;
  auditEntries: number;
  uploads: number;
  includesKeys: boolean;
  tables: Record<string, number>;
}

export const POSTGRES_BACKUP_ADVICE = [
  'backup covers the embedded default (SQLite file and local uploads) only. With PostgreSQL and S3:',
  '  - the database: `pg_dump --format=custom --file vouch.dump "$DATABASE_URL"` (or your provider\'s',
  '    point-in-time recovery), restored with pg_restore;',
  '  - the files: turn on versioning on the bucket (and a lifecycle rule that keeps old versions),',
  '    or replicate it to a second bucket;',
  '  - the keys (JWT_SECRET, PII_ENCRYPTION_KEY, BLIND_INDEX_KEY, AUDIT_KEY, MASTER_KEYS): kept',
  '    outside both, in your secret manager: without them neither copy can be read.',
  'See the README, "Backups".',
].join('\n');

const VERSION = '0.1.0';
const DB_ENTRY = 'vouch.db';
const KEYS_ENTRY = 'secrets.json';
const MANIFEST_ENTRY = 'manifest.json';
const UPLOAD = /^uploads\/[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Every file under the uploads folder (temporary files of a write under way left out). */
async function uploadFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** The keys this instance runs with, as secrets.json holds them. */
function keysOf(config: Config) {
  const master =
    config.masterKeys.file && existsSync(config.masterKeys.file)
      ? readKeysFile(config.masterKeys.file)
      : config.masterKeys;
  return {
    JWT_SECRET: new TextDecoder().decode(config.jwtSecret),
    PII_ENCRYPTION_KEY: config.piiKey.toString('hex'),
    BLIND_INDEX_KEY: config.blindIndexKey.toString('hex'),
    AUDIT_KEY: config.auditKey.toString('hex'),
    MASTER_KEYS: formatMasterKeys(master),
  };
}

/**
 * Takes a backup of a running embedded install into `out`: the database by SQLite's online backup
 * (one committed state), then the uploads (every file the snapshot names was written before its
 * row committed, so it is there), then — only when asked — the keys, then the manifest.
 */
export async function takeBackup(opts: {
  config: Config;
  out: string;
  passphrase: string;
  includeKeys: boolean;
}): Promise<BackupManifest> {
  const { config, out } = opts;
  if (config.database.kind !== 'sqlite' || config.storage.kind !== 'local')
    throw new BackupError(POSTGRES_BACKUP_ADVICE);
  await assertStrongPassphrase(opts.passphrase);
  const outFile = path.resolve(out);
  if (existsSync(outFile))
    throw new BackupError(`${outFile} already exists: choose another --out.`);
  if (!existsSync(path.dirname(outFile)))
    throw new BackupError(`${path.dirname(outFile)}: no such folder for --out.`);
  // The snapshot waits beside the archive (same disk, private folder), never in /tmp.
  const work = await mkdtemp(path.join(path.dirname(outFile), '.vouch-backup-'));
  let written = false;
  try {
    await chmod(work, 0o700);
    const snapshot = path.join(work, DB_ENTRY);
    await sqliteOnlineBackup(config.database.file, snapshot);
    const counted = sqliteTableCounts(snapshot);
    const files = await uploadFiles(config.storage.root);
    const archive = await createArchive(outFile, opts.passphrase);
    written = true;
    await archive.addFile(DB_ENTRY, snapshot);
    let uploads = 0;
    for (const key of files) {
      try {
        await archive.addFile(`uploads/${key}`, path.join(config.storage.root, key));
        uploads += 1;
      } catch (err) {
        // Deleted since it was listed (a purge): the snapshot may still name it; say so below.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    if (opts.includeKeys)
      await archive.add(KEYS_ENTRY, Buffer.from(JSON.stringify(keysOf(config), null, 2)));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      vouchVersion: VERSION,
      members: counted.members,
      submissions: counted.tables.kyc_submissions ?? 0,
      files: counted.tables.kyc_files ?? 0,
      auditEntries: counted.tables.audit_log ?? 0,
      uploads,
      includesKeys: opts.includeKeys,
      tables: counted.tables,
    };
    await archive.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.close();
    return manifest;
  } catch (err) {
    if (written) await rm(outFile, { force: true });
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Opens an archive without restoring it: authenticated end to end, its manifest checked. */
export async function verifyBackup(file: string, passphrase: string) {
  let manifest: BackupManifest | undefined;
  let database = false;
  let keys = false;
  let uploads = 0;
  let bytes = 0;
  let current = '';
  let body: Buffer[] = [];
  await readArchive(file, passphrase, {
    async open(name) {
      current = name;
      body = [];
      if (name === DB_ENTRY) database = true;
      else if (name === KEYS_ENTRY) keys = true;
      else if (UPLOAD.test(name) && !name.includes('..')) uploads += 1;
      else if (name !== MANIFEST_ENTRY)
        throw new BackupError(`The archive holds an unexpected entry "${name}": refused.`);
      return Promise.resolve();
    },
    async write(b) {
      bytes += b.length;
      if (current === MANIFEST_ENTRY) body.push(Buffer.from(b));
      return Promise.resolve();
    },
    async close() {
      if (current === MANIFEST_ENTRY)
        manifest = JSON.parse(Buffer.concat(body).toString('utf8')) as BackupManifest;
      return Promise.resolve();
    },
  });
  if (!manifest || !database)
    throw new BackupError('The archive is incomplete (no database or no manifest): refused.');
  if (manifest.uploads !== uploads || manifest.includesKeys !== keys)
    throw new BackupError(
      `The archive does not match its manifest (${uploads} files for ${manifest.uploads} listed): refused.`,
    );
  return { manifest, bytes };
}

/** Writes the entries into a staging folder: never into the target until all have checked out. */
function stagingSink(dir: string) {
  let fh: FileHandle | undefined;
  const seen = new Set<string>();
  return {
    seen,
    sink: {
      async open(name) {
        const ok =
          name === DB_ENTRY ||
          name === KEYS_ENTRY ||
          name === MANIFEST_ENTRY ||
          (UPLOAD.test(name) && !name.includes('..'));
        if (!ok || seen.has(name))
          throw new BackupError(`The archive holds an unexpected entry "${name}": refused.`);
        seen.add(name);
        const target = path.join(dir, name);
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        fh = await open(target, 'wx', 0o600);
      },
      async write(b) {
        await fh!.write(b);
      },
      async close() {
        await fh!.close();
        fh = undefined;
      },
    } satisfies EntrySink,
    async abort() {
      await fh?.close().catch(() => undefined);
    },
  };
}

/** DATA_DIR's entries (none when it does not exist). */
async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * Restores an archive into the embedded default of `env` (DATA_DIR, the SQLite file, the uploads
 * folder). The whole archive is decrypted and checked into a staging folder beside DATA_DIR first;
 * on any failure that folder goes and the target is as it was. Then a report is read from the
 * restored install with its keys: members, submissions, files that decrypt, the audit chain.
 */
export async function restoreBackup(opts: {
  env: NodeJS.ProcessEnv;
  from: string;
  passphrase: string;
  force: boolean;
}): Promise<RestoreReport> {
  const places = dataPlaces(opts.env);
  if (places.database.kind !== 'sqlite' || places.storage.kind !== 'local')
    throw new BackupError(
      'restore writes the embedded default (a SQLite file and local uploads). With PostgreSQL, restore a pg_dump with pg_restore and the bucket from its versions (README, "Backups").',
    );
  const dbFile = places.database.file;
  const uploadsRoot = places.storage.root;
  const present = await entriesOf(places.dataDir);
  const outside = existsSync(dbFile) && path.dirname(dbFile) !== places.dataDir;
  if ((present.length > 0 || outside) && !opts.force)
    throw new BackupError(
      `DATA_DIR ${places.dataDir} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}${outside ? `; ${dbFile} exists` : ''}): restore into an empty folder, or stop the server and give --force to replace its database, uploads and keys.`,
    );
  await mkdir(path.dirname(places.dataDir), { recursive: true });
  const staging = await mkdtemp(
    path.join(path.dirname(places.dataDir), `.${path.basename(places.dataDir)}.restore-`),
  );
  const stage = stagingSink(staging);
  try {
    await chmod(staging, 0o700);
    try {
      await readArchive(path.resolve(opts.from), opts.passphrase, stage.sink);
    } catch (err) {
      await stage.abort();
      throw err;
    }
    if (!stage.seen.has(DB_ENTRY) || !stage.seen.has(MANIFEST_ENTRY))
      throw new BackupError('The archive is incomplete (no database or no manifest): refused.');
    const hasKeys = stage.seen.has(KEYS_ENTRY);
    const missingKeys = places.allSecrets.filter((k) => !places.givenSecrets.includes(k));
    if (!hasKeys && missingKeys.length > 0)
      throw new BackupError(
        `This archive holds no keys (it was taken without --include-keys), and the environment lacks ${missingKeys.join(', ')}. Give the instance's keys (from the secrets.json you kept apart) in the environment and run restore again; nothing was restored.`,
      );
    // Checked: now the target. --force replaces what was there.
    await mkdir(places.dataDir, { recursive: true, mode: 0o700 });
    for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) await rm(f, { force: true });
    await rm(uploadsRoot, { recursive: true, force: true });
    await mkdir(path.dirname(dbFile), { recursive: true, mode: 0o700 });
    await rename(path.join(staging, DB_ENTRY), dbFile);
    if (stage.seen.has('uploads') || existsSync(path.join(staging, 'uploads'))) {
      await mkdir(path.dirname(uploadsRoot), { recursive: true, mode: 0o700 });
      await rename(path.join(staging, 'uploads'), uploadsRoot);
    }
    if (hasKeys) {
      await rename(path.join(staging, KEYS_ENTRY), places.secretsFile);
      await chmod(places.secretsFile, 0o600);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return restoreReport(loadConfig(opts.env));
}

export interface RestoreReport {
  members: number;
  submissions: number;
  files: number;
  /** Files the database names that are missing or do not decrypt with the keys. */
  unreadableFiles: string[];
  audit: { ok: true; entries: number } | { ok: false; seq: number; problem: string };
}

/** What an install holds, read with its keys: the restore's last word, and a check on its own. */
export async function restoreReport(config: Config): Promise<RestoreReport> {
  const db: Db = createDb(config.database);
  try {
    await migrateToLatest(db);
    const keys = createKeyProvider(config.masterKeys);
    const storage = createStorage(config.storage, keys);
    const count = async (table: 'kyc_submissions' | 'kyc_files') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const members = Number(
      (
        await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('role', '=', 'member')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const files = await db.selectFrom('kyc_files').select(['id', 'storage_key']).execute();
    const unreadableFiles: string[] = [];
    for (const f of files) {
      const bytes = await storage.get(f.storage_key).catch(() => null);
      if (!bytes) unreadableFiles.push(f.id);
    }
    const columns = new ColumnCipher(keys, new PiiCipher(config.piiKey));
    const verdict = await auditLog(db, config.auditKey, columns).verify();
    return {
      members,
      submissions: await count('kyc_submissions'),
      files: files.length,
      unreadableFiles,
      audit: verdict.ok
        ? { ok: true, entries: verdict.entries }
        : { ok: false, seq: verdict.seq, problem: verdict.problem },
    };
  } finally {
    await db.destroy();
  }
}
