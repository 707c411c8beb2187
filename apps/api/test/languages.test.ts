import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  type HostedSession,
  type MemberProfile,
  type VerificationSession,
} from '@vouch/contracts';
import { callApi, keyOf, ownerWithOrganisation, problemOf } from './setup/business.js';
import { get, post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Issue 51: the member's language on their account, a business's choice for a session's pages,
 * and the stable code every failure carries while its msg stays English.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('failures keep their English msg and carry a stable code', () => {
  it('names the message, or the kind of failure, in code', async () => {
    const wrong = await post(t.app, '/auth/login', {
      email_address: 'nobody@example.com',
      password: 'Wrong-pass1!',
    });
    expect(wrong.body).toMatchObject({
      status: wrong.code,
      msg: messages.invalidCredentials,
      code: 'invalid-credentials',
    });
    const invalid = await post(t.app, '/auth/register', { email_address: 'x' });
    expect(invalid.code).toBe(400);
    expect((invalid.body as { code?: string }).code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(invalid.body.msg).toBe(
      Object.values(messages).find((text) => text === invalid.body.msg),
    );
    const missing = await get(t.app, '/nothing-here-at-all');
    expect(missing.body).toMatchObject({ status: 404, msg: messages.notFound, code: 'not-found' });
    const signedOut = await get(t.app, '/account/info');
    expect(signedOut.body).toMatchObject({ status: 401, code: 'unauthorized' });
  });
});

describe('the member’s language', () => {
  it('is the one they registered in, and changes when they choose another; anything else is refused', async () => {
    const m = await registerMember(t.app, t.db, { overrides: { preferred_language: 'ha' } });
    const info = async () => (await get(t.app, '/account/info', m.token)).body.msg as MemberProfile;
    expect((await info()).preferred_language).toBe('ha');

    const chosen = await post(t.app, '/account/language', { preferred_language: 'yo' }, m.token);
    expect(chosen.code).toBe(200);
    expect((chosen.body.msg as MemberProfile).preferred_language).toBe('yo');
    expect((await info()).preferred_language).toBe('yo');

    for (const body of [{ preferred_language: 'fr' }, { preferred_language: 7 }, {}]) {
      const refused = await post(t.app, '/account/language', body, m.token);
      expect(refused.code, JSON.stringify(body)).toBe(400);
      expect(refused.body.msg).toBeTruthy();
    }
    expect((await info()).preferred_language).toBe('yo');
    expect((await post(t.app, '/account/language', { preferred_language: 'ig' })).code).toBe(401);
  });

  it('is English for whoever registers without one', async () => {
    const m = await registerMember(t.app, t.db);
    const p = (await get(t.app, '/account/info', m.token)).body.msg as MemberProfile;
    expect(p.preferred_language).toBe('en');
  });
});

describe('a business asks for the language of a session’s pages', () => {
  it('keeps locale on the session and shows it on the hosted page; refuses one Vouch does not speak', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'Language Test');
    const key = (await keyOf(t, owner.token, org.id, 'test', ['sessions'])).key;
    const create = (locale?: unknown) =>
      callApi(t.app, '/verification-sessions', {
        key,
        body: {
          reference: 'lang-1',
          redirect_url: 'https://shop.adire.example/done',
          claims: ['first_name'],
          purpose: 'Checkout',
          ...(locale !== undefined && { locale }),
        },
      });
    const r = await create('pcm');
    expect(r.code, r.text).toBe(200);
    const session = r.json() as VerificationSession;
    expect(session.locale).toBe('pcm');
    const hosted = (await get(t.app, `/verification-sessions/${session.id}`)).body
      .msg as HostedSession;
    expect(hosted.locale).toBe('pcm');

    const none = (await create()).json() as VerificationSession;
    expect(none.locale).toBeNull();

    const refused = await create('fr');
    expect(refused.code).toBe(400);
    expect(problemOf(refused).errors?.locale).toMatch(/en, pcm, ha, yo, ig/);
  });
});
