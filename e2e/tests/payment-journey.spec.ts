import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { latestMail, linkIn } from '../support/mailbox';

/**
 * The payments issue's journey: a verified newcomer pays the KYC fee through the sandbox checkout
 * (Bank Transfer), sees the 'Start KYC Process' link, the transaction and the receipt; another
 * member's failed and cancelled payments leave them unpaid with a clear message.
 */
const password = 'Kola!nut42';
const confirmed = 'Payment confirmed. You can now start your KYC process.';
const failed = 'Your payment was not successful and you have not been charged. Please try again.';
const cancelled = 'Payment cancelled. You have not been charged.';

async function register(request: APIRequestContext, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const res = await request.post('/api/v1/auth/register', {
    data: {
      first_name: firstName,
      last_name: 'Okafor',
      email_address: email,
      phone_number: '08031234567',
      whatsapp_number: '08031234567',
      gender: 'female',
      dob: '14-03-1992',
      country: 'nigeria',
      password,
      ip_address: '{ip}',
    },
  });
  expect(res.status()).toBe(200);
  return email;
}

async function verify(page: Page, request: APIRequestContext, email: string) {
  await page.goto(linkIn(await latestMail(request, email, 'Verify your e-mail')));
  await expect(page.getByText('Email Verified Successfully!')).toBeVisible();
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

async function openKyc(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'KYC' }).click();
  await page.waitForURL('**/kyc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KYC');
}

async function openCheckout(page: Page) {
  await page.getByRole('button', { name: 'Pay ₦5,000.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vouch test checkout' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Test mode — no real money moves')).toBeVisible();
  return dialog;
}

test('a verified newcomer pays the KYC fee by bank transfer', async ({ page, request }) => {
  const email = await register(request, 'Amaka');
  await verify(page, request, email);
  await logIn(page, email);
  let ref = '';

  await test.step('the KYC page asks for the fee', async () => {
    await openKyc(page);
    await expect(page.getByRole('heading', { name: 'KYC verification fee' })).toBeVisible();
    await expect(page.getByText('₦5,000.00', { exact: true })).toBeVisible();
    await expect(page.getByText('Reviewed within 24-48 hours.')).toBeVisible();
    await expectAccessible(page, 'KYC payment prompt');
  });

  await test.step('the sandbox checkout: Bank Transfer, Pay', async () => {
    const dialog = await openCheckout(page);
    await expect(dialog.getByText('5531 8866 5214 2950')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Bank Transfer' }).check();
    await expect(dialog.getByText('Vouch Test Bank')).toBeVisible();
    await expectAccessible(page, 'sandbox checkout');
    ref = /Ref: (\S+)/.exec((await dialog.getByText(/^Ref: /).textContent()) ?? '')?.[1] ?? '';
    expect(ref).toMatch(/^VCH-/);
    await dialog.getByRole('button', { name: 'Pay ₦5,000.00' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: confirmed })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start KYC Process' })).toHaveAttribute(
      'href',
      '/kyc/capture',
    );
    await expect(page.getByRole('button', { name: 'Pay ₦5,000.00' })).toHaveCount(0);
    await expectAccessible(page, 'KYC paid');
  });

  await test.step('a member who paid is never asked again', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'KYC fee paid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start KYC Process' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay ₦5,000.00' })).toHaveCount(0);
    await expect(page.getByText('KYC not submitted').first()).toBeVisible();
  });

  await test.step('the Transactions table shows the payment', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).click();
    await page.waitForURL('**/transactions');
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText([
      'Date & Time',
      'Reference',
      'Amount',
      'Payment Method',
      'Purpose',
      'Status',
    ]);
    const row = page.getByRole('row').filter({ hasText: ref });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('₦5,000.00');
    await expect(row).toContainText('BANK TRANSFER');
    await expect(row).toContainText('KYC VERIFICATION PAYMENT');
    await expect(row).toContainText('PAID');
    await expect(row).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    await expectAccessible(page, 'transactions');
  });

  await test.step('the receipt e-mail', async () => {
    const mail = await latestMail(request, email, 'Receipt');
    expect(mail.text_body).toContain(ref);
  });
});

test('a failed and a cancelled payment leave the member unpaid', async ({ page, request }) => {
  const email = await register(request, 'Tunde');

  await test.step('before the e-mail is verified, the KYC page says so', async () => {
    await logIn(page, email);
    await openKyc(page);
    await expect(
      page.getByRole('heading', { name: 'Verify your e-mail address first' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay ₦5,000.00' })).toHaveCount(0);
    await verify(page, request, email);
    await page.goto('/kyc');
    await expect(page.getByRole('heading', { name: 'KYC verification fee' })).toBeVisible();
  });

  await test.step('a failed payment', async () => {
    const dialog = await openCheckout(page);
    await dialog.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert')).toHaveText(failed);
    await expect(page.getByRole('heading', { name: 'KYC verification fee' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start KYC Process' })).toHaveCount(0);
  });

  await test.step('a cancelled payment', async () => {
    const dialog = await openCheckout(page);
    await dialog.getByRole('radio', { name: 'USSD' }).check();
    await expect(dialog.getByText('*737*000*5000#')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: cancelled })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'KYC verification fee' })).toBeVisible();
    await expect(page.getByText('Fee not paid').first()).toBeVisible();
  });

  await test.step('the failed attempt shows in Transactions, the cancelled checkout does not', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).click();
    await page.waitForURL('**/transactions');
    await expect(page.getByRole('row').filter({ hasText: 'FAILED' })).toHaveCount(1);
    // No money moved and nothing was refused: a closed checkout is not a transaction (issue 17).
    await expect(page.getByRole('row').filter({ hasText: 'CANCELLED' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'PAID' })).toHaveCount(0);
  });

  await test.step('on a phone: stacked cards, no sideways scroll', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: 'Your transactions' })).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'transactions at 390 px');
  });
});
