import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import {
  verifyWebhook,
  WebhookVerificationError,
} from '../../../packages/vouch-node/src/webhooks.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiMode,
  BusinessEventType,
  CreatedWebhookEndpoint,
  EventsPage,
  ListPage,
  WebhookDelivery,
  WebhookEndpoint,
} from '@vouch/contracts';
import { guardedPost, refusedAddress } from '../src/modules/webhooks/index.js';
import { callApi, keyOf, ownerWithOrganisation, problemOf } from './setup/business.js';
import { get, post, send, waitForMail } from './setup/members.js';
import { loadConfig } from '../src/config.js';
import { createTestApp, productionEnv, type TestApp } from './setup/test-app.js';

/**
 * Webhooks (issue 33, decision 0040): endpoints in the business API and the console, delivery by
 * jobs in the Standard Webhooks format — every webhook here is verified by the `standardwebhooks`
 * package, never by our own code — retries on the schedule (shortened here by configuration),
 * 410, Retry-After, rotation, SSRF refusals, and the events list.
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A local receiver: each path answers as its script says (one entry per request, then the last). */
const received: Received[] = [];
const scripts = new Map<
  string,
  { status: number; headers?: Record<string, string>; delayMs?: number }[]
>();
let receiver: Server;
let base: string;

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithOrganisation>>;
let key: string;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const script = scripts.get(path) ?? [{ status: 200 }];
      const step = script.length > 1 ? script.shift()! : script[0]!;
      setTimeout(() => {
        res.writeHead(step.status, { 'content-type': 'text/plain', ...step.headers });
        res.end(`answer ${step.status} ${'x'.repeat(2000)}`);
      }, step.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      WEBHOOKS_ALLOW_LOOPBACK: 'on',
      WEBHOOKS_RETRY_SCHEDULE_MS: '150,150,150,150',
      // A batch waits this long for its slowest receiver (2 s by default).
      WEBHOOKS_BATCH_WAIT_MS: '300',
      JOBS_POLL_MS: '50',
      BUSINESS_RATE_LIMIT_TEST: '1000',
      METRICS_TOKEN: 'webhooks-metrics-token',
    },
  });
  owner = await ownerWithOrganisation(t);
  key = (await keyOf(t, owner.owner.token, owner.org.id, 'test', ['webhooks', 'events'])).key;
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => receiver.close(r));
});

async function createEndpoint(
  path: string,
  body: Record<string, unknown> = {},
): Promise<CreatedWebhookEndpoint> {
  const r = await callApi(t.app, '/webhook-endpoints', {
    key,
    body: { url: `${base}${path}`, ...body },
  });
  if (r.code !== 200) throw new Error(`endpoint: ${r.text}`);
  return r.json() as CreatedWebhookEndpoint;
}

async function emit(
  type: BusinessEventType,
  data: Record<string, unknown>,
  mode: ApiMode = 'test',
) {
  return t.db
    .transaction()
    .execute((tx) =>
      t.webhooks.events.emit(tx, { organisationId: owner.org.id, mode, type, data }),
    );
}

async function until<T>(
  what: string,
  f: () => T | Promise<T>,
  ms = 15_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const at = (path: string) => received.filter((r) => r.path === path);

async function deliveriesOf(endpointId: string) {
  return t.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .execute();
}

/** The standard's own library, with the endpoint's secret: what a business's server runs. */
function verified(secret: string, r: Received) {
  return new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };
}

