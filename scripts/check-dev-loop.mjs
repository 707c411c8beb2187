#!/usr/bin/env node
// `npm run check:dev`: proves `npm run dev`'s loop the way a person uses it. It starts the dev
// server on a fresh data folder, opens the Pricing page in Chromium, edits the page's component
// and sees the open page change without a reload (hot module replacement: a value set on the
// window survives), then edits the health route and sees the API answer the change. Every file
// it edits is put back, whatever happens. Prints how long each took.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.DEV_CHECK_PORT ?? 3190);
const base = `http://127.0.0.1:${PORT}`;
const nonce = Date.now().toString(36);
const page_ = 'apps/web/src/features/marketing/PricingPage.tsx';
const route = 'apps/api/src/modules/health/routes.ts';

const originals = new Map();
function edit(file, from, to) {
  const full = path.join(root, file);
  const text = originals.get(file) ?? readFileSync(full, 'utf8');
  originals.set(file, text);
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  writeFileSync(full, text.replace(from, to));
}
function restore() {
  for (const [file, text] of originals) writeFileSync(path.join(root, file), text);
  originals.clear();
}

async function until(what, check, timeoutMs) {
  const t0 = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - t0;
    } catch {
      // not yet
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vouch-dev-check-'));
const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const chromiumPath = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(existsSync);
let browser;
let code = 1;
try {
  const started = await until(
    'the dev server answering',
    async () => (await fetch(`${base}/api/v1/health`)).ok && (await fetch(`${base}/pricing`)).ok,
    120_000,
  );
  console.log(`dev server up in ${(started / 1000).toFixed(1)} s`);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/pricing`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor({ timeout: 60_000 });
  const before = (await heading.textContent())?.trim() ?? '';
  await page.evaluate(() => (globalThis.__notReloaded = true));

  // A React component: the open page changes, and it is the same page (not reloaded).
  const text = readFileSync(path.join(root, page_), 'utf8');
  const shown = before.split(/\s+/).slice(0, 2).join(' ');
  if (!text.includes(shown)) throw new Error(`${page_} does not hold its heading "${shown}"`);
  edit(page_, shown, `${shown} ${nonce}`);
  const hmr = await until(
    'the edited component on the open page',
    async () => (await heading.textContent())?.includes(nonce),
    30_000,
  );
  const same = await page.evaluate(() => globalThis.__notReloaded === true);
  if (!same) throw new Error('the page reloaded instead of updating in place');
  console.log(`component edit shown on the open page, without a reload, in ${hmr} ms`);

  // An API route: the next answer has the change once the API has restarted.
  edit(
    route,
    "async () => ({ status: 200, msg: 'ok' })",
    `async () => ({ status: 200, msg: 'ok ${nonce}' })`,
  );
  const api = await until(
    'the edited route answering',
    async () => (await (await fetch(`${base}/api/v1/health`)).json()).msg === `ok ${nonce}`,
    30_000,
  );
  console.log(`route edit answered by the API in ${(api / 1000).toFixed(1)} s`);
  restore();
  await until(
    'the route back as it was',
    async () => (await (await fetch(`${base}/api/v1/health`)).json()).msg === 'ok',
    30_000,
  );
  code = 0;
} catch (err) {
  console.error(`npm run dev: ${err instanceof Error ? err.message : err}`);
} finally {
  restore();
  await browser?.close();
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
