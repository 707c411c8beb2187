import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { KycRecord, SupportTicket } from '@vouch/contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { get, post, registerMember } from './setup/members.js';
import { runVouch } from './setup/cli.js';
import { createTestApp, envOf, testDb, type TestApp } from './setup/test-app.js';

const MAGIC = Buffer.from('VCHENC\x01', 'latin1');
const key = () => randomBytes(32).toString('hex');

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

function foldersUnder(dir: string): string[] {
  return [
    dir,
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => path.join(e.parentPath, e.name)),
  ];
}

const mode = (p: string) => statSync(p).mode & 0o777;

let open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.reverse()) await t.close();
  open = [];
});
async function app(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  open.push(t);
  return t;
}

/** The member's KYC record and its files as the API serves them (decrypted). */
async function kycFiles(t: { app: TestApp['app'] }, token: string) {
  const info = ((await get(t.app, '/kyc/fetch-kyc-info', token)).body.msg as { info: KycRecord })
    .info;
  const fetchFile = async (url: string) => {
    const r = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    return { code: r.statusCode, bytes: r.rawPayload };
  };
  return {
    info,
    selfie: await fetchFile(info.portrait_file.new_capture),
    document: await fetchFile(info.document_file.f),
  };
}

/**
 * Another app on the same database and uploads as `t` (as a second instance would be), with
 * other master keys. Closed without dropping anything.
 */
async function sameDataOtherKeys(t: TestApp, masterKeys: string) {
  const config = loadConfig({
    ...envOf(t.config),
    NODE_ENV: 'test',
    MASTER_KEYS: masterKeys,
    APP_URL: 'http://vouch.test',
    RATE_LIMITS: 'off',
    CHECKS: 'off',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    WEB_DIST: path.join(t.config.dataDir, 'no-web'),
  });
  const built = await buildApp({ config, logger: false });
  await built.app.ready();
  return built;
}

