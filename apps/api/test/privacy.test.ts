import { randomUUID } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kycMessages,
  messages,
  privacyMessages,
  TERMS_VERSION,
  type DataRequestItem,
  type KycRecord,
  type MemberProfile,
  type MyDataSummary,
} from '@vouch/contracts';
import { createKeyProvider, createStorage } from '../src/adapters/factories.js';
import { DAY } from '../src/lib/time.js';
import { dataUrl, documentImage, paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import {
  answeredName,
  decide,
  staff,
  submitted,
  uuidOf,
  verifiedMember,
} from './setup/lifecycle.js';
import { proveNumber } from './setup/numbers.js';
import { get, linkToken, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, testDb, type TestApp } from './setup/test-app.js';
import { emailIndex } from './setup/columns.js';

let t: TestApp;
let reviewer: { token: string };
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await staff(t, 'reviewer');
  admin = await staff(t, 'admin');
});
afterAll(() => t.close());

const storage = () => createStorage(t.config.storage, createKeyProvider(t.config.masterKeys));
/** Names no other test member has, so a grep finds only this member's rows. */
const uniqueNames = () => {
  const tag = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8);
  return { first_name: `Zeb${tag}`, last_name: `Quix${tag}` };
};

async function download(token: string, linkTok: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/privacy/export/download?token=${encodeURIComponent(linkTok)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res;
}

/** Every row of every table of ours as text (the job engine's outbox aside: see below). */
async function allRows(): Promise<{ table: string; text: string }[]> {
  const tables =
    testDb === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
            t.db,
          )
        ).rows
      : (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
            t.db,
          )
        ).rows;
  const out: { table: string; text: string }[] = [];
  for (const { name } of tables) {
    // The job engine's outbox keeps sent mail for 7 days, then deletes it (jobs/table-jobs.ts;
    // pg-boss keeps its own in the pgboss schema): decision record 0016.
    if (name === 'jobs' || name.startsWith('kysely_')) continue;
    const rows = (
      await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db)
    ).rows;
    for (const r of rows) out.push({ table: name, text: JSON.stringify(r) });
  }
  return out;
}

describe('consent on record', () => {
  it('registration records the terms and privacy policy; KYC needs biometric consent', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const mine = (await get(t.app, '/privacy/my-data', m.token)).body.msg as MyDataSummary;
    expect(mine.consents).toEqual([
      { kind: 'terms_privacy', version: TERMS_VERSION, given_at: expect.any(String) },
    ]);

    const paid = await paidMember(t.app, t.db);
    const { biometric_consent: _, ...without } = await passportSubmission();
    const refused = await post(t.app, '/kyc/create-new-kyc', without, paid.token);
    expect(refused.code).toBe(400);
    expect(refused.body.msg).toBe(kycMessages.biometricConsentRequired);
    expect(refused.body.errors).toMatchObject({
      biometric_consent: kycMessages.biometricConsentRequired,
    });
    const falsy = await post(
      t.app,
      '/kyc/create-new-kyc',
      { ...without, biometric_consent: false },
      paid.token,
    );
    expect(falsy.code).toBe(400);
    expect((await get(t.app, '/kyc/fetch-kyc-info', paid.token)).code).toBe(404);

    const ok = await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), paid.token);
    expect(ok.code).toBe(200);
    const after = (await get(t.app, '/privacy/my-data', paid.token)).body.msg as MyDataSummary;
    expect(after.consents.map((c) => c.kind)).toEqual(['terms_privacy', 'biometric']);
    expect(after.kyc).toMatchObject({ submissions: 1, latest_status: 'CURRENTLY_UNDER_REVIEW' });
    // What Transactions lists, and every payment record held (issue 37).
    expect(after.payments.listed).toBe(1);
    expect(after.payments.count).toBeGreaterThanOrEqual(after.payments.listed);
  });
});

