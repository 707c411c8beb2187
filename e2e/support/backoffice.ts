import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { runVouch } from './cli';
import { FACE, faceJpeg } from './fake-camera';
import { PASSWORD } from './kyc';
import { latestMail, linkIn } from './mailbox';
import { registerMember, uniquePhone } from './members';

/** The back-office journeys' helpers: members made and KYC submitted through the API. */

export const STAFF_PASSWORD = 'Revi3w!er-2026';

export interface ApiMember {
  email: string;
  token: string;
  uuid: string;
}

async function msgOf<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { msg: T };
  expect(res.status(), JSON.stringify(body)).toBe(200);
  return body.msg;
}

/** Logs in through the API; returns the bearer token. */
export async function apiLogIn(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/v1/auth/login', {
    data: { email_address: email, password, ip_address: '{ip}' },
  });
  return (await msgOf<{ authToken: string }>(res)).authToken;
}

/** Registers, confirms the e-mail from the dev outbox and logs in, all through the API. */
export async function apiMember(
  request: APIRequestContext,
  firstName: string,
  lastName = 'Okafor',
  dob?: string,
): Promise<ApiMember> {
  const phone = uniquePhone();
  const email = await registerMember(request, { firstName, lastName, phone, whatsapp: phone, dob });
  const link = new URL(linkIn(await latestMail(request, email, 'Verify your e-mail')));
  const confirm_token = link.searchParams.get('token') ?? link.searchParams.get('confirm_token');
  await msgOf(
    await request.post('/api/v1/account/verify-account-email-address', { data: { confirm_token } }),
  );
  const token = await apiLogIn(request, email);
  const info = await request.get('/api/v1/account/info', { headers: bearer(token) });
  const uuid = (await msgOf<{ uuid: string }>(info)).uuid;
  return { email, token, uuid };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Pays the KYC fee through the sandbox checkout. */
export async function apiPayFee(request: APIRequestContext, token: string) {
  const headers = bearer(token);
  const init = await request.post('/api/v1/transaction/initiate-payment', { headers, data: {} });
  const { ref_number } = await msgOf<{ ref_number: string }>(init);
  await msgOf(
    await request.post('/api/v1/sandbox/checkout/complete', {
      headers,
      data: { ref_number, method: 'card', outcome: 'successful' },
    }),
  );
  await msgOf(
    await request.post('/api/v1/transaction/create-new-transaction', {
      headers,
      data: {
        ref_number,
        amount: 5000,
        reason: 'KYC VERIFICATION PAYMENT',
        payment_type: 'CARD',
        status: 'paid',
      },
    }),
  );
}

async function jpegDataUrl(image: string, width?: number, height?: number) {
  return `data:image/jpeg;base64,${(await faceJpeg(image, width, height)).toString('base64')}`;
}

/** A BVN lookup (the sandbox's 22222222222 is the member, 22222222223 someone else). */
export async function apiLookUpBvn(request: APIRequestContext, token: string, bvn: string) {
  await msgOf(
    await request.post('/api/v1/account/verify-identification-number', {
      headers: bearer(token),
      data: { id_type: 'bvn', id_number: bvn },
    }),
  );
}

/** Submits a national-ID KYC (selfie, front and back) with the BVN (or a NIN); with update, resubmits. */
export async function apiSubmitKyc(
  request: APIRequestContext,
  token: string,
  {
    bvn = '22222222222',
    /** Issue 48: a NIN submission (`bvn` is then the NIN). */
    idType = 'bvn',
    update = false,
    business = 'Amaka Fabrics',
    businessNumber = 'RC 1234567',
  } = {},
) {
  const [selfie, front, back] = await Promise.all([
    jpegDataUrl(FACE, 600, 600),
    jpegDataUrl(FACE.replace('person-a-1', 'person-a-2')),
    jpegDataUrl(FACE.replace('person-a-1', 'person-c')),
  ]);
  const path = update ? '/api/v1/kyc/update-kyc-info' : '/api/v1/kyc/create-new-kyc';
  await msgOf(
    await request.post(path, {
      headers: bearer(token),
      data: {
        country: 'nigeria',
        identity_type: idType,
        identity_number: bvn,
        document_type: 'national_id',
        business_name: business,
        business_number: businessNumber,
        document_file: { f: front, b: back },
        portrait_file: { old_capture: null, new_capture: selfie },
        biometric_consent: true,
      },
    }),
  );
}

/** A reviewer or admin made with the operator CLI (`npm run vouch -- create-staff`). */
export async function createStaff(email: string, role: 'reviewer' | 'admin' = 'reviewer') {
  const out = await runVouch([
    'create-staff',
    '--email',
    email,
    '--password',
    STAFF_PASSWORD,
    '--role',
    role,
    '--first-name',
    'Rita',
    '--last-name',
    'Reviewer',
  ]);
  expect(out).toContain(`Created ${role}`);
}

/**
 * The authenticator app of each staff member enrolled in this test process: the TOTP secret
 * and the last 30-second step used (the server takes each code once, so the next sign-in in the
 * same half minute uses the next step's code, as a phone would a moment later).
 */
const authenticators = new Map<string, { secret: string; lastStep: number }>();

const STEP_MS = 30_000;

/** The code an authenticator app shows for this staff member, never one already used. */
export async function totpCodeFor(email: string): Promise<string> {
  const app = authenticators.get(email);
  if (!app) throw new Error(`no authenticator enrolled for ${email} in this test process`);
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, app.lastStep + 1);
  // One step ahead is within the server's drift allowance; further means waiting for it.
  if (step > now + 1)
    await new Promise((r) => setTimeout(r, (step - 1) * STEP_MS - Date.now() + 50));
  app.lastStep = step;
  return new TOTP({ secret: Secret.fromBase32(app.secret) }).generate({
    timestamp: step * STEP_MS,
  });
}

