import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycMessages, type IdentityLookupResult, type KycRecord } from '@vouch/contracts';
import { SANDBOX_BVNS } from '../src/adapters/identity/sandbox-identity.js';
import { facePhoto, paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { get, post } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

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

  it("the member's own BVN matches names and date of birth, and its photo becomes old_capture", async () => {
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
    expect(Buffer.from(res.photo!, 'base64').subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    await post(
      t.app,
      '/kyc/create-new-kyc',
      await passportSubmission({ identity_type: 'bvn', identity_number: SANDBOX_BVNS.self }),
      m.token,
    );
    const info = (
      (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord }
    ).info;
    expect(info.middle_name).toBe('CHIOMA');
    expect(info.portrait_file.old_capture).toMatch(/^\/api\/v1\/kyc\/files\//);
    // The client's own old_capture is never what the reviewer sees: only the provider's photo.
    const served = await t.app.inject({
      url: info.portrait_file.old_capture!,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(served.rawPayload.toString('base64')).toBe(res.photo);
  });

  it('someone else’s BVN shows the differences', async () => {
    const m = await paidMember(t.app, t.db);
    const res = (await lookup(t, m.token, SANDBOX_BVNS.someoneElse)).body
      .msg as IdentityLookupResult;
    expect(res.matches).toEqual({ first_name: false, last_name: false, dob: false });
  });

  it('not found, provider down, other ID types: clear messages and nothing stored', async () => {
    const m = await paidMember(t.app, t.db);
    expect((await lookup(t, m.token, '22222222200')).body).toEqual({
      status: 404,
      msg: kycMessages.lookupNotFound,
    });
    expect((await lookup(t, m.token, SANDBOX_BVNS.outage)).body).toEqual({
      status: 502,
      msg: kycMessages.lookupUnavailable,
    });
    expect((await lookup(t, m.token, '12345678901', 'nin')).body).toEqual({
      status: 400,
      msg: kycMessages.lookupNotOffered,
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
            .where('email', '=', m.email)
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

describe('identity lookup through Dojah (a local fake of its BVN API)', () => {
  let t: TestApp;
  let server: Server;
  let mode: 'normal' | 'slow' | 'broken' = 'normal';
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
      if (url.pathname !== '/api/v1/kyc/bvn/full') return send(404, { error: 'Not found' });
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
      phone: '08031234567',
      matches: { first_name: true, last_name: true, dob: true },
    });
    expect(res.photo).toBeTruthy();
  });

  it('an unknown BVN is not found; a failing or slow provider is a clear 502 and a retry works', async () => {
    const m = await paidMember(t.app, t.db);
    expect((await lookup(t, m.token, '22345678900')).code).toBe(404);
    for (const bad of ['broken', 'slow'] as const) {
      mode = bad;
      expect((await lookup(t, m.token, '22345678901')).body).toEqual({
        status: 502,
        msg: kycMessages.lookupUnavailable,
      });
    }
    mode = 'normal';
    expect((await lookup(t, m.token, '22345678901')).code).toBe(200);
  });
});
