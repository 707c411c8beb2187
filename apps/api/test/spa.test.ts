import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
let web: string;
const PRERENDERED_LOGIN = `<!doctype html><div id="root"><h1>Log in to Vouch</h1>${'<p>x</p>'.repeat(300)}</div>`;
const PRERENDERED_LOGIN_YO = `<!doctype html><html lang="yo"><div id="root"><h1>Wọlé</h1></div>`;
const BIG = `export const words = ${JSON.stringify('vouch '.repeat(5000))};`;
beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'vouch-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the web build's precompress step writes beside a text asset.
  const big = path.join(web, 'assets', 'big-def456.js');
  writeFileSync(big, BIG);
  writeFileSync(`${big}.br`, brotliCompressSync(BIG));
  writeFileSync(`${big}.gz`, gzipSync(BIG));
  // What the web build's prerender step writes: a page per public screen and its manifest.
  mkdirSync(path.join(web, 'prerendered'));
  writeFileSync(path.join(web, 'prerendered', 'login.html'), PRERENDERED_LOGIN);
  writeFileSync(
    path.join(web, 'prerendered', 'login.html.br'),
    brotliCompressSync(PRERENDERED_LOGIN),
  );
  writeFileSync(path.join(web, 'prerendered', 'login.yo.html'), PRERENDERED_LOGIN_YO);
  writeFileSync(
    path.join(web, 'prerendered', 'pages.json'),
    JSON.stringify({
      '/login': { en: 'prerendered/login.html', yo: 'prerendered/login.yo.html' },
      '/gone': { en: 'prerendered/gone.html' },
    }),
  );
  t = await createTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('one process serves the SPA beside the API', () => {
  it('serves index.html for / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/kyc/capture', '/email-verified?token=x', '/login/x', '/gone']) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toBe('<!doctype html><div id="root"></div>');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers /.well-known/ paths it does not serve with a JSON 404, not the web app (issue 31)', async () => {
    for (const url of [
      '/.well-known/security.txt',
      '/.well-known/apple-app-site-association',
      '/.well-known/openid-configuration?x=1',
    ]) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toMatchObject({ status: 404, msg: 'Not found' });
    }
    // A client-side route that merely starts alike is still the web app's.
    expect((await t.app.inject({ url: '/.well-knownish' })).statusCode).toBe(200);
  });

  it('serves a prerendered page for its exact path, compressed when the browser accepts it', async () => {
    for (const url of ['/login', '/login?next=%2Fkyc']) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toBe(PRERENDERED_LOGIN);
      expect(r.headers['cache-control']).toBe('no-cache');
    }
    const br = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PRERENDERED_LOGIN);
  });

  it('serves a prerendered page in the visitor’s language: their choice, then their browser’s (issue 51)', async () => {
    const yo = await t.app.inject({
      url: '/login',
      headers: { 'accept-language': 'yo-NG, en;q=0.5' },
    });
    expect(yo.body).toBe(PRERENDERED_LOGIN_YO);
    expect(yo.headers['content-language']).toBe('yo');
    expect(String(yo.headers.vary)).toMatch(/Cookie/);
    expect(String(yo.headers.vary)).toMatch(/Accept-Language/);
    // The cookie the switcher writes wins over the browser's languages.
    const chosen = await t.app.inject({
      url: '/login',
      headers: { 'accept-language': 'yo', cookie: 'a=1; vouch_lang=en' },
    });
    expect(chosen.body).toBe(PRERENDERED_LOGIN);
    expect(chosen.headers['content-language']).toBe('en');
    // A language without its own page, or nonsense, gets English.
    for (const headers of [{ 'accept-language': 'ha' }, { cookie: 'vouch_lang=../../x' }]) {
      const r = await t.app.inject({ url: '/login', headers });
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(PRERENDERED_LOGIN);
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const r = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts: brotli, else gzip, else plain', async () => {
    const url = '/assets/big-def456.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(BIG.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
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
