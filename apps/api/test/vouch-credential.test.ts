import { createHash, createPrivateKey, sign as nodeSign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { digest, generateSalt } from '@sd-jwt/crypto-nodejs';
import { getListFromStatusListJWT } from '@sd-jwt/jwt-status-list';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { importJWK, jwtVerify, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PresentationResult } from '@vouch/contracts';
import { approveLive, callApi, keyOf, ownerWithOrganisation } from './setup/business.js';
import { memberFactors } from './setup/member-second-factor.js';
import { runVouch } from './setup/cli.js';
import { holderWallet, type Holder } from './setup/holder-wallet.js';
import { decide, staff, verifiedMember, verifiedProvenMember } from './setup/lifecycle.js';
import { passportSubmission } from './setup/kyc-fixtures.js';
import { get, post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * The Vouch credential (issue 36): OID4VCI pre-authorized issuance with a holder key made here,
 * verified by a verifier built only from what Vouch publishes (@sd-jwt/sd-jwt-vc + jose, not our
 * verifier), the status list following the lifecycle, and the business API's verifier with the
 * traps the issue names.
 */
let t: TestApp;
let reviewer: { token: string };
let admin: { token: string };
let liveKey: string;
let testKey: string;
const ISSUER = 'http://vouch.test';
const VERIFIER_AUD = 'https://shop.adire.example';

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await staff(t, 'reviewer');
  admin = await staff(t, 'admin');
  const o = await ownerWithOrganisation(t, 'Credential Checkers');
  await memberFactors(t).enrolApp(o.owner.token);
  await approveLive(t, admin.token, o.org.id);
  liveKey = (await keyOf(t, o.owner.token, o.org.id, 'live')).key;
  testKey = (await keyOf(t, o.owner.token, o.org.id, 'test')).key;
});
afterAll(() => t.close());

// ---- a wallet, as a holder's app would be (setup/holder-wallet.ts) ------------------------------
const {
  path,
  fetchJson,
  form,
  postJson,
  newHolder,
  proofJwt,
  metadata,
  newOffer,
  codeOf,
  issue,
  present,
} = holderWallet(() => t.app, VERIFIER_AUD);

/**
 * A verifier built only from what Vouch publishes: the jwt-vc-issuer keys, the status list at the
 * uri the credential names (fetched from the app under test), jose for the signatures.
 */
async function independentVerifier() {
  const { issuer, jwks } = (await fetchJson('/.well-known/jwt-vc-issuer')).body as {
    issuer: string;
    jwks: { keys: (JWK & { kid: string })[] };
  };
  const verifyJws = async (data: string, sig: string, key: JWK) => {
    try {
      await jwtVerify(`${data}.${sig}`, await importJWK(key, 'ES256'));
      return true;
    } catch {
      return false;
    }
  };
  const issuerVerifier = async (data: string, sig: string) => {
    const header = JSON.parse(Buffer.from(data.split('.')[0]!, 'base64url').toString()) as {
      kid: string;
    };
    const key = jwks.keys.find((k) => k.kid === header.kid);
    return key ? verifyJws(data, sig, key) : false;
  };
  return {
    issuer,
    sdjwt: new SDJwtVcInstance({
      hasher: digest,
      verifier: issuerVerifier,
      kbVerifier: async (data, sig, payload) =>
        verifyJws(data, sig, (payload.cnf as { jwk: JWK }).jwk),
      statusListFetcher: async (uri) => {
        expect(uri.startsWith(issuer)).toBe(true);
        return (await t.app.inject({ method: 'GET', url: path(uri) })).body;
      },
    }),
  };
}

const b64json = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

const verifyApi = (presentation: string, nonce: string, audience = VERIFIER_AUD, key = liveKey) =>
  callApi(t.app, '/credential-presentations/verify', {
    key,
    body: { presentation, nonce, audience },
  });

