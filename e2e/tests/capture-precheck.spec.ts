import path from 'node:path';
import { mkdirSync, readFileSync } from 'node:fs';
import { devices, expect, test as base, type Page } from '@playwright/test';
import sharp from 'sharp';
import config from '../playwright.config';
import { expectAccessible } from '../support/axe';
import { FACE, makeFakeCameraFile, withFakeCamera } from '../support/fake-camera';
import {
  chooseApplicant,
  continueStep,
  heading,
  newMember,
  payKycFee,
  photoCheck,
  takePhoto,
  uploadPhoto,
} from '../support/kyc';
import { passportJpeg } from '../support/passport';
import { PHONE, screens } from '../support/screens';

/**
 * Checks at capture (issue 17, item 3): right after a photo is taken or uploaded the server checks
 * it and the member reads what is wrong, with Retake, before submitting: a blurred document, a
 * passport page without its machine-readable zone, a selfie with other people behind.
 */
const baseLaunch = config.use?.launchOptions ?? {};
const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];
const here = path.dirname(new URL(import.meta.url).pathname);
const GROUP_CLIP = path.resolve(here, '../.tmp/fake-camera/group.y4m');
const GROUP_JPEG = path.resolve(here, '../.tmp/fake-camera/group.jpg');

const test = base.extend<{ clip: string }>({
  clip: ['', { option: true }],
  page: async ({ playwright, clip, baseURL, browser }, use) => {
    if (!clip) {
      const context = await browser.newContext({ ...desktop, baseURL });
      await use(await context.newPage());
      await context.close();
      return;
    }
    const own = await playwright.chromium.launch(withFakeCamera(baseLaunch, clip));
    const context = await own.newContext({ ...desktop, baseURL });
    await use(await context.newPage());
    await own.close();
  },
});

const holder = {
  surname: 'OKAFOR',
  givenNames: 'ADA',
  number: 'A23456789',
  birthDate: '1992-03-14',
};

/**
 * Person A in the middle of the selfie's square and two people far behind, their faces about 1/12
 * of the square's width and a little out of focus, as a 640 × 480 camera frame.
 */
async function groupFrame(): Promise<void> {
  const dir = path.dirname(FACE);
  mkdirSync(path.dirname(GROUP_JPEG), { recursive: true });
  const small = (name: string) =>
    sharp(readFileSync(path.join(dir, name)))
      .resize(62, 62)
      .blur(0.8)
      .toBuffer();
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8cdd3' } })
    .composite([
      { input: await sharp(readFileSync(FACE)).resize(290, 290).toBuffer(), left: 175, top: 170 },
      { input: await small('person-b.jpg'), left: 95, top: 20 },
      { input: await small('person-c.jpg'), left: 480, top: 35 },
    ])
    .jpeg({ quality: 92 })
    .toFile(GROUP_JPEG);
  await makeFakeCameraFile(GROUP_JPEG, GROUP_CLIP);
}

/** A paid member on the checklist hub, with a passport number typed. */
async function toHub(page: Page, request: Parameters<typeof newMember>[1], name: string) {
  await newMember(page, request, name);
  await payKycFee(page, request);
  await page.goto('/kyc/capture');
  await chooseApplicant(page, 'An individual');
  await page.getByLabel('Country').selectOption('nigeria');
  await continueStep(page);
  await page.getByLabel('International Passport Number').check();
  await continueStep(page);
  await page.getByRole('textbox', { name: 'International Passport Number' }).fill(holder.number);
  await continueStep(page);
  await heading(page, 'Complete your KYC checklist');
}

test.beforeAll(async () => {
  await groupFrame();
});

test('a blurred document and a passport page without its MRZ are flagged before submission', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await toHub(page, request, 'Bola');
  await page.getByRole('button', { name: /^Document/ }).click();
  await page.getByLabel('Passport').check();
  await continueStep(page);
  await heading(page, 'Photograph your Passport');

  const good = await passportJpeg(holder);
  const { width, height } = await sharp(good).metadata();
  const blurred = await sharp(good).blur(6).jpeg().toBuffer();
  // The page with its two machine-readable lines covered by paper.
  const band = Math.round(height! * 0.3);
  const noMrz = await sharp(good)
    .composite([
      {
        input: {
          create: { width: width!, height: band, channels: 3, background: '#f7f8f4' },
        },
        left: 0,
        top: height! - band,
      },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();

  await uploadPhoto(page, 'Document Front', blurred, { keepIfFlagged: false });
  let box = await photoCheck(page, 'Document Front');
  await expect(box.getByText('Your document front needs another try')).toBeVisible();
  await expect(box.getByText(/This photo is blurred/)).toBeVisible();
  await expect(box.getByRole('button', { name: 'Retake photo' })).toBeVisible();
  await expectAccessible(page, 'blurred document flagged');
  await screens(page, 'precheck-blurred-document');

  await uploadPhoto(page, 'Document Front', noMrz, { keepIfFlagged: false });
  box = await photoCheck(page, 'Document Front');
  await expect(box.getByText(/cannot read the two lines of letters and <<</)).toBeVisible();
  await expect(box.getByText(/This photo is blurred/)).toHaveCount(0);
  await screens(page, 'precheck-passport-no-mrz');

  await uploadPhoto(page, 'Document Front', good, { keepIfFlagged: false });
  box = await photoCheck(page, 'Document Front');
  await expect(box.getByText('Photo checked: sharp, well lit and readable.')).toBeVisible();
  await expectAccessible(page, 'passport page checked');
  await screens(page, 'precheck-passport-ok');
  await continueStep(page);
  await expect(page.getByRole('button', { name: /^Document.*Done/ })).toBeVisible();
});

test.describe('a group selfie', () => {
  test.use({ clip: GROUP_CLIP });

  test('is flagged at capture, and Continue is the one next action', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await toHub(page, request, 'Uche');
    await page.getByRole('button', { name: /^Selfie/ }).click();
    await heading(page, 'Take a live selfie');
    await takePhoto(page, 'Selfie', { keepIfFlagged: false });
    // No "Use this photo" step: the photo is taken, and only Continue is primary.
    await expect(page.getByRole('button', { name: 'Use this photo' })).toHaveCount(0);
    const box = await photoCheck(page, 'Selfie');
    await expect(box.getByText('Your selfie needs another try')).toBeVisible();
    await expect(box.getByText(/We can see more than one face/)).toBeVisible();
    await expectAccessible(page, 'group selfie flagged');
    await screens(page, 'precheck-group-selfie');
    // Retake opens the camera again, in place.
    await box.getByRole('button', { name: 'Retake photo' }).click();
    await expect(box.getByRole('button', { name: 'Capture photo' })).toBeEnabled();
    await box.getByRole('button', { name: 'Cancel' }).click();
    // The photo taken is still there, and it holds Continue (issue 37) until the member keeps
    // it by an explicit choice: then Continue goes on, with no "Take or upload a selfie".
    await expect(box.getByText('Needs a retake')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
    await box.getByRole('button', { name: 'Keep this photo anyway' }).click();
    await expect(box.getByText('Kept anyway')).toBeVisible();
    await continueStep(page);
    await expect(page.getByRole('button', { name: /^Selfie.*Done/ })).toBeVisible();
  });
});
