import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { SystemOverview } from '@vouch/contracts';
import { serveMetrics } from '../src/modules/operations/index.js';
import { businessLookup, keyOf, ownerWithOrganisation } from './setup/business.js';
import { staff } from './setup/lifecycle.js';
import { get, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

const TOKEN = 'scrape-me-please-0123456789';

/** One sample's value from the exposition text; undefined when the series is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const [series, value] = [
      line.slice(0, line.lastIndexOf(' ')),
      line.slice(line.lastIndexOf(' ') + 1),
    ];
    if (Object.entries(labels).every(([k, v]) => series.includes(`${k}="${v}"`)))
      return Number(value);
  }
  return undefined;
}

let t: TestApp;
let noToken: TestApp;
beforeAll(async () => {
  [t, noToken] = await Promise.all([
    createTestApp({ env: { METRICS_TOKEN: TOKEN } }),
    createTestApp({ env: { METRICS_PORT: '9' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), noToken.close()]);
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('metrics', () => {
  it('after some traffic, the named series are there with sane values', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    await get(t.app, '/account/info', m.token);
    await get(t.app, '/no-such-thing');
    const owner = await ownerWithOrganisation(t);
    const key = await keyOf(t, owner.owner.token, owner.org.id);
    expect((await businessLookup(t.app, key.key, 'EMAIL_ADDRESS', 'x@example.com')).code).toBe(200);
    await t.jobs.drain();

    const r = await scrape(t, `Bearer ${TOKEN}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    const text = r.body;
    const http = 'vouch_http_request_duration_seconds_count';
    expect(
      sample(text, http, { route: '/api/v1/auth/register', method: 'POST', status: '200' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, http, { route: '/api/v1/account/info', method: 'GET', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, http, { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    const sum = sample(text, 'vouch_http_request_duration_seconds_sum', {
      route: '/api/v1/auth/register',
    })!;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(60);
    expect(sample(text, 'vouch_mail_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'vouch_business_api_requests_total', {
        key: key.id,
        mode: 'test',
        status: '200',
      }),
    ).toBe(1);
    for (const q of ['mail', 'checks']) {
      expect(sample(text, 'vouch_jobs_waiting', { queue: q })).toBe(0);
      expect(sample(text, 'vouch_jobs_running', { queue: q })).toBe(0);
      expect(sample(text, 'vouch_jobs_failed', { queue: q })).toBe(0);
    }
    expect(sample(text, 'vouch_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'vouch_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(
      0,
    );
    expect(text).toContain('# TYPE vouch_checks_stage_duration_seconds histogram');
    expect(text).toContain('# TYPE vouch_webhook_deliveries_total counter');
    expect(text).toContain('# TYPE vouch_job_failures_total counter');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);

    // The hook others call (webhooks, issue 33) shows in the next scrape.
    t.metrics.webhookDelivery('delivered');
    const again = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(again, 'vouch_webhook_deliveries_total', { outcome: 'delivered' })).toBe(1);
  });

  it('answers 401 without the token or with a wrong one, 404 while no token is configured', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
    expect((await scrape(noToken)).statusCode).toBe(404);
    expect((await scrape(noToken, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('METRICS_PORT serves them on a port of its own, and nothing else there', async () => {
    await get(noToken.app, '/health');
    const server = await serveMetrics(noToken.metrics, { port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const r = await fetch(`${base}/metrics`);
      expect(r.status).toBe(200);
      expect(await r.text()).toContain('vouch_http_request_duration_seconds_count');
      expect((await fetch(`${base}/`)).status).toBe(404);
    } finally {
      server.close();
    }
    const guarded = await serveMetrics(noToken.metrics, {
      port: 0,
      host: '127.0.0.1',
      token: TOKEN,
    });
    try {
      const base = `http://127.0.0.1:${(guarded.address() as AddressInfo).port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const ok = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
    } finally {
      guarded.close();
    }
  });
});

describe('the System screen’s figures', () => {
  it('admins see the queues, mail of the last day and this instance; others are refused', async () => {
    const admin = await staff(t, 'admin');
    const member = await registerMember(t.app, t.db);
    expect((await get(t.app, '/backoffice/system', member.token)).code).toBe(403);
    expect((await get(t.app, '/backoffice/system')).code).toBe(401);
    await t.jobs.drain();
    const r = await get(t.app, '/backoffice/system', admin.token);
    expect(r.code).toBe(200);
    const o = r.body.msg as SystemOverview;
    expect(o.queues.map((q) => q.queue)).toEqual(
      expect.arrayContaining(['mail', 'checks', 'privacy-purge']),
    );
    expect(o.mailLastDay.sent).toBeGreaterThanOrEqual(3);
    expect(o.mailLastDay.failed).toBe(0);
    expect(o.instances.length).toBeGreaterThanOrEqual(1);
    const me = o.instances.find((i) => i.pid === process.pid && i.live);
    expect(me).toMatchObject({ kind: 'api', version: '0.1.0' });
    expect(me!.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
