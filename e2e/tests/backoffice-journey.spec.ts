import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import {
  apiStaffLogIn,
  apiLookUpBvn,
  apiMember,
  apiPayFee,
  apiSubmitKyc,
  bearer,
  confirmApproval,
  createStaff,
  staffLogIn,
  type ApiMember,
} from '../support/backoffice';
import { logIn } from '../support/kyc';
import { screens } from '../support/screens';

/**
 * The back-office issue's journey: a member submits KYC; a reviewer made with the CLI rejects it
 * from the queue with a reason; the member reads the reason and resubmits; the reviewer approves
 * the resubmission and the member is VERIFIED. Members are kept out; two reviewers on one case.
 */
test.describe.configure({ mode: 'serial' });

const reviewer = `rita.${Date.now()}@vouch.test`;
const note = 'The photo of your ID card is blurred. Retake it in daylight.';
let member: ApiMember;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The reviewer's queue, searched for one member; returns that member's row (or card). */
async function findInQueue(page: Page, email: string) {
  await page.getByLabel('Search by member e-mail or UUID').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test('a member opening the back office sees the reviewers-only page', async ({ page, request }) => {
  const m = await apiMember(request, 'Musa');
  await logIn(page, m.email);
  await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);
  await page.goto('/backoffice');
  await expect(page.getByRole('heading', { name: 'This area is for reviewers' })).toBeVisible();
  const res = await request.get('/api/v1/backoffice/queue', { headers: bearer(m.token) });
  expect(res.status()).toBe(403);
});

