import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import {
  apiLogIn,
  apiLookUpBvn,
  apiMember,
  apiPayFee,
  apiSubmitKyc,
  bearer,
  confirmApproval,
  createStaff,
  rememberAuthenticator,
  STAFF_PASSWORD,
  staffLogIn,
  totpCodeFor,
} from '../support/backoffice';
import { screens } from '../support/screens';

/**
 * The hardening issue's staff sign-in: a reviewer's password alone opens nothing; they scan a
 * QR code (the test reads the key and computes the codes as an authenticator app would), save
 * their recovery codes and review a case; later a recovery code stands in for a lost phone; an
 * admin resets the factor and the reviewer sets up a new app.
 */
test.describe.configure({ mode: 'serial' });

const reviewer = `tobi.${Date.now()}@vouch.test`;
const admin = `ada.admin.${Date.now()}@vouch.test`;
let recoveryCode = '';

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/backoffice');
}

test('a reviewer sets up an authenticator app, saves recovery codes and approves a case', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await apiMember(request, 'Kemi', 'Adeyemi');
  await apiPayFee(request, member.token);
  await apiLookUpBvn(request, member.token, '22222222222');
  await apiSubmitKyc(request, member.token);
  await createStaff(reviewer);

  await test.step('the password alone opens nothing', async () => {
    const token = await apiLogIn(request, reviewer, STAFF_PASSWORD);
    const queue = await request.get('/api/v1/backoffice/queue', { headers: bearer(token) });
    expect(queue.status()).toBe(403);
  });

  await test.step('scan the QR code, then confirm with the code the app shows', async () => {
    await passwordStep(page, reviewer);
    await expect(
      page.getByRole('heading', { name: 'Set up your authenticator app' }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
    await expectAccessible(page, 'second factor enrolment');
    await screens(page, 'second-factor-enrol');
    rememberAuthenticator(reviewer, (await page.getByTestId('totp-secret').textContent()) ?? '');

    await page.getByLabel('Code from your app').fill('000000');
    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();

    await page.getByLabel('Code from your app').fill(await totpCodeFor(reviewer));
    await page.getByRole('button', { name: 'Confirm and continue' }).click();
  });

  await test.step('the recovery codes are shown once', async () => {
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recoveryCode = (await codes.nth(2).textContent()) ?? '';
    expect(recoveryCode).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await expectAccessible(page, 'recovery codes');
    await screens(page, 'second-factor-recovery-codes');
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
  });

  await test.step('the back office opens and the reviewer approves the case', async () => {
    await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
    await page.getByLabel('Search by member e-mail or UUID').fill(member.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: 'Kemi Adeyemi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kemi Adeyemi' })).toBeVisible();
    await confirmApproval(page);
    await expect(page.getByText('Approved. The member is now verified.')).toBeVisible();
  });
});

test('the next sign-in asks for a code; a recovery code stands in for a lost phone', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await passwordStep(page, reviewer);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expectAccessible(page, 'second factor code');
  await screens(page, 'second-factor-code');
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();

  // The same recovery code does not work twice.
  const again = await newPage(browser);
  await passwordStep(again, reviewer);
  await again.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await again.getByLabel('Recovery code').fill(recoveryCode);
  await again.getByRole('button', { name: 'Continue' }).click();
  await expect(again.getByText('That code is not right.')).toBeVisible();
  await again.getByRole('button', { name: 'Use a code from the app instead' }).click();
  await again.getByLabel('6-digit code').fill(await totpCodeFor(reviewer));
  await again.getByRole('button', { name: 'Continue' }).click();
  await expect(again.getByRole('heading', { name: 'Review queue' })).toBeVisible();
});

test('an admin resets the reviewer’s second factor; the reviewer sets up a new app', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await createStaff(admin, 'admin');
  await staffLogIn(page, admin);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Roles' })
    .click();
  const form = page.getByRole('form', { name: 'Reset a second factor' });
  await form.getByLabel('Staff e-mail address').fill(reviewer);
  await form.getByRole('button', { name: 'Reset second factor' }).click();
  await expect(page.getByText(`${reviewer}: Second factor removed.`)).toBeVisible();
  await expectAccessible(page, 'roles page with the reset card');
  await screens(page, 'second-factor-reset');

  const reviewerPage = await newPage(browser);
  await staffLogIn(reviewerPage, reviewer);
  await expect(reviewerPage.getByRole('heading', { name: 'Review queue' })).toBeVisible();
});