describe('a copy of your data', () => {
  it('has every group and nothing of other members; the link works once, only for its owner', async () => {
    const a = await verifiedMember(t, reviewer.token, uniqueNames());
    const b = await verifiedMember(t, reviewer.token, uniqueNames());
    // A searches B; B searches A twice (A sees a count, never who).
    expect(await answeredName(t, a.token, 'EMAIL_ADDRESS', b.email)).toBe(b.payload.last_name);
    await answeredName(t, b.token, 'EMAIL_ADDRESS', a.email);
    await answeredName(t, b.token, 'UUID', a.uuid);
    await post(
      t.app,
      '/support/tickets',
      {
        fullName: 'A',
        email: a.email,
        category: 'kyc',
        subject: 'My documents',
        message: 'Please tell me how long you keep my documents.',
      },
      a.token,
    );

    const asked = await post(t.app, '/privacy/export', {}, a.token);
    expect(asked.body).toEqual({ status: 200, msg: privacyMessages.exportRequested });
    await t.jobs.drain();
    const mail = await waitForMail(t.db, a.email, 'copy of your Vouch data');
    const tok = linkToken(mail.text_body, 'token');

    // Someone else signed in cannot use it, and that does not spend it.
    const stranger = await download(b.token, tok);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().msg).toBe(privacyMessages.exportLinkInvalid);
    expect((await download('not-a-token', tok)).statusCode).toBe(401);

    const res = await download(a.token, tok);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip);
    for (const f of [
      'account.json',
      'kyc-submissions.json',
      'payments.json',
      'lookups.json',
      'tickets.json',
      'consents.json',
    ])
      expect(names).toContain(f);
    const json = (f: string) => JSON.parse(strFromU8(zip[f]!)) as unknown;
    expect(json('account.json')).toMatchObject({
      uuid: a.uuid,
      email_address: a.email,
      last_name: a.payload.last_name,
      phone_number: a.payload.phone_number,
    });
    expect(json('kyc-submissions.json')).toMatchObject([
      { version: 1, status: 'APPROVED', identity_number: '12345678901' },
    ]);
    expect(json('payments.json')).toMatchObject([{ amount: 5000, status: 'paid' }]);
    expect(json('lookups.json')).toMatchObject({
      searches_you_made: [{ search_by: 'EMAIL_ADDRESS', found_a_verified_member: true }],
      times_you_were_looked_up: 2,
    });
    expect(json('tickets.json')).toMatchObject([{ subject: 'My documents' }]);
    expect((json('consents.json') as { kind: string }[]).map((c) => c.kind)).toEqual([
      'terms_privacy',
      'biometric',
    ]);
    // The member's own images: the selfie is byte for byte what they are served.
    const info = (
      (await get(t.app, '/kyc/fetch-kyc-info', a.token)).body.msg as { info: KycRecord }
    ).info;
    const selfie = await t.app.inject({
      method: 'GET',
      url: info.portrait_file.new_capture,
      headers: { authorization: `Bearer ${a.token}` },
    });
    const images = names.filter((n) => n.startsWith('images/'));
    expect(images.some((n) => Buffer.from(zip[n]!).equals(selfie.rawPayload))).toBe(true);
    // Nothing of B anywhere in it.
    const all = names.map((n) => Buffer.from(zip[n]!).toString('latin1')).join('\n');
    for (const v of [b.email, b.uuid, b.payload.last_name, b.payload.first_name])
      expect(all).not.toContain(v);

    // Once only; and the stored copy is gone.
    expect((await download(a.token, tok)).statusCode).toBe(404);
    const keys: string[] = [];
    for await (const o of storage().list('exports/')) keys.push(o.key);
    expect(keys.filter((k) => k.includes(a.uuid))).toEqual([]);

    // A second copy whose 24 hours have passed does not download.
    await post(t.app, '/privacy/export', {}, a.token);
    await t.jobs.drain();
    const second = await waitForMail(t.db, a.email, 'copy of your Vouch data', 2);
    await t.db
      .updateTable('data_requests')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', a.uuid)
      .where('status', '=', 'ready')
      .execute();
    expect((await download(a.token, linkToken(second.text_body, 'token'))).statusCode).toBe(404);

    // The audit log has the request, the copy and the download.
    const actions = (
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'like', 'privacy.export%')
        .where('actor_id', '=', a.uuid)
        .execute()
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['privacy.export_requested', 'privacy.export_download']),
    );
  });
});

