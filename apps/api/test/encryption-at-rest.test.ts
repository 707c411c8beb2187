import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type {
  CaseView,
  KycRecord,
  MemberProfile,
  PaymentCheckout,
  SupportTicket,
} from '@vouch/contracts';
import type { Mail } from '../src/adapters/mail/mailer.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { get, linkToken, newMember, post, registerMember } from './setup/members.js';
import { makeStaff } from './setup/second-factor.js';
import { auditLog } from '../src/modules/audit/index.js';
import { runVouch } from './setup/cli.js';
import { createTestApp, envOf, testDb, type TestApp } from './setup/test-app.js';
import { columnsFor, emailIndex } from './setup/columns.js';

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
  }, 90_000);

  // The keys file is the embedded (SQLite) default's; PostgreSQL requires MASTER_KEYS, so the
  // test exists only where its setting can exist.
  (testDb === 'postgres' ? () => undefined : it)(
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
    90_000,
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
  // Every table of every schema: pg-boss keeps its jobs (mail among them) in its own.
  const tables = await sql<{ table_schema: string; table_name: string }>`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(
    t.db,
  );
  const dump: string[] = [];
  for (const { table_schema, table_name } of tables.rows)
    dump.push(
      JSON.stringify(
        (await sql`select * from ${sql.table(`${table_schema}.${table_name}`)}`.execute(t.db)).rows,
      ),
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
            .where('email_bidx', '=', emailIndex(t, other.email))
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
    // The tickets' 8 values and the members' names, e-mail and addresses; 3 were plain.
    expect(r.stdout).toMatch(
      /Columns: [1-9]\d* values re-encrypted \(3 stored before encryption\), 0 already on key k2/,
    );
    const again = await runVouch(t.config, ['rotate-keys'], { MASTER_KEYS: both });
    expect(again.stdout).toMatch(
      /Columns: 0 values re-encrypted \(0 .*\), [1-9]\d* already on key k2/,
    );
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
  }, 90_000);
});

/** Mail kept in memory: the dev outbox (a development mailbox, plain on purpose) stays empty. */
function memoryMailer() {
  const sent: Mail[] = [];
  return {
    sent,
    mailer: {
      send: (m: Mail) => {
        sent.push(m);
        return Promise.resolve();
      },
    },
  };
}

const CLIENT_IP = '203.0.113.77';
const member = {
  first_name: 'Oluwaseyifunmi',
  last_name: 'Quidditch-Eze',
  email_address: 'zanzibar.marmoset77@example.test',
  wechat_id: 'wx_pelican_4481',
  wechat_name: 'Pelican Nightjar',
};
const ID_NUMBER = '73918264055';

describe('members at rest', () => {
  it('names, e-mail, WeChat, IP addresses and the ID number are nowhere in the raw database, the selfie nowhere in the uploads; the API serves them decrypted; rotation keeps all readable', async () => {
    const oldKeys = `k1:${key()}`;
    const mail = memoryMailer();
    const t = await createTestApp({ env: { MASTER_KEYS: oldKeys }, mailer: mail.mailer });
    open.push(t);
    const call = async (
      a: TestApp['app'],
      method: 'GET' | 'POST',
      url: string,
      body?: unknown,
      token?: string,
    ) => {
      const r = await a.inject({
        method,
        url: `/api/v1${url}`,
        payload: body as object,
        remoteAddress: CLIENT_IP,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { code: r.statusCode, msg: (r.json() as { msg: unknown }).msg };
    };

    // Registered, e-mail verified, logged in, paid, KYC submitted: all from CLIENT_IP.
    const payload = newMember(member);
    expect((await call(t.app, 'POST', '/auth/register', payload)).code).toBe(200);
    // Sent by the job worker (pg-boss on PostgreSQL): wait for it.
    const deadline = Date.now() + 20_000;
    while (!mail.sent.some((m) => m.to === member.email_address) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const verify = mail.sent.find((m) => m.to === member.email_address)!;
    expect(
      (
        await call(t.app, 'POST', '/account/verify-account-email-address', {
          confirm_token: linkToken(verify.text, 'token'),
        })
      ).code,
    ).toBe(200);
    const login = async (a: TestApp['app']) =>
      (
        (
          await call(a, 'POST', '/auth/login', {
            email_address: member.email_address.toUpperCase(),
            password: payload.password,
          })
        ).msg as { authToken: string }
      ).authToken;
    const token = await login(t.app);
    const c = (await call(t.app, 'POST', '/transaction/initiate-payment', {}, token))
      .msg as PaymentCheckout;
    await call(
      t.app,
      'POST',
      '/sandbox/checkout/complete',
      { ref_number: c.ref_number, method: 'card', outcome: 'successful' },
      token,
    );
    await call(
      t.app,
      'POST',
      '/transaction/create-new-transaction',
      { ref_number: c.ref_number, status: 'paid' },
      token,
    );
    const kyc = await call(
      t.app,
      'POST',
      '/kyc/create-new-kyc',
      await passportSubmission({ identity_number: ID_NUMBER }),
      token,
    );
    expect(kyc.code).toBe(200);
    await t.jobs.drain();

    // What the API serves: the values themselves, so the search below looks for what is there.
    const served = async (a: TestApp['app'], memberToken: string, staffToken: string) => {
      const info = (await call(a, 'GET', '/account/info', undefined, memberToken))
        .msg as MemberProfile;
      const record = (
        (await call(a, 'GET', '/kyc/fetch-kyc-info', undefined, memberToken)).msg as {
          info: KycRecord;
        }
      ).info;
      const caseView = (
        await call(a, 'GET', `/backoffice/cases/${record.id}`, undefined, staffToken)
      ).msg as CaseView;
      return { info, record, caseView };
    };
    const reviewer = await registerMember(t.app, t.db);
    await makeStaff(t, reviewer, 'reviewer');
    const before = await served(t.app, token, reviewer.token);
    expect(before.info).toMatchObject({
      first_name: member.first_name,
      last_name: member.last_name,
      email_address: member.email_address,
      wechat_id: member.wechat_id,
      wechat_name: member.wechat_name,
      last_ip_address: CLIENT_IP,
    });
    expect(before.record).toMatchObject({
      identity_number: ID_NUMBER,
      first_name: member.first_name,
      email_address: member.email_address,
    });
    expect(before.caseView.member).toMatchObject({
      email: member.email_address,
      name: `${member.first_name} ${member.last_name}`,
    });
    expect(before.caseView.submission.identity_number).toBe(ID_NUMBER);
    // Back-office search by e-mail: an exact match on the blind index.
    const queue = (
      await call(
        t.app,
        'GET',
        `/backoffice/queue?status=CURRENTLY_UNDER_REVIEW&q=${encodeURIComponent(member.email_address.toUpperCase())}`,
        undefined,
        reviewer.token,
      )
    ).msg as { member_email: string; member_name: string }[];
    expect(queue).toEqual([
      expect.objectContaining({
        member_email: member.email_address,
        member_name: `${member.first_name} ${member.last_name}`,
      }),
    ]);

    const selfie = await t.app.inject({
      url: before.record.portrait_file.new_capture,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(selfie.statusCode).toBe(200);
    const middle = Math.floor(selfie.rawPayload.length / 2);
    const needle = selfie.rawPayload.subarray(middle, middle + 64);

    const secrets = [
      ID_NUMBER,
      member.first_name,
      member.last_name,
      member.email_address,
      member.wechat_id,
      member.wechat_name,
      CLIENT_IP,
    ];
    const raw = await rawDatabase(t);
    // The scan sees the rows: the member's id (not secret) is there in clear.
    expect(raw.includes(before.info.uuid)).toBe(true);
    for (const secret of secrets) expect(raw.includes(secret), secret).toBe(false);
    expect(raw.includes(needle.toString('latin1'))).toBe(false);
    for (const f of filesUnder(path.join(t.config.dataDir, 'uploads'))) {
      const bytes = readFileSync(f);
      expect(bytes.includes(needle), f).toBe(false);
      for (const secret of secrets) expect(bytes.includes(Buffer.from(secret)), f).toBe(false);
    }

    // The member's first name copied onto the reviewer's row does not open there.
    const rowOf = (id: string) =>
      t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const reviewerId = (await call(t.app, 'GET', '/account/info', undefined, reviewer.token))
      .msg as MemberProfile;
    const reviewerRow = await rowOf(reviewerId.uuid);
    expect(reviewerRow.first_name).toMatch(/^v2\.k1\./);
    await t.db
      .updateTable('users')
      .set({ first_name: (await rowOf(before.info.uuid)).first_name })
      .where('id', '=', reviewerId.uuid)
      .execute();
    expect((await call(t.app, 'GET', '/account/info', undefined, reviewer.token)).code).toBe(500);
    await t.db
      .updateTable('users')
      .set({ first_name: reviewerRow.first_name })
      .where('id', '=', reviewerId.uuid)
      .execute();

    // Rotation to a new master key; then only the new key: everything reads, log-in by e-mail
    // works (the blind index key is separate and not rotated).
    const both = `k2:${key()},${oldKeys}`;
    const r = await runVouch(t.config, ['rotate-keys'], { MASTER_KEYS: both });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    for (const row of await t.db.selectFrom('users').selectAll().execute())
      for (const v of [row.email, row.first_name, row.last_name]) expect(v).toMatch(/^v2\.k2\./);
    const next = await sameDataOtherKeys(t, both.split(',')[0]!);
    try {
      const fresh = await login(next.app);
      expect(fresh).toEqual(expect.any(String));
      const after = await served(next.app, fresh, reviewer.token);
      expect(after.info).toMatchObject({
        first_name: member.first_name,
        email_address: member.email_address,
        wechat_id: member.wechat_id,
        last_ip_address: CLIENT_IP,
      });
      expect(after.record.identity_number).toBe(ID_NUMBER);
      expect(after.caseView.member.email).toBe(member.email_address);
      expect(
        await auditLog(next.db, t.config.auditKey, columnsFor(both.split(',')[0]!)).verify(),
      ).toMatchObject({
        ok: true,
      });
    } finally {
      await next.app.close();
    }
  }, 90_000);

  it('a database from before: plain names, e-mail and addresses are encrypted at the next start, the e-mail index filled, and log-in works', async () => {
    const t = await app();
    const m = await registerMember(t.app, t.db, {
      verify: true,
      overrides: { wechat_id: 'wx_Plain_Old' },
    });
    const id = (await call0(t, m.token)).uuid;
    // As the columns were before 0011: plain values, no e-mail index, the start-up pass pending.
    await t.db
      .updateTable('users')
      .set({
        email: m.email,
        first_name: 'Plainfirst',
        wechat_id: 'wx_Plain_Old',
        wechat_id_norm: 'wx_plain_old',
        last_ip_address: '198.51.100.9',
      })
      .where('id', '=', id)
      .execute();
    await sql`update users set email_bidx = null where id = ${id}`.execute(t.db);
    await t.db.insertInto('app_meta').values({ key: 'columns_seal_pending', value: '1' }).execute();
    const next = await sameDataOtherKeys(t, envOf(t.config).MASTER_KEYS!);
    try {
      const row = await next.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      for (const v of [row.email, row.first_name, row.wechat_id, row.last_ip_address])
        expect(v).toMatch(/^v2\./);
      expect(row.email_bidx).toMatch(/^[0-9a-f]{64}$/);
      expect(row.wechat_id_norm).toMatch(/^[0-9a-f]{64}$/);
      const again = await post(next.app, '/auth/login', {
        email_address: m.email,
        password: m.password,
      });
      const token = (again.body.msg as { authToken: string }).authToken;
      expect(await call0(next, token)).toMatchObject({
        first_name: 'Plainfirst',
        email_address: m.email,
      });
      expect(
        await next.db
          .selectFrom('app_meta')
          .select('key')
          .where('key', '=', 'columns_seal_pending')
          .execute(),
      ).toEqual([]);
    } finally {
      await next.app.close();
    }
  });
});

async function call0(t: { app: TestApp['app'] }, token: string) {
  return (await get(t.app, '/account/info', token)).body.msg as MemberProfile;
}
