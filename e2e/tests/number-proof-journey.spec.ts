import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { runVouch } from '../support/cli';
import { newMember } from '../support/kyc';
import { PHONE, screens } from '../support/screens';

/**
 * Issue 30 on a 390 px phone: a verified member whose number is not proven is told so on the
 * dashboard, proves it on the Profile with the code the SMS sandbox kept (read off /dev/mailbox,
 * as a developer reads it), and another member's lookup by that number then says what matched.
 */
test.use({ viewport: PHONE });

test('a verified member proves their phone number; a lookup by it says "Matched by: phone number, proven"', async ({
  page,
  browser,
  request,
}) => {
  const email = await newMember(page, request, 'Ifeoma');
  expect(await runVouch(['set-status', '--email', email, '--status', 'VERIFIED'])).toContain(
    'VERIFIED',
  );
  const info = await request.get('/api/v1/account/info', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('vouch.authToken'))}`,
    },
  });
  const phone = ((await info.json()) as { msg: { phone_number: string } }).msg.phone_number;
  const e164 = `+234${phone.slice(1)}`;

  // Another member looks the number up before it is proven: nobody.
  const searcher = await (await browser.newContext({ viewport: PHONE })).newPage();
  await newMember(searcher, request, 'Tunde');
  await searcher.goto('/verified-members');
  const search = async () => {
    await searcher.getByLabel('Search by').selectOption({ label: 'Phone Number' });
    await searcher.getByLabel('Phone Number', { exact: true }).fill(phone);
    await searcher.getByRole('button', { name: 'Search', exact: true }).click();
  };
  await search();
  await expect(searcher.getByRole('alert')).toContainText('This user is not verified');

  await test.step('the dashboard says the numbers need proving', async () => {
    await page.goto('/dashboard');
    const next = page.getByRole('region', { name: 'Prove your phone and WhatsApp numbers' });
    await expect(next).toBeVisible();
    await expectAccessible(page, 'dashboard: prove your numbers');
    await screens(page, 'dashboard-prove-numbers');
    await next.getByRole('link', { name: 'Prove now' }).click();
    await page.waitForURL('**/profile');
  });

  await test.step('the Profile: Prove now, the code from the SMS, proven', async () => {
    const row = page.getByRole('definition').filter({ hasText: phone }).first();
    await expect(row.getByText('Not proven: a lookup of it does not find you')).toBeVisible();
    await row.getByRole('button', { name: 'Prove now: phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prove your phone number' });
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(
      dialog.getByText(/We sent a 6-digit code by SMS to \+234 \*\*\* \*\*\* \d{4}\./),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await expectAccessible(page, 'prove number dialog');
    await screens(page, 'profile-prove-number-dialog', { fullPage: false });

    // The developer's phone: the SMS sandbox at /dev/mailbox.
    const mailbox = await page.context().newPage();
    await mailbox.goto('/dev/mailbox');
    const sms = mailbox
      .getByRole('article')
      .filter({ hasText: `SMS to ${e164}` })
      .first();
    const text = (await sms.locator('pre').textContent())!;
    const code = /\b(\d{6})\b/.exec(text)![1]!;
    await mailbox.close();

    const field = dialog.getByLabel('6-digit code');
    await field.fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Prove number' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That code is not right. 4 tries left.');
    await field.fill(code);
    await dialog.getByRole('button', { name: 'Prove number' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'Number proven. A lookup of it now finds you.' }),
    ).toBeVisible();
    // One number for both: the WhatsApp row is proven too.
    await expect(page.getByText('Proven', { exact: true })).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Prove now/ })).toHaveCount(0);
    await expectAccessible(page, 'profile with proven numbers');
    await screens(page, 'profile-numbers-proven');
  });

  await test.step('the lookup by that number finds the member and says how', async () => {
    await search();
    const result = searcher.getByRole('region', { name: 'Search result' });
    await expect(result.getByText('The user is verified ✅.')).toBeVisible();
    await expect(result.getByText('Matched by: phone number, proven')).toBeVisible();
    await expect(result.getByText(/^Verified since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expectAccessible(searcher, 'result matched by a proven number');
    await screens(searcher, 'verification-result-matched-by');
  });

  await test.step('the dashboard moves on', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'You are verified' })).toBeVisible();
  });
});