async function verified(presentation: string, nonce: string, audience = VERIFIER_AUD) {
  const r = await verifyApi(presentation, nonce, audience);
  expect(r.code, r.text).toBe(200);
  return r.json() as PresentationResult;
}

async function statusBit(credential: string) {
  const payload = b64json(credential.split('~')[0]!.split('.')[1]!) as {
    status: { status_list: { idx: number; uri: string } };
  };
  const jwt = (await t.app.inject({ method: 'GET', url: path(payload.status.status_list.uri) }))
    .body;
  return getListFromStatusListJWT(jwt).getStatus(payload.status.status_list.idx);
}

const standing = (uuid: string, action: string, body: unknown = {}) =>
  post(t.app, `/backoffice/members/${uuid}/${action}`, body, admin.token);

// ---- the tests -----------------------------------------------------------------------------------

describe('issuer identity', () => {
  it('publishes its keys, its OID4VCI metadata and the type metadata; other .well-known paths stay 404', async () => {
    const jwt = await fetchJson('/.well-known/jwt-vc-issuer');
    expect(jwt.code).toBe(200);
    expect(jwt.body.issuer).toBe(ISSUER);
    const keys = (jwt.body.jwks as { keys: Record<string, string>[] }).keys;
    expect(keys.length).toBeGreaterThanOrEqual(1);
    for (const k of keys) {
      expect(k).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
      expect(k.d).toBeUndefined();
    }
    expect(jwt.headers['access-control-allow-origin']).toBe('*');

    const md = await fetchJson('/.well-known/openid-credential-issuer');
    expect(md.body).toMatchObject({
      credential_issuer: ISSUER,
      credential_endpoint: `${ISSUER}/credentials/credential`,
      nonce_endpoint: `${ISSUER}/credentials/nonce`,
      credential_configurations_supported: {
        vouch_kyc_v1: {
          format: 'dc+sd-jwt',
          vct: `${ISSUER}/credentials/kyc/v1`,
          cryptographic_binding_methods_supported: ['jwk'],
          credential_signing_alg_values_supported: ['ES256'],
        },
      },
    });
    const type = await fetchJson('/credentials/kyc/v1');
    expect(type.body).toMatchObject({ vct: `${ISSUER}/credentials/kyc/v1`, name: 'Vouch ID' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/.well-known/nothing-here' })).statusCode,
    ).toBe(404);
  });
});

describe('OID4VCI pre-authorized issuance', () => {
  let m: Awaited<ReturnType<typeof verifiedMember>>;
  let holder: Holder;
  let credential: string;
  beforeAll(async () => {
    // Numbers proven: only a proven phone number is in a credential (issue 46).
    m = await verifiedProvenMember(t, reviewer.token);
    holder = await newHolder();
    credential = await issue(m.token, holder);
  });

  it('issues an SD-JWT VC bound to the proof key that a verifier built from the metadata accepts', async () => {
    const [jwt, ...rest] = credential.split('~');
    expect(rest.at(-1)).toBe(''); // an SD-JWT without key binding ends in ~
    const header = b64json(jwt!.split('.')[0]!);
    const payload = b64json(jwt!.split('.')[1]!);
    expect(header).toMatchObject({ typ: 'dc+sd-jwt', alg: 'ES256' });
    expect(payload).toMatchObject({
      iss: ISSUER,
      vct: `${ISSUER}/credentials/kyc/v1`,
      cnf: { jwk: { kty: 'EC', crv: 'P-256', x: holder.jwk.x, y: holder.jwk.y } },
      status: { status_list: { uri: `${ISSUER}/credentials/status/1` } },
      _sd_alg: 'sha-256',
    });
    const exp = payload.exp as number;
    const iat = payload.iat as number;
    expect(exp - iat).toBeLessThanOrEqual(366 * 24 * 3600);
    expect(payload.nbf).toBe(iat);
    // Only the always-visible claims are in the clear.
    expect(Object.keys(payload).sort()).toEqual(
      ['_sd', '_sd_alg', 'cnf', 'exp', 'iat', 'iss', 'nbf', 'status', 'vct'].sort(),
    );
    // Every disclosure's digest is in _sd.
    const disclosures = rest.filter(Boolean);
    const sd = payload._sd as string[];
    for (const d of disclosures)
      expect(sd).toContain(createHash('sha256').update(d).digest('base64url'));
    const disclosed = Object.fromEntries(
      disclosures.map((d) => {
        const [, k, v] = JSON.parse(Buffer.from(d, 'base64url').toString()) as [
          string,
          string,
          unknown,
        ];
        return [k, v];
      }),
    );
    expect(Object.keys(disclosed).sort()).toEqual(
      [
        'age_equal_or_over',
        'birthdate',
        'email',
        'family_name',
        'given_name',
        'kyc',
        'nationalities',
        'phone_number',
      ].sort(),
    );
    expect(disclosed).toMatchObject({
      given_name: m.payload.first_name,
      family_name: 'Okafor',
      email: m.email,
      age_equal_or_over: { '18': true },
      nationalities: ['NG'],
      kyc: { verified: true, methods: expect.arrayContaining(['document', 'manual_review']) },
    });
    // Never the ID number, the BVN or a photo.
    const whole = JSON.stringify(disclosed) + JSON.stringify(payload);
    const idNumber = (await passportSubmission()).identity_number;
    expect(whole).not.toContain(idNumber);
    // As keys: the selective-disclosure digests are random base64url, which once spelt "photo".
    expect(whole).not.toMatch(/"(bvn_number|identity_number|selfie|photo|portrait)"|data:image/i);

    const nonce = 'verifier-nonce-1234';
    const vp = await present(
      credential,
      holder,
      { given_name: true, age_equal_or_over: true },
      nonce,
    );
    const v = await independentVerifier();
    const out = await v.sdjwt.verify(vp, { keyBindingNonce: nonce });
    expect(out.kb?.payload.aud).toBe(VERIFIER_AUD);
    expect(out.payload.iss).toBe(v.issuer);
    // Nothing not chosen is disclosed.
    const claims = out.payload as Record<string, unknown>;
    expect(claims.given_name).toBe(m.payload.first_name);
    expect(claims.age_equal_or_over).toEqual({ '18': true });
    for (const k of ['family_name', 'birthdate', 'email', 'phone_number', 'kyc', 'nationalities'])
      expect(claims[k]).toBeUndefined();
    expect(vp.split('~').length).toBe(4); // jwt, two disclosures, KB-JWT

    // The business API says the same, with the status.
    const r = await verified(vp, nonce);
    expect(r).toMatchObject({
      valid: true,
      status: 'valid',
      issuer: ISSUER,
      claims: { given_name: m.payload.first_name, age_equal_or_over: { '18': true } },
    });
    expect(Object.keys(r.claims).sort()).toEqual(['age_equal_or_over', 'given_name']);
  });

  it('refuses a replayed offer, a wrong tx_code, a stale nonce, a proof by another key and a wrong aud', async () => {
    const md = await metadata();
    const offer = await newOffer(m.token);
    const grant = {
      grant_type: 'urn:ietf:params:oauth:grant-type:pre-authorized_code',
      'pre-authorized_code': codeOf(offer),
    };
    const wrongTx = await form(md.token_endpoint, {
      ...grant,
      tx_code: '000000' === offer.tx_code ? '111111' : '000000',
    });
    expect(wrongTx).toMatchObject({ code: 400, body: { error: 'invalid_grant' } });
    const tok = await form(md.token_endpoint, { ...grant, tx_code: offer.tx_code });
    expect(tok.code).toBe(200);
    // Single use: the same offer again is refused, and its URI no longer answers.
    expect(await form(md.token_endpoint, { ...grant, tx_code: offer.tx_code })).toMatchObject({
      code: 400,
      body: { error: 'invalid_grant' },
    });
    expect((await fetchJson(offer.credential_offer_uri)).code).toBe(404);
    const access = tok.body.access_token as string;
    const ask = async (proof: string) =>
      postJson(
        md.credential_endpoint,
        { credential_configuration_id: 'vouch_kyc_v1', proofs: { jwt: [proof] } },
        access,
      );
    const nonce = async () => (await postJson(md.nonce_endpoint, {})).body.c_nonce as string;

    const h = await newHolder();
    const other = await newHolder();
    // Signed by another key than the one it names.
    expect(await ask(await proofJwt(other, await nonce(), { headerJwk: h.jwk }))).toMatchObject({
      code: 400,
      body: { error: 'invalid_proof' },
    });
    // For another audience.
    expect(
      await ask(await proofJwt(h, await nonce(), { aud: 'https://evil.example' })),
    ).toMatchObject({ code: 400, body: { error: 'invalid_proof' } });
    // Not a proof JWT.
    expect(await ask(await proofJwt(h, await nonce(), { typ: 'JWT' }))).toMatchObject({
      code: 400,
      body: { error: 'invalid_proof' },
    });
    // A nonce never handed out, then one already spent.
    expect(await ask(await proofJwt(h, 'made-up-nonce'))).toMatchObject({
      code: 400,
      body: { error: 'invalid_nonce' },
    });
    const n = await nonce();
    const ok = await ask(await proofJwt(h, n));
    expect(ok.code).toBe(200);
    const again = await postJson(
      md.credential_endpoint,
      { credential_configuration_id: 'vouch_kyc_v1', proofs: { jwt: [await proofJwt(h, n)] } },
      (
        await form(md.token_endpoint, {
          grant_type: grant.grant_type,
          'pre-authorized_code': codeOf(await newOffer(m.token)),
          tx_code: 'x',
        })
      ).body.access_token as string,
    );
    expect(again.code).toBe(401); // no token: the wrong tx_code gave none
    const o2 = await newOffer(m.token);
    const tok2 = await form(md.token_endpoint, {
      grant_type: grant.grant_type,
      'pre-authorized_code': codeOf(o2),
      tx_code: o2.tx_code,
    });
    expect(
      await postJson(
        md.credential_endpoint,
        { credential_configuration_id: 'vouch_kyc_v1', proofs: { jwt: [await proofJwt(h, n)] } },
        tok2.body.access_token as string,
      ),
    ).toMatchObject({ code: 400, body: { error: 'invalid_nonce' } });
    // The access token issued one credential: it is spent.
    expect((await ask(await proofJwt(h, await nonce()))).code).toBe(401);
    // Garbage: a clear answer, never a 500.
    for (const body of [
      {},
      { credential_configuration_id: 'vouch_kyc_v1', proofs: { jwt: ['a.b.c'] } },
    ])
      expect(
        (await postJson(md.credential_endpoint, body, tok2.body.access_token as string)).code,
      ).toBe(400);
    expect((await form(md.token_endpoint, { grant_type: 'password' })).body.error).toBe(
      'unsupported_grant_type',
    );
    for (const [url, type, payload] of [
      [md.credential_endpoint, 'application/json', '{"proofs": '],
      [md.token_endpoint, 'application/json', '[1,2,3]'],
      [md.token_endpoint, 'text/plain', 'grant_type=x'],
      [md.nonce_endpoint, 'application/json', 'nope'],
    ] as const) {
      const r = await t.app.inject({
        method: 'POST',
        url: path(url),
        headers: { 'content-type': type, authorization: 'Bearer x' },
        payload,
      });
      expect(r.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json<{ error: string }>().error).toBeTruthy();
    }
    expect((await fetchJson(`/credentials/offers/${'x'.repeat(90)}`)).code).toBe(404);
    expect((await fetchJson(`/credentials/offers/${'x'.repeat(300)}`)).code).toBe(414);
  });

  it('five wrong tx_codes burn the offer; only a VERIFIED member gets one', async () => {
    const md = await metadata();
    const offer = await newOffer(m.token);
    const grant = {
      grant_type: 'urn:ietf:params:oauth:grant-type:pre-authorized_code',
      'pre-authorized_code': codeOf(offer),
    };
    const wrong = offer.tx_code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await form(md.token_endpoint, { ...grant, tx_code: wrong });
    expect((await form(md.token_endpoint, { ...grant, tx_code: offer.tx_code })).code).toBe(400);
    const fresh = await registerMember(t.app, t.db, { verify: true });
    expect((await post(t.app, '/credentials/offers', {}, fresh.token)).body).toMatchObject({
      status: 403,
      msg: 'Only a verified member can get a Vouch ID.',
    });
    expect((await post(t.app, '/credentials/offers', {})).code).toBe(401);
  });
});

describe('the status list follows the lifecycle', () => {
  it('is a signed statuslist+jwt with a ttl, cacheable and open to any origin', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/credentials/status/1' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/statuslist+jwt');
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const [h, p] = r.body.split('.');
    expect(b64json(h!)).toMatchObject({ typ: 'statuslist+jwt', alg: 'ES256' });
    expect(b64json(p!)).toMatchObject({
      sub: `${ISSUER}/credentials/status/1`,
      ttl: 300,
      status_list: { bits: 2 },
    });
    expect((await t.app.inject({ method: 'GET', url: '/credentials/status/9' })).statusCode).toBe(
      404,
    );
  });

  it('revoke → invalid; suspend → suspended; reinstate → valid; re-approval leaves the old one invalid', async () => {
    const m = await verifiedMember(t, reviewer.token);
    const h = await newHolder();
    const a = await issue(m.token, h);
    expect(await statusBit(a)).toBe(0);
    await standing(m.uuid, 'suspend', { reason: 'Reported for fraud; under investigation.' });
    expect(await statusBit(a)).toBe(2);
    const nonce = 'nonce-suspended-1';
    const suspended = await verified(await present(a, h, { given_name: true }, nonce), nonce);
    expect(suspended).toMatchObject({ valid: false, reason: 'suspended', status: 'suspended' });
    await standing(m.uuid, 'reinstate');
    expect(await statusBit(a)).toBe(0);
    expect((await verified(await present(a, h, { given_name: true }, nonce), nonce)).valid).toBe(
      true,
    );

    await standing(m.uuid, 'revoke', { reason: 'The passport was reported stolen.' });
    expect(await statusBit(a)).toBe(1);
    const revoked = await verified(await present(a, h, { given_name: true }, nonce), nonce);
    expect(revoked).toMatchObject({ valid: false, reason: 'revoked', status: 'invalid' });
    expect(revoked.message).toMatch(/revoked/);
    // The independent verifier refuses it too.
    const v = await independentVerifier();
    await expect(
      v.sdjwt.verify(await present(a, h, { given_name: true }, nonce), { keyBindingNonce: nonce }),
    ).rejects.toThrow(/Status/);

    // Submitted again and approved: a new credential, the old one stays invalid.
    const login = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: m.password,
    });
    const token = (login.body.msg as { authToken: string }).authToken;
    const again = await post(t.app, '/kyc/update-kyc-info', await passportSubmission(), token);
    expect(again.code, JSON.stringify(again.body)).toBe(200);
    const sub = (await get(t.app, '/kyc/fetch-kyc-info', token)).body.msg as {
      info: { id: string };
    };
    expect((await decide(t, reviewer.token, sub.info.id, { decision: 'approve' })).code).toBe(200);
    const b = await issue(token, h);
    expect(await statusBit(b)).toBe(0);
    expect(await statusBit(a)).toBe(1);
  });

  it('a second approval or an approved profile change ends the old credential; so does closing the account', async () => {
    const m = await verifiedMember(t, reviewer.token);
    const h = await newHolder();
    const a = await issue(m.token, h);
    // The lifecycle's approval event, as a re-approval sends it, in a transaction of its own.
    await t.db.transaction().execute((tx) =>
      t.events.emit(tx, {
        type: 'submission.approved',
        memberId: m.uuid,
        submissionId: m.submissionId,
        decidedBy: 'staff',
      }),
    );
    expect(await statusBit(a)).toBe(1);

    const b = await issue(m.token, h);
    const edit = await post(
      t.app,
      '/account/update-profile',
      {
        first_name: m.payload.first_name,
        last_name: 'Adeyemi',
        phone_number: m.payload.phone_number,
        whatsapp_number: m.payload.whatsapp_number,
        wechat_id: m.payload.wechat_id,
        wechat_name: m.payload.wechat_name,
      },
      m.token,
    );
    expect(edit.code, JSON.stringify(edit.body)).toBe(200);
    expect(await statusBit(b)).toBe(0); // waiting for a reviewer: nothing certified changed yet
    const changes = (await get(t.app, '/backoffice/profile-changes', reviewer.token)).body.msg as {
      id: string;
      member_uuid: string;
    }[];
    const change = changes.find((c) => c.member_uuid === m.uuid)!;
    expect(
      (
        await post(
          t.app,
          `/backoffice/profile-changes/${change.id}/decision`,
          { decision: 'approve' },
          reviewer.token,
        )
      ).code,
    ).toBe(200);
    expect(await statusBit(b)).toBe(1);

    const c = await issue(m.token, h);
    expect(await statusBit(c)).toBe(0);
    const closed = await post(
      t.app,
      '/privacy/close',
      { password: m.password, confirm: true },
      m.token,
    );
    expect(closed.code, JSON.stringify(closed.body)).toBe(200);
    expect(await statusBit(c)).toBe(1);
  });
});

