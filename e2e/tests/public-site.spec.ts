import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';

const pages: [string, RegExp][] = [
  ['/', /End-to-end solution for digital identity verification/],
  ['/login', /Log in/],
  ['/register', /Create your account/],
  ['/forgot-password', /password/i],
  ['/reset-password', /password/i],
  ['/change-password', /password/i],
  ['/legal', /Terms|Legal/],
  ['/do-business', /business/i],
  ['/features', /./],
  ['/pricing', /./],
  ['/security', /./],
  ['/about', /./],
  ['/contact', /./],
  ['/careers', /./],
];

test.describe('the public site', () => {
  for (const [path, heading] of pages) {
    test(`${path} has one h1, no serious accessibility issue and fits a 390 px phone`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectAccessible(page, path);
      await page.setViewportSize({ width: 390, height: 844 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
    });
  }

  test('every link on the landing page leads to a page, and unknown paths go home', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    for (const p of [
      '/login',
      '/register',
      '/dashboard',
      '/do-business',
      '/features',
      '/pricing',
      '/security',
      '/about',
      '/contact',
      '/careers',
      '/forgot-password',
    ]) {
      expect(hrefs, `landing links to ${p}`).toContain(p);
    }
    expect(hrefs.some((h) => h.startsWith('/legal'))).toBe(true);
    for (const href of hrefs) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('the legal page has Terms of Service and Privacy Policy tabs', async ({ page }) => {
    await page.goto('/legal');
    await page.getByRole('tab', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goto('/legal?tab=terms');
    await expect(page.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the side menu collapses into a drawer on a phone', async ({ page, request }) => {
    const email = `phone.${Date.now()}@example.com`;
    await request.post('/api/v1/auth/register', {
      data: {
        first_name: 'Tunde',
        last_name: 'Bello',
        email_address: email,
        phone_number: '08031234567',
        whatsapp_number: '08031234567',
        gender: 'male',
        dob: '01-01-1990',
        country: 'nigeria',
        password: 'Kola!nut42',
        ip_address: '{ip}',
      },
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Kola!nut42');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('link', { name: 'Transactions' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'Transactions' }),
    ).toBeVisible();
    await expectAccessible(page, 'mobile menu');
    await page.getByRole('dialog').getByRole('link', { name: 'Check Verification' }).click();
    await page.waitForURL('**/verified-members');
  });
});
