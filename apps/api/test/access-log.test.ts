import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/** The server's log lines as written (JSON, one per line). */
const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
});
afterAll(() => t.close());

const about = (url: string) =>
  lines.filter((l) => (l.req as { url?: string } | undefined)?.url === url);

describe('the access log (decision 0022)', () => {
  it('writes one line per answered request: method, path without query, address, status, time', async () => {
    const { token } = await registerMember(t.app, t.db);
    lines.length = 0;
    await get(t.app, '/account/info', token);
    await get(t.app, '/account/info?token=secret-in-a-link');
    const info = about('/api/v1/account/info');
    expect(info).toHaveLength(2);
    expect(info.map((l) => (l.res as { statusCode: number }).statusCode)).toEqual([200, 401]);
    for (const l of info) {
      expect(l).toMatchObject({ level: 30, msg: 'request', req: { method: 'GET' } });
      expect((l.req as { ip: string }).ip).toBeTruthy();
      expect(typeof l.responseTime).toBe('number');
      expect(typeof l.reqId).toBe('string');
    }
    const text = JSON.stringify(lines);
    expect(text).not.toContain('incoming request');
    expect(text).not.toContain(token);
    expect(text).not.toContain('secret-in-a-link');
  });

  it('writes client addresses truncated: a /24 of IPv4, a /48 of IPv6 (issue 31)', async () => {
    lines.length = 0;
    for (const remoteAddress of ['203.0.113.77', '2001:db8:abcd:12:1:2:3:4', '::ffff:198.51.100.9'])
      await t.app.inject({ method: 'GET', url: '/api/v1/account/info', remoteAddress });
    // An error line carries the request as an answered one does.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{"not json',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '192.0.2.200',
    });
    const ips = lines
      .map((l) => (l.req as { ip?: string } | undefined)?.ip)
      .filter((ip): ip is string => ip !== undefined);
    expect(ips).toEqual(
      expect.arrayContaining([
        '203.0.113.0/24',
        '2001:db8:abcd::/48',
        '198.51.100.0/24',
        '192.0.2.0/24',
      ]),
    );
    const text = JSON.stringify(lines);
    for (const full of ['203.0.113.77', '2001:db8:abcd:12', '198.51.100.9', '192.0.2.200'])
      expect(text).not.toContain(full);
  });

  it('leaves out probes that succeed', async () => {
    lines.length = 0;
    expect((await get(t.app, '/health')).code).toBe(200);
    expect((await get(t.app, '/ready')).code).toBe(200);
    await get(t.app, '/no-such-route');
    expect(about('/api/v1/health')).toHaveLength(0);
    expect(about('/api/v1/ready')).toHaveLength(0);
    expect(about('/api/v1/no-such-route')).toHaveLength(1);
  });
});
