import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type MemberProfile } from '@vouch/contracts';
import { get, post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileKeys = [
  'token',
  'uuid',
  'first_name',
  'last_name',
  'email_address',
  'phone_number',
  'whatsapp_number',
  'wechat_id',
  'wechat_name',
  'gender',
  'dob',
  'country',
  'profile_image',
  'status',
  'last_seen',
  'last_ip_address',
  'create_date',
  'wallet_address',
  'role',
  'status_reason',
  'profile_review',
  'kyc_status',
  'numbers',
  'holds',
  'has_password',
  'kyc_tier',
  'tier_evidence',
  'preferred_language',
].sort();

describe('GET /account/info and the profile fetch', () => {
  it("returns the member's own profile with every field of spec 3, PII decrypted", async () => {
    const m = await registerMember(t.app, t.db, {
      overrides: { wechat_id: 'ada_wx', wechat_name: 'Ada W' },
    });
    const r = await get(t.app, '/account/info', m.token);
    expect(r.code).toBe(200);
    const p = r.body.msg as MemberProfile;
    expect(Object.keys(p).sort()).toEqual(profileKeys);
    expect(p.kyc_status).toBeNull();
    expect(p).toMatchObject({
      token: m.token,
      first_name: 'Adaeze',
      last_name: 'Okafor',
      email_address: m.email,
      phone_number: m.payload.phone_number,
      whatsapp_number: m.payload.whatsapp_number,
      wechat_id: 'ada_wx',
      wechat_name: 'Ada W',
      gender: 'female',
      dob: '14-03-1992',
      country: 'nigeria',
      status: 'EMAIL_VERIFICATION',
      wallet_address: null,
      role: 'member',
      status_reason: null,
      profile_review: null,
    });
    expect(p.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(p.create_date)).not.toBeNaN();
    expect(p.last_ip_address).toBe('127.0.0.1');
    // Never the hash: only whether the account has a password (an e-mailed code's has none).
    expect(JSON.stringify(p)).not.toContain('$argon2');
    expect(p.has_password).toBe(true);
  });

  it('GET /account/profile returns msg as a JSON string whose info holds the profile', async () => {
    const m = await registerMember(t.app, t.db);
    const r = await get(t.app, '/account/profile', m.token);
    expect(typeof r.body.msg).toBe('string');
    const parsed = JSON.parse(r.body.msg as string) as { info: MemberProfile };
    expect(parsed.info.email_address).toBe(m.email);
  });

  it('needs a session', async () => {
    expect((await get(t.app, '/account/info')).code).toBe(401);
    expect((await get(t.app, '/account/profile')).code).toBe(401);
  });

  it("each token only ever shows its own member's data", async () => {
    const a = await registerMember(t.app, t.db, { overrides: { first_name: 'Amaka' } });
    const b = await registerMember(t.app, t.db, { overrides: { first_name: 'Bola' } });
    const ra = (await get(t.app, '/account/info', a.token)).body.msg as MemberProfile;
    const rb = (await get(t.app, '/account/info', b.token)).body.msg as MemberProfile;
    expect(ra.first_name).toBe('Amaka');
    expect(rb.first_name).toBe('Bola');
    // The update takes no member id: extra fields naming someone else are ignored.
    await post(
      t.app,
      '/account/update-profile',
      {
        uuid: rb.uuid,
        email_address: b.email,
        first_name: 'Hacked',
        last_name: 'X',
        phone_number: '08030000000',
        whatsapp_number: '08030000000',
      },
      a.token,
    );
    const after = (await get(t.app, '/account/info', b.token)).body.msg as MemberProfile;
    expect(after.first_name).toBe('Bola');
    expect(
      ((await get(t.app, '/account/info', a.token)).body.msg as MemberProfile).email_address,
    ).toBe(a.email);
  });
});

describe('POST /account/update-profile', () => {
  it('saves names, numbers and WeChat details for real', async () => {
    const m = await registerMember(t.app, t.db);
    const r = await post(
      t.app,
      '/account/update-profile',
      {
        first_name: ' Ngozi ',
        last_name: 'Eze',
        phone_number: '+234 809 111 2222',
        whatsapp_number: '(080) 911-12222',
        wechat_id: 'ngozi.eze',
        wechat_name: '',
      },
      m.token,
    );
    expect(r.code).toBe(200);
    const info = (await get(t.app, '/account/info', m.token)).body.msg as MemberProfile;
    expect(info).toMatchObject({
      first_name: 'Ngozi',
      last_name: 'Eze',
      phone_number: '+234 809 111 2222',
      whatsapp_number: '(080) 911-12222',
      wechat_id: 'ngozi.eze',
      wechat_name: null,
    });
    expect(r.body.msg).toEqual(info);
  });

  it.each([
    [{ first_name: '' }, 'first_name', messages.firstNameRequired],
    [{ last_name: ' ' }, 'last_name', messages.lastNameRequired],
    [{ phone_number: '' }, 'phone_number', messages.phoneRequired],
    [{ phone_number: '0803-12' }, 'phone_number', messages.phoneInvalid],
    [{ whatsapp_number: '' }, 'whatsapp_number', messages.whatsappRequired],
    [{ whatsapp_number: 'call me' }, 'whatsapp_number', messages.whatsappInvalid],
  ])('refuses %j with the spec message and changes nothing', async (o, field, msg) => {
    const m = await registerMember(t.app, t.db);
    const r = await post(
      t.app,
      '/account/update-profile',
      {
        first_name: 'Changed',
        last_name: 'Changed',
        phone_number: '08031234567',
        whatsapp_number: '08031234567',
        ...o,
      },
      m.token,
    );
    expect(r.code).toBe(400);
    expect(r.body.errors?.[field]).toBe(msg);
    const info = (await get(t.app, '/account/info', m.token)).body.msg as MemberProfile;
    expect(info.first_name).toBe('Adaeze');
  });
});