describe('verifying a presentation (business API)', () => {
  let m: Awaited<ReturnType<typeof verifiedMember>>;
  let holder: Holder;
  let credential: string;
  beforeAll(async () => {
    m = await verifiedMember(t, reviewer.token);
    holder = await newHolder();
    credential = await issue(m.token, holder);
  });

  it('holds when the clock ticks a second between reading "now" and signing the status list', async () => {
    // On a busy machine the status list (signed during the check) can carry an `iat` one second
    // after the check's "now"; CI once saw a valid credential refused that way. Here every
    // reading of the clock moves it on by 1.1 s, so that second always falls in between.
    const nonce = 'nonce-ticking-clock';
    const vp = await present(credential, holder, { given_name: true }, nonce);
    const real = Date.now.bind(Date);
    let reads = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => real() + 1100 * ++reads);
    try {
      const r = await verified(vp, nonce);
      expect(reads).toBeGreaterThan(1);
      expect(r, JSON.stringify(r)).toMatchObject({ valid: true, status: 'valid' });
    } finally {
      clock.mockRestore();
    }
  });

  it('a tampered disclosure, a wrong nonce, a wrong audience or no key binding each fail with a reason', async () => {
    const nonce = 'nonce-for-checks-1';
    const vp = await present(credential, holder, { given_name: true, family_name: true }, nonce);
    expect((await verified(vp, nonce)).valid).toBe(true);

    const parts = vp.split('~');
    const [salt, key] = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString()) as string[];
    parts[1] = Buffer.from(JSON.stringify([salt, key, 'Someone Else'])).toString('base64url');
    expect(await verified(parts.join('~'), nonce)).toMatchObject({
      valid: false,
      reason: 'tampered_disclosure',
      claims: {},
    });
    expect(await verified(vp, 'another-nonce-99')).toMatchObject({
      valid: false,
      reason: 'wrong_nonce',
    });
    expect(await verified(vp, nonce, 'https://other.example')).toMatchObject({
      valid: false,
      reason: 'wrong_audience',
    });
    // Without the KB-JWT: the library would skip key binding if no nonce were passed; we refuse.
    const bare = `${vp.slice(0, vp.lastIndexOf('~') + 1)}`;
    expect(await verified(bare, nonce)).toMatchObject({
      valid: false,
      reason: 'key_binding_missing',
    });
    // A KB-JWT signed by another key than cnf.jwk (say, an attacker's).
    const thief = await newHolder();
    const stolen = await present(credential, thief, { given_name: true }, nonce);
    expect(await verified(stolen, nonce)).toMatchObject({
      valid: false,
      reason: 'key_binding_invalid',
    });
    // A presentation too old.
    const sd = new SDJwtVcInstance({
      hasher: digest,
      kbSignAlg: 'ES256',
      kbSigner: async (data) =>
        Buffer.from(
          await crypto.subtle.sign(
            { name: 'ECDSA', hash: 'SHA-256' },
            holder.privateKey,
            new TextEncoder().encode(data),
          ),
        ).toString('base64url'),
    });
    const signedAt = (offsetS: number) =>
      sd.present(
        credential,
        { given_name: true },
        {
          kb: {
            payload: { iat: Math.floor(Date.now() / 1000) + offsetS, aud: VERIFIER_AUD, nonce },
          },
        },
      );
    expect(await verified(await signedAt(-3600), nonce)).toMatchObject({
      valid: false,
      reason: 'stale',
    });
    // A holder whose clock runs half a minute ahead is still believed; ten minutes ahead is not.
    expect((await verified(await signedAt(30), nonce)).valid).toBe(true);
    expect(await verified(await signedAt(600), nonce)).toMatchObject({
      valid: false,
      reason: 'stale',
    });
  });

  it('expired, DER-signed, foreign-issuer and SSRF-bait credentials fail without fetching anything', async () => {
    let hits = 0;
    const bait: Server = createServer((_req, res) => {
      hits += 1;
      res.end('{}');
    });
    await new Promise<void>((r) => bait.listen(0, '127.0.0.1', r));
    const baitUrl = `http://127.0.0.1:${(bait.address() as AddressInfo).port}`;
    try {
      const issuerKey = t.config.credentialKeys.keys[0]!;
      const priv = createPrivateKey({ key: { ...issuerKey }, format: 'jwk' });
      const forge = (over: Record<string, unknown>, der = false) =>
        new SDJwtVcInstance({
          hasher: digest,
          saltGenerator: generateSalt,
          signAlg: 'ES256',
          signer: (data) =>
            nodeSign('sha256', Buffer.from(data), {
              key: priv,
              dsaEncoding: der ? 'der' : 'ieee-p1363',
            }).toString('base64url'),
        }).issue(
          {
            iss: ISSUER,
            vct: `${ISSUER}/credentials/kyc/v1`,
            iat: Math.floor(Date.now() / 1000) - 10,
            exp: Math.floor(Date.now() / 1000) + 3600,
            cnf: { jwk: holder.jwk },
            status: { status_list: { idx: 5, uri: `${ISSUER}/credentials/status/1` } },
            given_name: 'Forged',
            ...over,
          },
          { _sd: ['given_name'] } as never,
          { header: { kid: issuerKey.kid } },
        );
      const nonce = 'nonce-forged-12';
      const check = async (cred: string) =>
        verified(await present(cred, holder, { given_name: true }, nonce), nonce);

      expect(await check(await forge({}))).toMatchObject({ valid: true });
      expect(await check(await forge({ iat: 1_600_000_000, exp: 1_600_003_600 }))).toMatchObject({
        valid: false,
        reason: 'expired',
      });
      expect(await check(await forge({}, true))).toMatchObject({
        valid: false,
        reason: 'bad_signature',
      });
      expect(await check(await forge({ iss: 'https://not-vouch.example' }))).toMatchObject({
        valid: false,
        reason: 'wrong_issuer',
      });
      // The status list or type a credential names is never fetched from elsewhere (no SSRF).
      expect(
        await check(await forge({ status: { status_list: { idx: 1, uri: `${baitUrl}/list` } } })),
      ).toMatchObject({ valid: false, reason: 'wrong_issuer' });
      expect(await check(await forge({ vct: `${baitUrl}/type` }))).toMatchObject({
        valid: false,
        reason: 'wrong_type',
      });
      expect(hits).toBe(0);
    } finally {
      bait.close();
    }
  });

  it('bad input gets a clear answer and changes nothing; a test key or no key is refused', async () => {
    for (const garbage of [
      'hello',
      'a.b.c~',
      '~~~~',
      'x'.repeat(2000),
      `${'e30'}.${'e30'}.sig~kb`,
    ]) {
      const r = await verified(garbage, 'nonce-garbage-1');
      expect(r.valid).toBe(false);
      expect(r.reason).toBeTruthy();
    }
    const huge = await verifyApi('a'.repeat(20_000), 'nonce-garbage-1');
    expect(huge.code).toBe(400);
    expect(huge.headers['content-type']).toContain('application/problem+json');
    expect((await verifyApi('x~y', 'short')).code).toBe(400);
    const r = await callApi(t.app, '/credential-presentations/verify', {
      key: liveKey,
      body: 'not json',
      headers: { 'content-type': 'text/plain' },
    });
    expect(r.code).toBe(415);
    expect((await verifyApi('x~y', 'nonce-garbage-1', VERIFIER_AUD, testKey)).code).toBe(403);
    expect((await callApi(t.app, '/credential-presentations/verify', { body: {} })).code).toBe(401);
  });

  it('the public page checks a presentation made for it, and says whether replay was checked', async () => {
    const aud = `${ISSUER}/verify-credential`;
    const vp = await present(
      credential,
      holder,
      { given_name: true, age_equal_or_over: true },
      'page-nonce-123',
      aud,
    );
    const asked = await post(t.app, '/credentials/verify', {
      presentation: vp,
      nonce: 'page-nonce-123',
    });
    expect(asked.body.msg).toMatchObject({ valid: true, replay_checked: true });
    const pasted = await post(t.app, '/credentials/verify', { presentation: vp });
    expect(pasted.body.msg).toMatchObject({ valid: true, replay_checked: false });
    expect(
      (await post(t.app, '/credentials/verify', { presentation: 'garbage' })).body.msg,
    ).toMatchObject({
      valid: false,
      reason: 'malformed',
    });
    expect((await post(t.app, '/credentials/verify', {})).code).toBe(400);
  });
});

