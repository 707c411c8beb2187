import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { latestMail, linkIn } from '../support/mailbox';
import { registerMember, uniquePhone } from '../support/members';
import { PASSWORD } from '../support/kyc';
import { PHONE, screens } from '../support/screens';

/**
 * Issue 17, item 5, on a 390 px phone: the method chosen on the KYC page is the one the checkout
 * opens on, and checkouts closed without paying leave no rows in Transactions.
 */
test.use({ viewport: PHONE });

async function newVerifiedMember(page: Page, request: Parameters<typeof registerMember>[0]) {
  const email = await registerMember(request, {
    firstName: 'Chiamaka',
    lastName: 'Eze',
    phone: uniquePhone(),
    whatsapp: uniquePhone(),
  });
  await page.goto(linkIn(await latestMail(request, email, 'Verify your e-mail')));
  await expect(page.getByText('Email Verified Successfully!')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/kyc');
  await expect(page.getByRole('heading', { name: 'KYC verification fee' })).toBeVisible();
  return email;
}

const payWith = (page: Page) => page.getByRole('group', { name: 'Pay with' });
const checkout = (page: Page) => page.getByRole('dialog', { name: 'Vouch test checkout' });

test('Bank Transfer chosen on the KYC page opens on Bank Transfer', async ({ page, request }) => {
  await newVerifiedMember(page, request);

  await test.step('the methods are a real choice, Card by default', async () => {
    await expect(payWith(page).getByRole('radio', { name: 'Card' })).toBeChecked();
    await payWith(page).getByRole('radio', { name: 'Bank Transfer' }).check();
    await expect(payWith(page).getByRole('radio', { name: 'Bank Transfer' })).toBeChecked();
    await expectAccessible(page, 'KYC payment prompt with Bank Transfer chosen');
    await screens(page, 'kyc-pay-with-bank-transfer');
  });

  await test.step('the checkout opens on Bank Transfer, with the bank details', async () => {
    await page.getByRole('button', { name: 'Pay ₦5,000.00' }).click();
    const dialog = checkout(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Bank Transfer' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Card' })).not.toBeChecked();
    await expect(dialog.getByText('Vouch Test Bank')).toBeVisible();
    await expect(dialog.getByText('5531 8866 5214 2950')).toHaveCount(0);
    await expectAccessible(page, 'sandbox checkout on Bank Transfer');
    await screens(page, 'checkout-opens-on-bank-transfer');
  });

  await test.step('paid by bank transfer, as chosen', async () => {
    await checkout(page).getByRole('button', { name: 'Pay ₦5,000.00' }).click();
    await expect(checkout(page)).toBeHidden();
    await page.goto('/transactions');
    const list = page.getByRole('list', { name: 'Your transactions' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('BANK TRANSFER');
    await expect(list).toContainText('PAID');
    await expect(list).toContainText(/\d{2}:\d{2} WAT/);
  });
});

test('Transactions has no rows for abandoned checkouts', async ({ page, request }) => {
  await newVerifiedMember(page, request);

  await test.step('three checkouts opened and closed without paying', async () => {
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Pay ₦5,000.00' }).click();
      await expect(checkout(page)).toBeVisible();
      await checkout(page).getByRole('button', { name: 'Cancel' }).click();
      await expect(checkout(page)).toBeHidden();
      await expect(page.getByText('Payment cancelled. You have not been charged.')).toBeVisible();
    }
  });

  await test.step('Transactions is still empty', async () => {
    await page.goto('/transactions');
    await expect(page.getByText('No transactions')).toBeVisible();
    await expect(page.getByText("You haven't made any transactions yet.")).toBeVisible();
    await expect(page.getByText('CANCELLED')).toHaveCount(0);
    await expectAccessible(page, 'transactions after abandoned checkouts');
    await screens(page, 'transactions-after-abandoned-checkouts');
  });

  await test.step('a failed attempt, then the fee paid by USSD: two rows, newest first', async () => {
    await page.goto('/kyc');
    await payWith(page).getByRole('radio', { name: 'USSD' }).check();
    await page.getByRole('button', { name: 'Pay ₦5,000.00' }).click();
    await expect(checkout(page).getByRole('radio', { name: 'USSD' })).toBeChecked();
    await checkout(page).getByRole('button', { name: 'Simulate a failed payment' }).click();
    await expect(checkout(page)).toBeHidden();
    await page.getByRole('button', { name: 'Pay ₦5,000.00' }).click();
    await checkout(page).getByRole('button', { name: 'Pay ₦5,000.00' }).click();
    await expect(checkout(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Start KYC Process' })).toBeVisible();

    await page.goto('/transactions');
    const items = page.getByRole('list', { name: 'Your transactions' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('PAID');
    await expect(items.nth(1)).toContainText('FAILED');
    await expect(page.getByText('CANCELLED')).toHaveCount(0);
    await expectAccessible(page, 'transactions newest first');
    await screens(page, 'transactions-newest-first');
  });
});
