import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envOf, type TestApp } from '../setup/test-app.js';

const root = path.resolve(import.meta.dirname, '../../../..');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string } }[];
}
const attr = (s: OtlpSpan, key: string) =>
  s.attributes?.find((a) => a.key === key)?.value.stringValue;

/**
 * OpenTelemetry (issue 35): a server started with src/tracing.ts and OTEL_EXPORTER_OTLP_ENDPOINT
 * pointing at an OTLP/HTTP receiver started here sends the trace of one request with its Fastify
 * route span, its PostgreSQL spans and its Redis commands (the rate limit's store), and its log
 * line for that request carries the trace id.
 */
describe('traces', () => {
  let t: TestApp;
  let receiver: Server;
  let server: ChildProcess | undefined;
  const spans: OtlpSpan[] = [];
  let log = '';

  beforeAll(async () => {
    t = await createTestApp();
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.url === '/v1/traces') {
          const doc = JSON.parse(body) as {
            resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
          };
          for (const rs of doc.resourceSpans)
            for (const ss of rs.scopeSpans) spans.push(...ss.spans);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    server?.kill('SIGTERM');
    receiver.close();
    await t.close();
  });

  it('a request and its database statements arrive as one trace; the log line carries its id', async () => {
    const port = 3300 + Math.floor(Math.random() * 500);
    server = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', './apps/api/src/tracing.ts', 'apps/api/src/server.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          ...envOf(t.config),
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          WORKERS: 'off',
          CHECKS: 'off',
          // Rate limits on, kept in Redis: the login's limit is a Redis command in the trace.
          RATE_LIMITS: 'on',
          REDIS_URL: 'redis://127.0.0.1:6379/5',
          OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
          OTEL_BSP_SCHEDULE_DELAY: '100',
          OTEL_SERVICE_NAME: 'vouch-test',
        },
      },
    );
    server.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    server.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    const base = `http://127.0.0.1:${port}`;
    // Loading the whole API through tsx with the instrumentation takes 5 s on a quiet machine
    // and over 30 s beside the rest of `npm test` on two cores: a deadline, not a count of tries.
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (
        await fetch(`${base}/api/v1/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`the traced server did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Looking an e-mail up reads the database.
    const r = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: 'nobody@example.com', password: 'Not-the-one-1!' }),
    });
    expect(r.status).toBe(401);
    let request: OtlpSpan | undefined;
    let inTrace: OtlpSpan[] = [];
    const db = () => inTrace.filter((s) => s.name.startsWith('pg.'));
    const redis = () => inTrace.filter((s) => attr(s, 'db.system.name') === 'redis');
    const route = () => inTrace.find((s) => s.name === 'request' && attr(s, 'http.route'));
    for (let i = 0; i < 100; i++) {
      request = spans.find((s) => s.kind === 2 && s.name.startsWith('POST'));
      inTrace = request ? spans.filter((s) => s.traceId === request!.traceId) : [];
      if (request && db().length > 0 && redis().length > 0 && route()) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(request, log).toBeDefined();
    expect(db().length).toBeGreaterThan(0);
    expect(attr(route()!, 'http.route')).toBe('/api/v1/auth/login');
    expect(redis().length, inTrace.map((s) => s.name).join(', ')).toBeGreaterThan(0);
    // Fastify's spans name the routes' plugin, not its source text (lib/named-plugin.ts).
    expect(inTrace.map((s) => s.name)).toContain('handler - auth routes');
    // Commands only: the keys (which name IP addresses) stay out of the trace.
    for (const s of redis()) expect(attr(s, 'db.query.text')).toBe(s.name);
    expect(log).toContain(`"trace_id":"${request!.traceId}"`);
    // Health checks are not traced.
    expect(spans.some((s) => s.kind === 2 && s.name.includes('health'))).toBe(false);
  }, 120_000);
});
