import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { runVouch } from './cli';
import { FACE, faceJpeg } from './fake-camera';
import { PASSWORD } from './kyc';
import { latestMail, linkIn } from './mailbox';
import { registerMember, uniquePhone } from './members';

/** The back-office journeys' helpers: members made and KYC submitted through the API. */

export const STAFF_PASSWORD = 'Revi3w!er';

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
): Promise<ApiMember> {
  const phone = uniquePhone();
  const email = await registerMember(request, { firstName, lastName, phone, whatsapp: phone });
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

/** Submits a national-ID KYC (selfie, front and back) with the BVN; or, with update, resubmits. */
export async function apiSubmitKyc(
  request: APIRequestContext,
  token: string,
  { bvn = '22222222222', update = false, business = 'Amaka Fabrics' } = {},
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
        identity_type: 'bvn',
        identity_number: bvn,
        document_type: 'national_id',
        business_name: business,
        business_number: 'RC 1234567',
        document_file: { f: front, b: back },
        portrait_file: { old_capture: null, new_capture: selfie },
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

/** Logs a staff member in through the login screen. */
export async function staffLogIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}
