import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationSession } from '@vouch/contracts';
import { SDK_SCRIPT_PATH } from '../src/plugins/sdk.js';
import { callApi, keyOf, ownerWithOrganisation } from './setup/business.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * The embedded flow (issue 47): Vouch serves Vouch.verify at /sdk/v1/vouch.js for any site to
 * load, and a session's hosted page may be framed by its organisation's own origins and nobody
 * else's; every other page refuses every frame.
 */
let t: TestApp;
let web: string;
let key: string;
let otherKey: string;

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'vouch-web-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Vouch</title>');
  t = await createTestApp({ env: { WEB_DIST: web, BUSINESS_RATE_LIMIT_TEST: '1000' } });
  const shop = await ownerWithOrganisation(t, 'Adire Market');
  key = (await keyOf(t, shop.owner.token, shop.org.id, 'test', ['sessions'])).key;
  const other = await ownerWithOrganisation(t, 'Kano Kicks');
  await t.db
    .updateTable('organisations')
    .set({ redirect_origins: JSON.stringify(['https://kicks.example', 'http://localhost:4100']) })
    .where('id', '=', other.org.id)
    .execute();
  otherKey = (await keyOf(t, other.owner.token, other.org.id, 'test', ['sessions'])).key;
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const session = async (k: string, redirect = 'http://localhost:4100/done') => {
  const r = await callApi(t.app, '/verification-sessions', {
    key: k,
    body: {
      reference: 'embed-1',
      redirect_url: redirect,
      claims: ['first_name'],
      purpose: 'Checkout',
    },
  });
  expect(r.code, r.text).toBe(200);
  return r.json() as VerificationSession;
};
const page = (url: string) => t.app.inject({ url });
const ancestors = (csp: unknown) => /frame-ancestors ([^;]+)/.exec(String(csp))?.[1];

describe('the embedded flow', () => {
  it('serves Vouch.verify for any site to load, as the package holds it', async () => {
    const r = await page('/sdk/v1/vouch.js');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // Loaded by <script> on another site's page: not blocked by our same-origin resource policy.
    expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const file = createRequire(import.meta.url).resolve('@vouch/vouch-js/vouch.js');
    expect(r.body).toBe(readFileSync(file, 'utf8'));
    expect(r.body).toContain('window.Vouch = Object.freeze({ verify: verify');
  });

  it("the package's README names every option of Vouch.verify and every feature the frame is allowed", () => {
    const dir = path.dirname(createRequire(import.meta.url).resolve('@vouch/vouch-js/vouch.js'));
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    const readme = read('README.md');
    const types = read('index.d.ts');
    const optionTypes = types.slice(
      types.indexOf('interface VerifyOptions'),
      types.indexOf('interface VouchSdk'),
    );
    const options = [...optionTypes.matchAll(/^ {2}(\w+)\??:/gm)].map((m) => m[1]!);
    expect(options).toContain('sessionId');
    for (const option of options) expect(readme, option).toContain(`\`${option}\``);
    const allowed = [...read('vouch.js').matchAll(/'(?:; )?([a-z-]+) ' \+\s+origin/g)].map(
      (m) => m[1]!,
    );
    expect(allowed).toContain('camera');
    for (const feature of allowed) expect(readme, feature).toContain(`${feature} <vouch>`);
    expect(readme).toContain(SDK_SCRIPT_PATH);
  });

  it("a session's page may be framed by its organisation's origins only; other pages by none", async () => {
    const theirs = await session(otherKey);
    const r = await page(`/verify/${theirs.id}?embed=1&origin=http%3A%2F%2Flocalhost%3A4100`);
    expect(r.statusCode).toBe(200);
    expect(ancestors(r.headers['content-security-policy'])).toBe(
      'https://kicks.example http://localhost:4100',
    );
    expect(r.headers['x-frame-options']).toBeUndefined();
    // The rest of the page's policy is unchanged.
    expect(String(r.headers['content-security-policy'])).toContain("script-src 'self'");

    const ours = await session(key, 'https://shop.adire.example/done');
    expect(ancestors((await page(`/verify/${ours.id}`)).headers['content-security-policy'])).toBe(
      'https://shop.adire.example',
    );
    for (const url of ['/verify/vs_doesnotexist', '/login', '/dashboard', '/verify/a%20b', '/']) {
      const other = await page(url);
      expect(ancestors(other.headers['content-security-policy']), url).toBe("'none'");
      expect(other.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
