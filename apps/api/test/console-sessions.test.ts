import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConsoleSessionDetail,
  VerificationSession,
  VerificationSessionPage,
} from '@vouch/contracts';
import { callApi, keyOf, ownerWithOrganisation } from './setup/business.js';
import { get, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * The console's sessions (issue 47): a team member signed in reads the organisation's sessions of
 * either mode, and one session's history (its events) and what its webhooks did (deliveries);
 * nobody outside the team reads them.
 */
let t: TestApp;
let receiver: Server;
let hook: string;
let org: Awaited<ReturnType<typeof ownerWithOrganisation>>;
let key: string;

beforeAll(async () => {
  receiver = createServer((_req, res) => res.writeHead(204).end());
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  t = await createTestApp({
    env: { BUSINESS_RATE_LIMIT_TEST: '1000', WEBHOOKS_ALLOW_LOOPBACK: 'on' },
  });
  org = await ownerWithOrganisation(t, 'Ikeja Loans');
  key = (await keyOf(t, org.owner.token, org.org.id, 'test', ['sessions', 'webhooks'])).key;
  const ep = await callApi(t.app, '/webhook-endpoints', { key, body: { url: hook } });
  expect(ep.code, ep.text).toBe(200);
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => receiver.close(r));
});

const path = (rest = '') => `/business/organisations/${org.org.id}/verification-sessions${rest}`;

describe('the console’s verification sessions', () => {
  it('lists them by mode, and shows one session’s history and deliveries', async () => {
    const made = await callApi(t.app, '/verification-sessions', {
      key,
      body: {
        reference: 'loan-5',
        redirect_url: 'https://shop.adire.example/back',
        claims: ['first_name'],
        purpose: 'Your loan',
      },
    });
    const s = made.json() as VerificationSession;
    // The customer opens the page, then the test button approves.
    await get(t.app, `/verification-sessions/${s.id}`);
    expect(
      (
        await callApi(t.app, `/verification-sessions/${s.id}/simulate`, {
          key,
          body: { outcome: 'approve' },
        })
      ).code,
    ).toBe(200);
    await t.jobs.drain();

    const list = await get(t.app, path('?mode=test'), org.owner.token);
    expect(list.code).toBe(200);
    const page = list.body.msg as VerificationSessionPage;
    expect(page.object).toBe('list');
    expect(page.data.map((x) => x.id)).toContain(s.id);
    const live = (await get(t.app, path('?mode=live'), org.owner.token)).body
      .msg as VerificationSessionPage;
    expect(live.data).toEqual([]);

    const detail = await get(t.app, path(`/${s.id}?mode=test`), org.owner.token);
    expect(detail.code, JSON.stringify(detail.body)).toBe(200);
    const d = detail.body.msg as ConsoleSessionDetail;
    expect(d.session).toMatchObject({ id: s.id, status: 'approved', reference: 'loan-5' });
    // Test mode's fixed claims, while the (simulated) consent stands.
    expect(d.session.claims).toMatchObject({ verified: true, first_name: 'Amaka' });
    expect(d.events.map((e) => e.type)).toEqual([
      'verification_session.opened',
      'verification_session.approved',
    ]);
    expect(d.deliveries).toHaveLength(2);
    for (const dl of d.deliveries)
      expect(dl).toMatchObject({ endpoint_url: hook, status: 'delivered', last_status_code: 204 });
    expect(d.deliveries.map((dl) => dl.event_id).sort()).toEqual(d.events.map((e) => e.id).sort());
  });

  it('only the team reads them; another organisation’s session or the other mode is not found', async () => {
    const made = await callApi(t.app, '/verification-sessions', {
      key,
      body: {
        reference: 'loan-6',
        redirect_url: 'https://shop.adire.example/back',
        claims: ['first_name'],
        purpose: 'Your loan',
      },
    });
    const s = made.json() as VerificationSession;
    const stranger = await registerMember(t.app, t.db, { verify: true });
    // Outside the team the organisation is not found at all (the console's rule).
    expect((await get(t.app, path('?mode=test'), stranger.token)).code).toBe(404);
    expect((await get(t.app, path(`/${s.id}?mode=test`), stranger.token)).code).toBe(404);
    expect((await get(t.app, path(`/${s.id}?mode=test`))).code).toBe(401);
    expect((await get(t.app, path(`/${s.id}?mode=live`), org.owner.token)).code).toBe(404);
    const other = await ownerWithOrganisation(t, 'Other Lender');
    expect(
      (
        await get(
          t.app,
          `/business/organisations/${other.org.id}/verification-sessions/${s.id}?mode=test`,
          other.owner.token,
        )
      ).code,
    ).toBe(404);
    expect((await get(t.app, path('?mode=sideways'), org.owner.token)).code).toBe(400);
  });
});
