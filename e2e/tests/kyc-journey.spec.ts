import { expect, test } from '@playwright/test';
import config from '../playwright.config';
import { expectAccessible } from '../support/axe';
import { screens } from '../support/screens';
import { FACE, faceJpeg, makeFakeCameraFile, withFakeCamera } from '../support/fake-camera';
import {
  chooseApplicant,
  continueStep,
  expectUnderReview,
  heading,
  logIn,
  newMember,
  payKycFee,
  rejectKyc,
  selfieByPhoto,
  submitForReview,
  takePhoto,
  uploadPhoto,
} from '../support/kyc';

/**
 * The KYC capture issue's journey in Chromium with a fake camera showing a face: a paid member
 * completes the wizard for a passport (camera selfie, uploaded document, a reload half-way), a
 * second one for a national ID (uploaded selfie, camera front and back) on a phone, and after a
 * rejection through the CLI the first member updates the document and resubmits.
 */
test.use({ launchOptions: withFakeCamera(config.use?.launchOptions ?? {}) });
test.describe.configure({ mode: 'serial' });

const otherFace = FACE.replace('person-a-1', 'person-b');
const reason = 'The document photo is blurred';
let firstEmail = '';

test.beforeAll(async () => {
  // Before any browser starts: Chromium reads the clip when it launches.
  await makeFakeCameraFile();
});

