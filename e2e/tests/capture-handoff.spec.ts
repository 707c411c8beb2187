import path from 'node:path';
import { devices, expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import config from '../playwright.config';
import { expectAccessible } from '../support/axe';
import { makeFakeCameraFile, withFakeCamera } from '../support/fake-camera';
import {
  chooseApplicant,
  continueStep,
  heading,
  newMember,
  payKycFee,
  photoCheck,
} from '../support/kyc';
import { DESKTOP, PHONE } from '../support/screens';

/**
 * "Continue on your phone" (issue 17, item 4): a member on a computer reaches the selfie step,
 * opens the hand-off, and a phone (a second browser, 390 px, with a fake camera) opens the link
 * read from the page, takes the selfie and sends it; the computer shows it arrive by itself. A
 * second open of the same link is refused with a clear message.
 */
const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];

/** A screenshot for a person to look at, when SCREENS_DIR names a folder. */
async function shot(page: import('@playwright/test').Page, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

test.beforeAll(async () => {
  // Before the phone's browser starts: Chromium reads the clip when it launches.
  await makeFakeCameraFile();
});

test('a computer hands the selfie to a phone and sees the photo arrive', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const computer = await browser.newContext({ ...desktop, viewport: DESKTOP, baseURL });
  const page = await computer.newPage();
  const phoneBrowser = await playwright.chromium.launch(
    withFakeCamera(config.use?.launchOptions ?? {}),
  );
  const phone = await phoneBrowser.newContext({ ...desktop, viewport: PHONE, baseURL });

  try {
    await newMember(page, request, 'Ngozi');
    await payKycFee(page, request);
    await page.goto('/kyc/capture');
    await chooseApplicant(page, 'An individual');
    await page.getByLabel('Country').selectOption('nigeria');
    await continueStep(page);
    await page.getByLabel('International Passport Number').check();
    await continueStep(page);
    await page.getByRole('textbox', { name: 'International Passport Number' }).fill('A23456789');
    await continueStep(page);
    await page.getByRole('button', { name: /^Selfie/ }).click();
    await heading(page, 'Take a live selfie');

    const link =
      await test.step('the computer makes a link: QR code and copyable link', async () => {
        await page.getByRole('button', { name: 'Continue on your phone' }).click();
        const dialog = page.getByRole('dialog', { name: 'Continue on your phone' });
        await expect(dialog.getByText('Waiting for your phone…')).toBeVisible();
        const qr = dialog.getByRole('img', { name: 'QR code of the link to open on your phone' });
        await expect(qr).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
        await expect(dialog.getByText(/Works once, until \d{2}:\d{2}/)).toBeVisible();
        const text = (await dialog.getByTestId('handoff-link').textContent())!.trim();
        expect(text).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/capture\/continue#[A-Za-z0-9_-]{43}$/);
        // The QR code is the link: the same encoder, the same options, the same picture.
        const src = (await qr.getAttribute('src'))!;
        const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
        expect(svg).toBe(
          await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
        );
        await expectAccessible(page, 'hand-off dialog on the computer');
        await shot(page, 'handoff-desktop-waiting');
        return text;
      });

    const mobile = await phone.newPage();
    await test.step('the phone opens the link and shows only the selfie step', async () => {
      await mobile.goto(link);
      await expect(
        mobile.getByRole('heading', { level: 1, name: 'Take a live selfie' }),
      ).toBeVisible();
      await expect(mobile.getByText('On your phone · Step: Selfie')).toBeVisible();
      // The secret is taken out of the address bar once read.
      expect(new URL(mobile.url()).hash).toBe('');
      // Nothing of the account: no menu, no dashboard links.
      await expect(mobile.getByRole('link', { name: /Dashboard/ })).toHaveCount(0);
      const dialog = page.getByRole('dialog', { name: 'Continue on your phone' });
      await expect(dialog.getByText('Your phone opened the link')).toBeVisible();
      await shot(page, 'handoff-desktop-opened');
    });

    await test.step('the phone takes the selfie and sends it', async () => {
      // A photo, not the live check (which has its own journey, liveness.spec.ts).
      await mobile.getByRole('button', { name: 'Upload a photo instead' }).click();
      const box = mobile.getByRole('group', { name: 'Selfie' });
      await box.getByRole('button', { name: 'Take Photo' }).click();
      // A second browser starting its camera and face models on a busy machine: give it time.
      const capture = box.getByRole('button', { name: 'Capture photo' });
      await expect(capture).toBeEnabled({ timeout: 45_000 });
      await capture.click();
      await expect(box.getByRole('img', { name: 'Selfie' })).toBeVisible();
      await expect(box.getByText('Added')).toBeVisible();
      await photoCheck(mobile, 'Selfie');
      await expectAccessible(mobile, 'phone capture step');
      await shot(mobile, 'handoff-phone-selfie');
      await mobile.getByRole('button', { name: 'Send to my computer' }).click();
      await expect(
        mobile.getByRole('heading', { name: 'Done — you can go back to your computer' }),
      ).toBeVisible();
      await expectAccessible(mobile, 'phone done');
      await shot(mobile, 'handoff-phone-done');
    });

    await test.step('the computer shows the photo from the phone, without a reload', async () => {
      const dialog = page.getByRole('dialog', { name: 'Continue on your phone' });
      await expect(dialog.getByText('Photos received from your phone')).toBeVisible({
        timeout: 15_000,
      });
      await expectAccessible(page, 'photos received on the computer');
      await shot(page, 'handoff-desktop-received');
      await dialog.getByRole('button', { name: 'Done' }).click();
      const selfie = page.getByRole('group', { name: 'Selfie' });
      await expect(selfie.getByRole('img', { name: 'Selfie' })).toBeVisible();
      await expect(selfie.getByText('Added')).toBeVisible();
      await expect(page.getByText('Photos received from your phone')).toBeVisible();
      await shot(page, 'handoff-desktop-selfie-step');
      // Only computers are offered the hand-off: at phone width the link is not there.
      await page.setViewportSize(PHONE);
      await expect(page.getByRole('button', { name: 'Continue on your phone' })).toHaveCount(0);
      await page.setViewportSize(DESKTOP);
      await continueStep(page);
      await expect(page.getByRole('button', { name: /^Selfie.*Done/ })).toBeVisible();
    });

    await test.step('a second open of the same link is refused', async () => {
      const again = await phone.newPage();
      await again.goto(link);
      await expect(
        again.getByRole('heading', { level: 1, name: 'This link cannot be used' }),
      ).toBeVisible();
      await expect(
        again.getByText('This link has already been used. Make a new one on your computer.'),
      ).toBeVisible();
      await expectAccessible(again, 'used link on the phone');
      await shot(again, 'handoff-phone-used');
    });
  } finally {
    await phoneBrowser.close();
    await computer.close();
  }
});