describe('delivery', () => {
  it('sends each matching event once, signed in the Standard Webhooks format', async () => {
    const all = await createEndpoint('/all');
    const some = await createEndpoint('/some', { event_types: ['consent.revoked'] });
    expect(all.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(all.event_types).toEqual([]);
    const event = await emit('verification_session.approved', { id: 'vs_1', reference: 'order-9' });
    const r = await until('the delivery', () => at('/all')[0]);
    expect(r.headers['webhook-id']).toBe(event.id);
    expect(r.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(r.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(r.headers['content-type']).toBe('application/json');
    expect(verified(all.secret, r)).toEqual({
      type: 'verification_session.approved',
      timestamp: event.timestamp,
      data: { id: 'vs_1', reference: 'order-9' },
    });
    // Another endpoint's secret does not verify it.
    expect(() => verified(some.secret, r)).toThrow('No matching signature');
    // The server library's check (packages/vouch-node) accepts the real delivery as sent, its
    // event id the webhook-id, and refuses one byte changed.
    expect(verifyWebhook(r.body, r.headers as Record<string, string>, all.secret)).toEqual({
      id: event.id,
      type: 'verification_session.approved',
      timestamp: event.timestamp,
      data: { id: 'vs_1', reference: 'order-9' },
    });
    expect(() =>
      verifyWebhook(
        r.body.replace('order-9', 'order-8'),
        r.headers as Record<string, string>,
        all.secret,
      ),
    ).toThrow(WebhookVerificationError);
    // The endpoint that chose other types heard nothing; the one that did, hears its type.
    const revoked = await emit('consent.revoked', { id: 'grant_1' });
    const s = await until('the chosen type', () => at('/some')[0]);
    expect(s.headers['webhook-id']).toBe(revoked.id);
    expect(verified(some.secret, s).type).toBe('consent.revoked');
    await t.jobs.drain();
    expect(at('/some')).toHaveLength(1);
    // One attempt each, recorded with its outcome, status, latency and the first 1 KB.
    const [d] = await deliveriesOf(all.id);
    expect(d).toMatchObject({ status: 'delivered', last_status_code: 200 });
    expect(Number(d!.attempts)).toBe(1);
    expect(d!.last_response).toHaveLength(1024);
    const attempts = await t.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('delivery_id', '=', d!.id)
      .execute();
    expect(attempts.map((a) => a.outcome)).toEqual(['success']);
    for (const ep of [all, some])
      expect(
        (await callApi(t.app, `/webhook-endpoints/${ep.id}`, { key, method: 'DELETE' })).code,
      ).toBe(200);
  });

  it('a slow receiver does not hold its batch: the others are recorded at once, it when it answers', async () => {
    // Deliveries are taken a batch at a time (decision 0040); one receiver taking 2.5 s must not
    // keep the batch's other records (and its worker) waiting that long.
    scripts.set('/slow', [{ status: 200, delayMs: 2500 }]);
    const fast = await createEndpoint('/fast');
    const slow = await createEndpoint('/slow');
    const event = await emit('verification_session.opened', { id: 'vs_slow' });
    const asked = await until('the slow request', () => at('/slow')[0]);
    const recorded = await until('the fast record', async () => {
      const [d] = await deliveriesOf(fast.id);
      return d?.status === 'delivered' ? d : undefined;
    });
    // Recorded while the slow receiver was still holding its answer.
    expect(Date.parse(recorded.delivered_at!)).toBeLessThan(asked.at + 2500);
    const late = await until('the slow record', async () => {
      const [d] = await deliveriesOf(slow.id);
      return d?.status === 'delivered' ? d : undefined;
    });
    expect(Date.parse(late.delivered_at!)).toBeGreaterThanOrEqual(asked.at + 2400);
    expect(Number(late.attempts)).toBe(1);
    // Sent once (the watchdog job that covers a worker dying meanwhile finds it recorded).
    expect(at('/slow').map((r) => r.headers['webhook-id'])).toEqual([event.id]);
    const attempts = await t.db
      .selectFrom('webhook_attempts')
      .select(['outcome'])
      .where('delivery_id', '=', late.id)
      .execute();
    expect(attempts).toEqual([{ outcome: 'success' }]);
    for (const ep of [fast, slow])
      expect(
        (await callApi(t.app, `/webhook-endpoints/${ep.id}`, { key, method: 'DELETE' })).code,
      ).toBe(200);
  });

  it('retries on the schedule until a 2xx, with the same webhook-id every time', async () => {
    scripts.set('/flaky', [
      { status: 500 },
      { status: 302, headers: { location: `${base}/elsewhere` } },
      { status: 200 },
    ]);
    const ep = await createEndpoint('/flaky');
    const event = await emit('verification_session.submitted', { id: 'vs_2' });
    await until('three attempts', () => at('/flaky').length >= 3);
    await t.jobs.drain();
    const got = at('/flaky');
    expect(got).toHaveLength(3);
    for (const r of got) {
      expect(r.headers['webhook-id']).toBe(event.id);
      expect(verified(ep.secret, r).data).toEqual({ id: 'vs_2' });
    }
    // A redirect is not followed and does not count.
    expect(at('/elsewhere')).toHaveLength(0);
    const [d] = await deliveriesOf(ep.id);
    expect(d).toMatchObject({ status: 'delivered', last_status_code: 200 });
    expect(Number(d!.attempts)).toBe(3);
    const attempts = await t.db
      .selectFrom('webhook_attempts')
      .select(['outcome', 'status_code'])
      .where('delivery_id', '=', d!.id)
      .orderBy('attempt')
      .execute();
    expect(attempts.map((a) => [a.outcome, Number(a.status_code)])).toEqual([
      ['http_error', 500],
      ['http_error', 302],
      ['success', 200],
    ]);
    // Each recorded attempt is counted by outcome for the metrics.
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer webhooks-metrics-token' },
    });
    expect(metrics.body).toMatch(/vouch_webhook_deliveries_total\{outcome="http_error"\} [1-9]/);
    expect(metrics.body).toMatch(/vouch_webhook_deliveries_total\{outcome="success"\} [1-9]/);
  });

  it('gives up after the last retry of the schedule', async () => {
    scripts.set('/down', [{ status: 500 }]);
    const ep = await createEndpoint('/down');
    await emit('verification_session.expired', { id: 'vs_3' });
    await until(
      'the last attempt',
      async () => (await deliveriesOf(ep.id))[0]?.status === 'failed',
    );
    // The first attempt and four retries (the schedule configured here has four delays).
    expect(at('/down')).toHaveLength(5);
    // Failing, not for 5 days yet: still enabled.
    expect((await t.webhooks.endpoints.get(owner.org.id, ep.id)).status).toBe('enabled');
  });

  it('honours Retry-After on 429 and 503', async () => {
    scripts.set('/busy', [{ status: 503, headers: { 'retry-after': '2' } }, { status: 200 }]);
    await createEndpoint('/busy');
    await emit('verification_session.opened', { id: 'vs_4' });
    await until('the retry', () => at('/busy').length >= 2, 20_000);
    const [first, second] = at('/busy');
    // The schedule says 150 ms; the receiver asked for 2 s.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1900);
  });

  it('disables an endpoint that answers 410 Gone, and mails the owners', async () => {
    scripts.set('/gone', [{ status: 410 }]);
    const ep = await createEndpoint('/gone');
    await emit('verification_session.cancelled', { id: 'vs_5' });
    await until(
      'disabled',
      async () => (await t.webhooks.endpoints.get(owner.org.id, ep.id)).status === 'disabled',
    );
    const after = await t.webhooks.endpoints.get(owner.org.id, ep.id);
    expect(after.disabled_reason).toContain('410');
    expect((await deliveriesOf(ep.id))[0]).toMatchObject({
      status: 'failed',
      last_status_code: 410,
    });
    const mail = await waitForMail(t.db, owner.owner.email, 'A webhook endpoint of');
    expect(mail.text_body).toContain(`${base}/gone`);
    // Nothing more is sent to it.
    await emit('verification_session.cancelled', { id: 'vs_6' });
    await t.jobs.drain();
    expect(at('/gone')).toHaveLength(1);
    expect(await deliveriesOf(ep.id)).toHaveLength(1);
  });

  it('disables an endpoint failing for 5 days', async () => {
    scripts.set('/failing', [{ status: 500 }]);
    const ep = await createEndpoint('/failing');
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
    await t.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: sixDaysAgo })
      .where('id', '=', ep.id)
      .execute();
    await emit('verification_session.rejected', { id: 'vs_7' });
    await until(
      'disabled',
      async () => (await t.webhooks.endpoints.get(owner.org.id, ep.id)).status === 'disabled',
    );
    expect((await t.webhooks.endpoints.get(owner.org.id, ep.id)).disabled_reason).toContain(
      '5 days',
    );
    await t.jobs.drain();
    expect(at('/failing')).toHaveLength(1);
  });

  it('sends both signatures during a rotation’s overlap, then only the new one', async () => {
    const ep = await createEndpoint('/rotate');
    const r = await callApi(t.app, `/webhook-endpoints/${ep.id}/rotate-secret`, {
      key,
      body: { overlap: '1h' },
    });
    expect(r.code).toBe(200);
    const rotated = r.json() as CreatedWebhookEndpoint;
    expect(rotated.secret).not.toBe(ep.secret);
    expect(rotated.previous_secret_expires_at).not.toBeNull();
    await emit('member.verification_revoked', { grant_id: 'grant_2' });
    const got = await until('the delivery', () => at('/rotate')[0]);
    expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2);
    // A receiver with either secret accepts it.
    expect(verified(rotated.secret, got).type).toBe('member.verification_revoked');
    expect(verified(ep.secret, got).type).toBe('member.verification_revoked');
    // Rotated again with no overlap: the older secrets no longer verify.
    const again = (
      await callApi(t.app, `/webhook-endpoints/${ep.id}/rotate-secret`, {
        key,
        body: { overlap: 'none' },
      })
    ).json() as CreatedWebhookEndpoint;
    await emit('member.verification_revoked', { grant_id: 'grant_3' });
    const next = await until('the second delivery', () => at('/rotate')[1]);
    expect(String(next.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verified(again.secret, next).data).toEqual({ grant_id: 'grant_3' });
    expect(() => verified(rotated.secret, next)).toThrow();
    expect(() => verified(ep.secret, next)).toThrow();
  });
});

