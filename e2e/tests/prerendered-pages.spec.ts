import { expect, test } from '@playwright/test';

// The landing, login and register screens are prerendered at build time (apps/web/build/
// prerender.ts) so they paint before the app's JavaScript arrives.
const screens: [string, RegExp][] = [
  ['/', /End-to-end solution for digital identity verification/],
  ['/login', /Log in to Vouch/],
  ['/register', /Create your account/],
];

test.describe('prerendered public screens', () => {
  for (const [path, heading] of screens) {
    test(`${path} shows its screen before any script runs, and the app takes over`, async ({
      browser,
    }) => {
      const noScripts = await browser.newContext({ javaScriptEnabled: false });
      const bare = await noScripts.newPage();
      await bare.goto(path);
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Nothing can be sent or typed before the app is there to handle it.
      for (const button of await bare.locator('button').all()) await expect(button).toBeDisabled();
      for (const field of await bare.locator('input').all())
        await expect(field).toHaveAttribute('readonly', '');
      await noScripts.close();

      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await context.close();
    });
  }

  test('a member can log in from the prerendered screen as soon as it is usable', async ({
    page,
  }) => {
    await page.goto('/login');
    // Playwright waits for the fields to be editable and the button enabled: the app's own.
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
