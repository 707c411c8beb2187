import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Vouch } from './client.js';
import { VouchError } from './errors.js';

/**
 * The library's own behaviour against a stand-in server that answers as scripted: retries,
 * idempotency keys, Retry-After, problems. What Vouch itself answers is proven against a running
 * Vouch by the example lender's tests (e2e/tests/lender-example.spec.ts).
 */
type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
const seen: IncomingMessage[] = [];
let server: Server | undefined;

async function standIn(replies: Reply[]): Promise<string> {
  server = createServer((req, res) => {
    seen.push(req);
    const r = replies.shift() ?? { status: 500 };
    res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers });
    res.end(JSON.stringify(r.body ?? {}));
  });
  await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const waits: number[] = [];
const client = (baseUrl: string, extra = {}) =>
  new Vouch({
    apiKey: 'vk_test_x',
    baseUrl,
    sleep: async (ms) => void waits.push(ms),
    ...extra,
  });

const session = { id: 'vs_1', object: 'verification_session', status: 'created' };
const problem = (code: string, status: number) => ({
  type: `https://vouch.example/developers#${code}`,
  code,
  title: 'Problem',
  status,
  detail: 'What went wrong',
  request_id: 'req_1',
  errors: { redirect_url: 'Not allowed' },
});

afterEach(async () => {
  seen.length = 0;
  waits.length = 0;
  await stop();
});

async function stop() {
  const s = server;
  server = undefined;
  s?.closeAllConnections();
  if (s) await new Promise((ok) => s.close(ok));
}

describe('@vouch/vouch-node', () => {
  it('retries a create after 503 and 500 with one Idempotency-Key, honouring Retry-After', async () => {
    const url = await standIn([
      { status: 503, headers: { 'retry-after': '3' } },
      { status: 500 },
      { status: 200, body: session },
    ]);
    const made = await client(url).verificationSessions.create({
      reference: 'a',
      redirect_url: 'https://shop.example/done',
      purpose: 'Testing',
    });
    expect(made.id).toBe('vs_1');
    expect(seen.map((r) => r.url)).toEqual(Array(3).fill('/api/business/v1/verification-sessions'));
    const keys = seen.map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]!.headers.authorization).toBe('Bearer vk_test_x');
    expect(waits[0]).toBe(3000);
  });

  it('keeps a caller’s own Idempotency-Key, and gives each call its own otherwise', async () => {
    const url = await standIn([
      { status: 200, body: session },
      { status: 200, body: session },
      { status: 200, body: session },
    ]);
    const vouch = client(url);
    const body = { reference: 'a', redirect_url: 'https://shop.example/done', purpose: 'Testing' };
    await vouch.verificationSessions.create(body, { idempotencyKey: 'order-42' });
    await vouch.verificationSessions.create(body);
    await vouch.verificationSessions.create(body);
    const keys = seen.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBe('order-42');
    expect(keys[1]).not.toBe(keys[2]);
  });

  it('does not repeat a write that may have run (cancel after a 500), and throws its problem', async () => {
    const url = await standIn([{ status: 500, body: problem('server-error', 500) }]);
    const err = await client(url)
      .verificationSessions.cancel('vs_1')
      .catch((e: unknown) => e);
    expect(seen).toHaveLength(1);
    expect(err).toBeInstanceOf(VouchError);
    expect((err as VouchError).code).toBe('server-error');
  });

  it('asks a grant’s member to confirm it again once: a 500 is thrown, never repeated (issue 50)', async () => {
    const url = await standIn([
      { status: 200, body: session },
      { status: 500, body: problem('server-error', 500) },
    ]);
    const vouch = client(url);
    expect(await vouch.grants.reverify('grant_1', { expires_in: 3600 })).toEqual(session);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/business/v1/grants/grant_1/reverify',
    });
    const err = await vouch.grants.reverify('grant_1').catch((e: unknown) => e);
    expect((err as VouchError).code).toBe('server-error');
    expect(seen).toHaveLength(2);
  });

  it('never repeats a live lookup that may have run: it is paid for', async () => {
    const url = await standIn([{ status: 502 }, { status: 200, body: { verified: false } }]);
    const err = (await client(url)
      .lookups.create({ search_by: 'UUID', search_value: 'x' })
      .catch((e: unknown) => e)) as VouchError;
    expect(seen).toHaveLength(1);
    expect(err.status).toBe(502);
  });

  it('answers a problem as a VouchError with its code, field errors and request id; no retry', async () => {
    const url = await standIn([{ status: 400, body: problem('invalid-request', 400) }]);
    const err = (await client(url)
      .verificationSessions.create({
        reference: 'a',
        redirect_url: 'https://elsewhere.example/done',
        purpose: 'Testing',
      })
      .catch((e: unknown) => e)) as VouchError;
    expect(seen).toHaveLength(1);
    expect([err.status, err.code, err.requestId]).toEqual([400, 'invalid-request', 'req_1']);
    expect(err.errors).toEqual({ redirect_url: 'Not allowed' });
    expect(err.message).toBe('Problem: What went wrong');
  });

  it('gives up after maxRetries, and says when Vouch could not be reached at all', async () => {
    const url = await standIn([{ status: 429, headers: { 'retry-after': '1' } }, { status: 429 }]);
    const err = (await client(url, { maxRetries: 1 })
      .events.list()
      .catch((e: unknown) => e)) as VouchError;
    expect(seen).toHaveLength(2);
    expect(err.status).toBe(429);
    await stop();
    const down = (await client(url, { maxRetries: 1 })
      .verificationSessions.retrieve('vs_1')
      .catch((e: unknown) => e)) as VouchError;
    expect([down.status, down.code]).toEqual([0, 'network']);
    expect(waits).toHaveLength(2);
  });

  it('reads every page of a list with for await, one request a page', async () => {
    const url = await standIn([
      { status: 200, body: { object: 'list', data: [1, 2], has_more: true, next_cursor: 'c2' } },
      { status: 200, body: { object: 'list', data: [3], has_more: false, next_cursor: null } },
    ]);
    const got: unknown[] = [];
    for await (const e of client(url).events.list({ limit: 2 })) got.push(e);
    expect(got).toEqual([1, 2, 3]);
    expect(seen.map((r) => r.url)).toEqual([
      '/api/business/v1/events?limit=2',
      '/api/business/v1/events?limit=2&cursor=c2',
    ]);
  });

  it('refuses a key that is not a Vouch secret key', () => {
    expect(() => new Vouch({ apiKey: 'sk_live_stripe', baseUrl: 'http://x' })).toThrow(/vk_test_/);
    expect(() => new Vouch({ apiKey: 'vk_test_x', baseUrl: 'vouch' })).toThrow(/baseUrl/);
  });
});
