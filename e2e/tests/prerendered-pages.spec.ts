import { expect, test } from '@playwright/test';

// The landing, login and register screens are prerendered at build time (apps/web/build/
// prerender.ts) so they paint before the app's JavaScript arrives.
const screens: [string, RegExp, string][] = [
  [
    '/',
    /End-to-end solution for digital identity verification/,
    'Vouch · Identity verification (KYC) for Nigeria',
  ],
  ['/login', /Log in to Vouch/, 'Login · Vouch'],
  ['/register', /Create your account/, 'Create your account · Vouch'],
];

test.describe('prerendered public screens', () => {
  for (const [path, heading, title] of screens) {
    test(`${path} shows its screen before any script runs, and the app takes over`, async ({
      browser,
    }) => {
      const noScripts = await browser.newContext({ javaScriptEnabled: false });
      const bare = await noScripts.newPage();
      await bare.goto(path);
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(bare).toHaveTitle(title);
      // Nothing can be sent or typed before the app is there to handle it.
      for (const button of await bare.locator('button').all()) await expect(button).toBeDisabled();
      // Read-only text fields, disabled selects (and Radix's hidden checkbox input).
      for (const field of await bare.locator('input, select, textarea').all())
        await expect(field).not.toBeEditable();
      await noScripts.close();

      const context = await browser.newContext();
      // The heading as the server sent it, before any script ran.
      await context.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as { prerenderedH1?: Element | null }).prerenderedH1 =
            document.querySelector('h1');
        }),
      );
      const page = await context.newPage();
      // A hydration mismatch is reported as an error (React then draws the screen afresh).
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(path);
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      expect(errors).toEqual([]);
      // Hydrated, not drawn again: the app adopted the prerendered elements.
      const adopted = await page.evaluate(
        () =>
          document.querySelector('h1') ===
          (window as { prerenderedH1?: Element | null }).prerenderedH1,
      );
      expect(adopted, 'the prerendered heading is still the one on show').toBe(true);
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

  test('the static landing page runs only its header: the phone menu opens, its links navigate', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    const mobileNav = page.getByRole('navigation', { name: 'Main (mobile)' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});