describe('closing an account', () => {
  it('erases what it should, keeps the KYC records locked, and the purge removes them later', async () => {
    const names = uniqueNames();
    // A selfie no other member has, so its bytes can be looked for in the whole store.
    const paid = await paidMember(t.app, t.db, names);
    const own = dataUrl(await documentImage(733 + Math.floor(Math.random() * 200), 701));
    const sent = await post(
      t.app,
      '/kyc/create-new-kyc',
      await passportSubmission({ portrait_file: { old_capture: null, new_capture: own } }),
      paid.token,
    );
    expect(sent.code).toBe(200);
    const submissionId = (
      (await get(t.app, '/kyc/fetch-kyc-info', paid.token)).body.msg as { info: KycRecord }
    ).info.id;
    expect((await decide(t, reviewer.token, submissionId, { decision: 'approve' })).code).toBe(200);
    const c = { ...paid, submissionId, uuid: await uuidOf(t, paid.token) };
    const other = await registerMember(t.app, t.db, { verify: true });
    expect(await answeredName(t, other.token, 'EMAIL_ADDRESS', c.email)).toBe(names.last_name);
    await proveNumber(t, c, 'phone', c.payload.phone_number);
    expect(await answeredName(t, other.token, 'PHONE_NUMBER', c.payload.phone_number)).toBe(
      names.last_name,
    );
    await post(
      t.app,
      '/account/add-wallet-address',
      {
        wallet_address: {
          token: 'eth',
          network: 'Ethereum Network',
          address: '0x52908400098527886E0F7030069857D2E4169EE7',
        },
      },
      c.token,
    );
    await post(
      t.app,
      '/support/tickets',
      {
        fullName: `${names.first_name} ${names.last_name}`,
        email: c.email,
        category: 'account',
        subject: 'Closing my account',
        message: 'I would like to know what happens to my data.',
      },
      c.token,
    );
    await answeredName(t, c.token, 'EMAIL_ADDRESS', other.email);
    // What the automated checks write for a selfie (biometric data).
    await t.db
      .insertInto('face_descriptors')
      .values({
        submission_id: c.submissionId,
        user_id: c.uuid,
        descriptor_enc: 'descriptor-ciphertext',
        created_at: new Date().toISOString(),
      })
      .execute();
    const before = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', c.uuid)
      .executeTakeFirstOrThrow();
    const info = (
      (await get(t.app, '/kyc/fetch-kyc-info', c.token)).body.msg as { info: KycRecord }
    ).info;
    const selfie = (
      await t.app.inject({
        method: 'GET',
        url: info.portrait_file.new_capture,
        headers: { authorization: `Bearer ${c.token}` },
      })
    ).rawPayload;

    // Wrong password or no confirmation: refused, nothing changes.
    const wrong = await post(
      t.app,
      '/privacy/close',
      { password: 'Nope!nut42', confirm: true },
      c.token,
    );
    expect(wrong.code).toBe(400);
    expect(wrong.body.errors).toEqual({ password: privacyMessages.passwordWrong });
    const unconfirmed = await post(t.app, '/privacy/close', { password: c.password }, c.token);
    expect(unconfirmed.code).toBe(400);
    expect(unconfirmed.body.msg).toBe(privacyMessages.confirmRequired);
    expect((await get(t.app, '/account/info', c.token)).code).toBe(200);

    const closed = await post(
      t.app,
      '/privacy/close',
      { password: c.password, confirm: true },
      c.token,
    );
    expect(closed.body).toEqual({ status: 200, msg: privacyMessages.closed });

    // At once: lookups say "not verified", the session is over, sign-in fails.
    expect(await answeredName(t, other.token, 'EMAIL_ADDRESS', c.email)).toBeNull();
    expect(await answeredName(t, other.token, 'UUID', c.uuid)).toBeNull();
    expect(await answeredName(t, other.token, 'PHONE_NUMBER', c.payload.phone_number)).toBeNull();
    expect((await get(t.app, '/account/info', c.token)).code).toBe(401);
    const login = await post(t.app, '/auth/login', {
      email_address: c.email,
      password: c.password,
    });
    expect(login.code).toBe(401);
    expect(login.body.msg).toBe(messages.invalidCredentials);

    // A grep of the database: the member's e-mail, names and encrypted phone, date of birth
    // and WhatsApp number (the ciphertexts the profile had) remain only in the locked records.
    const kept = new Set(['kyc_submissions', 'identity_lookups']);
    const needles = [
      c.email,
      names.first_name,
      names.last_name,
      before.phone_enc,
      before.whatsapp_enc,
      before.dob_enc,
      before.phone_bidx,
    ];
    const rows = await allRows();
    const found = rows.filter((r) => needles.some((n) => r.text.includes(n)));
    expect(found.length).toBeGreaterThan(0);
    expect([...new Set(found.map((r) => r.table))].filter((x) => !kept.has(x))).toEqual([]);
    for (const table of [
      'wallets',
      'support_tickets',
      'face_descriptors',
      'sessions',
      'verified_snapshots',
      'identity_claims',
      'number_proofs',
      'number_proof_codes',
    ] as const) {
      const n = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', c.uuid)
        .executeTakeFirstOrThrow();
      expect(Number(n.n), table).toBe(0);
    }
    const searches = await t.db
      .selectFrom('verification_lookups')
      .select('id')
      .where((eb) => eb.or([eb('searcher_id', '=', c.uuid), eb('found_user_id', '=', c.uuid)]))
      .execute();
    expect(searches).toEqual([]);

    // Kept: the submission (locked), its files; the member's status is CLOSED.
    const sub = await t.db
      .selectFrom('kyc_submissions')
      .select(['id', 'status'])
      .where('user_id', '=', c.uuid)
      .execute();
    expect(sub).toEqual([{ id: c.submissionId, status: 'APPROVED' }]);
    const status = await t.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', c.uuid)
      .executeTakeFirst();
    expect(status).toEqual({ status: 'CLOSED' });
    // Storage: the selfie's bytes are only under the kept submission's files.
    const keptKeys = new Set(
      (
        await t.db
          .selectFrom('kyc_files')
          .select('storage_key')
          .where('user_id', '=', c.uuid)
          .execute()
      ).map((r) => r.storage_key),
    );
    const st = storage();
    const holding: string[] = [];
    for (const prefix of ['kyc/', 'lookups/', 'exports/'])
      for await (const o of st.list(prefix)) {
        const bytes = await st.get(o.key);
        if (bytes?.equals(selfie)) holding.push(o.key);
      }
    expect(holding.length).toBeGreaterThan(0);
    expect(holding.every((k) => keptKeys.has(k))).toBe(true);

    // Locked: no staff screen shows it (the case and the queue).
    const kase = await get(t.app, `/backoffice/cases/${c.submissionId}`, reviewer.token);
    expect(kase.code).toBe(404);

    // Admins see the erasure among data requests; it is audited.
    const requests = (await get(t.app, '/backoffice/data-requests', admin.token)).body
      .msg as DataRequestItem[];
    expect(requests).toContainEqual(
      expect.objectContaining({ kind: 'erasure', status: 'done', member_uuid: c.uuid }),
    );
    expect((await get(t.app, '/backoffice/data-requests', reviewer.token)).code).toBe(403);

    // The purge leaves it until the retention date, then removes it with an audit entry.
    expect((await t.privacy.purge()).held).toBe(0);
    expect(
      await t.db.selectFrom('kyc_submissions').select('id').where('user_id', '=', c.uuid).execute(),
    ).toHaveLength(1);
    const later = new Date(Date.now() + (t.config.retention.kycRecordsDays + 1) * DAY);
    expect((await t.privacy.purge(later)).held).toBeGreaterThanOrEqual(1);
    expect(
      await t.db.selectFrom('kyc_submissions').select('id').where('user_id', '=', c.uuid).execute(),
    ).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', c.uuid).execute()).toEqual(
      [],
    );
    const remaining = (await allRows()).filter((r) => needles.some((n) => r.text.includes(n)));
    expect(remaining).toEqual([]);
    for (const k of keptKeys) expect(await st.get(k)).toBeNull();
    const purged = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', c.uuid)
      .where('action', 'in', ['privacy.purge', 'privacy.erasure', 'member.close'])
      .execute();
    expect(purged.map((p) => p.action).sort()).toEqual([
      'member.close',
      'privacy.erasure',
      'privacy.purge',
    ]);
  });

  it('is refused while a submission is under review, with the reason; once decided it closes', async () => {
    const reviewer = await staff(t, 'reviewer');
    const m = await submitted(t);
    const close = () =>
      post(t.app, '/privacy/close', { password: m.password, confirm: true }, m.token);
    expect((await close()).body).toMatchObject({
      status: 409,
      msg: privacyMessages.closeUnderReview,
    });
    // Nothing happened: still signed in, the case still in the queue.
    const info = await get(t.app, '/account/info', m.token);
    expect((info.body.msg as MemberProfile).status).toBe('KYC_IN_PROGRESS');
    const queue = (await get(t.app, '/backoffice/queue', reviewer.token)).body.msg as {
      submission_id: string;
    }[];
    expect(queue.map((q) => q.submission_id)).toContain(m.submissionId);

    await decide(t, reviewer.token, m.submissionId, {
      decision: 'reject',
      reason_code: 'unreadable_document',
    });
    expect((await close()).code).toBe(200);
  });

  it('an account with nothing the law keeps is deleted whole', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const uuid = ((await get(t.app, '/privacy/my-data', m.token)).body.msg as MyDataSummary).account
      .uuid;
    expect(
      (await post(t.app, '/privacy/close', { password: m.password, confirm: true }, m.token)).code,
    ).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', uuid).execute()).toEqual(
      [],
    );
  });
});

