import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import {
  BackupError,
  restoreBackup,
  takeBackup,
  verifyBackup,
} from '../../src/modules/operations/index.js';
import { paidMember, passportSubmission } from '../setup/kyc-fixtures.js';
import { newMember, post } from '../setup/members.js';
import { createTestApp, envOf, type TestApp } from '../setup/test-app.js';

const PASSPHRASE = 'correct horse battery staple';
const cli = path.resolve(import.meta.dirname, '../../src/cli.ts');
const run = promisify(execFile);

/** The real CLI with only the given environment's data places (keys from its secrets.json). */
async function vouchIn(env: Record<string, string>, args: string[]) {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const placesFor = (dir: string) => ({
  DATA_DIR: dir,
  DATABASE_URL: `sqlite:${path.join(dir, 'test.db')}`,
});

let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await createTestApp();
  work = mkdtempSync(path.join(tmpdir(), 'vouch-backups-'));
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('backup with PostgreSQL', () => {
  it('refuses with the advice of what to back up instead, writing nothing', async () => {
    const out = path.join(work, 'pg.vbak');
    // The same install's keys, pointed at PostgreSQL (nothing is connected to: it refuses first).
    const config = loadConfig({
      ...envOf(t.config),
      DATABASE_URL: 'postgres://vouch@127.0.0.1:5432/vouch_backup_refused',
    });
    await expect(
      takeBackup({ config, out, passphrase: PASSPHRASE, includeKeys: true }),
    ).rejects.toThrow(/pg_dump[\s\S]*versioning[\s\S]*keys/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('a backup passphrase must be hard to guess (issue 46)', () => {
  // What protects every member record once an archive leaves the machine: it is attacked
  // offline, so length alone is not enough. Each is 12 characters or more.
  const weak = [
    'aaaaaaaaaaaa',
    '123456789012',
    'qwertyuiopasdf',
    'password1234',
    'Password123!',
    'abcabcabcabcabc',
    'vouchbackup2026',
  ];

  it('takeBackup refuses a weak one, saying why, and writes nothing', async () => {
    for (const passphrase of weak) {
      const out = path.join(work, 'weak.vbak');
      const err = await takeBackup({ config: t.config, out, passphrase, includeKeys: true }).catch(
        (e: unknown) => e,
      );
      expect(err, passphrase).toBeInstanceOf(BackupError);
      expect((err as Error).message, passphrase).toMatch(/^The passphrase is too easy to guess/);
      expect(existsSync(out)).toBe(false);
    }
  });

  it('the CLI refuses twelve a’s with a clear message and exit code 1', async () => {
    const out = path.join(work, 'weak-cli.vbak');
    const r = await vouchIn({ ...envOf(t.config), VOUCH_BACKUP_PASSPHRASE: 'aaaaaaaaaaaa' }, [
      'backup',
      '--out',
      out,
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/The passphrase is too easy to guess/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('backup and restore of the embedded default', () => {
  const archive = () => path.join(work, 'full.vbak');
  let members: { email: string; password: string }[] = [];
  let early: Awaited<ReturnType<typeof paidMember>>;
  let during: Awaited<ReturnType<typeof paidMember>>;

  it('a backup taken while 20 registrations and a KYC submission run restores completely', async () => {
    early = await paidMember(t.app, t.db);
    expect(
      (await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), early.token)).code,
    ).toBe(200);
    during = await paidMember(t.app, t.db);
    const submission = await passportSubmission();
    const payloads = Array.from({ length: 20 }, () => newMember());
    members = [
      early,
      during,
      ...payloads.map((p) => ({ email: p.email_address, password: p.password })),
    ];

    const traffic = Promise.all([
      ...payloads.map((p) => post(t.app, '/auth/register', p)),
      post(t.app, '/kyc/create-new-kyc', submission, during.token),
    ]);
    // The backup starts while the requests are in flight.
    await new Promise((r) => setTimeout(r, 20));
    const manifest = await takeBackup({
      config: t.config,
      out: archive(),
      passphrase: PASSPHRASE,
      includeKeys: true,
    });
    for (const r of await traffic) expect(r.code).toBe(200);
    expect(statSync(archive()).mode & 0o777).toBe(0o600);
    expect(manifest.includesKeys).toBe(true);
    expect(manifest.files).toBeGreaterThanOrEqual(2);

    // backup-verify: opens it, writes nothing, the counts of the moment it was taken.
    const verified = await verifyBackup(archive(), PASSPHRASE);
    expect(verified.manifest).toEqual(manifest);

    // Restore with the real CLI into an empty folder; its report ends the run.
    const target = path.join(work, 'restored');
    const restored = await vouchIn({ ...placesFor(target), VOUCH_BACKUP_PASSPHRASE: PASSPHRASE }, [
      'restore',
      '--from',
      archive(),
    ]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Members: ${manifest.members}`);
    expect(restored.stdout).toContain(`Submissions: ${manifest.submissions}`);
    expect(restored.stdout).toContain(`Files: ${manifest.files}, every one present and decrypting`);
    expect(restored.stdout).toMatch(/Audit chain verified: \d+ entries/);
    expect(statSync(path.join(target, 'secrets.json')).mode & 0o777).toBe(0o600);

    const audit = await vouchIn(placesFor(target), ['verify-audit']);
    expect(audit.stdout).toContain('Audit log intact');

    // A server on the restored folder, with the keys from the restored secrets.json.
    const config = loadConfig({
      NODE_ENV: 'test',
      ...placesFor(target),
      APP_URL: 'http://vouch.test',
      RATE_LIMITS: 'off',
      CHECKS: 'off',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      WEB_DIST: path.join(target, 'no-web'),
    });
    const restoredApp = await buildApp({ config, logger: false });
    await restoredApp.app.ready();
    try {
      const inSnapshot = Number(
        (
          await restoredApp.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('role', '=', 'member')
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(inSnapshot).toBe(manifest.members);
      // Every member in the snapshot logs in; the others were registered after it.
      const tokens: string[] = [];
      for (const m of members) {
        const login = await post(restoredApp.app, '/auth/login', {
          email_address: m.email,
          password: m.password,
        });
        if (login.code === 200) tokens.push((login.body.msg as { authToken: string }).authToken);
      }
      expect(tokens.length).toBe(inSnapshot);
      // Every file is served to its owner, decrypted, byte for byte what the live server serves.
      const files = await restoredApp.db.selectFrom('kyc_files').select(['id']).execute();
      expect(files.length).toBe(manifest.files);
      for (const f of files) {
        const url = `/api/v1/kyc/files/${f.id}`;
        const owner = [early.token, during.token];
        let original: Buffer | undefined;
        for (const token of owner) {
          const r = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
          if (r.statusCode === 200) original = r.rawPayload;
        }
        expect(original).toBeDefined();
        let served: Buffer | undefined;
        for (const token of tokens) {
          const r = await restoredApp.app.inject({
            url,
            headers: { authorization: `Bearer ${token}` },
          });
          if (r.statusCode === 200) served = r.rawPayload;
        }
        expect(served?.equals(original!)).toBe(true);
      }
    } finally {
      await restoredApp.app.close();
    }
  }, 120_000);

  /** A target folder, and a check that a refused restore left it exactly as it was. */
  function target(name: string, files: Record<string, string> = {}) {
    const dir = path.join(work, name);
    if (Object.keys(files).length > 0) mkdirSync(dir, { recursive: true });
    for (const [f, body] of Object.entries(files)) writeFileSync(path.join(dir, f), body);
    const before = existsSync(dir) ? readdirSync(dir).sort() : null;
    return {
      env: { ...placesFor(dir) },
      unchanged() {
        expect(existsSync(dir) ? readdirSync(dir).sort() : null).toEqual(before);
        for (const [f, body] of Object.entries(files))
          expect(readFileSync(path.join(dir, f), 'utf8')).toBe(body);
        // No staging folder is left beside it.
        expect(readdirSync(work).filter((e) => e.includes('.restore-'))).toEqual([]);
      },
    };
  }

  const copyWith = (name: string, change: (b: Buffer) => Buffer) => {
    const file = path.join(work, name);
    writeFileSync(file, change(readFileSync(archive())));
    return file;
  };

  it('refuses a wrong passphrase, a corrupted or truncated archive, and changes nothing', async () => {
    const cases: [string, string, string, RegExp][] = [
      ['wrong passphrase', archive(), 'not the passphrase at all', /Wrong passphrase/],
      [
        'one byte changed',
        copyWith('flipped.vbak', (b) => {
          const c = Buffer.from(b);
          c[Math.floor(c.length / 2)]! ^= 0x01;
          return c;
        }),
        PASSPHRASE,
        /damaged \(part \d+ fails its integrity check\)/,
      ],
      [
        'cut short',
        copyWith('cut.vbak', (b) => b.subarray(0, b.length - 100)),
        PASSPHRASE,
        /truncated/,
      ],
      [
        'not an archive',
        copyWith('junk.vbak', () => Buffer.from('hello')),
        PASSPHRASE,
        /not a Vouch backup/,
      ],
    ];
    for (const [label, from, passphrase, message] of cases) {
      const tgt = target(`refused-${label.replace(/\W/g, '-')}`);
      const err = await restoreBackup({ env: tgt.env, from, passphrase, force: false }).catch(
        (e: unknown) => e,
      );
      expect(err, label).toBeInstanceOf(BackupError);
      expect((err as Error).message, label).toMatch(message);
      tgt.unchanged();
    }
    await expect(verifyBackup(path.join(work, 'cut.vbak'), PASSPHRASE)).rejects.toThrow(
      /truncated/,
    );
  });

  it('refuses a non-empty DATA_DIR unless --force, and an archive without keys where none are given', async () => {
    const busy = target('busy', { 'notes.txt': 'keep me' });
    await expect(
      restoreBackup({ env: busy.env, from: archive(), passphrase: PASSPHRASE, force: false }),
    ).rejects.toThrow(/is not empty \(notes\.txt\).*--force/);
    busy.unchanged();

    const bare = path.join(work, 'no-keys.vbak');
    await takeBackup({ config: t.config, out: bare, passphrase: PASSPHRASE, includeKeys: false });
    const keyless = target('keyless');
    await expect(
      restoreBackup({ env: keyless.env, from: bare, passphrase: PASSPHRASE, force: false }),
    ).rejects.toThrow(/holds no keys.*MASTER_KEYS/);
    keyless.unchanged();

    // --force replaces what is there (the server stopped): the report checks out.
    const report = await restoreBackup({
      env: busy.env,
      from: archive(),
      passphrase: PASSPHRASE,
      force: true,
    });
    expect(report.audit.ok).toBe(true);
    expect(report.unreadableFiles).toEqual([]);
  });

  it('an existing --out is never overwritten', async () => {
    await expect(
      takeBackup({ config: t.config, out: archive(), passphrase: PASSPHRASE, includeKeys: true }),
    ).rejects.toThrow(/already exists/);
  });
});
