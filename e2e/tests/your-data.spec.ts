import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import {
  apiMember,
  apiPayFee,
  apiStaffLogIn,
  apiSubmitKyc,
  bearer,
  createStaff,
  staffLogIn,
} from '../support/backoffice';
import { logIn, PASSWORD } from '../support/kyc';
import { latestMail, linkIn } from '../support/mailbox';
import { PHONE, screens } from '../support/screens';

/**
 * Issue 16 at 390 px: a verified member reads what Vouch holds about them, downloads a copy
 * through the mailed one-time link, then closes their account; an admin sees the data requests
 * and opens the kept records under an audited legal hold.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: PHONE });

const adminEmail = `ada.admin.${Date.now()}@example.com`;
let closedUuid = '';

async function approve(request: APIRequestContext, staffToken: string, memberToken: string) {
  const info = await request.get('/api/v1/kyc/fetch-kyc-info', { headers: bearer(memberToken) });
  const id = ((await info.json()) as { msg: { info: { id: string } } }).msg.info.id;
  const res = await request.post(`/api/v1/backoffice/cases/${id}/decision`, {
    headers: bearer(staffToken),
    data: {
      decision: 'approve',
      override_reason: 'Checked by hand: the screening hit is not this member.',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Check Verification by e-mail from another member: the status code (404: not verified). */
async function lookUp(request: APIRequestContext, token: string, email: string) {
  const res = await request.post('/api/v1/verification/check-verification', {
    headers: bearer(token),
    data: { search_by: 'EMAIL_ADDRESS', search_value: email },
  });
  return res.status();
}

async function openSideMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name }).click();
}

test('a member reads their data, downloads a copy once, and closes their account', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await createStaff(adminEmail, 'admin');
  const admin = await apiStaffLogIn(request, adminEmail);
  const m = await apiMember(request, 'Chidinma');
  closedUuid = m.uuid;
  await apiPayFee(request, m.token);
  await apiSubmitKyc(request, m.token);
  await approve(request, admin, m.token);
  const searcher = await apiMember(request, 'Bayo');
  expect(await lookUp(request, searcher.token, m.email)).toBe(200);
  expect(await lookUp(request, searcher.token, m.email)).toBe(200);

  await logIn(page, m.email);

  await test.step('Your data from the side menu: the groups, consents and when each goes', async () => {
    await openSideMenuItem(page, 'Your data');
    await page.waitForURL('**/your-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
    for (const group of [
      'Account',
      'KYC submissions and files',
      'Payments',
      'Lookups',
      'Support tickets',
      'Consents',
    ])
      await expect(page.getByRole('region', { name: group })).toBeVisible();
    const kyc = page.getByRole('region', { name: 'KYC submissions and files' });
    await expect(kyc.getByText('Approved', { exact: true })).toBeVisible();
    await expect(kyc.getByText('Kept 5 years after your account ends')).toBeVisible();
    const lookups = page.getByRole('region', { name: 'Lookups' });
    await expect(lookups.getByText('Times others looked you up')).toBeVisible();
    await expect(lookups.getByRole('definition').nth(1)).toHaveText('2');
    const consents = page.getByRole('region', { name: 'Consents' });
    await expect(consents.getByText('Terms of Service and Privacy Policy')).toBeVisible();
    await expect(consents.getByText(/Processing of your photos and face data/)).toBeVisible();
    await expect(consents.getByText(/^Version 2026-11 · given /)).toHaveCount(2);
    await expectAccessible(page, 'your data');
    await screens(page, 'your-data');
  });

  let link = '';
  await test.step('Download a copy: a mail with a link is on its way; asking again says so', async () => {
    await page.getByRole('button', { name: 'Download a copy' }).click();
    await expect(page.getByText(/We are preparing a copy of your data/)).toBeVisible();
    await screens(page, 'your-data-copy-asked');
    link = linkIn(await latestMail(request, m.email, 'copy of your Vouch data'));
    expect(new URL(link).pathname).toBe('/your-data/download');
  });

  await test.step('the link after signing in: Download saves the ZIP', async () => {
    // Signed out, the link asks for the login first and comes back to it.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.waitForURL('**/login?next=*');
    await page.getByLabel('Email address').fill(m.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/your-data/download?token=*');
    await expect(page.getByRole('heading', { name: 'Your copy of your data' })).toBeVisible();
    await expectAccessible(page, 'download page');
    await screens(page, 'your-data-download');

    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe('vouch-my-data.zip');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    // A ZIP's file names are stored uncompressed in its directory.
    const names = bytes.toString('latin1');
    for (const f of [
      'account.json',
      'kyc-submissions.json',
      'payments.json',
      'lookups.json',
      'tickets.json',
      'consents.json',
      'images/',
    ])
      expect(names).toContain(f);
    await expect(page.getByText('Your download has started.')).toBeVisible();
  });

  await test.step('a second use of the link fails with a clear message', async () => {
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This download link has expired or has been used. Ask for a new copy on the Your data page.',
    );
    await expectAccessible(page, 'download page, used link');
    await screens(page, 'your-data-download-used');
  });

  await test.step('closing: a wrong password is refused, the right one signs the member out', async () => {
    await page.goto('/your-data');
    await page.getByRole('button', { name: 'Close my account and erase my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account' });
    await expect(dialog.getByText('Kept because the law requires it')).toBeVisible();
    await expect(dialog.getByText(/kept for 5 years \(until /)).toBeVisible();
    await expectAccessible(page, 'close account dialog');
    await screens(page, 'your-data-close', { fullPage: false });
    await dialog.getByRole('checkbox', { name: /closed for good/ }).click();
    await dialog.getByLabel('Your password').fill('Wrong!pass42');
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await expect(dialog.getByText('That password is not correct')).toBeVisible();
    expect(await lookUp(request, searcher.token, m.email)).toBe(200);

    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await page.waitForURL('**/account-closed');
    await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible();
    await expect(page.getByText(/stay locked for 5 years \(until /)).toBeVisible();
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    await expectAccessible(page, 'account closed');
    await screens(page, 'account-closed');
  });

  await test.step('afterwards: logging in fails, a lookup answers not verified', async () => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(m.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await lookUp(request, searcher.token, m.email)).toBe(404);
    const old = await request.get('/api/v1/account/info', { headers: bearer(m.token) });
    expect(old.status()).toBe(401);
  });

  await test.step('the privacy policy says what is kept, why and for how long', async () => {
    await page.goto('/legal?tab=privacy');
    const periods = page.getByRole('listitem').filter({ hasText: 'Verification records' });
    await expect(periods).toContainText('5 years after your account ends');
    await expect(periods).toContainText('AML/CFT Regulations');
    await expect(periods).toContainText('GDPR');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Check Verification searches' }),
    ).toContainText('1 year');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Sign-ups that never paid' }),
    ).toContainText('90 days');
    await expectAccessible(page, 'privacy policy');
    await screens(page, 'privacy-policy');
  });
});

