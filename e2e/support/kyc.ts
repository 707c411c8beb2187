import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { runVouch } from './cli';
import { latestMail, linkIn } from './mailbox';
import { uniquePhone } from './members';

export const PASSWORD = 'Kola!nut42';

/** Registers (API), verifies the e-mail from the dev outbox and logs in through the UI. */
export async function newMember(page: Page, request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const phone = uniquePhone();
  const res = await request.post('/api/v1/auth/register', {
    data: {
      first_name: firstName,
      last_name: 'Okafor',
      email_address: email,
      phone_number: phone,
      whatsapp_number: phone,
      gender: 'female',
      dob: '14-03-1992',
      country: 'nigeria',
      password: PASSWORD,
      ip_address: '{ip}',
    },
  });
  expect(res.status()).toBe(200);
  await page.goto(linkIn(await latestMail(request, email, 'Verify your e-mail')));
  await expect(page.getByText('Email Verified Successfully!')).toBeVisible();
  await logIn(page, email);
  return email;
}

export async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

/** Pays the KYC fee through the sandbox with the bearer token of the UI login. */
export async function payKycFee(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('vouch.authToken'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const init = await request.post('/api/v1/transaction/initiate-payment', { headers, data: {} });
  expect(init.status()).toBe(200);
  const ref = ((await init.json()) as { msg: { ref_number: string } }).msg.ref_number;
  const done = await request.post('/api/v1/sandbox/checkout/complete', {
    headers,
    data: { ref_number: ref, method: 'card', outcome: 'successful' },
  });
  expect(done.status()).toBe(200);
  const confirm = await request.post('/api/v1/transaction/create-new-transaction', {
    headers,
    data: {
      ref_number: ref,
      amount: 5000,
      reason: 'KYC VERIFICATION PAYMENT',
      payment_type: 'CARD',
      status: 'paid',
    },
  });
  expect(confirm.status()).toBe(200);
}

/** The operator's decision through the CLI, against the e2e server's data folder. */
export async function rejectKyc(email: string, reason: string) {
  const stdout = await runVouch(['kyc-decision', '--email', email, '--reject', reason]);
  expect(stdout).toContain('rejected');
}

/**
 * Takes a photo with Chromium's fake camera inside one photo group ('Selfie', 'Document Front'):
 * Capture puts it in place at once (no separate "use this photo" step), then the server checks it.
 * A photo the check flags holds Continue (issue 37): unless the spec looks at the flag itself
 * (`keepIfFlagged: false`), the member keeps it anyway, as the journeys before that rule did.
 */
export async function takePhoto(page: Page, group: string, { keepIfFlagged = true } = {}) {
  if (group === 'Selfie') await selfieByPhoto(page);
  const box = page.getByRole('group', { name: group });
  await box.getByRole('button', { name: /^(Take Photo|Retake photo)$/ }).click();
  const capture = box.getByRole('button', { name: 'Capture photo' });
  await expect(capture).toBeEnabled();
  await capture.click();
  await expect(box.getByRole('img', { name: group })).toBeVisible();
  await expect(box.getByRole('button', { name: 'Retake photo' })).toBeVisible();
  if (keepIfFlagged) await settlePhoto(page, group);
}

/** The server's check at capture under one photo group, once it has answered. */
export async function photoCheck(page: Page, group: string) {
  const box = page.getByRole('group', { name: group });
  await expect(box.getByText('Checking your photo…')).toHaveCount(0, { timeout: 20_000 });
  return box;
}

/** Waits for the check; a flagged photo is kept by the member's explicit choice. */
export async function settlePhoto(page: Page, group: string) {
  const box = await photoCheck(page, group);
  const keep = box.getByRole('button', { name: 'Keep this photo anyway' });
  if ((await keep.count()) > 0) await keep.click();
  await expect(box.getByText(/^(Added|Kept anyway|On file)$/)).toBeVisible();
}

/** Uploads a JPEG into one photo group (kept if flagged, as takePhoto). */
export async function uploadPhoto(
  page: Page,
  group: string,
  buffer: Buffer,
  { keepIfFlagged = true } = {},
) {
  if (group === 'Selfie') await selfieByPhoto(page);
  const box = page.getByRole('group', { name: group });
  await box
    .getByLabel('Upload a photo')
    .setInputFiles({ name: `${group}.jpg`, mimeType: 'image/jpeg', buffer });
  await expect(box.getByRole('img', { name: group })).toBeVisible();
  if (keepIfFlagged) await settlePhoto(page, group);
}

/**
 * The wizard's selfie step opens on the live check (issue 45); journeys about photos choose
 * "Upload a photo instead", as a member without a working camera would. The live check has its
 * own journey (liveness.spec.ts).
 */
export async function selfieByPhoto(page: Page) {
  const instead = page.getByRole('button', { name: 'Upload a photo instead' });
  const byPhoto = page.getByRole('heading', { level: 2, name: 'Add a selfie photo' });
  // The live check's button comes once the step knows the camera: wait for one or the other,
  // never count before it is there (a loaded machine renders it a moment after the heading).
  await expect(instead.or(byPhoto).first()).toBeVisible();
  if (await instead.isVisible()) await instead.click();
  await expect(byPhoto).toBeVisible();
}

export async function continueStep(page: Page) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The wizard's first question (issue 17): 'An individual' or 'A business'. */
export async function chooseApplicant(page: Page, kind: 'An individual' | 'A business') {
  await heading(page, 'Who are you verifying?');
  await page.getByLabel(kind).check();
  await continueStep(page);
}

/** A wizard step's title (each step has one <h2>). */
export async function heading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Back on /kyc after submitting: the KYC information view says it is under review. */
export async function expectUnderReview(page: Page) {
  await page.waitForURL('**/kyc');
  await expect(page.getByText('CURRENTLY UNDER REVIEW')).toBeVisible();
}

/** The review step: consent to biometric processing (required since issue 16), then submit. */
export async function submitForReview(page: Page) {
  await page.getByRole('checkbox', { name: /processes my photos and face data/ }).check();
  await page.getByRole('button', { name: 'Submit for Review' }).click();
}
