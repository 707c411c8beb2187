import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { apiMember, apiPayFee, bearer } from '../support/backoffice';
import { runVouch } from '../support/cli';
import { faceJpeg, FACE } from '../support/fake-camera';
import { logIn } from '../support/kyc';
import { passportJpeg } from '../support/passport';
import { PHONE, screens } from '../support/screens';

const dataUrl = (b: Buffer) => `data:image/jpeg;base64,${b.toString('base64')}`;

/**
 * Issue 50, documents that expire: a member verified on a passport that expires in ten days is
 * told so on the dashboard and opens the renewal page (the new passport and a live selfie). The
 * renewal itself needs a live capture this fake camera cannot make (a still photo never moves):
 * its success, refusals and the lapse after the grace period are the API suite's
 * (document-expiry.test.ts); this journey shows the screens a member reads, on a phone.
 */
test('a passport about to expire: the dashboard says so and leads to the renewal page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await apiMember(request, 'Adaeze', 'Okafor', '14-03-1992');
  await apiPayFee(request, member.token);
  const expires = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const number = `A${String(Date.now()).slice(-8)}`;
  const passport = await passportJpeg({
    surname: 'OKAFOR',
    givenNames: 'ADAEZE',
    number,
    birthDate: '1992-03-14',
    expirationDate: expires,
  });
  const submitted = await request.post('/api/v1/kyc/create-new-kyc', {
    headers: bearer(member.token),
    data: {
      applicant_type: 'individual',
      country: 'nigeria',
      identity_type: 'passport',
      identity_number: number,
      document_type: 'passport',
      document_file: { f: dataUrl(passport), b: null },
      portrait_file: { old_capture: null, new_capture: dataUrl(await faceJpeg(FACE, 600, 600)) },
      biometric_consent: true,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  // The expiry is what the checks read from the MRZ: a reviewer decides once they ran.
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get('/api/v1/kyc/fetch-kyc-info', { headers: bearer(member.token) })
          ).json()) as { msg: { info: { decision: { checking: boolean } | null } } }
        ).msg.info.decision?.checking,
      { timeout: 60_000 },
    )
    .toBe(false);
  expect(await runVouch(['kyc-decision', '--email', member.email, '--approve'])).toContain(
    'approved',
  );

  await page.setViewportSize(PHONE);
  await logIn(page, member.email);
  const notice = page.getByRole('status').filter({ hasText: 'Your passport expires soon' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('You do not pay again.');
  await expectAccessible(page, 'dashboard with a passport to renew');
  await screens(page, 'renewal-dashboard');

  await notice.getByRole('link', { name: 'Renew my passport' }).click();
  await expect(page.getByRole('heading', { name: 'Renew your passport', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Your new passport' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2. A live selfie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start live check' })).toBeVisible();
  // Nothing is sent before both are there.
  await expect(page.getByRole('button', { name: 'Send my new passport' })).toBeDisabled();
  await expect(page.getByLabel('Your passport on record')).toContainText('Verified until');
  await expectAccessible(page, 'renewal page');
  await screens(page, 'renewal-page');
});