describe('key rotation', () => {
  it('rotate-credential-key makes a new key current; credentials signed by the old one still verify', async () => {
    const m = await verifiedMember(t, reviewer.token);
    const h = await newHolder();
    const before = await issue(m.token, h);
    const oldKid = b64json(before.split('.')[0]!).kid;
    const r = await runVouch(t.config, ['rotate-credential-key']);
    expect(r.code, r.stderr).toBe(0);
    const keys = (
      (await fetchJson('/.well-known/jwt-vc-issuer')).body.jwks as { keys: { kid: string }[] }
    ).keys;
    expect(keys).toHaveLength(2);
    expect(keys[1]!.kid).toBe(oldKid);
    const after = await issue(m.token, h);
    expect(b64json(after.split('.')[0]!).kid).toBe(keys[0]!.kid);
    const nonce = 'nonce-rotation-1';
    const v = await independentVerifier();
    for (const cred of [before, after]) {
      const vp = await present(cred, h, { family_name: true }, nonce);
      await expect(v.sdjwt.verify(vp, { keyBindingNonce: nonce })).resolves.toBeTruthy();
      expect((await verified(vp, nonce)).valid).toBe(true);
    }
    // The status list is signed by the new key and still verifies.
    expect(await statusBit(before)).toBe(0);

    // Retired once its credentials expired: no longer published, so they no longer verify.
    const retired = await runVouch(t.config, [
      'rotate-credential-key',
      '--retire',
      oldKid as string,
    ]);
    expect(retired.code, retired.stderr).toBe(0);
    const vp = await present(before, h, { family_name: true }, nonce);
    expect(await verified(vp, nonce)).toMatchObject({ valid: false, reason: 'unknown_key' });
  }, 90_000);
});
