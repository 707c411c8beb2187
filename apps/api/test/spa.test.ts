import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'vouch-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('one process serves the SPA beside the API', () => {
  it('serves index.html for / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/login', '/kyc/capture', '/email-verified?token=x']) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toContain('<div id="root">');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const r = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toContain('immutable');
  });

  it('keeps API 404s as JSON', async () => {
    const r = await t.app.inject({ url: '/api/v1/unknown' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ status: 404 });
  });

  it('does not serve files outside the web folder', async () => {
    const r = await t.app.inject({ url: '/../../etc/passwd' });
    expect(r.body).not.toContain('root:');
  });
});
