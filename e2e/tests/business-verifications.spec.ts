import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from '../support/axe';
import { apiMember, createStaff, staffLogIn } from '../support/backoffice';
import { businessWithKey, SHOP } from '../support/business';
import { runVouch } from '../support/cli';
import { PASSWORD } from '../support/kyc';
import { PHONE, screens } from '../support/screens';

/**
 * Issue 49, business verifications (KYB): a lender verifies a merchant (RC 1234567, the sandbox's
 * two directors). One director already on Vouch consents through the API; the other answers his
 * link on a phone at 390 px; a reviewer decides in the back office's queue; the lender's console
 * shows the business verified with both its people.
 */
test('a merchant, its two directors (one on a phone), a reviewer’s approval, the lender’s console', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { org, key, owner } = await businessWithKey(request, baseURL!, 'live');
  const auth = { authorization: `Bearer ${key}` };
  // The registry's directors: ADAEZE OKAFOR (born 14-03-1992) and CHINEDU EZE (born 02-11-1988),
  // both verified Vouch members already.
  const adaeze = await apiMember(request, 'Adaeze', 'Okafor');
  const chinedu = await apiMember(request, 'Chinedu', 'Eze', '02-11-1988');
  for (const m of [adaeze, chinedu])
    expect(await runVouch(['set-status', '--email', m.email, '--status', 'VERIFIED'])).toContain(
      'VERIFIED',
    );

  const made = await request.post('/api/business/v1/business-verifications', {
    headers: { ...auth, 'idempotency-key': `kyb-${Date.now()}` },
    data: {
      registration_number: 'RC 1234567',
      name: 'Amaka Fabrics',
      redirect_url: `${SHOP}/kyb/thanks`,
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const bv = (await made.json()) as {
    id: string;
    status: string;
    people: { first_name: string; verification_url: string }[];
  };
  expect(bv.status).toBe('pending_people');
  // The lender sends the merchant's CAC certificate (a photo of it) for the reviewer.
  const certificate = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640"><rect width="900" height="640" fill="#f6f1e3"/><rect x="20" y="20" width="860" height="600" fill="none" stroke="#0f4c5c" stroke-width="6"/><text x="450" y="170" font-size="40" text-anchor="middle" font-family="serif">CERTIFICATE OF INCORPORATION</text><text x="450" y="300" font-size="34" text-anchor="middle" font-family="serif">AMAKA FABRICS NIGERIA LIMITED</text><text x="450" y="400" font-size="30" text-anchor="middle" font-family="serif">RC 1234567</text></svg>`,
    ),
  )
    .png()
    .toBuffer();
  const sent = await request.post(`/api/business/v1/business-verifications/${bv.id}/documents`, {
    headers: auth,
    data: {
      kind: 'cac_certificate',
      file: `data:image/png;base64,${certificate.toString('base64')}`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const linkOf = (first: string) =>
    new URL(bv.people.find((p) => p.first_name === first)!.verification_url).pathname;

  // Adaeze consents through the API (she is done in one step).
  const allowed = await request.post(
    `/api/v1${linkOf('ADAEZE').replace('/verify/', '/verification-sessions/')}/consent`,
    {
      headers: { authorization: `Bearer ${adaeze.token}` },
      data: { decision: 'allow' },
    },
  );
  expect(allowed.status(), await allowed.text()).toBe(200);

  // Chinedu answers his link on a phone: signs in, reads who asks and why, allows.
  await page.route(`${SHOP}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Kano Kicks</title><h1>Thank you, director</h1></html>',
    }),
  );
  await page.setViewportSize(PHONE);
  await page.goto(linkOf('CHINEDU'));
  await page.getByRole('link', { name: 'Sign in with a password' }).click();
  await page.getByLabel('Email address').fill(chinedu.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByText('Confirm you are CHINEDU EZE of AMAKA FABRICS NIGERIA LIMITED'),
  ).toBeVisible();
  await expect(page.getByTestId('shared-date_of_birth')).toHaveText(/1988/);
  await expectAccessible(page, 'a director’s consent');
  await screens(page, 'kyb-director-consent');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(`${SHOP}/kyb/thanks?session_id=**`);
  await expect(page.getByRole('heading', { name: 'Thank you, director' })).toBeVisible();

  const read = async () =>
    (await (
      await request.get(`/api/business/v1/business-verifications/${bv.id}`, { headers: auth })
    ).json()) as {
      status: string;
    };
  expect((await read()).status).toBe('in_review');

  // A reviewer decides in the back office's queue.
  const reviewer = `kyb.reviewer.${Date.now()}@vouch.example`;
  await createStaff(reviewer);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffLogIn(page, reviewer);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: /Business verifications/ })
    .click();
  const card = page
    .getByRole('region', { name: /Amaka Fabrics · RC 1234567/ })
    .filter({ hasText: org.name });
  await card.getByRole('button', { name: 'Open case' }).click();
  await expect(card.getByText('AMAKA FABRICS NIGERIA LIMITED')).toBeVisible();
  await expect(
    card.getByRole('list', { name: 'People' }).getByText('Verified', { exact: true }),
  ).toHaveCount(2);
  // The certificate the lender sent, beside the registry's record.
  await expect(
    card.getByRole('img', {
      name: 'CAC certificate of incorporation or registration of AMAKA FABRICS NIGERIA LIMITED, page 1 of 1',
    }),
  ).toBeVisible();
  await expectAccessible(page, 'the KYB queue, a case opened');
  await screens(page, 'backoffice-kyb-case');
  await card
    .getByLabel('Reason (the business reads it)')
    .fill('Registry, directors and lists agree');
  await card.getByRole('button', { name: 'Approve business' }).click();
  await expect(page.getByText('Business verified: Amaka Fabrics (RC 1234567)')).toBeVisible();
  expect((await read()).status).toBe('approved');

  // The lender's console, on a phone: verified, both people (the owner's session, passed its
  // second factor through the API, as the app keeps it).
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await phone.goto('/');
  await phone.evaluate((t) => localStorage.setItem('vouch.authToken', t), owner.token);
  await phone.goto('/business/business-verifications');
  await phone.getByRole('radio', { name: 'Live' }).click();
  await expect(phone.getByText('2 of 2 verified')).toBeVisible();
  await phone.getByRole('button', { name: 'Details of Amaka Fabrics' }).click();
  await expect(phone.getByText('Registry, directors and lists agree')).toBeVisible();
  await expect(phone.getByText('Your documents (1)')).toBeVisible();
  // The PDF report for the lender's compliance file.
  const saved = phone.waitForEvent('download');
  await phone.getByRole('button', { name: 'Download PDF report' }).click();
  expect((await saved).suggestedFilename()).toBe(`vouch-kyb-RC-1234567-${bv.id}.pdf`);
  await expectAccessible(phone, 'the console’s business verifications');
  await screens(phone, 'console-kyb');
});