describe('no SSRF', () => {
  const post = (url: string, resolve?: Parameters<typeof guardedPost>[3]['resolve']) =>
    guardedPost(url, '{}', {}, { allowLoopback: false, timeoutMs: 2000, resolve });

  it('refuses loopback, private, link-local and metadata addresses at delivery, IPv4-mapped too', async () => {
    const port = (receiver.address() as AddressInfo).port;
    for (const host of [
      '127.0.0.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '10.0.0.1',
      '169.254.169.254',
      '[::ffff:169.254.169.254]',
      '100.64.0.1',
      '[fd00:ec2::254]',
      '[fe80::1]',
      '0.0.0.0',
    ]) {
      const r = await post(`http://${host}:${port}/ssrf`);
      expect(r.outcome, host).toBe('refused');
      expect(r.error, host).toContain('public addresses only');
    }
    // A name that resolves to loopback (the system's resolver).
    const local = await post(`http://localhost:${port}/ssrf`);
    expect(local).toMatchObject({ outcome: 'refused' });
    expect(local.error).toContain('localhost resolves to');
    // A name with one public and one private address is refused too.
    const mixed = await post(`http://mixed.example:${port}/ssrf`, async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(mixed.outcome).toBe('refused');
    expect(at('/ssrf')).toHaveLength(0);
  });

  it('refuses IPv6 forms that carry a private or loopback IPv4 (issue 46)', async () => {
    const port = (receiver.address() as AddressInfo).port;
    for (const host of [
      // IPv4-compatible (::/96, deprecated), as typed and as the URL parser writes it.
      '[::127.0.0.1]',
      '[0:0:0:0:0:0:7f00:1]',
      '[::10.0.0.1]',
      '[::169.254.169.254]',
      // IPv4-translated (::ffff:0:0/96).
      '[::ffff:0:127.0.0.1]',
      '[::ffff:0:a9fe:a9fe]',
      // 6to4 (2002::/16): the IPv4 is bits 16-47.
      '[2002:7f00:1::]',
      '[2002:a00:1::1]',
      '[2002:a9fe:a9fe::1]',
      // NAT64, the well-known prefix and a local-use one.
      '[64:ff9b::127.0.0.1]',
      '[64:ff9b::10.0.0.1]',
      '[64:ff9b::169.254.169.254]',
      '[64:ff9b:1::a00:1]',
      // Teredo (2001::/32): the client's IPv4 inverted in the last 32 bits, or the server's.
      '[2001:0:5db8:d822:8000:63bf:80ff:fffe]',
      '[2001:0:a00:1::1]',
    ]) {
      const r = await post(`http://${host}:${port}/ssrf`);
      expect(r.outcome, host).toBe('refused');
      expect(r.error, host).toContain('public addresses only');
    }
    // The same forms given by a DNS answer.
    const aaaa = await post(`http://aaaa.example:${port}/ssrf`, async () => [
      { address: '::7f00:1', family: 6 },
    ]);
    expect(aaaa).toMatchObject({ outcome: 'refused' });
    expect(aaaa.error).toContain('127.0.0.1');
    expect(refusedAddress('::a9fe:a9fe', true)).toContain('169.254.169.254');
    expect(refusedAddress('64:ff9b::7f00:1', true)).toContain('127.0.0.1');
    // A public IPv4 behind the well-known NAT64 prefix (DNS64 on an IPv6-only host) is judged as
    // that IPv4; the deprecated and transition forms are refused whatever they carry.
    expect(refusedAddress('64:ff9b::5db8:d822', false)).toBeNull();
    for (const ip of ['::5db8:d822', '2002:5db8:d822::1', '::ffff:0:5db8:d822'])
      expect(refusedAddress(ip, false), ip).not.toBeNull();
    expect(at('/ssrf')).toHaveLength(0);
  });

  it('connects to the address it checked (no second DNS answer)', async () => {
    const port = (receiver.address() as AddressInfo).port;
    let asked = 0;
    // The first answer is loopback (allowed here as WEBHOOKS_ALLOW_LOOPBACK would); a rebinding
    // resolver would answer something else the next time: it is never asked again.
    const r = await guardedPost(
      `http://rebind.example:${port}/checked`,
      '{}',
      {},
      {
        allowLoopback: true,
        timeoutMs: 2000,
        resolve: async () => {
          asked += 1;
          return [{ address: asked === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
        },
      },
    );
    expect(r).toMatchObject({ outcome: 'success', status: 200 });
    expect(asked).toBe(1);
    expect(at('/checked')[0]!.headers.host).toBe(`rebind.example:${port}`);
  });

  it('keeps link-local and metadata out even with WEBHOOKS_ALLOW_LOOPBACK=on', async () => {
    expect(refusedAddress('127.0.0.1', true)).toBeNull();
    expect(refusedAddress('::1', true)).toBeNull();
    expect(refusedAddress('169.254.169.254', true)).toContain('link-local');
    expect(refusedAddress('10.0.0.1', true)).toBe('private');
    expect(refusedAddress('93.184.216.34', false)).toBeNull();
    for (const url of [
      'http://169.254.169.254/',
      'http://10.0.0.1/',
      'http://[::ffff:a9fe:a9fe]/',
      'ftp://example.com/',
      'not a url',
      'http://user:pw@127.0.0.1/',
    ]) {
      const r = await callApi(t.app, '/webhook-endpoints', { key, body: { url } });
      expect(r.code, url).toBe(400);
      expect(problemOf(r).errors?.url, url).toBeTruthy();
    }
    expect(await t.webhooks.endpoints.list(owner.org.id, 'test')).not.toContainEqual(
      expect.objectContaining({ url: 'http://10.0.0.1/' }),
    );
  });

  it('refuses WEBHOOKS_ALLOW_LOOPBACK=on in production', () => {
    expect(() => loadConfig({ ...productionEnv, WEBHOOKS_ALLOW_LOOPBACK: 'on' })).toThrow(
      'WEBHOOKS_ALLOW_LOOPBACK',
    );
    expect(loadConfig({ ...productionEnv }).webhooks.allowLoopback).toBe(false);
  });

  it('asks live endpoints for https', async () => {
    await expect(t.webhooks.endpoints.checkUrl(`${base}/live`, 'live')).rejects.toThrow('https');
    await expect(t.webhooks.endpoints.checkUrl(`${base}/test`, 'test')).resolves.toContain('/test');
  });
});

describe('the business API', () => {
  it('lists, reads and deletes endpoints of the key’s mode only, never their secrets', async () => {
    const ep = await createEndpoint('/listed', {
      description: 'Orders',
      event_types: ['consent.revoked'],
    });
    const list = await callApi(t.app, '/webhook-endpoints', { key });
    expect(list.code).toBe(200);
    const listed = list.json() as ListPage<WebhookEndpoint>;
    expect(listed).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    const data = listed.data;
    expect(data.find((e) => e.id === ep.id)).toMatchObject({
      description: 'Orders',
      mode: 'test',
      status: 'enabled',
    });
    expect(list.text).not.toContain(ep.secret.slice(6, 30));
    // A live endpoint of the same organisation is not the test key's.
    const live = await t.webhooks.endpoints.create(
      owner.org.id,
      'live',
      { url: 'https://127.0.0.1/live' },
      { userId: null, ip: null },
    );
    expect((await callApi(t.app, `/webhook-endpoints/${live.id}`, { key })).code).toBe(404);
    const del = await callApi(t.app, `/webhook-endpoints/${live.id}`, { key, method: 'DELETE' });
    expect(del.code).toBe(404);
    expect(problemOf(del)).toMatchObject({ status: 404, title: 'No such resource' });
    expect((await callApi(t.app, `/webhook-endpoints/${ep.id}`, { key })).code).toBe(200);
    expect(
      (await callApi(t.app, `/webhook-endpoints/${ep.id}`, { key, method: 'DELETE' })).code,
    ).toBe(200);
    expect((await callApi(t.app, `/webhook-endpoints/${ep.id}`, { key })).code).toBe(404);
  });

  it('answers bad input with problem details and changes nothing', async () => {
    const before = (await t.webhooks.endpoints.list(owner.org.id)).length;
    for (const body of [
      {},
      { url: 5 },
      { url: `${base}/x`, event_types: ['nope'] },
      { url: `${base}/x`, description: 'd'.repeat(201) },
      [],
    ]) {
      const r = await callApi(t.app, '/webhook-endpoints', { key, body });
      expect(r.code, JSON.stringify(body)).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
    }
    expect(
      (
        await callApi(t.app, '/webhook-endpoints/ep_nope/rotate-secret', {
          key,
          body: { overlap: 'forever' },
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await callApi(t.app, '/webhook-endpoints/ep_nope/rotate-secret', {
          key,
          body: { overlap: 'none' },
        })
      ).code,
    ).toBe(404);
    expect((await t.webhooks.endpoints.list(owner.org.id)).length).toBe(before);
    // Scopes: a lookups-only key may not.
    const other = (await keyOf(t, owner.owner.token, owner.org.id, 'test', ['lookups'])).key;
    expect((await callApi(t.app, '/webhook-endpoints', { key: other })).code).toBe(403);
    expect((await callApi(t.app, '/events', { key: other })).code).toBe(403);
  });

  it('lists every event of the key’s organisation and mode, newest first, in cursor pages', async () => {
    const { org, owner: o } = await ownerWithOrganisation(t, 'Events Ltd');
    const k = (await keyOf(t, o.token, org.id, 'test', ['events'])).key;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const e = await t.db.transaction().execute((tx) =>
        t.webhooks.events.emit(tx, {
          organisationId: org.id,
          mode: 'test',
          type: 'consent.revoked',
          data: { n: i },
        }),
      );
      ids.push(e.id);
    }
    await t.db.transaction().execute((tx) =>
      t.webhooks.events.emit(tx, {
        organisationId: org.id,
        mode: 'live',
        type: 'consent.revoked',
        data: { live: true },
      }),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const r = await callApi(t.app, `/events?limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
        key: k,
      });
      expect(r.code).toBe(200);
      const page = r.json() as EventsPage;
      // One list envelope for every list (issue 47), as the sessions list answers.
      expect(page).toMatchObject({ object: 'list', has_more: page.next_cursor !== null });
      seen.push(...page.data.map((e) => e.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    const bad = await callApi(t.app, '/events?cursor=garbage', { key: k });
    expect(bad.code).toBe(400);
    expect(problemOf(bad).errors).toEqual({ cursor: expect.stringContaining('cursor') });
    expect((await callApi(t.app, '/events?limit=1000', { key: k })).code).toBe(400);
  });
});

describe('retention', () => {
  it('events past RETENTION_BUSINESS_EVENTS_DAYS go, with their deliveries and attempts; newer ones stay', async () => {
    const { org, owner: o } = await ownerWithOrganisation(t, 'Kept Ltd');
    const k = (await keyOf(t, o.token, org.id, 'test', ['events', 'webhooks'])).key;
    const ep = await callApi(t.app, '/webhook-endpoints', {
      key: k,
      body: { url: `${base}/kept` },
    });
    expect(ep.code).toBe(200);
    const endpointId = (ep.json() as CreatedWebhookEndpoint).id;
    const make = (n: number) =>
      t.db.transaction().execute((tx) =>
        t.webhooks.events.emit(tx, {
          organisationId: org.id,
          mode: 'test',
          type: 'consent.revoked',
          data: { n },
        }),
      );
    const old = await make(1);
    const recent = await make(2);
    await until('both delivered', async () =>
      (await deliveriesOf(endpointId)).every((d) => d.status === 'delivered') &&
      (await deliveriesOf(endpointId)).length === 2
        ? true
        : null,
    );
    const day = 86_400_000;
    await t.db
      .updateTable('business_events')
      .set({ created_at: new Date(Date.now() - 91 * day).toISOString() })
      .where('id', '=', old.id)
      .execute();
    expect(loadConfig({ ...productionEnv }).retention.businessEventsDays).toBe(90);

    expect(await t.webhooks.purge(90)).toBeGreaterThanOrEqual(1);
    const listed = ((await callApi(t.app, '/events', { key: k })).json() as EventsPage).data.map(
      (e) => e.id,
    );
    expect(listed).toEqual([recent.id]);
    const left = await deliveriesOf(endpointId);
    expect(left.map((d) => d.event_id)).toEqual([recent.id]);
    const attempts = await t.db
      .selectFrom('webhook_attempts')
      .select('delivery_id')
      .where(
        'delivery_id',
        'in',
        left.map((d) => d.id),
      )
      .execute();
    expect(attempts).toHaveLength(1);
    const orphans = await t.db
      .selectFrom('webhook_attempts as a')
      .leftJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .select('a.id')
      .where('d.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    // A second run finds nothing more to do.
    expect(await t.webhooks.purge(90)).toBe(0);
  });
});

describe('the console', () => {
  it('creates (secret once), lists, shows deliveries, resends, sends a test event, rotates, deletes', async () => {
    const path = `/business/organisations/${owner.org.id}/webhook-endpoints`;
    const token = owner.owner.token;
    const bad = await post(t.app, path, { url: 'http://10.1.2.3/', mode: 'test' }, token);
    expect(bad.code).toBe(400);
    // Live endpoints wait for live mode, as live keys do.
    const live = await post(t.app, path, { url: 'https://127.0.0.1/x', mode: 'live' }, token);
    expect(live.code).toBe(403);
    const c = await post(
      t.app,
      path,
      { url: `${base}/console`, mode: 'test', description: 'Console' },
      token,
    );
    expect(c.code).toBe(200);
    const ep = c.body.msg as CreatedWebhookEndpoint;
    expect(ep.secret).toMatch(/^whsec_/);
    const list = await get(t.app, path, token);
    expect(JSON.stringify(list.body)).not.toContain(ep.secret);
    const test = await post(t.app, `${path}/${ep.id}/test`, {}, token);
    expect(test.code).toBe(200);
    const got = await until('the test event', () => at('/console')[0]);
    expect(verified(ep.secret, got).type).toBe('webhook.test');
    await t.jobs.drain();
    const deliveries = (await get(t.app, `${path}/${ep.id}/deliveries`, token)).body
      .msg as WebhookDelivery[];
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      event_type: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
    });
    expect(deliveries[0]!.last_response!.length).toBe(1024);
    expect(deliveries[0]!.last_latency_ms).toBeGreaterThanOrEqual(0);
    // The payload shown is the body sent, byte for byte (issue 47).
    expect(deliveries[0]!.payload).toBe(got.body);
    const resend = await post(
      t.app,
      `${path}/${ep.id}/deliveries/${deliveries[0]!.id}/resend`,
      {},
      token,
    );
    expect(resend.code).toBe(200);
    const again = await until('the resend', () => at('/console')[1]);
    expect(again.headers['webhook-id']).toBe(got.headers['webhook-id']);
    await t.jobs.drain();
    expect(
      ((await get(t.app, `${path}/${ep.id}/deliveries`, token)).body.msg as WebhookDelivery[])[0]!
        .attempts,
    ).toBe(2);
    // Retry now: a delivery waiting ten minutes for its next attempt goes out at once, with the
    // same webhook-id; the attempt it was waiting for then finds it done.
    scripts.set('/later', [{ status: 503, headers: { 'retry-after': '600' } }, { status: 200 }]);
    const later = (
      await post(
        t.app,
        path,
        { url: `${base}/later`, mode: 'test', event_types: ['consent.revoked'] },
        token,
      )
    ).body.msg as CreatedWebhookEndpoint;
    await emit('consent.revoked', { id: 'grant_later' });
    const first = await until('the first attempt', () => at('/later')[0]);
    const waiting = await until('the retry scheduled', async () => {
      const [d] = (await get(t.app, `${path}/${later.id}/deliveries`, token)).body
        .msg as WebhookDelivery[];
      return d?.attempts === 1 && d.status === 'pending' ? d : undefined;
    });
    expect(Date.parse(waiting.next_attempt_at!)).toBeGreaterThan(Date.now() + 5 * 60_000);
    expect(
      (await post(t.app, `${path}/${later.id}/deliveries/${waiting.id}/resend`, {}, token)).code,
    ).toBe(200);
    const retried = await until('the retry now', () => at('/later')[1], 10_000);
    expect(retried.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const done = await until('the delivery recorded', async () => {
      const [d] = (await get(t.app, `${path}/${later.id}/deliveries`, token)).body
        .msg as WebhookDelivery[];
      return d?.status === 'delivered' ? d : undefined;
    });
    expect(done).toMatchObject({ attempts: 2, last_status_code: 200, next_attempt_at: null });
    const rotated = await post(t.app, `${path}/${ep.id}/rotate-secret`, { overlap: '24h' }, token);
    expect((rotated.body.msg as CreatedWebhookEndpoint).secret).toMatch(/^whsec_/);
    // Not on the team: 404, nothing said about the organisation.
    const stranger = await ownerWithOrganisation(t, 'Stranger');
    expect((await get(t.app, path, stranger.owner.token)).code).toBe(404);
    expect((await send(t.app, 'DELETE', `${path}/${ep.id}`, stranger.owner.token)).code).toBe(404);
    expect((await send(t.app, 'DELETE', `${path}/${ep.id}`, token)).code).toBe(200);
    expect((await get(t.app, `${path}/${ep.id}/deliveries`, token)).code).toBe(404);
  });
});
