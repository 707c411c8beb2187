import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, tryAgainInMessage, type MemberProfile } from '@vouch/contracts';
import { get, newMember, post } from './setup/members.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { createTestApp, productionEnv, testSecrets, type TestApp } from './setup/test-app.js';

let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

describe('the server', () => {
  it('answers /api/v1/health', async () => {
    const r = await t.app.inject({ url: '/api/v1/health' });
    expect(r.json()).toEqual({ status: 200, msg: 'ok' });
  });

  it('describes every endpoint in the OpenAPI document at /api/docs', async () => {
    const r = await t.app.inject({ url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json<{ paths: Record<string, unknown> }>();
    for (const p of [
      '/api/v1/auth/register',
      '/api/v1/auth/login',
      '/api/v1/auth/logout',
      '/api/v1/auth/forgot-password',
      '/api/v1/auth/reset-password',
      '/api/v1/account/info',
      '/api/v1/account/profile',
      '/api/v1/account/update-profile',
      '/api/v1/account/send-account-email-address-verification-link',
      '/api/v1/account/verify-account-email-address',
      '/api/v1/account/change-account-password',
      '/api/v1/health',
      '/api/v1/transaction/initiate-payment',
      '/api/v1/transaction/create-new-transaction',
      '/api/v1/transaction/fetch-user-transaction',
      '/api/v1/transaction/webhooks/flutterwave',
      '/api/v1/sandbox/checkout/complete',
      '/api/v1/kyc/create-new-kyc',
      '/api/v1/kyc/update-kyc-info',
      '/api/v1/kyc/fetch-kyc-info',
      '/api/v1/kyc/files/{id}',
      '/api/v1/account/verify-identification-number',
      '/api/v1/verification/check-verification',
      '/api/v1/verification/lookups-of-me',
      '/api/v1/account/add-wallet-address',
      '/api/v1/backoffice/queue',
      '/api/v1/backoffice/cases/{id}',
      '/api/v1/backoffice/cases/{id}/decision',
      '/api/v1/backoffice/roles',
      '/api/v1/backoffice/audit',
      '/api/v1/support/tickets',
      '/api/v1/backoffice/tickets',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends pages a strict Content-Security-Policy and the usual security headers', async () => {
    const r = await t.app.inject({ url: '/' });
    const csp = r.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends API answers the short policy of an API: nothing may load, frame or sniff them', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nope', '/api/v1/account/info']) {
      const r = await t.app.inject({ url });
      expect(r.headers, url).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=15552000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      });
      expect(r.headers['permissions-policy'], url).toBeUndefined();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const r = await t.app.inject({ url: '/api/v1/nope' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ status: 404, msg: messages.notFound });
  });

  it('refuses a body over the limit with 413, not 500', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email_address: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ status: 413 });
  });

  it('rate-limits forgot-password per IP with a clear 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await post(limited.app, '/auth/forgot-password', { email_address: `x${i}@example.com` }))
          .code,
      );
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const r = await post(limited.app, '/auth/forgot-password', { email_address: 'y@example.com' });
    expect(r.code).toBe(429);
    // When to try again: in the Retry-After header and in words (the limit is per hour).
    const after = Number(r.headers['retry-after']);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(3600);
    expect(r.body).toMatchObject({ status: 429, msg: tryAgainInMessage(after) });
    expect(r.body.msg).toMatch(/^Too many requests\. Please try again in \d+ (minutes?|hours?)\.$/);
  });

  it('takes the client IP from X-Forwarded-For only from a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const lastIp = async (app: TestApp) => {
        const m = newMember();
        await post(app.app, '/auth/register', m);
        const login = await post(app.app, '/auth/login', m, undefined, {
          'x-forwarded-for': '198.51.100.7',
        });
        const token = (login.body.msg as { authToken: string }).authToken;
        return ((await get(app.app, '/account/info', token)).body.msg as MemberProfile)
          .last_ip_address;
      };
      expect(await lastIp(proxied)).toBe('198.51.100.7');
      expect(await lastIp(t)).toBe('127.0.0.1');
    } finally {
      await proxied.close();
    }
  });

  it('serves the dev mailbox outside production only, and only to this machine', async () => {
    expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(200);
    for (const url of ['/dev/mailbox', '/api/v1/dev/outbox']) {
      const remote = await t.app.inject({ url, remoteAddress: '203.0.113.5' });
      expect(remote.statusCode, url).toBe(404);
    }
    const prod = await createTestApp({ env: productionEnv });
    try {
      expect((await prod.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('serves the dev mailbox only on a direct connection from this machine, and only when on', async () => {
    // Behind a trusted proxy, X-Forwarded-For: 127.0.0.1 makes request.ip loopback: not enough.
    const proxied = await createTestApp({ env: { TRUST_PROXY: '203.0.113.5' } });
    const off = await createTestApp({ env: { DEV_MAILBOX: 'off' } });
    try {
      const spoofed = await proxied.app.inject({
        url: '/api/v1/dev/outbox',
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(spoofed.statusCode).toBe(404);
      expect((await proxied.app.inject({ url: '/api/v1/dev/outbox' })).statusCode).toBe(200);
      expect((await off.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await proxied.close();
      await off.close();
    }
  });
});

describe('configuration of proxies, the dev mailbox and the API docs', () => {
  const base = () => ({
    ...testSecrets(),
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vouch-config-')),
  });

  it('TRUST_PROXY takes a hop count or addresses/CIDRs, never "true"', () => {
    expect(() => loadConfig({ ...base(), TRUST_PROXY: 'true' })).toThrow(/X-Forwarded-For/);
    for (const bad of ['10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2', '*'])
      expect(() => loadConfig({ ...base(), TRUST_PROXY: bad }), bad).toThrow(/not an IP address/);
    expect(loadConfig({ ...base(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ ...base(), TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32, 192.0.2.7, loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '2001:db8::/32', '192.0.2.7', 'loopback']);
  });

  it('production refuses DEV_MAILBOX=on; API docs are off there unless API_DOCS=on', async () => {
    expect(() =>
      loadConfig({ ...productionEnv, ...base(), NODE_ENV: 'production', DEV_MAILBOX: 'on' }),
    ).toThrow(/DEV_MAILBOX/);
    const prod = await createTestApp({ env: productionEnv });
    try {
      expect((await prod.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
      const docsOn = await createTestApp({ env: { ...productionEnv, API_DOCS: 'on' } });
      try {
        expect((await docsOn.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
      } finally {
        await docsOn.close();
      }
    } finally {
      await prod.close();
    }
  });
});

describe('headers', () => {
  it('API answers are never stored by a cache; pages may use the camera of our origin only', async () => {
    const m = newMember();
    await post(t.app, '/auth/register', m);
    const login = await post(t.app, '/auth/login', m);
    const token = (login.body.msg as { authToken: string }).authToken;
    const info = await t.app.inject({
      url: '/api/v1/account/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    expect(login.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['permissions-policy']).toMatch(/camera=\(self\)/);
    expect(page.headers['permissions-policy']).toMatch(/microphone=\(\)/);
  });
});