test('an admin sees the data requests and opens a legal hold with a reason', async ({ page }) => {
  // A second TOTP sign-in within the half minute waits for the next code.
  test.setTimeout(180_000);
  await staffLogIn(page, adminEmail);
  const nav = page.getByRole('navigation', { name: 'Back office' });

  await test.step('data requests: kind, age and the one-month deadline', async () => {
    await nav.getByRole('link', { name: 'Data requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data requests' })).toBeVisible();
    // At 390 px each request is a block of the list (the table is for wider screens).
    const items = page
      .getByRole('list', { name: 'Data requests' })
      .getByRole('listitem')
      .filter({ hasText: closedUuid });
    await expect(items.filter({ hasText: 'Erasure' })).toHaveCount(1);
    await expect(items.filter({ hasText: 'Copy of data' })).toHaveCount(1);
    await expect(items.first()).toContainText('0 days ago');
    await expectAccessible(page, 'data requests');
    await screens(page, 'backoffice-data-requests');
  });

  await test.step('legal holds: opening the kept records needs a reason', async () => {
    await nav.getByRole('link', { name: 'Legal holds' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Legal holds' })).toBeVisible();
    const holds = page.getByRole('list', { name: 'Legal holds' });
    const row = holds.getByRole('listitem').filter({ hasText: closedUuid });
    await expect(row).toContainText('KYC records (CBN AML/CFT Regulations)');
    // No name on the list: the account id and dates only.
    await expect(holds).not.toContainText('Chidinma');
    await expectAccessible(page, 'legal holds');
    await screens(page, 'backoffice-legal-holds');

    await row.getByRole('button', { name: /Open with legal hold/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Open with legal hold' });
    await dialog.getByLabel('Reason').fill('short');
    await dialog.getByRole('button', { name: 'Open the records' }).click();
    await expect(dialog.getByText(/at least 10 characters/i).first()).toBeVisible();
    await expectAccessible(page, 'legal hold reason');
    await screens(page, 'backoffice-legal-hold-reason', { fullPage: false });
    await dialog.getByLabel('Reason').fill('NFIU request 2026-0042 about this account');
    await dialog.getByRole('button', { name: 'Open the records' }).click();
    await expect(dialog).toBeHidden();
    const kept = page.getByRole('region', { name: 'Kept records' });
    await expect(kept.getByText('KYC submission, version 1 · APPROVED')).toBeVisible();
    await expect(kept.getByText(/Chidinma/)).toBeVisible();
    await expect(kept.getByText('selfie', { exact: true })).toBeVisible();
    await expect(kept.getByText(/this access and your reason are on the audit log/)).toBeVisible();
    await expectAccessible(page, 'kept records');
    await screens(page, 'backoffice-kept-records');
  });
});

test('a member whose KYC is under review is told the account closes once it is decided', async ({
  page,
  request,
}) => {
  const m = await apiMember(request, 'Tobi');
  await apiPayFee(request, m.token);
  await apiSubmitKyc(request, m.token);
  await logIn(page, m.email);
  await page.goto('/your-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  // Issue 31: closing mid-review would leave the case waiting for ever.
  await expect(
    page.getByText(/Your KYC is under review, so your account cannot be closed yet/),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Close my account and erase my data' }),
  ).toHaveCount(0);
  await expectAccessible(page, 'your data, KYC under review');
  await screens(page, 'your-data-close-under-review');
});
