import { expect, type APIRequestContext } from '@playwright/test';
import { apiMember, apiPayFee, bearer, type ApiMember } from './backoffice';
import { runVouch } from './cli';
import { FACE, faceJpeg } from './fake-camera';
import { passportJpeg } from './passport';

const dataUrl = (b: Buffer) => `data:image/jpeg;base64,${b.toString('base64')}`;

/**
 * A member verified on a passport that expires in ten days (issue 50): submitted through the
 * API with a passport whose MRZ says so, approved by the operator CLI once the checks have read
 * it. Their dashboard offers the renewal page; `passport` is the image sent.
 */
export async function approvedWithExpiringPassport(
  request: APIRequestContext,
  firstName: string,
): Promise<ApiMember & { passport: Buffer }> {
  const member = await apiMember(request, firstName, 'Okafor', '14-03-1992');
  await apiPayFee(request, member.token);
  const expires = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const number = `A${String(Date.now()).slice(-8)}`;
  const passport = await passportJpeg({
    surname: 'OKAFOR',
    givenNames: firstName.toUpperCase(),
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
  return { ...member, passport };
}
