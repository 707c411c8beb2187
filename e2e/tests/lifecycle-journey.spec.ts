import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import {
  apiStaffLogIn,
  apiMember,
  apiPayFee,
  apiSubmitKyc,
  bearer,
  createStaff,
  staffLogIn,
  type ApiMember,
} from '../support/backoffice';
import { logIn, PASSWORD } from '../support/kyc';
import { proveNumbersByApi } from '../support/numbers';
import { PHONE, screens } from '../support/screens';

/**
 * The lifecycle issue's journey: a verified member edits their last name; Check Verification
 * keeps answering with the approved name until a reviewer approves the change, then answers with
 * the new one. An admin revokes the verification (the member reads why on the KYC page, lookups
 * say "not verified"), then restores it; a suspended member cannot log in until reinstated.
 */
test.describe.configure({ mode: 'serial' });

const reviewer = `rita.${Date.now()}@vouch.test`;
const admin = `ade.${Date.now()}@vouch.test`;
const NOT_VERIFIED =
  'This user is not verified. Do not send or receive payment until they are verified on Vouch.';
let ada: ApiMember & { phone: string };
let payer: ApiMember;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The payer checks Ada's phone number on Check Verification; returns the name shown, or null. */
async function lookUpAda(page: Page): Promise<string | null> {
  await page.goto('/verified-members');
  await page.getByLabel('Search by').selectOption({ label: 'Phone Number' });
  await page.getByLabel('Phone Number', { exact: true }).fill(ada.phone);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const verified = page.getByText('The user is verified ✅.');
  const refused = page.getByRole('alert').filter({ hasText: NOT_VERIFIED });
  await expect(verified.or(refused)).toBeVisible();
  if (await refused.isVisible()) return null;
  const result = page.getByRole('region', { name: 'Search result' });
  return result.getByRole('definition').first().innerText();
}

test('a verified member’s name change waits for a reviewer before lookups show it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await createStaff(reviewer);
  const member = await apiMember(request, 'Ada', 'Okafor');
  const info = await request.get('/api/v1/account/info', { headers: bearer(member.token) });
  ada = {
    ...member,
    phone: ((await info.json()) as { msg: { phone_number: string } }).msg.phone_number,
  };
  await apiPayFee(request, ada.token);
  await apiSubmitKyc(request, ada.token);
  const staffToken = await apiStaffLogIn(request, reviewer);
  const queue = await request.get('/api/v1/backoffice/queue', {
    headers: bearer(staffToken),
    params: { q: ada.email },
  });
  const [item] = ((await queue.json()) as { msg: { submission_id: string }[] }).msg;
  const approved = await request.post(`/api/v1/backoffice/cases/${item!.submission_id}/decision`, {
    headers: bearer(staffToken),
    data: {
      decision: 'approve',
      override_reason: 'Checked by hand: the screening hit is not this member.',
    },
  });
  expect(approved.status()).toBe(200);
  // A lookup by number finds only a proven number (decision 0034).
  await proveNumbersByApi(request, ada.token, { phone: ada.phone, whatsapp: ada.phone });

  payer = await apiMember(request, 'Bayo', 'Eze');
  const payerPage = await newPage(browser);
  await logIn(payerPage, payer.email);
  expect(await lookUpAda(payerPage)).toBe('Okafor');

  const adaPage = await newPage(browser);
  await logIn(adaPage, ada.email);
  await test.step('Ada changes her last name on the profile', async () => {
    await adaPage.goto('/profile');
    await adaPage.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = adaPage.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog.getByText(/a reviewer checks a change to them/)).toBeVisible();
    await dialog.getByLabel('Last Name').fill('Adeyemi');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(adaPage.getByText('Profile updated', { exact: true })).toBeVisible();
    const notice = adaPage
      .getByRole('status')
      .filter({ hasText: 'Your change is waiting for a reviewer' });
    await expect(notice).toContainText('You changed your last name');
    await expect(adaPage.getByRole('heading', { level: 1, name: 'Ada Adeyemi' })).toBeVisible();
    await expectAccessible(adaPage, 'profile with a change waiting');
    await screens(adaPage, 'profile-change-waiting');
  });

  await test.step('the lookup still answers with the approved name', async () => {
    expect(await lookUpAda(payerPage)).toBe('Okafor');
  });

  await test.step('a reviewer approves the change in the back office', async () => {
    const page = await newPage(browser);
    await staffLogIn(page, reviewer);
    await page.goto('/backoffice');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Profile changes' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile changes' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Ada Adeyemi' });
    await expect(card.getByRole('row', { name: /Last name/ })).toContainText('Okafor');
    await expect(card.getByRole('row', { name: /Last name/ })).toContainText('Adeyemi');
    await expectAccessible(page, 'profile changes');
    await screens(page, 'backoffice-profile-changes');
    await card.getByRole('button', { name: 'Approve change' }).click();
    await expect(
      page.getByText('Change approved. Check Verification now shows the new details.'),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.context().close();
  });

  await test.step('the lookup answers with the new name', async () => {
    expect(await lookUpAda(payerPage)).toBe('Adeyemi');
  });
  await adaPage.goto('/profile');
  await expect(adaPage.getByText('Your change was approved')).toBeVisible();
  await adaPage.context().close();
  await payerPage.context().close();
});