export function rememberAuthenticator(email: string, secret: string) {
  authenticators.set(email, { secret: secret.replace(/\s/g, ''), lastStep: -1 });
}

/**
 * Logs a staff member in through the login screen and passes the second factor on the back
 * office's own screens: the first time by scanning (the key is read off the page) and saving the
 * recovery codes, afterwards with a code from the app. Ends on the back office. `origin` serves
 * the app under another host name (passkeys need a host name, not 127.0.0.1).
 */
export async function staffLogIn(page: Page, email: string, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/backoffice');
  const setUp = page.getByRole('heading', { name: 'Set up your authenticator app' });
  const enter = page.getByRole('heading', { name: 'Enter your code' });
  await expect(setUp.or(enter)).toBeVisible();
  if (await setUp.isVisible()) {
    rememberAuthenticator(email, (await page.getByTestId('totp-secret').textContent()) ?? '');
    await page.getByLabel('Code from your app').fill(await totpCodeFor(email));
    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
  } else {
    await page.getByLabel('6-digit code').fill(await totpCodeFor(email));
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

/** A staff token through the API, with the second factor passed (enrolled the first time). */
export async function apiStaffLogIn(request: APIRequestContext, email: string) {
  const token = await apiLogIn(request, email, STAFF_PASSWORD);
  const headers = bearer(token);
  const status = await msgOf<{ enrolled: boolean }>(
    await request.get('/api/v1/staff/second-factor', { headers }),
  );
  if (!status.enrolled) {
    const { secret } = await msgOf<{ secret: string }>(
      await request.post('/api/v1/staff/second-factor/totp', { headers, data: {} }),
    );
    rememberAuthenticator(email, secret);
    await msgOf(
      await request.post('/api/v1/staff/second-factor/totp/confirm', {
        headers,
        data: { code: await totpCodeFor(email) },
      }),
    );
  } else {
    await msgOf(
      await request.post('/api/v1/staff/second-factor/verify', {
        headers,
        data: { code: await totpCodeFor(email) },
      }),
    );
  }
  return token;
}

/**
 * Approve → Confirm approval on the case view. A case the checks rate high risk (here: the selfie
 * is the sandbox BVN's own portrait, a replay) asks for the reviewer's written reason first.
 */
export async function confirmApproval(page: Page) {
  await page.getByRole('button', { name: 'Approve' }).click();
  const why = page.getByLabel('Why approve this high-risk case?');
  if (await why.isVisible())
    await why.fill('The selfie replays the BVN photo; identity confirmed on a video call.');
  await page.getByRole('button', { name: 'Confirm approval' }).click();
}
