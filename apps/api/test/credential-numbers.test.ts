import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  presentationFailures,
  type CreatedApiKey,
  type PresentationResult,
  type VerificationSession,
} from '@vouch/contracts';
import { callApi, keyOf, liveOrganisation } from './setup/business.js';
import { holderWallet } from './setup/holder-wallet.js';
import { staff, verifiedMember, verifiedProvenMember } from './setup/lifecycle.js';
import { registerMember, post } from './setup/members.js';
import { proveNumber } from './setup/numbers.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Only proven numbers are claimed (issue 46, finding 5): the Vouch credential's `phone_number`
 * and a consent grant's phone come from a number the member proved by a code (or their BVN
 * record), past its hold; a number typed on the profile that another member proved is in
 * neither, and a credential whose number moved to another member no longer verifies with it.
 */
let t: TestApp;
let reviewer: { token: string };
let liveKey: CreatedApiKey;
const ORIGIN = 'https://shop.adire.example';
const AUD = 'https://shop.adire.example/checkout';
const wallet = holderWallet(() => t.app, AUD);

beforeAll(async () => {
  t = await createTestApp({ env: { BUSINESS_RATE_LIMIT_TEST: '1000' } });
  reviewer = await staff(t, 'reviewer');
  const admin = await staff(t, 'admin');
  const o = await liveOrganisation(t, admin.token);
  liveKey = await keyOf(t, o.owner.token, o.org.id, 'live', ['sessions', 'lookups']);
});
afterAll(() => t.close());

/** The claims a credential discloses, decoded (what Vouch signed). */
function disclosed(credential: string): Record<string, unknown> {
  return Object.fromEntries(
    credential
      .split('~')
      .slice(1)
      .filter(Boolean)
      .map((d) => JSON.parse(Buffer.from(d, 'base64url').toString()) as unknown[])
      .map((a) => [a[1], a[2]]),
  );
}

/** Another member takes `phone` by proving it with a code sent to it. */
async function provenByAnother(phone: string) {
  const other = await registerMember(t.app, t.db, {
    verify: true,
    overrides: { phone_number: phone },
  });
  await proveNumber(t, other, 'phone', phone);
  return other;
}

/** A live session asking for the phone, allowed by `token`: what the business then reads. */
async function sharedPhone(token: string) {
  const made = await callApi(t.app, '/verification-sessions', {
    key: liveKey.key,
    body: {
      reference: `phone-${Date.now()}-${Math.random()}`,
      redirect_url: `${ORIGIN}/done`,
      claims: ['first_name', 'phone_number'],
      purpose: 'Calling you about your delivery',
    },
  });
  expect(made.code, made.text).toBe(200);
  const s = made.json() as VerificationSession;
  const allowed = await post(
    t.app,
    `/verification-sessions/${s.id}/consent`,
    { decision: 'allow' },
    token,
  );
  expect(allowed.code, JSON.stringify(allowed.body)).toBe(200);
  const read = await callApi(t.app, `/verification-sessions/${s.id}`, { key: liveKey.key });
  return (read.json() as VerificationSession).claims!;
}

async function verify(presentation: string, nonce: string) {
  const r = await callApi(t.app, '/credential-presentations/verify', {
    key: liveKey.key,
    body: { presentation, nonce, audience: AUD },
  });
  expect(r.code, r.text).toBe(200);
  return r.json() as PresentationResult;
}

describe('the phone number in credentials and grants', () => {
  it('a typed number another member proved is in no credential and no grant', async () => {
    const m = await verifiedMember(t, reviewer.token);
    await provenByAnother(m.payload.phone_number);
    const holder = await wallet.newHolder();
    const credential = await wallet.issue(m.token, holder);
    const claims = disclosed(credential);
    expect(claims.given_name).toBe(m.payload.first_name);
    expect(claims.phone_number).toBeUndefined();
    // Everything it carries verifies, and no phone is among it.
    const all = Object.fromEntries(Object.keys(claims).map((k) => [k, true]));
    const vp = await wallet.present(credential, holder, all, 'nonce-typed-1');
    const v = await verify(vp, 'nonce-typed-1');
    expect(v.valid).toBe(true);
    expect(v.claims.phone_number).toBeUndefined();

    const shared = await sharedPhone(m.token);
    expect(shared).toMatchObject({ first_name: m.payload.first_name, phone_number: null });
  });

  it('a number the member never proved is not claimed either', async () => {
    const m = await verifiedMember(t, reviewer.token);
    const credential = await wallet.issue(m.token, await wallet.newHolder());
    expect(disclosed(credential).phone_number).toBeUndefined();
    expect((await sharedPhone(m.token)).phone_number).toBeNull();
  });

  it('a proven number is claimed; once another member proves it, the old credential no longer verifies with it', async () => {
    const m = await verifiedProvenMember(t, reviewer.token);
    const holder = await wallet.newHolder();
    const credential = await wallet.issue(m.token, holder);
    const phone = disclosed(credential).phone_number;
    expect(typeof phone).toBe('string');
    expect((await sharedPhone(m.token)).phone_number).toBe(phone);
    const withPhone = await wallet.present(
      credential,
      holder,
      { given_name: true, phone_number: true },
      'nonce-proven-1',
    );
    expect((await verify(withPhone, 'nonce-proven-1')).valid).toBe(true);

    await provenByAnother(m.payload.phone_number);
    const moved = await wallet.present(
      credential,
      holder,
      { given_name: true, phone_number: true },
      'nonce-proven-2',
    );
    const v = await verify(moved, 'nonce-proven-2');
    expect(v).toMatchObject({
      valid: false,
      reason: 'number_not_proven',
      message: presentationFailures.number_not_proven,
    });
    expect(v.claims.phone_number).toBeUndefined();
    // Without the number, the rest of it still stands.
    const without = await wallet.present(
      credential,
      holder,
      { given_name: true },
      'nonce-proven-3',
    );
    expect((await verify(without, 'nonce-proven-3')).valid).toBe(true);
    // And a grant made now has no number.
    expect((await sharedPhone(m.token)).phone_number).toBeNull();
  });
});

describe('the phone number’s form (issue 47)', () => {
  it('is E.164 in a live grant and in the credential, whatever form the member typed', async () => {
    const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
    const typed = `0803 ${digits.slice(0, 3)} ${digits.slice(3)}`;
    const m = await verifiedProvenMember(t, reviewer.token, { phone_number: typed });
    const e164 = `+234803${digits}`;
    expect((await sharedPhone(m.token)).phone_number).toBe(e164);
    const credential = await wallet.issue(m.token, await wallet.newHolder());
    expect(disclosed(credential).phone_number).toBe(e164);
  });
});
