import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { bearer, createStaff, staffLogIn } from '../support/backoffice';
import { FACE, faceJpeg } from '../support/fake-camera';
import { logIn } from '../support/kyc';
import { ownServer } from '../support/own-server';
import { approvedWithExpiringPassport } from '../support/renewal';
import { PHONE, screens } from '../support/screens';

const dataUrl = (b: Buffer) => `data:image/jpeg;base64,${b.toString('base64')}`;

/**
 * Issue 50, documents that expire: a member verified on a passport that expires in ten days is
 * told so on the dashboard and opens the renewal page (the new document and a live selfie). A
 * live capture in the browser needs head movements this fake camera cannot make (a still photo
 * never moves): the renewal is sent as the page sends it, with a live capture through the API on
 * a server of its own whose checker is the sandbox (any single-face frames pass). A driver's
 * licence waits for a reviewer, who reads its date on a phone and approves. The machine-read
 * passport, refusals and the lapse after the grace period are the API suite's
 * (document-expiry.test.ts).
 */
test.describe.configure({ mode: 'serial' });
const server = ownServer(Number(process.env.E2E_PORT ?? 3100) + 8, {
  LIVENESS_CHECKER: 'sandbox',
});
test.use({ baseURL: server.baseURL });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  await server.start();
});
test.afterAll(() => server.stop());
test('a document about to expire: the dashboard says so; a driver’s licence sent to renew it, a reviewer approves it on a phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const member = await approvedWithExpiringPassport(request, 'Adaeze');
  const { passport } = member;

  await page.setViewportSize(PHONE);
  await logIn(page, member.email);
  const notice = page.getByRole('status').filter({ hasText: 'Your ID document expires soon' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('You do not pay again.');
  await expectAccessible(page, 'dashboard with a passport to renew');
  await screens(page, 'renewal-dashboard');

  await notice.getByRole('link', { name: 'Renew my document' }).click();
  await expect(
    page.getByRole('heading', { name: 'Renew your ID document', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Your new document' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2. A live selfie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start live check' })).toBeVisible();
  // Nothing is sent before both are there.
  await expect(page.getByRole('button', { name: 'Send my new document' })).toBeDisabled();
  await expect(page.getByLabel('Your document on record')).toContainText('Verified until');
  await expectAccessible(page, 'renewal page');
  await screens(page, 'renewal-page');

  // A new driver's licence and a live selfie, sent as the page sends them.
  const selfie = dataUrl(await faceJpeg(FACE.replace('person-a-1', 'person-a-3')));
  const live = await request.post('/api/v1/kyc/liveness-sessions', {
    headers: bearer(member.token),
  });
  expect(live.status(), await live.text()).toBe(200);
  const session = ((await live.json()) as { msg: { id: string } }).msg;
  const answered = await request.post(`/api/v1/kyc/liveness-sessions/${session.id}/frames`, {
    headers: bearer(member.token),
    data: { frames: [0, 1, 2, 3].map((i) => ({ at: i * 700, image: selfie })) },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const renewed = await request.post('/api/v1/kyc/renew-document', {
    headers: bearer(member.token),
    data: {
      document_type: 'drivers_licence',
      document_file: dataUrl(passport),
      liveness_session_id: session.id,
    },
  });
  expect(await renewed.json()).toEqual({
    status: 200,
    msg: { status: 'pending', expires_on: null },
  });
  await page.goto('/dashboard');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your new document is with a reviewer' }),
  ).toBeVisible();
  await screens(page, 'renewal-pending');

  // A reviewer, on a phone: the new licence beside both selfies; the date read off it.
  const reviewerEmail = `renewals.${Date.now()}@example.com`;
  await createStaff(reviewerEmail);
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await staffLogIn(phone, reviewerEmail);
  await phone.goto('/backoffice/document-renewals');
  const card = phone.getByRole('region', { name: 'Adaeze Okafor' });
  await expect(card.getByRole('img', { name: 'New document of Adaeze Okafor' })).toBeVisible();
  await expect(
    card.getByRole('img', { name: 'Selfie approved before of Adaeze Okafor' }),
  ).toBeVisible();
  await expectAccessible(phone, 'document renewals');
  await screens(phone, 'backoffice-renewals');
  await card.getByLabel('Expiry date on the document').fill('2031-06-30');
  await card.getByRole('button', { name: 'Approve with this date' }).click();
  await expect(
    phone.getByText('Renewal approved: the member is verified on the new document: Adaeze Okafor'),
  ).toBeVisible();
  await phone.context().close();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Adaeze' })).toBeVisible();
  await expect(page.getByText('Your new document is with a reviewer')).toHaveCount(0);
  await expect(page.getByText('Your ID document expires soon')).toHaveCount(0);
});
