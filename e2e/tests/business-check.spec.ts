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
import { logIn } from '../support/kyc';
import { screens } from '../support/screens';

/**
 * Issue 30, part 4: a business that gives the sandbox's registered number (RC 1234567, AMAKA
 * FABRICS NIGERIA LIMITED) under its own spelling of the name. The reviewer sees the registry's
 * answer beside the submitted name and what approval certifies; once approved, a payer reads
 * "Registered with CAC, RC 1234567" under the business name.
 */
const reviewer = `rita.cac.${Date.now()}@vouch.test`;
const BUSINESS = 'Amaka Fabrics Nig. Ltd';

/** A member's business submission through the API; returns the member and the case id. */
async function businessCase(
  request: APIRequestContext,
  staffToken: string,
  firstName: string,
  business: string,
  businessNumber: string,
) {
  const member = await apiMember(request, firstName, 'Okafor');
  await apiPayFee(request, member.token);
  await apiSubmitKyc(request, member.token, { business, businessNumber });
  const queue = await request.get('/api/v1/backoffice/queue', {
    headers: bearer(staffToken),
    params: { q: member.email },
  });
  const [item] = ((await queue.json()) as { msg: { submission_id: string }[] }).msg;
  return { member, caseId: item!.submission_id };
}

/** Waits until the case's automated checks are in. */
async function checksDone(request: APIRequestContext, staffToken: string, caseId: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/backoffice/cases/${caseId}`, {
          headers: bearer(staffToken),
        });
        return ((await res.json()) as { msg: { checks: { risk: { level: string } } } }).msg.checks
          .risk.level;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .not.toBe('pending');
}

const registryLine = (page: Page) =>
  page
    .getByRole('region', { name: 'Automated checks' })
    .getByRole('listitem')
    .filter({ hasText: 'Business name and status in the CAC registry' });

test('the CAC registry check, from the case view to the payer’s answer', async ({
  browser,
  request,
}) => {
  // The first submission's checks load the face and OCR models: allow them a couple of minutes.
  test.setTimeout(240_000);
  await createStaff(reviewer);
  const staffToken = await apiStaffLogIn(request, reviewer);
  const found = await businessCase(request, staffToken, 'Amaka', BUSINESS, 'RC 1234567');
  const other = await businessCase(request, staffToken, 'Ngozi', 'Amaka Fabrics', 'RC 1234568');
  await checksDone(request, staffToken, found.caseId);
  await checksDone(request, staffToken, other.caseId);

  const page = await (await browser.newContext()).newPage();
  await staffLogIn(page, reviewer);
  await test.step('a match: the registry beside the submitted name, certified "cac"', async () => {
    await page.goto(`/backoffice/cases/${found.caseId}`);
    // A check that passed is listed under "Passed (n)", folded until opened.
    await page.getByText(/^Passed \(\d+\)$/).click();
    const line = registryLine(page);
    await expect(line).toContainText(
      'RC 1234567 is registered as “AMAKA FABRICS NIGERIA LIMITED” and active',
    );
    const registry = line.getByRole('definition');
    await expect(registry.nth(0)).toHaveText('AMAKA FABRICS NIGERIA LIMITED');
    await expect(registry.nth(1)).toHaveText(`${BUSINESS} · agrees`);
    await expect(registry.nth(2)).toHaveText('RC 1234567');
    await expect(registry.nth(3)).toHaveText('ACTIVE');
    const certifies = page.getByRole('region', { name: 'What approval certifies' });
    await expect(certifies).toContainText(`${BUSINESS}Registered with CAC, RC 1234567`);
    await expectAccessible(page, 'case view with the CAC registry check');
    await screens(page, 'case-business-registry');
  });
  await test.step('another business’s number: both names, and the person only', async () => {
    await page.goto(`/backoffice/cases/${other.caseId}`);
    const line = registryLine(page);
    await expect(line).toContainText('Failed');
    await expect(line).toContainText(
      'RC 1234568 is registered as “ZENITH PALM OIL LIMITED”, not “Amaka Fabrics”',
    );
    await expect(line.getByRole('definition').nth(1)).toHaveText('Amaka Fabrics · differs');
    const certifies = page.getByRole('region', { name: 'What approval certifies' });
    await expect(certifies).toContainText(
      'Business name “Amaka Fabrics” is not certified: the CAC registry check has not passed and no business certificate was submitted, so an approval verifies the person only.',
    );
    await expectAccessible(page, 'case view with a failed CAC registry check');
    await screens(page, 'case-business-registry-differs');
  });
  await page.context().close();

  const approved = await request.post(`/api/v1/backoffice/cases/${found.caseId}/decision`, {
    headers: bearer(staffToken),
    // The fake camera's selfie is person A, whose photo is also the sandbox's BVN portrait: the
    // checks rate it a replay (high risk), so approving takes a written reason (issue 34).
    data: {
      decision: 'approve',
      override_reason: 'Identity confirmed on a video call; the business is what this case tests.',
    },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  const payer = await apiMember(request, 'Bayo', 'Eze');
  const payerPage = await (await browser.newContext()).newPage();
  await logIn(payerPage, payer.email);
  await test.step('the payer reads how the business name was checked', async () => {
    await payerPage.goto('/verified-members');
    await payerPage.getByLabel('Search by').selectOption({ label: 'UUID' });
    await payerPage.getByLabel('UUID', { exact: true }).fill(found.member.uuid);
    await payerPage.getByRole('button', { name: 'Search', exact: true }).click();
    const result = payerPage.getByRole('region', { name: 'Search result' });
    await expect(result.getByText('The user is verified ✅.')).toBeVisible();
    const business = result.getByText('Business Name', { exact: true }).locator('xpath=..');
    await expect(business.getByRole('definition')).toHaveText(
      `${BUSINESS}Registered with CAC, RC 1234567`,
    );
    await expectAccessible(payerPage, 'verified business result');
    await screens(payerPage, 'verification-result-business-cac');
  });
  await payerPage.context().close();
});
