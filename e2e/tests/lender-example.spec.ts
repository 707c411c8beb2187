import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Vouch, VouchError } from '@vouch/vouch-node';
import { signedDelivery, testSession } from '@vouch/vouch-node/testing';
import { createLender, type LenderConfig } from '../../examples/lender/src/app.js';
import { businessWithKey } from '../support/business';
import { PHONE, screens } from '../support/screens';

/**
 * Issue 47: the example lender (examples/lender) against a running Vouch in test mode. Its server
 * uses the server library (packages/vouch-node), its page Vouch.verify (packages/vouch-js, served
 * by Vouch); `npx vouch listen` brings the organisation's events to the lender's webhook handler,
 * signed with the command's local secret, and `npx vouch trigger` makes them. One lender, one
 * organisation and one `listen` for the file.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const config: LenderConfig = { vouchUrl: '', apiKey: '', webhookSecret: '' };
let lender: Server;
let origin = '';
let listening: ChildProcess;
let vouch: Vouch;
/** The command's environment: the key, Vouch's address, a config folder of its own. */
let cliEnv: Record<string, string>;

/** `npx vouch …` from the repository, as a developer runs it; its output as it comes. */
function npxVouch(args: string[], env: Record<string, string>) {
  const child = spawn('npx', ['vouch', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const output = () => out;
  const exit = new Promise<number>((r) => child.on('exit', (code) => r(code ?? 1)));
  return { child, output, exit };
}

const receivedBy = async (request: APIRequestContext) =>
  (await (await request.get(`${origin}/hooks`)).json()) as { type: string; reference: string }[];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, info) => {
  const baseURL = info.project.use.baseURL!;
  lender = createLender(config);
  await new Promise<void>((r) => lender.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(lender.address() as AddressInfo).port}`;
  const request = await playwright.request.newContext({ baseURL });
  const { key } = await businessWithKey(request, baseURL, 'test', [origin]);
  await request.dispose();
  Object.assign(config, { vouchUrl: baseURL, apiKey: key });
  vouch = new Vouch({ apiKey: key, baseUrl: baseURL });

  const env = (cliEnv = {
    VOUCH_API_KEY: key,
    VOUCH_API_URL: baseURL,
    XDG_CONFIG_HOME: mkdtempSync(path.join(tmpdir(), 'vouch-cli-')),
  });
  const secret = npxVouch(['listen', '--print-secret'], env);
  expect(await secret.exit).toBe(0);
  config.webhookSecret = secret.output().trim();
  expect(config.webhookSecret).toMatch(/^whsec_/);
  const run = npxVouch(['listen', '--forward-to', `${origin}/hooks`], env);
  listening = run.child;
  await expect.poll(run.output, { timeout: 30_000 }).toContain('Ready.');
  // The secret it signs with is the one it printed.
  expect(run.output()).toContain(config.webhookSecret);
});

test.afterAll(async () => {
  listening?.kill('SIGINT');
  lender?.closeAllConnections();
  await new Promise((r) => lender?.close(r));
});

test('the server library against Vouch in test mode: pages, idempotency, problems, listen and trigger', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const redirect_url = `${origin}/done`;
  const body = { redirect_url, claims: ['first_name' as const], purpose: 'Your loan' };
  const made = [];
  for (let i = 0; i < 4; i++)
    made.push(
      await vouch.verificationSessions.create(
        { ...body, reference: `page-${i}` },
        { idempotencyKey: `page-${i}` },
      ),
    );
  // The test helper: a fifth session, moved to submitted as its customer would.
  made.push(await testSession(vouch, { redirect_url, reference: 'page-4' }, ['submit']));
  expect(made[4]!.status).toBe('submitted');
  // The same Idempotency-Key answers the same session; nothing new is made.
  const again = await vouch.verificationSessions.create(
    { ...body, reference: 'page-0' },
    { idempotencyKey: 'page-0' },
  );
  expect(again.id).toBe(made[0]!.id);

  // A list read page by page: one page of two, then every session through the pages.
  const first = await vouch.verificationSessions.list({ limit: 2 });
  expect(first.data.map((s) => s.reference)).toEqual(['page-4', 'page-3']);
  expect(first.has_more).toBe(true);
  const all: string[] = [];
  for await (const s of vouch.verificationSessions.list({ limit: 2 })) all.push(s.reference);
  expect(all).toEqual(['page-4', 'page-3', 'page-2', 'page-1', 'page-0']);
  const submitted = await vouch.verificationSessions.list({ status: 'submitted' });
  expect(submitted.data.map((s) => s.id)).toEqual([made[4]!.id]);

  // A problem is a VouchError: its code, the field at fault, the request id.
  const refused = (await vouch.verificationSessions
    .create({ ...body, reference: 'x', redirect_url: 'https://elsewhere.example/done' })
    .catch((e: unknown) => e)) as VouchError;
  expect(refused).toBeInstanceOf(VouchError);
  expect([refused.status, refused.code]).toEqual([400, 'invalid-request']);
  expect(refused.errors.redirect_url).toContain('not on an origin this organisation allowed');
  expect(refused.requestId).toBeTruthy();

  // `npx vouch trigger` makes the events; `listen` forwards them to the lender, whose handler
  // verified each with the library (an unsigned one would not be listed).
  const triggered = npxVouch(
    ['trigger', 'consent.revoked', '--redirect-url', redirect_url],
    cliEnv,
  );
  expect(await triggered.exit, triggered.output()).toBe(0);
  expect(triggered.output()).toContain('is consent_revoked');
  await expect
    .poll(async () => (await receivedBy(request)).map((r) => `${r.type} ${r.reference}`), {
      timeout: 30_000,
    })
    .toEqual(
      expect.arrayContaining([
        'verification_session.submitted page-4',
        'verification_session.approved vouch-trigger-consent.revoked',
        'consent.revoked vouch-trigger-consent.revoked',
      ]),
    );
  // Signed with another secret, the lender's handler refuses it and records nothing.
  const forged = signedDelivery('whsec_' + Buffer.alloc(32, 1).toString('base64'), {
    type: 'verification_session.approved',
    data: { reference: 'page-0' },
  });
  const answer = await request.post(`${origin}/hooks`, {
    headers: forged.headers,
    data: forged.body,
  });
  expect(answer.status()).toBe(400);
  expect((await receivedBy(request)).map((r) => r.reference)).not.toContain('page-0');
});

test('a customer applies on the lender’s page and verifies in the Vouch frame at 390 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await page.goto(origin);
  await expect(page.getByRole('heading', { name: 'Apply for a loan' })).toBeVisible();
  await page.getByLabel('Amount (₦)').fill('150000');
  await page.getByRole('button', { name: 'Verify with Vouch and apply' }).click();
  const frame = page.frameLocator('iframe[title="Vouch verification"]');
  await expect(frame.getByText('Your loan application with Kobo Loans')).toBeVisible();
  // The lender's own `button` style (white text, full width) does not reach Vouch's close button.
  const close = page.getByRole('button', { name: 'Close' });
  expect(
    await close.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).width]),
  ).toEqual(['rgb(28, 36, 48)', '44px']);
  await screens(page, 'lender-example-frame', { fullPage: false });
  await frame.getByRole('button', { name: 'Approve' }).click();

  // The lender's page shows what its server read from Vouch, not what the frame said.
  await expect(page).toHaveURL(/\/applications\/loan-/);
  await expect(page.locator('#status')).toHaveText('Verified');
  await expect(page.locator('#applicant')).toHaveText('Amaka Okafor');
  await expect(page.getByText('₦150,000.00')).toBeVisible();
  // The webhook came through `listen`, verified by the lender's handler.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator('#webhooks li').allTextContents();
      },
      { timeout: 30_000 },
    )
    .toContain('verification_session.approved');
  await screens(page, 'lender-example-application');
});
