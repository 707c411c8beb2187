import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { apiMember } from '../support/backoffice';
import { businessWithKey, SHOP } from '../support/business';
import { runVouch } from '../support/cli';
import { codeIn, latestMail } from '../support/mailbox';
import { PHONE, screens } from '../support/screens';

/**
 * The business's page, from a server the test starts on loopback: Chromium lets only a page that
 * is itself on loopback load from the loopback test server (Local Network Access), as a real
 * business's public page loads from Vouch's public origin. Its origin is `http://127.0.0.1:port`.
 */
async function store(html: () => string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * Issue 47, the embedded flow: a business's page loads Vouch.verify from /sdk/v1/vouch.js and
 * opens a session's hosted page in a modal frame, with the camera delegated; the customer answers
 * in the frame and the promise resolves on the business's page. A page on an origin the
 * organisation did not list cannot frame it.
 */
const checkout = (vouch: string, sessionId: string) => `<!doctype html>
<html lang="en"><head><title>Kano Kicks checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="${vouch}/sdk/v1/vouch.js"></script></head>
<body><main><h1>Checkout</h1>
<button id="verify" type="button">Verify with Vouch</button>
<p>Result: <output id="result">none</output></p></main>
<script>
document.getElementById('verify').addEventListener('click', async () => {
  const r = await Vouch.verify({ sessionId: ${JSON.stringify(sessionId)} });
  document.getElementById('result').textContent = r.status;
});
</script></body></html>`;

test('Vouch.verify on the business’s page: the frame gets the camera, focus stays in the modal, other windows’ messages are ignored, Escape closes it, Approve answers the page', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  let sessionId = '';
  const shop = await store(() => checkout(baseURL!, sessionId));
  const { key } = await businessWithKey(request, baseURL!, 'test', [shop.origin]);
  const made = await request.post('/api/business/v1/verification-sessions', {
    headers: { authorization: `Bearer ${key}` },
    data: {
      reference: 'cart-9',
      redirect_url: `${SHOP}/done`,
      claims: ['first_name', 'age_over_18'],
      purpose: 'Buying age-restricted goods',
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const session = (await made.json()) as { id: string };
  sessionId = session.id;
  await page.goto(`${shop.origin}/checkout`);

  await page.getByRole('button', { name: 'Verify with Vouch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify with Vouch' });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator('iframe[title="Vouch verification"]');
  await expect(frame.getByRole('button', { name: 'Approve' })).toBeVisible();
  // The camera and passkeys are delegated to the frame (the page around it allows them).
  const hosted = page.frames().find((f) => f.url().includes(`/verify/${session.id}`))!;
  expect(
    await hosted.evaluate(() => {
      const policy = (
        document as Document & { featurePolicy?: { allowsFeature(f: string): boolean } }
      ).featurePolicy!;
      return ['camera', 'publickey-credentials-get', 'microphone'].map((f) =>
        policy.allowsFeature(f),
      );
    }),
  ).toEqual([true, true, false]);
  await expectAccessible(page, 'the embedded flow');
  await screens(page, 'embedded-flow', { fullPage: false });

  // Focus stays in the modal: Tab from its last control (Close) goes into the frame, and through
  // the frame's controls back to Close, never to the page behind.
  const inDialog = () =>
    page.evaluate(() =>
      document.querySelector('[role="dialog"]')!.contains(document.activeElement),
    );
  const close = dialog.getByRole('button', { name: 'Close' });
  await close.focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('iframe[title="Vouch verification"]')).toBeFocused();
  let presses = 0;
  do {
    await page.keyboard.press('Tab');
    expect(await inDialog()).toBe(true);
  } while (!(await close.evaluate((el) => el === document.activeElement)) && ++presses < 40);
  await expect(close).toBeFocused();

  // Only this frame's messages count: one from the page itself, one claiming Vouch's origin from
  // another window, one from the frame's window under another origin; the modal stays open.
  await page.evaluate(
    ({ id, vouch }) =>
      new Promise<void>((resolve) => {
        const done = { type: 'vouch:done', session_id: id, status: 'approved' };
        const frameWindow = document.querySelector('iframe')!.contentWindow;
        window.postMessage(done, '*');
        window.dispatchEvent(
          new MessageEvent('message', { data: done, origin: vouch, source: window }),
        );
        window.dispatchEvent(
          new MessageEvent('message', {
            data: done,
            origin: 'http://evil.example',
            source: frameWindow,
          }),
        );
        // Messages from one window arrive in order: past this one, the first was handled.
        window.addEventListener('message', (e) => e.data === 'handled' && resolve());
        window.postMessage('handled', '*');
      }),
    { id: session.id, vouch: new URL(baseURL!).origin },
  );
  await expect(dialog).toBeVisible();
  await expect(page.locator('#result')).toHaveText('none');

  // Escape closes it, focus back on the button that opened it; nothing was answered.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#result')).toHaveText('closed');
  await expect(page.getByRole('button', { name: 'Verify with Vouch' })).toBeFocused();

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Verify with Vouch' }).click();
  await frame.getByRole('button', { name: 'Approve' }).click();
  await expect(page.locator('#result')).toHaveText('approved');
  await expect(dialog).toBeHidden();
  // The page's word proves nothing: the business's server asks the API, which agrees.
  const read = await request.get(`/api/business/v1/verification-sessions/${session.id}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(((await read.json()) as { status: string }).status).toBe('approved');
  shop.server.close();
});

test('a page on an origin the organisation did not list cannot frame its hosted page', async ({
  page,
  request,
  baseURL,
}) => {
  const { key } = await businessWithKey(request, baseURL!, 'test');
  const made = await request.post('/api/business/v1/verification-sessions', {
    headers: { authorization: `Bearer ${key}` },
    data: {
      reference: 'cart-10',
      redirect_url: `${SHOP}/done`,
      claims: ['first_name'],
      purpose: 'Checkout',
    },
  });
  const session = (await made.json()) as { id: string };
  // Another origin (another port), not one of the organisation's.
  const evil = await store(() => checkout(baseURL!, session.id));
  await page.goto(`${evil.origin}/checkout`);
  await page.getByRole('button', { name: 'Verify with Vouch' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify with Vouch' })).toBeVisible();
  // Chromium refuses the frame (CSP frame-ancestors): its error page, never the hosted page.
  await expect
    .poll(() =>
      page
        .frames()
        .filter((f) => f !== page.mainFrame())
        .map((f) => f.url()),
    )
    .toEqual(['chrome-error://chromewebdata/']);
  await expect(
    page
      .frameLocator('iframe[title="Vouch verification"]')
      .getByRole('button', { name: 'Approve' }),
  ).toHaveCount(0);
  evil.server.close();
});

test('live: a member signs in from the frame in a Vouch window, allows there, and the page hears it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  let sessionId = '';
  const shop = await store(() => checkout(baseURL!, sessionId));
  const { key } = await businessWithKey(request, baseURL!, 'live', [shop.origin]);
  const member = await apiMember(request, 'Bisi', 'Ade');
  expect(await runVouch(['set-status', '--email', member.email, '--status', 'VERIFIED'])).toContain(
    'VERIFIED',
  );
  const made = await request.post('/api/business/v1/verification-sessions', {
    headers: { authorization: `Bearer ${key}` },
    data: {
      reference: 'loan-77',
      redirect_url: `${SHOP}/done`,
      claims: ['first_name', 'last_name'],
      purpose: 'Your loan application',
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  sessionId = ((await made.json()) as { id: string }).id;
  await page.goto(`${shop.origin}/checkout`);
  await page.getByRole('button', { name: 'Verify with Vouch' }).click();
  const frame = page.frameLocator('iframe[title="Vouch verification"]');
  const opened = page.waitForEvent('popup');
  await frame.getByRole('button', { name: 'Continue with Vouch' }).click();
  const win = await opened;
  await expect(frame.getByText('Finish in the Vouch window')).toBeVisible();
  // In the window, first-party: the member continues with an e-mailed code, no password.
  await win.getByRole('button', { name: 'Continue with e-mail' }).click();
  await win.getByLabel('Your e-mail address').fill(member.email);
  await win.getByRole('button', { name: 'Continue', exact: true }).click();
  await win
    .getByLabel('Code from the e-mail')
    .fill(codeIn(await latestMail(request, member.email, 'Your Vouch sign-in code')));
  await win.getByRole('button', { name: 'Continue', exact: true }).click();
  const closed = win.waitForEvent('close');
  await win.getByRole('button', { name: 'Allow' }).click();
  // The window closes itself; the frame, following the session, answers the page.
  await closed;
  await expect(page.locator('#result')).toHaveText('approved');
  await expect(page.getByRole('dialog', { name: 'Verify with Vouch' })).toBeHidden();
  shop.server.close();
});

test.describe('in an in-app browser', () => {
  // Instagram's in-app browser on an iPhone: its frames get no camera (vouch.js's IN_APP).
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.0.42.95',
  });

  test('Vouch.verify goes to the hosted page itself instead of opening a frame', async ({
    page,
    baseURL,
  }) => {
    // No session is needed to see where the customer is sent: the script only checks its form.
    const sessionId = 'vs_0000000000000000000047';
    const shop = await store(() => checkout(baseURL!, sessionId));
    await page.goto(`${shop.origin}/checkout`);
    const going = page.waitForRequest((r) => r.isNavigationRequest());
    await page.getByRole('button', { name: 'Verify with Vouch' }).click();
    // The page itself goes (no frame, no ?embed), whatever the hosted page then shows.
    const request = await going;
    expect(request.url()).toBe(`${baseURL}/verify/${sessionId}`);
    expect(request.frame()).toBe(page.mainFrame());
    shop.server.close();
  });
});
