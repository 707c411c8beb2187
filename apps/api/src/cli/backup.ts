import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import {
  BackupError,
  POSTGRES_BACKUP_ADVICE,
  restoreBackup,
  takeBackup,
  verifyBackup,
  type RestoreReport,
} from '../modules/operations/index.js';
import type { Command, CommandIo, StandaloneCommand } from './command.js';

/** Asks on the terminal with the typing hidden; null when there is no terminal to ask on. */
async function ask(question: string): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      rl.question(question, (answer) => resolve(answer));
      muted = true;
    });
  } finally {
    process.stderr.write('\n');
    rl.close();
  }
}

/** VOUCH_BACKUP_PASSPHRASE, or asked for (twice when making an archive). */
export async function passphrase(env: NodeJS.ProcessEnv, confirm: boolean): Promise<string> {
  const given = env.VOUCH_BACKUP_PASSPHRASE;
  if (given) return given;
  const first = await ask('Backup passphrase: ');
  if (first === null)
    throw new BackupError(
      'No passphrase: set VOUCH_BACKUP_PASSPHRASE, or run the command on a terminal to be asked.',
    );
  if (confirm && (await ask('Again: ')) !== first)
    throw new BackupError('The two passphrases differ; nothing was written.');
  return first;
}

const failed = (err: unknown, stderr: CommandIo['stderr']) => {
  if (err instanceof BackupError) {
    stderr(err.message);
    return 1;
  }
  throw err;
};

export const backup: Command = {
  summary: 'Write an encrypted backup of the embedded default (database, uploads, keys if asked)',
  help: [
    'Usage: npm run vouch -- backup --out FILE [--include-keys]',
    '',
    'Takes a consistent snapshot of the SQLite database while the server runs (SQLite online',
    'backup), adds every upload, and encrypts it all into FILE with a key derived (scrypt) from',
    'VOUCH_BACKUP_PASSPHRASE, or from a passphrase asked for on the terminal. A passphrase',
    'under 12 characters or easy to guess (a strength estimator, zxcvbn) is refused.',
    '',
    '--include-keys   also put the keys (secrets.json) in the archive. Without them the archive',
    '                 is useless unless you keep secrets.json safe somewhere else; with them the',
    '                 passphrase is all that protects every member record: choose a long one.',
    '',
    'With PostgreSQL or S3 storage it refuses and says what to back up instead.',
  ].join('\n'),
  options: { out: { type: 'string' }, 'include-keys': { type: 'boolean' } },
  async run({ config, values, env, stdout, stderr }) {
    if (typeof values.out !== 'string') {
      stderr(`--out FILE is required.\n\n${backup.help}`);
      return 2;
    }
    try {
      if (config.database.kind !== 'sqlite' || config.storage.kind !== 'local')
        throw new BackupError(POSTGRES_BACKUP_ADVICE);
      // Its strength is checked where archives are made (takeBackup), whoever calls it.
      const m = await takeBackup({
        config,
        out: values.out,
        passphrase: await passphrase(env, true),
        includeKeys: values['include-keys'] === true,
      });
      stdout(
        `Backup written to ${values.out}: ${m.members} members, ${m.submissions} submissions, ${m.files} files (${m.uploads} stored objects), ${m.auditEntries} audit entries; keys ${m.includesKeys ? 'INCLUDED' : 'not included: keep secrets.json safe elsewhere'}.`,
      );
      return 0;
    } catch (err) {
      return failed(err, stderr);
    }
  },
};

export const backupVerify: StandaloneCommand = {
  standalone: true,
  summary: 'Open a backup archive without restoring it and print what it holds',
  help: [
    'Usage: npm run vouch -- backup-verify FILE',
    '',
    'Decrypts and checks every part of the archive (VOUCH_BACKUP_PASSPHRASE or asked for),',
    'writes nothing, and prints the counts recorded when it was taken.',
  ].join('\n'),
  options: {},
  positionals: true,
  async run({ positionals, env, stdout, stderr }) {
    const file = positionals[0];
    if (!file) {
      stderr(`Give the archive to check.\n\n${backupVerify.help}`);
      return 2;
    }
    try {
      const { manifest: m, bytes } = await verifyBackup(file, await passphrase(env, false));
      stdout(
        [
          `Archive intact (${bytes} bytes of contents, every part authenticated).`,
          `Taken ${m.createdAt} by Vouch ${m.vouchVersion}.`,
          `Members: ${m.members}; submissions: ${m.submissions}; files: ${m.files} (${m.uploads} stored objects); audit entries: ${m.auditEntries}.`,
          `Keys: ${m.includesKeys ? 'included' : 'not included'}.`,
          `Tables: ${Object.entries(m.tables)
            .map(([t, n]) => `${t} ${n}`)
            .join(', ')}.`,
        ].join('\n'),
      );
      return 0;
    } catch (err) {
      return failed(err, stderr);
    }
  },
};

export function printReport(r: RestoreReport, stdout: CommandIo['stdout']): boolean {
  const filesOk = r.unreadableFiles.length === 0;
  stdout(
    [
      `Members: ${r.members}`,
      `Submissions: ${r.submissions}`,
      `Files: ${r.files}, ${filesOk ? 'every one present and decrypting' : `${r.unreadableFiles.length} MISSING OR UNREADABLE (${r.unreadableFiles.slice(0, 5).join(', ')})`}`,
      r.audit.ok
        ? `Audit chain verified: ${r.audit.entries} entries.`
        : `Audit chain BROKEN at entry ${r.audit.seq}: ${r.audit.problem}.`,
    ].join('\n'),
  );
  return filesOk && r.audit.ok;
}

export const restore: StandaloneCommand = {
  standalone: true,
  summary: 'Restore a backup archive into this environment’s (empty) DATA_DIR',
  help: [
    'Usage: npm run vouch -- restore --from FILE [--force]',
    '',
    'Checks the whole archive first (passphrase from VOUCH_BACKUP_PASSPHRASE or asked for), then',
    'writes the database, uploads and keys (if the archive has them) where this environment',
    'keeps them. Refuses a DATA_DIR that is not empty unless --force (stop the server first).',
    'Ends with a report: members, submissions, files, audit chain.',
  ].join('\n'),
  options: { from: { type: 'string' }, force: { type: 'boolean' } },
  async run({ values, env, stdout, stderr }) {
    if (typeof values.from !== 'string') {
      stderr(`--from FILE is required.\n\n${restore.help}`);
      return 2;
    }
    try {
      const report = await restoreBackup({
        env,
        from: values.from,
        passphrase: await passphrase(env, false),
        force: values.force === true,
      });
      stdout(`Restored from ${values.from}.`);
      return printReport(report, stdout) ? 0 : 1;
    } catch (err) {
      return failed(err, stderr);
    }
  },
};
