import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { latestMail, linkIn } from '../support/mailbox';
import { screens } from '../support/screens';

/**
 * The first complete thing a newcomer does (foundation issue): register, confirm the e-mail from
 * the dev outbox, log in, edit the profile, change the password, log out, reset the forgotten
 * password and log in with the new one — each screen checked with axe-core.
 */
const email = `ngozi.${Date.now()}@example.com`;
const first = 'Kola!nut42';
const second = 'Newer@Pass77';
const third = 'Fresh@Start88';

async function logIn(page: Page, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

test('a newcomer registers, verifies, manages the account and resets a forgotten password', async ({
  page,
  request,
}) => {
  await test.step('landing → register', async () => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'End-to-end solution for digital identity verification' }),
    ).toBeVisible();
    await expectAccessible(page, 'landing');
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/register');
  });

  await test.step('registration form: messages, then success', async () => {
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
    await expectAccessible(page, 'register with errors');

    await page.getByLabel('First name').fill('Ngozi');
    await page.getByLabel('Last name').fill('Eze');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone number').fill('0803 123 4567');
    await page.getByLabel('WhatsApp number').fill('+234 805 765 4321');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Day', { exact: true }).selectOption('14');
    await page.getByLabel('Month', { exact: true }).selectOption('03');
    await page.getByLabel('Year', { exact: true }).selectOption('1992');
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(first);
    await expect(page.getByText('Password must be at least 6 characters')).toBeHidden();
    await page.getByLabel('Confirm password').fill(first);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByText('Check your e-mail to verify your account')).toBeVisible();
    // Reloaded, the prerendered login screen (no notice) is hydrated, then shows the notice
    // its history entry still holds, without a hydration error.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.reload();
    await expect(page.getByText('Check your e-mail to verify your account')).toBeVisible();
    expect(errors).toEqual([]);
  });

  await test.step('the link from the dev outbox verifies the e-mail', async () => {
    const link = linkIn(await latestMail(request, email, 'Verify your e-mail'));
    expect(link).toContain('/email-verified?token=');
    await page.goto(link);
    await expect(page.getByText('Email Verified Successfully!')).toBeVisible();
    await expect(
      page.getByText(
        'Your email address has been verified. You now have full access to all features.',
      ),
    ).toBeVisible();
    await expectAccessible(page, 'email verified');
    // Opened again (a second click in the mail): verified already, not a failure.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email Already Verified' })).toBeVisible();
    await expect(page.getByText('Verification Failed')).toHaveCount(0);
    await expectAccessible(page, 'email already verified');
    await screens(page, 'email-already-verified');
    await page.goto('/email-verified?token=used-or-wrong');
    await expect(page.getByText('Verification Failed')).toBeVisible();
    await expect(page.getByText('Verification link has expired or is invalid.')).toBeVisible();
  });

  await test.step('log in: a wrong password shows the banner, the right one the dashboard', async () => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expectAccessible(page, 'login failed');
    await page.getByLabel('Password', { exact: true }).fill(first);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ngozi' })).toBeVisible();
    await expect(page.getByText('Login success')).toBeVisible();
    await expectAccessible(page, 'dashboard');
  });

  await test.step('edit the profile for real', async () => {
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await expect(page.getByText('Fee not paid').first()).toBeVisible();
    await expect(page.getByText('14/03/1992')).toBeVisible();
    await expectAccessible(page, 'profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First Name').fill('Ngozika');
    await page.getByLabel('Phone Number').fill('12');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Invalid phone number format')).toBeVisible();
    await expectAccessible(page, 'edit profile modal');
    await page.getByLabel('Phone Number').fill('0809 111 2222');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await page.reload();
    await expect(page.getByText('0809 111 2222')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Ngozika Eze/ })).toBeVisible();
  });

  await test.step('change the password', async () => {
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.getByLabel('Current Password').fill('Wrong#Pass1');
    await page.getByLabel('New Password', { exact: true }).fill(second);
    await page.getByLabel('Confirm New Password').fill(second);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await page.getByLabel('Current Password').fill(first);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expectAccessible(page, 'settings');
  });

  await test.step('log out: the session ends and protected pages send to /login', async () => {
    const token = await page.evaluate(() => localStorage.getItem('vouch.authToken'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    const stored = await page.evaluate(() => [
      localStorage.getItem('vouch.authToken'),
      sessionStorage.getItem('vouch.userInfo'),
    ]);
    expect(stored).toEqual([null, null]);
    const revoked = await request.get('/api/v1/account/info', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(401);
    await page.goto('/profile');
    await page.waitForURL('**/login');
  });

  await test.step('forgot the password: e-mailed code, new password, redirect to login', async () => {
    await page.getByRole('link', { name: "Don't remember your password?" }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectAccessible(page, 'check your email');
    // "I have a reset code": the typed 8-character code goes with the e-mail address, prefilled.
    await page.getByRole('link', { name: 'I have a reset code' }).click();
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Reset code')).toBeVisible();
    await expectAccessible(page, 'reset password with a typed code');
    await screens(page, 'reset-password-typed-code');
    const mail = await latestMail(request, email, 'Reset your Vouch password');
    expect(mail.text_body).toMatch(/Your code: [A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}/);
    // The link alone works too: it asks only for the new password.
    const link = linkIn(mail);
    expect(link).toContain('/reset-password?token=');
    await page.goto(link);
    await expect(page.getByLabel('Reset code')).toHaveCount(0);
    await page.getByLabel('New password', { exact: true }).fill(third);
    await page.getByLabel('Confirm new password').fill(third);
    await expectAccessible(page, 'reset password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/login', { timeout: 10_000 });
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(second);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await logIn(page, third);
    await expect(page.getByRole('heading', { name: 'Welcome, Ngozika' })).toBeVisible();
  });
});
