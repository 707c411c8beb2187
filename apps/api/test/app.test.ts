import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type MemberProfile } from '@vouch/contracts';
import { get, newMember, post } from './setup/members.js';
import { createTestApp, productionEnv, type TestApp } from './setup/test-app.js';

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

  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    const r = await t.app.inject({ url: '/api/v1/health' });
    const csp = r.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const r = await t.app.inject({ url: '/api/v1/nope' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ status: 404, msg: messages.notFound });
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
    expect(r.body).toEqual({ status: 429, msg: messages.tooManyRequests });
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
});