test('a paid member completes the wizard for a passport and continues after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  firstEmail = await newMember(page, request, 'Amaka');
  await payKycFee(page, request);

  await test.step('ID details: country, ID type (Back and Continue), BVN with lookup', async () => {
    await page.goto('/kyc');
    await page.getByRole('link', { name: 'Start KYC Process' }).click();
    await heading(page, 'Who are you verifying?');
    await continueStep(page);
    await expect(page.getByRole('alert')).toHaveText(
      'Choose whether you are verifying as an individual or a business',
    );
    await chooseApplicant(page, 'A business');
    await heading(page, 'Your country');
    // Nigeria, the one country offered, is chosen already (issue 37).
    await expect(page.getByLabel('Country')).toHaveValue('nigeria');
    await continueStep(page);
    await heading(page, 'Your ID type');
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Your country');
    await continueStep(page);
    await page.getByLabel('Bank Verification Number (BVN)').check();
    await continueStep(page);

    await heading(page, 'Your ID number');
    const number = page.getByLabel('Bank Verification Number (BVN)');
    // Someone else's BVN reads as an unknown one: no detail named, nothing of theirs (issue 31).
    await number.fill('22222222223');
    await page.getByRole('button', { name: 'Look up my BVN' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'We could not match this number with the name and date of birth on your profile',
    );
    await expect(page.getByText(/Not matching your profile/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await screens(page, 'kyc-bvn-no-match');
    await number.fill('22222222229');
    await page.getByRole('button', { name: 'Look up my BVN' }).click();
    await expect(page.getByRole('alert')).toContainText('The identity service is not responding');
    await expect(page.getByRole('button', { name: 'Continue without lookup' })).toBeVisible();
    await number.fill('22222222222');
    await page.getByRole('button', { name: 'Look up my BVN' }).click();
    await expect(page.getByRole('heading', { name: 'Your ID record matched' })).toBeVisible();
    // The registry's portrait is never shown to whoever looks up a BVN (issue 45).
    await expect(page.getByRole('img', { name: 'Portrait on your BVN record' })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Date of birth/ })).toContainText('✓ Yes');
    await screens(page, 'kyc-bvn-match');
    await continueStep(page);
  });

  await test.step('the hub: nothing done, Continue later', async () => {
    await heading(page, 'Complete your KYC checklist');
    await expect(page.getByRole('link', { name: 'Continue later' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Review Information' })).toHaveCount(0);
    await expectAccessible(page, 'KYC hub');
  });

  await test.step('the selfie with the camera', async () => {
    await page.getByRole('button', { name: /^Selfie/ }).click();
    await selfieByPhoto(page);
    await page.getByRole('button', { name: 'Take Photo' }).click();
    await expect(page.getByRole('button', { name: 'Capture photo' })).toBeEnabled();
    await expect(page.getByText('No hat or sunglasses')).toBeVisible();
    await expectAccessible(page, 'camera step');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await takePhoto(page, 'Selfie');
    await continueStep(page);
    await expect(page.getByRole('button', { name: /^Selfie.*Done/ })).toBeVisible();
  });

  await test.step('a reload keeps the progress and lands on the hub', async () => {
    await page.reload();
    await heading(page, 'Complete your KYC checklist');
    await expect(page.getByRole('button', { name: /^Selfie.*Done/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Document.*To do/ })).toBeVisible();
  });

  await test.step('the passport: front only, uploaded', async () => {
    await page.getByRole('button', { name: /^Document/ }).click();
    await page.getByLabel('Passport').check();
    await continueStep(page);
    await heading(page, 'Photograph your Passport');
    await expect(page.getByRole('group', { name: 'Document Back' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
    await uploadPhoto(page, 'Document Front', await faceJpeg(otherFace));
    await continueStep(page);
  });

  await test.step('business details with the spec messages', async () => {
    await page.getByRole('button', { name: /^Business/ }).click();
    await page.getByLabel('Business name').fill('Ab');
    await page.getByLabel('Business number').fill('123');
    await continueStep(page);
    await expect(page.getByText('Business name must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Business number must be at least 5 characters')).toBeVisible();
    await page.getByLabel('Business name').fill('Amaka Fabrics');
    await page.getByLabel('Business number').fill('RC 1234567');
    await continueStep(page);
  });

  await test.step('review, upload progress, under review', async () => {
    await page.getByRole('button', { name: 'Review Information' }).click();
    await heading(page, 'Review your information');
    const main = page.getByRole('main');
    for (const text of ['Nigeria', 'Bank Verification Number (BVN)', '22222222222', 'Passport']) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(main.getByText('RC 1234567')).toBeVisible();
    await expect(page.getByRole('figure')).toHaveText(['Portrait Photo', 'Document Front']);
    await expectAccessible(page, 'review step');
    // A slow uplink makes the upload progress observable.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await submitForReview(page);
    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/);
    await expectUnderReview(page);
    await expect(page.getByText('Your KYC has been submitted for review.')).toBeVisible();
    await expectAccessible(page, 'KYC information view');
  });
});

test('a second member completes it for a national ID on a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await newMember(page, request, 'Chidi');
  await payKycFee(page, request);
  await page.goto('/kyc/capture');
  await chooseApplicant(page, 'A business');
  await page.getByLabel('Country').selectOption('nigeria');
  await continueStep(page);
  await page.getByLabel('National Identification Number (NIN)').check();
  await continueStep(page);
  await page
    .getByRole('textbox', { name: 'National Identification Number (NIN)' })
    .fill('12345678901');
  await expect(page.getByRole('button', { name: 'Look up my BVN' })).toHaveCount(0);
  await continueStep(page);

  await page.getByRole('button', { name: /^Selfie/ }).click();
  await uploadPhoto(page, 'Selfie', await faceJpeg(FACE.replace('-1', '-2'), 600, 600));
  await continueStep(page);

  await page.getByRole('button', { name: /^Document/ }).click();
  await page.getByLabel('National ID Card').check();
  await continueStep(page);
  await takePhoto(page, 'Document Front');
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
  await takePhoto(page, 'Document Back');
  await continueStep(page);

  await page.getByRole('button', { name: /^Business/ }).click();
  await page.getByLabel('Business name').fill('Chidi Motors');
  await continueStep(page);
  await page.getByRole('button', { name: 'Review Information' }).click();
  await expect(page.getByRole('figure')).toHaveText([
    'Portrait Photo',
    'Document Front',
    'Document Back',
  ]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await submitForReview(page);
  await expectUnderReview(page);
});

test('after a rejection the first member updates the document and resubmits', async ({ page }) => {
  test.setTimeout(120_000);
  expect(firstEmail).not.toBe('');
  await rejectKyc(firstEmail, reason);
  await logIn(page, firstEmail);
  await page.goto('/kyc');
  await expect(page.getByText(reason)).toBeVisible();
  await page.getByRole('link', { name: 'Update Kyc' }).click();
  await page.waitForURL('**/kyc/update-kyc-info**');
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  await heading(page, 'Complete your KYC checklist');
  await page.getByRole('button', { name: /^Document.*Done/ }).click();
  await expect(page.getByLabel('Passport')).toBeChecked();
  await continueStep(page);
  const front = page.getByRole('group', { name: 'Document Front' });
  await expect(front.getByRole('img', { name: 'Document Front' })).toBeVisible();
  await takePhoto(page, 'Document Front');
  await continueStep(page);
  await page.getByRole('button', { name: 'Review Information' }).click();
  await expect(page.getByRole('figure')).toHaveText(['Portrait Photo', 'Document Front']);
  await submitForReview(page);
  await expectUnderReview(page);
  await expect(page.getByText(reason)).toHaveCount(0);
});
