import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { createStaff, staffLogIn, STAFF_PASSWORD } from '../support/backoffice';
import { screens } from '../support/screens';

/**
 * The hardening issue's preferred staff factor: a reviewer who set up TOTP adds a passkey on the
 * Security page (Chromium's virtual authenticator stands in for a fingerprint reader), and the
 * next sign-in asks for the passkey instead of a code. WebAuthn needs a host name, so the app is
 * opened as localhost.
 */
test('a reviewer adds a passkey and signs in with it', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL!.replace('127.0.0.1', 'localhost');
  const reviewer = `pat.${Date.now()}@vouch.test`;
  await createStaff(reviewer);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await staffLogIn(page, reviewer, origin);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText('You have no passkey yet.')).toBeVisible();
  await page.getByLabel('Name for this passkey').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added. Next time, sign in with it.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop');
  await expectAccessible(page, 'security page');
  await screens(page, 'backoffice-security');

  // Sign out, then in again: the passkey is asked for, and opens the back office.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email address').fill(reviewer);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expectAccessible(page, 'passkey prompt');
  await screens(page, 'second-factor-passkey');
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  // The authenticator holds one credential for localhost, and it has signed in once.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.rpId).toBe('localhost');
  expect(credentials[0]!.signCount).toBeGreaterThan(0);
});
