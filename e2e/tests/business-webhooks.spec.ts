import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectAccessible } from '../support/axe';
import { apiMember, bearer } from '../support/backoffice';
import { logIn } from '../support/kyc';
import { screens } from '../support/screens';

/**
 * Issue 33, webhooks in the business console: an owner adds a test endpoint (the secret shown
 * once), sends a test event that a receiver started here verifies with the standardwebhooks
 * package, reads the delivery (status, attempts, latency, the answer) and rotates the secret.
 * Each screen is checked with axe and shot at 1280 px and 390 px (SCREENS_DIR).
 */
test('an owner adds a webhook endpoint, sends a test event, reads its delivery, rotates the secret', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const got: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/vouch`;
  try {
    const owner = await apiMember(request, 'Ngozi');
    const org = await request.post('/api/v1/business/organisations', {
      headers: bearer(owner.token),
      data: {
        name: 'Ngozi Textiles',
        support_email: 'help@ngozi.example',
        website: 'https://ngozi.example',
        redirect_origins: [],
      },
    });
    expect(org.status()).toBe(200);
    await logIn(page, owner.email);
    await page.goto('/business/webhooks');
    await expect(page.getByText('No test endpoints yet')).toBeVisible();
    await expectAccessible(page, 'webhooks, none yet');

    // A bad URL is refused with the field's message; nothing is added.
    await page.getByRole('button', { name: 'Add test endpoint' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('URL').fill('http://169.254.169.254/latest');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('public addresses only').first()).toBeVisible();
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByLabel('Description (optional)').fill('Order service');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByRole('dialog', { name: 'Your endpoint’s secret' });
    await expect(shown.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
    const secret = (await shown.getByTestId('webhook-secret').textContent())!;
    await expectAccessible(page, 'the webhook secret shown once');
    await screens(page, 'business-webhook-secret', { fullPage: false });
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByText(url)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // A test event, verified by the standard's library with the secret shown.
    await page.getByRole('button', { name: `Send a test event to ${url}` }).click();
    await expect(page.getByText(/Test event evt_\w+ sent/)).toBeVisible();
    await expect.poll(() => got.length, { timeout: 15_000 }).toBe(1);
    const event = new Webhook(secret).verify(
      got[0]!.body,
      got[0]!.headers as Record<string, string>,
    );
    expect(event).toMatchObject({ type: 'webhook.test' });
    const deliveries = page.getByRole('region', { name: /Deliveries to/ });
    await expect(deliveries.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
    await expect(deliveries.getByRole('cell', { name: '200' })).toBeVisible();
    await deliveries.getByText('First 1 KB').click();
    await expect(deliveries.getByText('{"received":true}')).toBeVisible();
    // The body that was sent, as sent (issue 47), indented to read.
    await deliveries.getByText('Payload', { exact: true }).click();
    await expect(deliveries.getByText('"type": "webhook.test"')).toBeVisible();
    await expectAccessible(page, 'webhooks with a delivery');
    await screens(page, 'business-webhooks');

    // Resend: the same webhook-id again.
    await deliveries.getByRole('button', { name: /^Resend webhook.test/ }).click();
    await expect.poll(() => got.length, { timeout: 15_000 }).toBe(2);
    expect(got[1]!.headers['webhook-id']).toBe(got[0]!.headers['webhook-id']);

    // Rotation: the old secret keeps signing during the overlap.
    await page.getByRole('button', { name: `Rotate the secret of ${url}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
    await expect(page.getByRole('dialog', { name: 'The new secret' })).toBeVisible();
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByText(/Old secret signs too until/)).toBeVisible();
  } finally {
    await new Promise((r) => receiver.close(r));
  }
});
