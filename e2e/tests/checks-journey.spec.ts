import { expect, test, type Locator, type Page } from '@playwright/test';
import config from '../playwright.config';
import { expectAccessible } from '../support/axe';
import { createStaff, staffLogIn } from '../support/backoffice';
import { makeFakeCameraFile, withFakeCamera } from '../support/fake-camera';
import {
  chooseApplicant,
  continueStep,
  expectUnderReview,
  heading,
  newMember,
  payKycFee,
  takePhoto,
  uploadPhoto,
  submitForReview,
} from '../support/kyc';
import { passportJpeg } from '../support/passport';

/**
 * The automated checks issue's journey: a member submits a passport KYC (camera selfie of person-a,
 * a passport page with person-a's portrait and a valid MRZ); the server examines it in the
 * background; the reviewer sees its risk in the queue and the results at the top of the case view.
 */
test.use({ launchOptions: withFakeCamera(config.use?.launchOptions ?? {}) });
test.describe.configure({ mode: 'serial' });

const PASSPORT_NUMBER = 'A12345678';
const reviewer = `rita.${Date.now()}@vouch.test`;
const levels = /^(All checks passed|Needs a look|High risk)$/;
let memberEmail = '';

test.beforeAll(async () => {
  // Before any browser starts: Chromium reads the clip when it launches.
  await makeFakeCameraFile();
});

/** The reviewer's queue searched for one member; that member's row. */
async function findInQueue(page: Page, email: string): Promise<Locator> {
  await page.getByLabel('Search by member e-mail or UUID').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

/** One check's line in the panel, by its label. */
function checkLine(panel: Locator, label: string): Locator {
  return panel.getByRole('listitem').filter({ hasText: label });
}

test('a member submits a passport KYC with a camera selfie', async ({ page, request }) => {
  test.setTimeout(120_000);
  memberEmail = await newMember(page, request, 'Amaka');
  await payKycFee(page, request);
  await page.goto('/kyc/capture');
  await chooseApplicant(page, 'A business');
  await page.getByLabel('Country').selectOption('nigeria');
  await continueStep(page);
  await page.getByLabel('International Passport Number').check();
  await continueStep(page);
  await page.getByRole('textbox', { name: 'International Passport Number' }).fill(PASSPORT_NUMBER);
  await continueStep(page);

  await page.getByRole('button', { name: /^Selfie/ }).click();
  await heading(page, 'Take a live selfie');
  await takePhoto(page, 'Selfie');
  await continueStep(page);

  await page.getByRole('button', { name: /^Document/ }).click();
  await page.getByLabel('Passport').check();
  await continueStep(page);
  const passport = await passportJpeg({
    surname: 'Okafor',
    givenNames: 'Amaka',
    number: PASSPORT_NUMBER,
    birthDate: '1992-03-14',
  });
  await uploadPhoto(page, 'Document Front', passport);
  await continueStep(page);

  await page.getByRole('button', { name: /^Business/ }).click();
  await page.getByLabel('Business name').fill('Amaka Fabrics');
  await continueStep(page);
  await page.getByRole('button', { name: 'Review Information' }).click();
  await submitForReview(page);
  await expectUnderReview(page);
});

test('the reviewer sees the risk in the queue and the checks on the case', async ({ page }) => {
  // The first submission's checks load the face and OCR models: allow a minute for the results.
  test.setTimeout(180_000);
  expect(memberEmail).not.toBe('');
  await createStaff(reviewer);
  await staffLogIn(page, reviewer);
  await page.goto('/backoffice');

  await test.step('the queue shows a Risk column for the submission', async () => {
    await expect(page.getByRole('columnheader', { name: 'Risk' })).toBeVisible();
    const row = await findInQueue(page, memberEmail);
    await expect(row).toContainText(/Checks running…|All checks passed|Needs a look|High risk/);
    await row.getByRole('link', { name: 'Amaka Okafor' }).click();
  });

  const panel = page.getByRole('region', { name: 'Automated checks' });
  const verdict = panel.getByRole('status').first();
  await test.step('the panel sits above the images and fills in by itself', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Amaka Okafor' })).toBeVisible();
    // The case's own sections (the back office's navigation above has headings of its own).
    const headings = page.locator('main h2:not(nav h2)');
    await expect(headings.first()).toHaveText('Automated checks');
    await expect(verdict).toHaveText(levels, { timeout: 60_000 });
  });

  await test.step('the risk summary and the face, image quality and MRZ lines', async () => {
    await expect(panel).toContainText(/\d+ passed · checked /);
    const passed = panel.getByText(/^Passed \(\d+\)$/);
    if ((await passed.count()) > 0) await passed.click();
    const face = checkLine(panel, 'Selfie matches the document photo');
    await expect(face).toBeVisible();
    await expect(face).toContainText(/\d+% similar · threshold \d+%/);
    const quality = checkLine(panel, 'Image quality');
    await expect(quality).toBeVisible();
    await expect(quality.getByRole('listitem').filter({ hasText: 'Selfie' })).toContainText(
      /quality \d+%/,
    );
    await expect(quality).toContainText('Document front');
    await expect(checkLine(panel, 'Passport machine-readable zone')).toBeVisible();
    const liveness = checkLine(panel, 'Liveness and anti-spoofing');
    await expect(liveness).toContainText('a submitted photo alone proves no liveness');
    // Issue 45: a selfie taken with the photo camera is not a live capture, and says so.
    await expect(checkLine(panel, 'Selfie captured live')).toContainText(
      'Selfie uploaded, not captured live',
    );
    // What the server concluded, for the report (outcomes depend on the models, not on the UI).
    for (const label of ['Selfie matches the document photo', 'Passport machine-readable zone']) {
      test.info().annotations.push({
        type: label,
        description: (await checkLine(panel, label).first().innerText()).replace(/\s+/g, ' '),
      });
    }
    await expectAccessible(page, 'case view with the automated checks');
  });

  await test.step('on a phone the panel fits the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('the queue filters by the risk the case showed', async () => {
    const level = (await verdict.innerText()).trim();
    await page.getByRole('link', { name: 'Back to the queue' }).click();
    await page.getByLabel('Risk').selectOption({ label: level });
    await expect(page).toHaveURL(/risk=(clear|review|high)/);
    const row = await findInQueue(page, memberEmail);
    await expect(row).toContainText(level);
    await page.getByLabel('Risk').selectOption({ label: 'Checks running' });
    await expect(page.getByText('No submissions match these filters')).toBeVisible();
  });
});
