import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDENTITY_LOOKUPS_PER_ACCOUNT,
  kycMessages,
  type IdentityLookupResult,
  type KycRecord,
} from '@vouch/contracts';
import { SANDBOX_BVNS } from '../src/adapters/identity/sandbox-identity.js';
import { facePhoto, paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { get, post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { emailIndex } from './setup/columns.js';
import { staff } from './setup/lifecycle.js';

const lookup = (t: TestApp, token: string, id_number: string, id_type = 'bvn') =>
  post(
    t.app,
    '/account/verify-identification-number',
    { id_type, id_number, first_name: 'x', last_name: 'y', dob: 'z' },
    token,
  );

describe('identity lookup with the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("the member's own BVN matches; its portrait is kept for the checks and reviewers, never shown to the member", async () => {
    const m = await paidMember(t.app, t.db);
    const r = await lookup(t, m.token, SANDBOX_BVNS.self);
    expect(r.code).toBe(200);
    const res = r.body.msg as IdentityLookupResult;
    expect(res).toMatchObject({
      firstname: 'ADAEZE',
      lastname: 'OKAFOR',
      middlename: 'CHIOMA',
      matches: { first_name: true, last_name: true, dob: true },
    });
    // Issue 45: a BVN, a name and a date of birth must not hand anyone the registry's picture.
    expect(res.photo).toBeNull();
    await post(
      t.app,
      '/kyc/create-new-kyc',
      await passportSubmission({ identity_type: 'bvn', identity_number: SANDBOX_BVNS.self }),
      m.token,
    );
    const info = (
      (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord }
    ).info;
    // Certified in the member's casing, not the record's capitals (issue 37).
    expect(info.middle_name).toBe('Chioma');
    expect(info.portrait_file.old_capture).toBeNull();
    // The stored portrait: there for the checks and the reviewer, refused to its own member.
    const portrait = await t.db
      .selectFrom('kyc_files')
      .select(['id', 'storage_key'])
      .where('submission_id', '=', info.id)
      .where('kind', '=', 'lookup_portrait')
      .executeTakeFirstOrThrow();
    expect((await t.storage.get(portrait.storage_key))!.subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    const asked = await t.app.inject({
      url: `/api/v1/kyc/files/${portrait.id}`,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(asked.statusCode).toBe(404);
    const reviewer = await staff(t, 'reviewer');
    const view = (await get(t.app, `/backoffice/cases/${info.id}`, reviewer.token)).body.msg as {
      submission: KycRecord;
    };
    expect(view.submission.portrait_file.old_capture).toBe(`/api/v1/kyc/files/${portrait.id}`);
    const seen = await t.app.inject({
      url: view.submission.portrait_file.old_capture!,
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(seen.statusCode).toBe(200);
  });

  it('is refused before the e-mail is verified and before the fee is paid; nothing is asked or kept', async () => {
    const unverified = await registerMember(t.app, t.db);
    expect((await lookup(t, unverified.token, SANDBOX_BVNS.self)).body).toMatchObject({
      status: 403,
      msg: kycMessages.lookupNeedsEmail,
    });
    const unpaid = await registerMember(t.app, t.db, { verify: true });
    expect((await lookup(t, unpaid.token, SANDBOX_BVNS.self)).body).toMatchObject({
      status: 403,
      msg: kycMessages.lookupNeedsFee,
    });
    const ids = [];
    for (const m of [unverified, unpaid])
      ids.push(((await get(t.app, '/account/info', m.token)).body.msg as { uuid: string }).uuid);
    const kept = await t.db
      .selectFrom('identity_lookups')
      .select('id')
      .where('user_id', 'in', ids)
      .execute();
    expect(kept).toEqual([]);
  });

  it('someone else’s BVN and an unknown one get one answer: same status, same message, no field named', async () => {
    const m = await paidMember(t.app, t.db);
    const other = await lookup(t, m.token, SANDBOX_BVNS.someoneElse);
    const unknown = await lookup(t, m.token, '22222222200');
    expect(other.code).toBe(422);
    expect(unknown.code).toBe(other.code);
    expect(other.body).toMatchObject({ status: 422, msg: kycMessages.lookupNoMatch });
    expect(unknown.body).toEqual(other.body);
    const raw = JSON.stringify(other.body).toUpperCase();
    for (const theirs of ['EMEKA', 'OBI', '08039999999', '02-02-1980'])
      expect(raw).not.toContain(theirs);
    const uuid = ((await get(t.app, '/account/info', m.token)).body.msg as { uuid: string }).uuid;
    const kept = await t.db
      .selectFrom('identity_lookups')
      .select('id')
      .where('user_id', '=', uuid)
      .execute();
    expect(kept).toEqual([]);
    // Each attempt is on the audit record: who, which kind of number, the outcome; no number.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'identity.lookup')
      .where('actor_id', '=', uuid)
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => JSON.parse(a.details) as Record<string, string>)).toEqual([
      { id_type: 'bvn', outcome: 'mismatch', provider: 'sandbox' },
      { id_type: 'bvn', outcome: 'not_found', provider: 'sandbox' },
    ]);
    expect(JSON.stringify(audit)).not.toContain(SANDBOX_BVNS.someoneElse);
  });

  it('a record that differs only in the date of birth answers as an unknown BVN does', async () => {
    const m = await paidMember(t.app, t.db, { first_name: 'Emeka', last_name: 'Obi' });
    const r = await lookup(t, m.token, SANDBOX_BVNS.someoneElse);
    expect(r.body).toMatchObject({ status: 422, msg: kycMessages.lookupNoMatch });
  });

  it('a full match never carries the phone on the BVN record', async () => {
    const m = await paidMember(t.app, t.db);
    const r = await lookup(t, m.token, SANDBOX_BVNS.self);
    expect(r.code).toBe(200);
    expect(r.body.msg).not.toHaveProperty('phone');
    expect(JSON.stringify(r.body)).not.toContain('08030000000');
  });

  it(`allows ${IDENTITY_LOOKUPS_PER_ACCOUNT} lookups per account for good; an outage does not count`, async () => {
    const m = await paidMember(t.app, t.db);
    expect((await lookup(t, m.token, SANDBOX_BVNS.outage)).code).toBe(502);
    expect((await lookup(t, m.token, SANDBOX_BVNS.outage)).code).toBe(502);
    for (let i = 0; i < IDENTITY_LOOKUPS_PER_ACCOUNT - 1; i++)
      expect((await lookup(t, m.token, `2222222221${i}`)).code).toBe(422);
    expect((await lookup(t, m.token, SANDBOX_BVNS.self)).code).toBe(200);
    const over = await lookup(t, m.token, SANDBOX_BVNS.self);
    expect(over.body).toMatchObject({ status: 403, msg: kycMessages.lookupLimitReached });
    // Refused before the provider is asked: no attempt recorded past the cap.
    const uuid = ((await get(t.app, '/account/info', m.token)).body.msg as { uuid: string }).uuid;
    const attempts = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'identity.lookup')
      .where('actor_id', '=', uuid)
      .execute();
    expect(attempts).toHaveLength(IDENTITY_LOOKUPS_PER_ACCOUNT + 2);
  });

  it('the cap holds against lookups sent at once', async () => {
    const m = await paidMember(t.app, t.db);
    const codes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        lookup(t, m.token, `222222223${String(i).padStart(2, '0')}`).then((r) => r.code),
      ),
    );
    expect(codes.filter((c) => c === 422)).toHaveLength(IDENTITY_LOOKUPS_PER_ACCOUNT);
    expect(codes.filter((c) => c === 403)).toHaveLength(12 - IDENTITY_LOOKUPS_PER_ACCOUNT);
  });

  it('a match counts only for the names it matched: after a name edit the submission carries no lookup', async () => {
    const m = await paidMember(t.app, t.db);
    expect((await lookup(t, m.token, SANDBOX_BVNS.self)).code).toBe(200);
    const p = m.payload;
    const edit = await post(
      t.app,
      '/account/update-profile',
      {
        first_name: p.first_name,
        last_name: 'Nwosu',
        phone_number: p.phone_number,
        whatsapp_number: p.whatsapp_number,
      },
      m.token,
    );
    expect(edit.code).toBe(200);
    const sent = await post(
      t.app,
      '/kyc/create-new-kyc',
      await passportSubmission({ identity_type: 'bvn', identity_number: SANDBOX_BVNS.self }),
      m.token,
    );
    expect(sent.code).toBe(200);
    const info = (
      (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord }
    ).info;
    expect(info.last_name).toBe('Nwosu');
    expect(info.portrait_file.old_capture).toBeNull();
    expect(info.middle_name).not.toBe('Chioma');
    const row = await t.db
      .selectFrom('kyc_submissions')
      .select('identity_lookup_id')
      .where('id', '=', info.id)
      .executeTakeFirstOrThrow();
    expect(row.identity_lookup_id).toBeNull();
  });

  it('not found, provider down, other ID types: clear messages and nothing stored', async () => {
    const m = await paidMember(t.app, t.db);
    expect((await lookup(t, m.token, '22222222200')).body).toMatchObject({
      status: 422,
      msg: kycMessages.lookupNoMatch,
    });
    expect((await lookup(t, m.token, SANDBOX_BVNS.outage)).body).toMatchObject({
      status: 502,
      msg: kycMessages.lookupUnavailable,
    });
    expect((await lookup(t, m.token, '12345678901', 'passport')).body).toMatchObject({
      status: 400,
      msg: kycMessages.lookupNotOffered,
    });
    // A NIN is 11 digits or a 16-character virtual NIN; anything else is refused before a lookup.
    expect((await lookup(t, m.token, 'AB0123', 'nin')).body).toMatchObject({
      status: 400,
      msg: kycMessages.ninOrVnin,
    });
    expect((await lookup(t, m.token, '123')).code).toBe(400);
    const rows = await t.db
      .selectFrom('identity_lookups')
      .select('id')
      .where(
        'user_id',
        '=',
        (
          await t.db
            .selectFrom('users')
            .select('id')
            .where('email_bidx', '=', emailIndex(t, m.email))
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(rows).toEqual([]);
    expect(
      (
        await post(t.app, '/account/verify-identification-number', {
          id_type: 'bvn',
          id_number: SANDBOX_BVNS.self,
        })
      ).code,
    ).toBe(401);
  });
});

describe('identity lookup through Dojah (a local fake of its BVN, NIN and vNIN API)', () => {
  let t: TestApp;
  let server: Server;
  let mode: 'normal' | 'slow' | 'broken' = 'normal';
  /** BVN requests the fake has answered. */
  let asked = 0;
  /** The vNIN tokens it was sent. */
  const vninsAsked: string[] = [];
  const photo = facePhoto('person-b.jpg').toString('base64');

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (code: number, body: unknown) => {
        res.writeHead(code, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.appid !== 'app-123' || req.headers.authorization !== 'test_sk_abc')
        return send(401, { error: 'Unauthorized' });
      // NIN and vNIN (issue 48), as Dojah's documentation shows them: the NIN entity in snake
      // case, the vNIN's as NIMC names its fields (firstname, surname, mobile, photo).
      if (url.pathname === '/api/v1/kyc/nin')
        return url.searchParams.get('nin') === '70123456789'
          ? send(200, {
              entity: {
                first_name: 'ADAEZE',
                last_name: 'OKAFOR',
                middle_name: 'Chinwe',
                gender: 'F',
                image: photo,
                phone_number: '08031112222',
                date_of_birth: '1992-03-14',
                nin: '70123456789',
              },
            })
          : send(404, { error: 'NIN not found' });
      if (url.pathname === '/api/v1/kyc/vnin') {
        vninsAsked.push(url.searchParams.get('vnin') ?? '');
        return url.searchParams.get('vnin') === 'AB012345678910YZ'
          ? send(200, {
              entity: {
                vnin: 'AB012345678910YZ',
                firstname: 'Adaeze',
                middlename: 'Chinwe',
                surname: 'Okafor',
                user_id: 'WXABCD-1234',
                gender: 'F',
                mobile: '08031112222',
                dateOfBirth: '1992-03-14',
                photo,
              },
            })
          : send(404, { error: 'vnin not found' });
      }
      if (url.pathname !== '/api/v1/kyc/bvn/full') return send(404, { error: 'Not found' });
      asked += 1;
      if (mode === 'broken') return send(500, { error: 'Internal' });
      const answer = () =>
        url.searchParams.get('bvn') === '22345678901'
          ? send(200, {
              entity: {
                bvn: '22345678901',
                first_name: 'Adaeze',
                last_name: 'Okafor',
                middle_name: 'Ngozi',
                date_of_birth: '1992-03-14',
                phone_number1: '08031234567',
                image: photo,
              },
            })
          : send(400, { error: 'BVN not found' });
      if (mode === 'slow') setTimeout(answer, 1500);
      else answer();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    t = await createTestApp({
      env: {
        IDENTITY_PROVIDER: 'dojah',
        DOJAH_APP_ID: 'app-123',
        DOJAH_SECRET_KEY: 'test_sk_abc',
        DOJAH_BASE_URL: `http://127.0.0.1:${port}`,
        IDENTITY_TIMEOUT_MS: '400',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('reads names, date of birth and photo and compares them with the member', async () => {
    const m = await paidMember(t.app, t.db);
    const res = (await lookup(t, m.token, '22345678901')).body.msg as IdentityLookupResult;
    expect(res).toMatchObject({
      firstname: 'Adaeze',
      lastname: 'Okafor',
      middlename: 'Ngozi',
      matches: { first_name: true, last_name: true, dob: true },
    });
    expect(res.photo).toBeNull();
    expect(JSON.stringify(res)).not.toContain('08031234567');
  });

  it('an unknown BVN is not found; a failing or slow provider is a clear 502 and a retry works', async () => {
    const m = await paidMember(t.app, t.db);
    expect((await lookup(t, m.token, '22345678900')).code).toBe(422);
    for (const bad of ['broken', 'slow'] as const) {
      mode = bad;
      expect((await lookup(t, m.token, '22345678901')).body).toMatchObject({
        status: 502,
        msg: kycMessages.lookupUnavailable,
      });
    }
    mode = 'normal';
    expect((await lookup(t, m.token, '22345678901')).code).toBe(200);
  });

  it('reads a NIN record and a vNIN record as Dojah sends them; the token is sent once and stored nowhere', async () => {
    const m = await paidMember(t.app, t.db);
    const nin = (await lookup(t, m.token, '70123456789', 'nin')).body.msg as IdentityLookupResult;
    expect(nin).toMatchObject({
      firstname: 'ADAEZE',
      lastname: 'OKAFOR',
      middlename: 'Chinwe',
      photo: null,
      matches: { first_name: true, last_name: true, dob: true },
    });
    expect((await lookup(t, m.token, '70123456780', 'nin')).code).toBe(422);

    const token = 'AB012345678910YZ';
    // Typed in lower case with spaces around it, sent as NIMC made it.
    const v = await lookup(t, m.token, ` ${token.toLowerCase()} `, 'nin');
    expect(v.code, JSON.stringify(v.body)).toBe(200);
    expect(v.body.msg as IdentityLookupResult).toMatchObject({
      firstname: 'Adaeze',
      lastname: 'Okafor',
      middlename: 'Chinwe',
      photo: null,
    });
    expect(vninsAsked).toEqual([token]);
    expect(JSON.stringify(v.body)).not.toContain('08031112222');
    const rows = await t.db
      .selectFrom('identity_lookups')
      .selectAll()
      .where(
        'user_id',
        '=',
        ((await get(t.app, '/account/info', m.token)).body.msg as { uuid: string }).uuid,
      )
      .orderBy('id_type')
      .execute();
    expect(rows.map((r) => r.id_type)).toEqual(['nin', 'vnin']);
    // Nothing of the token in what was kept: not in the row (its index names the lookup), not
    // in its encrypted record, not in the audit entries.
    const kept =
      JSON.stringify(rows) +
      JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    expect(kept).not.toContain(token);
    expect(kept.toUpperCase()).not.toContain(token);
    expect(rows[1]!.id_number_bidx).not.toBe(rows[0]!.id_number_bidx);
  });

  it('past the cap the provider is not asked at all (each lookup may cost money)', async () => {
    const m = await paidMember(t.app, t.db);
    const before = asked;
    for (let i = 0; i < IDENTITY_LOOKUPS_PER_ACCOUNT; i++)
      expect((await lookup(t, m.token, '22345678900')).code).toBe(422);
    expect(asked - before).toBe(IDENTITY_LOOKUPS_PER_ACCOUNT);
    expect((await lookup(t, m.token, '22345678901')).code).toBe(403);
    expect(asked - before).toBe(IDENTITY_LOOKUPS_PER_ACCOUNT);
  });
});