describe('files at rest', () => {
  it('are stored encrypted (no 64 bytes of the selfie in the upload folder), private, and served decrypted', async () => {
    const t = await app();
    const m = await paidMember(t.app, t.db);
    expect(
      (await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token)).code,
    ).toBe(200);
    const { selfie, document } = await kycFiles(t, m.token);
    // The API gives the cleaned JPEGs back: what a grep would look for is really there to find.
    expect(selfie.code).toBe(200);
    expect(selfie.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(document.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const middle = Math.floor(selfie.bytes.length / 2);
    const needle = selfie.bytes.subarray(middle, middle + 64);

    const root = path.join(t.config.dataDir, 'uploads');
    const stored = filesUnder(root);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const f of stored) {
      const bytes = readFileSync(f);
      expect(bytes.subarray(0, MAGIC.length), f).toEqual(MAGIC);
      expect(bytes.includes(needle), f).toBe(false);
      expect(bytes.includes(Buffer.from([0xff, 0xd8, 0xff, 0xe0])), f).toBe(false);
      expect(mode(f), f).toBe(0o600);
    }
    for (const d of foldersUnder(root)) expect(mode(d), d).toBe(0o700);
    expect(mode(t.config.dataDir)).toBe(0o700);
    if (t.config.database.kind === 'sqlite') {
      const db = t.config.database.file;
      for (const f of [db, `${db}-wal`, `${db}-shm`].filter(existsSync))
        expect(mode(f), f).toBe(0o600);
    }
  });

  it('a stored file moved to another key does not open (the key is associated data)', async () => {
    const t = await app();
    const a = await paidMember(t.app, t.db);
    const b = await paidMember(t.app, t.db);
    for (const m of [a, b])
      await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token);
    const root = path.join(t.config.dataDir, 'uploads');
    const keyOf = async (token: string) => {
      const id = (await kycFiles(t, token)).info.portrait_file.new_capture.split('/').pop()!;
      return (
        await t.db
          .selectFrom('kyc_files')
          .select('storage_key')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).storage_key;
    };
    const ka = await keyOf(a.token);
    const kb = await keyOf(b.token);
    // b's selfie replaced with a's stored bytes: b no longer gets a picture, a still does.
    writeFileSync(path.join(root, kb), readFileSync(path.join(root, ka)));
    expect((await kycFiles(t, a.token)).selfie.code).toBe(200);
    expect((await kycFiles(t, b.token)).selfie.code).toBeGreaterThanOrEqual(500);
  });

  it('rotate-keys re-wraps every file for a new master key, encrypts older plain files, and the old key can go', async () => {
    const oldKeys = `k1:${key()}`;
    const t = await app({ MASTER_KEYS: oldKeys });
    const m = await paidMember(t.app, t.db);
    await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token);
    const before = await kycFiles(t, m.token);
    // A file from before encryption existed: plain, and still served.
    const root = path.join(t.config.dataDir, 'uploads');
    const docKey = (
      await t.db
        .selectFrom('kyc_files')
        .select('storage_key')
        .where('kind', '=', 'document_front')
        .executeTakeFirstOrThrow()
    ).storage_key;
    writeFileSync(path.join(root, docKey), before.document.bytes, { mode: 0o600 });
    expect((await kycFiles(t, m.token)).document.bytes.equals(before.document.bytes)).toBe(true);

    const both = `k2:${key()},${oldKeys}`;
    const r = await runVouch(t.config, ['rotate-keys'], { MASTER_KEYS: both });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Files: [1-9]\d* re-wrapped, 1 encrypted/);
    for (const f of filesUnder(root)) {
      const bytes = readFileSync(f);
      expect(bytes.subarray(0, MAGIC.length)).toEqual(MAGIC);
      expect(bytes.subarray(MAGIC.length + 1, MAGIC.length + 3).toString()).toBe('k2');
    }
    // Idempotent: a second run finds everything current.
    const again = await runVouch(t.config, ['rotate-keys'], { MASTER_KEYS: both });
    expect(again.stdout).toMatch(
      /Files: 0 re-wrapped, 0 encrypted \(stored before encryption\), [1-9]\d* already on key k2/,
    );

    // Only the new key: every file still reads through the API.
    const next = await sameDataOtherKeys(t, both.split(',')[0]!);
    try {
      const after = await kycFiles(next, m.token);
      expect(after.selfie.bytes.equals(before.selfie.bytes)).toBe(true);
      expect(after.document.bytes.equals(before.document.bytes)).toBe(true);
    } finally {
      await next.app.close();
    }
  });

  it.skipIf(testDb === 'postgres')(
    'embedded default: rotate-keys --new-key while the server runs, then --retire removes the old key',
    async () => {
      const t = await app({ MASTER_KEYS: '' });
      expect(t.config.masterKeys.file).toBeDefined();
      const secrets = t.config.masterKeys.file!;
      expect(mode(secrets)).toBe(0o600);
      const m = await paidMember(t.app, t.db);
      await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token);
      const before = await kycFiles(t, m.token);
      const first = t.config.masterKeys.current;

      const fileMode = { MASTER_KEYS: '' };
      const r = await runVouch(t.config, ['rotate-keys', '--new-key'], fileMode);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/New master key k\d{8}-[0-9a-f]{6} is current/);
      expect(r.stdout).toMatch(/Files: [1-9]\d* re-wrapped/);
      // The running server meets the new key id and reads it from the file.
      expect((await kycFiles(t, m.token)).selfie.bytes.equals(before.selfie.bytes)).toBe(true);

      const retire = await runVouch(t.config, ['rotate-keys', '--retire'], fileMode);
      expect(retire.code).toBe(0);
      expect(retire.stdout).toContain(`Removed ${first}`);
      const stored = JSON.parse(readFileSync(secrets, 'utf8')) as { MASTER_KEYS: string };
      expect(stored.MASTER_KEYS).not.toContain(first);
      expect(stored.MASTER_KEYS.split(',')).toHaveLength(1);
      expect(mode(secrets)).toBe(0o600);
      expect((await kycFiles(t, m.token)).document.bytes.equals(before.document.bytes)).toBe(true);
    },
  );

  it('rotate-keys --new-key is refused when the keys come from the environment', async () => {
    const t = await app();
    const r = await runVouch(t.config, ['rotate-keys', '--new-key']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/put the new key first there/);
  });
});

/**
 * Everything the database holds, as an attacker with the files or a dump would see it: the
 * SQLite file and its -wal as bytes, or every row of PostgreSQL's tables as text.
 */
async function rawDatabase(t: TestApp): Promise<string> {
  if (t.config.database.kind === 'sqlite') {
    await sql`pragma wal_checkpoint(passive)`.execute(t.db);
    const f = t.config.database.file;
    return [f, `${f}-wal`]
      .filter(existsSync)
      .map((p) => readFileSync(p).toString('latin1'))
      .join('\n');
  }
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public'`.execute(t.db);
  const dump: string[] = [];
  for (const { table_name } of tables.rows)
    dump.push(
      JSON.stringify((await sql`select * from ${sql.table(table_name)}`.execute(t.db)).rows),
    );
  return dump.join('\n');
}