test('a reviewer rejects a submission from the queue with a reason', async ({ page, request }) => {
  test.setTimeout(120_000);
  member = await apiMember(request, 'Ngozi');
  await apiPayFee(request, member.token);
  await apiLookUpBvn(request, member.token, '22222222222');
  await apiSubmitKyc(request, member.token);
  await createStaff(reviewer);

  await staffLogIn(page, reviewer);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Back office' })
    .click();
  await page.waitForURL('**/backoffice');
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  const row = await findInQueue(page, member.email);
  await expect(row).toContainText('Bank Verification Number (BVN)');
  await expect(row).toContainText('< 1 h');
  await expectAccessible(page, 'review queue');

  await row.getByRole('link', { name: 'Ngozi Okafor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ngozi Okafor' })).toBeVisible();
  await test.step('the images, the lookup beside the typed details, the payment', async () => {
    for (const name of [
      'Portrait Photo',
      'Identity lookup photo',
      'Document Front',
      'Document Back',
    ]) {
      await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
    }
    const main = page.getByRole('main');
    for (const text of ['22222222222', 'National ID Card', 'Amaka Fabrics', '₦5,000.00']) {
      await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('row', { name: /First name/ })).toContainText('Match');
    await expect(page.getByRole('row', { name: /Date of birth/ })).toContainText('14-03-1992');
    await expect(page.getByText("This is the member's first submission.")).toBeVisible();
    await expectAccessible(page, 'case view');
    await expect(page.getByRole('heading', { name: 'What approval certifies' })).toBeVisible();
    await screens(page, 'backoffice-case');
  });

  await test.step('the zoomable viewer', async () => {
    await page.getByRole('button', { name: /Document Front/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Document Front' });
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByText('150%')).toBeVisible();
    await page.keyboard.press('0');
    await expect(viewer.getByText('100%')).toBeVisible();
    await expectAccessible(page, 'image viewer');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });

  await test.step('reject: the reason is required, then given with a note', async () => {
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('button', { name: 'Reject submission' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a reason for the rejection');
    await expectAccessible(page, 'decision panel');
    await page.getByLabel('Reason').selectOption({ label: 'Document is unreadable' });
    await page.getByLabel('Note to the member').fill(note);
    await page.getByRole('button', { name: 'Reject submission' }).click();
    await page.waitForURL(/\/backoffice$/);
    await expect(page.getByText('Rejected. The member has been told what to fix.')).toBeVisible();
  });
});

test('the member reads the reason, resubmits and the reviewer approves', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const memberPage = await newPage(browser);
  await logIn(memberPage, member.email);
  await memberPage.goto('/kyc');
  await expect(memberPage.getByText('REJECTED', { exact: true })).toBeVisible();
  await expect(memberPage.getByText(`Reason: Document is unreadable. ${note}`)).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Update Kyc' })).toBeVisible();
  await apiSubmitKyc(request, member.token, { update: true });

  await staffLogIn(page, reviewer);
  await page.goto('/backoffice');
  const row = await findInQueue(page, member.email);
  await expect(row).toContainText('Resubmission');
  await row.getByRole('link', { name: 'Ngozi Okafor' }).click();
  const earlier = page.getByRole('region', { name: 'Earlier versions' });
  await expect(earlier).toContainText('Version 1');
  await expect(earlier).toContainText('Document is unreadable');
  // The rejected version's photos beside the new ones, the document it named marked (issue 34).
  const compare = page.getByRole('region', { name: 'Compared with version 1' });
  await expect(
    compare.getByRole('img', { name: 'Document Front, version 1 (rejected)' }),
  ).toBeVisible();
  await expect(compare.getByRole('img', { name: 'Portrait Photo, this version' })).toBeVisible();
  await expectAccessible(page, 'case view of a resubmission');
  await screens(page, 'backoffice-case-compare');
  await confirmApproval(page);
  await page.waitForURL(/\/backoffice$/);
  await expect(page.getByText('Approved. The member is now verified.')).toBeVisible();

  await memberPage.goto('/profile');
  const badge = memberPage.getByRole('main').getByText('Verified', { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveClass(/text-success-700/);
});

test('when another reviewer decides first, the second is told and the case reloads', async ({
  page,
  request,
}) => {
  const other = await apiMember(request, 'Tunde');
  await apiPayFee(request, other.token);
  await apiSubmitKyc(request, other.token, { bvn: '22222222224' });
  const second = `sam.${Date.now()}@vouch.test`;
  await createStaff(second);

  await page.setViewportSize({ width: 390, height: 844 });
  await staffLogIn(page, reviewer);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Back office' })
    .click();
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await (await findInQueue(page, other.email)).getByRole('link').click();
  await page.getByRole('button', { name: 'Approve' }).click();
  // Meanwhile the second reviewer approves through the API.
  const token = await apiStaffLogIn(request, second);
  const res = await request.get('/api/v1/backoffice/queue', {
    headers: bearer(token),
    params: { q: other.email },
  });
  const [item] = ((await res.json()) as { msg: { submission_id: string }[] }).msg;
  const decided = await request.post(`/api/v1/backoffice/cases/${item!.submission_id}/decision`, {
    headers: bearer(token),
    data: { decision: 'approve', override_reason: 'Identity confirmed on a video call.' },
  });
  expect(decided.status()).toBe(200);

  const why = page.getByLabel('Why approve this high-risk case?');
  if (await why.isVisible()) await why.fill('Identity confirmed on a video call.');
  await page.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /Another reviewer decided this case a moment ago|This submission is no longer under review/,
  );
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Decision' })).toHaveCount(0);
});

test('a reviewer claims a case; the other sees who has it in the queue and the case, and takes it over', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const m = await apiMember(request, 'Kemi');
  await apiPayFee(request, m.token);
  await apiSubmitKyc(request, m.token, { bvn: '22222222224' });
  const holder = `hana.${Date.now()}@vouch.test`;
  await createStaff(holder);
  const token = await apiStaffLogIn(request, holder);
  const res = await request.get('/api/v1/backoffice/queue', {
    headers: bearer(token),
    params: { q: m.email },
  });
  const [item] = ((await res.json()) as { msg: { submission_id: string }[] }).msg;
  const claimed = await request.post(`/api/v1/backoffice/cases/${item!.submission_id}/claim`, {
    headers: bearer(token),
    data: {},
  });
  expect(claimed.status()).toBe(200);

  await staffLogIn(page, reviewer);
  await page.goto('/backoffice');
  const row = await findInQueue(page, m.email);
  await expect(row).toContainText(`With ${holder}`);
  await screens(page, 'backoffice-queue-claimed');
  await row.getByRole('link').click();
  const bar = page.getByRole('region', { name: 'Who is working on this case' });
  await expect(bar).toContainText(`${holder} is working on this case`);
  await expectAccessible(page, 'case view, claimed by another reviewer');
  await screens(page, 'backoffice-case-claimed', { fullPage: false });

  await bar.getByRole('button', { name: 'Take over' }).click();
  await expect(bar).toContainText('You are working on this case');
  await screens(page, 'backoffice-case-mine', { fullPage: false });
  await bar.getByRole('button', { name: 'Release' }).click();
  await expect(bar).toContainText('Nobody is working on this case');
});