test('an admin revokes and restores the verification, suspends and reinstates the account', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await createStaff(admin, 'admin');
  const page = await newPage(browser);
  await staffLogIn(page, admin);
  await test.step('the failed-jobs list (empty: every e-mail went out)', async () => {
    await page.goto('/backoffice');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Failed jobs' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Failed jobs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No failed jobs' })).toBeVisible();
    await expectAccessible(page, 'failed jobs');
    await screens(page, 'backoffice-failed-jobs');
  });
  await page.goto('/backoffice/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByLabel('E-mail address or UUID').fill(ada.email);
  await page.getByRole('button', { name: 'Find member' }).click();
  const card = page.getByRole('region', { name: 'Ada Adeyemi' });
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: ada.phone })).toHaveCount(2);
  // What staff follow from here: the case (with who decided), payments, tickets, lookups.
  await expect(card.getByRole('link', { name: /^Version 1, submitted/ })).toBeVisible();
  await expect(card.getByText(/^Decided by /)).toBeVisible();
  await expect(card.getByText('Found by', { exact: false })).toBeVisible();
  await expectAccessible(page, 'member standing');
  await screens(page, 'backoffice-member-standing');

  const reason = 'The ID card was reported stolen by its owner.';
  await card.getByRole('button', { name: 'Revoke verification' }).click();
  await card.getByRole('button', { name: 'Confirm revocation' }).click();
  await expect(
    card.getByText('Give a reason the member will read (at least 10 characters)'),
  ).toBeVisible();
  await card.getByLabel('Reason for the member').fill(reason);
  await expectAccessible(page, 'revocation form');
  await screens(page, 'backoffice-member-revoke');
  await card.getByRole('button', { name: 'Confirm revocation' }).click();
  await expect(page.getByText('Verification revoked. The member has been told why.')).toBeVisible();
  await expect(card.getByText('Verification withdrawn', { exact: true })).toBeVisible();

  const payerPage = await newPage(browser);
  await logIn(payerPage, payer.email);
  expect(await lookUpAda(payerPage)).toBeNull();

  const adaPage = await newPage(browser);
  await logIn(adaPage, ada.email);
  await adaPage.goto('/kyc');
  const revoked = adaPage.getByRole('alert').filter({ hasText: 'Your verification was revoked' });
  await expect(revoked).toContainText(reason);
  await expect(revoked.getByRole('link', { name: 'Update Kyc' })).toBeVisible();
  await expectAccessible(adaPage, 'KYC page, revoked');
  await screens(adaPage, 'kyc-revoked');

  await card.getByRole('button', { name: 'Reinstate' }).click();
  await card.getByRole('button', { name: 'Confirm reinstatement' }).click();
  await expect(page.getByText('Reinstated. The member has been told.')).toBeVisible();
  expect(await lookUpAda(payerPage)).toBe('Adeyemi');

  await test.step('a suspended member cannot log in until reinstated', async () => {
    await card.getByRole('button', { name: 'Suspend account' }).click();
    await card.getByLabel('Reason for the member').fill('Reported for fraud; under investigation.');
    await card.getByRole('button', { name: 'Confirm suspension' }).click();
    await expect(
      page.getByText('Account suspended. The member has been told why and signed out.'),
    ).toBeVisible();
    await screens(page, 'backoffice-member-suspended');
    expect(await lookUpAda(payerPage)).toBeNull();
    // Ada's session ended: the next screen sends her to the login page.
    // The app itself moves on to /login as the page loads: wait for the address, not a load.
    await adaPage.goto('/profile', { waitUntil: 'commit' });
    await expect(adaPage).toHaveURL(/\/login$/);
    await adaPage.setViewportSize(PHONE);
    await adaPage.getByLabel('Email address').fill(ada.email);
    await adaPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await adaPage.getByRole('button', { name: 'Login' }).click();
    await expect(adaPage.getByRole('alert')).toContainText('Your account has been suspended');
    await card.getByRole('button', { name: 'Reinstate' }).click();
    await card.getByRole('button', { name: 'Confirm reinstatement' }).click();
    await expect(page.getByText('Reinstated. The member has been told.')).toBeVisible();
    await logIn(adaPage, ada.email);
  });
  for (const p of [page, payerPage, adaPage]) await p.context().close();
});