const ticket = {
  fullName: 'Zebulon Quist-Nwachukwu',
  email: 'zq.ticket-writer@example.test',
  category: 'kyc',
  subject: 'Xylophone refund puzzle QX17',
  message: 'My unmistakable ticket text: marmalade-octopus-9931 and a passport number.',
};

describe('encrypted columns', () => {
  it('support tickets: names, e-mail and texts are ciphertext bound to their row, read back decrypted', async () => {
    const t = await app();
    const m = await registerMember(t.app, t.db, { verify: true });
    const created = (await post(t.app, '/support/tickets', ticket, m.token)).body
      .msg as SupportTicket;
    await post(
      t.app,
      `/support/tickets/${created.id}/replies`,
      { message: 'A second text: quokka-sunrise-4471.' },
      m.token,
    );
    // The API gives the values back, so the search below looks for what is really stored.
    const mine = (await get(t.app, '/support/tickets', m.token)).body.msg as SupportTicket[];
    expect(mine[0]).toMatchObject({
      full_name: ticket.fullName,
      email: ticket.email,
      subject: ticket.subject,
      messages: [{ message: ticket.message }, { message: 'A second text: quokka-sunrise-4471.' }],
    });

    const raw = await rawDatabase(t);
    // The scan sees the stored rows: the ticket's reference (not secret) is there in clear.
    expect(raw.includes(created.reference)).toBe(true);
    for (const secret of [
      ticket.fullName,
      ticket.email,
      'marmalade-octopus-9931',
      'quokka-sunrise-4471',
    ])
      expect(raw.includes(secret), secret).toBe(false);
    // The subject is also in the confirmation e-mail (its job and the dev outbox); the ticket
    // tables themselves hold only ciphertext.
    const stored = await t.db.selectFrom('support_tickets').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(ticket.subject);
    expect(stored[0]!.subject).toMatch(/^v2\.k1\./);

    // Ciphertext copied to another member's ticket does not open there.
    const other = await registerMember(t.app, t.db, { verify: true });
    await post(t.app, '/support/tickets', { ...ticket, subject: 'Other subject' }, other.token);
    await t.db
      .updateTable('support_tickets')
      .set({ subject: stored[0]!.subject })
      .where(
        'user_id',
        '=',
        (
          await t.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', other.email)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect((await get(t.app, '/support/tickets', other.token)).code).toBe(500);
    expect((await get(t.app, '/support/tickets', m.token)).code).toBe(200);
  });

  it('rotate-keys re-encrypts every column for the new master key and encrypts plain rows from before; all still reads with only the new key', async () => {
    const oldKeys = `k1:${key()}`;
    const t = await app({ MASTER_KEYS: oldKeys });
    const m = await registerMember(t.app, t.db, { verify: true });
    await post(t.app, '/support/tickets', ticket, m.token);
    // A ticket from before encryption: plain columns.
    const legacy = await registerMember(t.app, t.db, { verify: true });
    const legacyId = (
      await post(
        t.app,
        '/support/tickets',
        { ...ticket, subject: 'Old plain subject' },
        legacy.token,
      )
    ).body.msg as SupportTicket;
    await t.db
      .updateTable('support_tickets')
      .set({ subject: 'Old plain subject', full_name: ticket.fullName, email: ticket.email })
      .where('id', '=', legacyId.id)
      .execute();

    const both = `k2:${key()},${oldKeys}`;
    const r = await runVouch(t.config, ['rotate-keys'], { MASTER_KEYS: both });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/Columns: 8 values re-encrypted, 0 already on key k2/);
    const again = await runVouch(t.config, ['rotate-keys'], { MASTER_KEYS: both });
    expect(again.stdout).toMatch(/Columns: 0 values re-encrypted, 8 already on key k2/);
    for (const row of await t.db.selectFrom('support_tickets').selectAll().execute())
      for (const v of [row.full_name, row.email, row.subject]) expect(v).toMatch(/^v2\.k2\./);

    const next = await sameDataOtherKeys(t, both.split(',')[0]!);
    try {
      const mine = (await get(next.app, '/support/tickets', m.token)).body.msg as SupportTicket[];
      expect(mine[0]).toMatchObject({
        subject: ticket.subject,
        full_name: ticket.fullName,
        messages: [{ message: ticket.message }],
      });
      const old = (await get(next.app, '/support/tickets', legacy.token)).body
        .msg as SupportTicket[];
      expect(old[0]).toMatchObject({ subject: 'Old plain subject', email: ticket.email });
    } finally {
      await next.app.close();
    }
  });
});