describe('retention purge', () => {
  it('removes old searches and abandoned sign-ups, keeps recent ones', async () => {
    const old = await registerMember(t.app, t.db, { verify: false });
    const fresh = await registerMember(t.app, t.db, { verify: false });
    const idOf = async (email: string) =>
      (
        await t.db
          .selectFrom('users')
          .select('id')
          .where('email_bidx', '=', emailIndex(t, email))
          .executeTakeFirstOrThrow()
      ).id;
    const oldId = await idOf(old.email);
    const freshId = await idOf(fresh.email);
    const past = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    await t.db
      .updateTable('users')
      .set({ created_at: past(t.config.retention.abandonedDays + 1) })
      .where('id', '=', oldId)
      .execute();
    const lookupId = randomUUID();
    await t.db
      .insertInto('verification_lookups')
      .values([
        {
          id: lookupId,
          searcher_id: freshId,
          search_by: 'UUID',
          found_user_id: null,
          created_at: past(t.config.retention.lookupsDays + 1),
        },
        {
          id: randomUUID(),
          searcher_id: freshId,
          search_by: 'UUID',
          found_user_id: null,
          created_at: past(1),
        },
      ])
      .execute();
    const done = await t.privacy.purge();
    expect(done.abandoned).toBeGreaterThanOrEqual(1);
    expect(
      await t.db.selectFrom('users').select('id').where('id', 'in', [oldId, freshId]).execute(),
    ).toEqual([{ id: freshId }]);
    const left = await t.db
      .selectFrom('verification_lookups')
      .select('id')
      .where('searcher_id', '=', freshId)
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0]!.id).not.toBe(lookupId);
  });

  it('the retention periods are public and match the configuration', async () => {
    const r = await get(t.app, '/privacy/retention');
    expect(r.body.msg).toEqual({
      kyc_records_days: 1825,
      rejected_images_days: 365,
      lookups_days: 365,
      abandoned_days: 90,
    });
  });
});
