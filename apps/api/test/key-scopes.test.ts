import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyInfo } from '@vouch/contracts';
import { callApi, keyOf, liveOrganisation, ownerWithOrganisation } from './setup/business.js';
import { staff } from './setup/lifecycle.js';
import { memberFactors, STEP_UP } from './setup/member-second-factor.js';
import { send } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Issue 47: a key's scopes change in place (keys were stuck with what they were made with, and
 * new keys get `lookups` only): the same secret gains or loses what it may do at once, audited;
 * a live key's change takes the team's fresh second factor (issue 46's rule for keys).
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof staff>>;

beforeAll(async () => {
  t = await createTestApp({ env: { BUSINESS_RATE_LIMIT_TEST: '1000' } });
  admin = await staff(t, 'admin');
});
afterAll(() => t.close());

const scopesOf = (token: string, orgId: string, keyId: string, scopes: unknown) =>
  send(t.app, 'PATCH', `/business/organisations/${orgId}/api-keys/${keyId}`, token, { scopes });
const newSession = (key: string) =>
  callApi(t.app, '/verification-sessions', {
    key,
    body: {
      reference: 'scopes-1',
      redirect_url: 'https://shop.adire.example/back',
      claims: ['first_name'],
      purpose: 'Checkout',
    },
  });

describe('a key’s scopes', () => {
  it('change in place: the same secret may create sessions at once, and loses it again', async () => {
    const o = await ownerWithOrganisation(t);
    const k = await keyOf(t, o.owner.token, o.org.id, 'test', ['lookups']);
    expect((await newSession(k.key)).code).toBe(403);

    const r = await scopesOf(o.owner.token, o.org.id, k.id, ['sessions', 'lookups', 'sessions']);
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.msg as ApiKeyInfo).toMatchObject({ id: k.id, scopes: ['lookups', 'sessions'] });
    expect((await newSession(k.key)).code).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', k.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('business.key_scopes_changed');

    expect((await scopesOf(o.owner.token, o.org.id, k.id, ['lookups'])).code).toBe(200);
    expect((await newSession(k.key)).code).toBe(403);
    // Nothing, or a scope that does not exist: refused, nothing changed.
    expect((await scopesOf(o.owner.token, o.org.id, k.id, [])).code).toBe(400);
    expect((await scopesOf(o.owner.token, o.org.id, k.id, ['everything'])).code).toBe(400);
    // A revoked key stays revoked.
    await send(
      t.app,
      'DELETE',
      `/business/organisations/${o.org.id}/api-keys/${k.id}`,
      o.owner.token,
    );
    expect((await scopesOf(o.owner.token, o.org.id, k.id, ['sessions'])).code).toBe(409);
  });

  it('a live key’s change takes a fresh second factor', async () => {
    const live = await liveOrganisation(t, admin.token, 'Scopes Lender');
    const k = await keyOf(t, live.owner.token, live.org.id, 'live', ['lookups']);
    await memberFactors(t).passedAgo(live.owner.token, 30);
    const stale = await scopesOf(live.owner.token, live.org.id, k.id, ['lookups', 'sessions']);
    expect(stale.code).toBe(403);
    expect(stale.body.errors).toEqual(STEP_UP);
    await live.fresh();
    const ok = await scopesOf(live.owner.token, live.org.id, k.id, ['lookups', 'sessions']);
    expect(ok.code, JSON.stringify(ok.body)).toBe(200);
  });
});
