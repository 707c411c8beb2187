import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { screens as shoot } from '../support/screens';

/** Every screen of the side menu opens, says what it holds, and passes axe on desktop and phone. */
const screens: [string, string, RegExp][] = [
  ['Dashboard', '/dashboard', /Welcome, Funmi/],
  ['KYC', '/kyc', /KYC/],
  ['Transactions', '/transactions', /Transactions/],
  ['Check Verification', '/verified-members', /Check Verification/],
  ['Wallet', '/wallet', /Wallet/],
  ['Profile', '/profile', /Funmi Adeyemi/],
  ['Settings', '/settings', /Settings/],
  ['Your data', '/your-data', /Your data/],
];

test('the member area: every menu screen, guidelines and support', async ({ page, request }) => {
  // Every screen twice (desktop and phone), each checked by axe: more than a minute when busy.
  test.setTimeout(150_000);
  const email = `funmi.${Date.now()}@example.com`;
  const reg = await request.post('/api/v1/auth/register', {
    data: {
      first_name: 'Funmi',
      last_name: 'Adeyemi',
      email_address: email,
      phone_number: '08031234567',
      whatsapp_number: '08031234567',
      gender: 'female',
      dob: '09-09-1988',
      country: 'nigeria',
      password: 'Kola!nut42',
      ip_address: '{ip}',
    },
  });
  expect(reg.status()).toBe(200);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kola!nut42');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');

  for (const [label, path, heading] of screens) {
    await page.getByRole('navigation').getByRole('link', { name: label }).click();
    await page.waitForURL(`**${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectAccessible(page, path);
  }
  const cards: [string, string][] = [
    ['Guidelines', '/guidelines'],
    ['Support', '/support'],
  ];
  for (const [card, path] of cards) {
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await page
      .getByRole('link', { name: new RegExp(card) })
      .first()
      .click();
    await page.waitForURL(`**${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(card));
    await expectAccessible(page, path);
  }

  // Funmi has not opened her verification link: searches and tickets wait for it (issue 31),
  // and both screens say so instead of showing a form the server would refuse.
  for (const path of ['/verified-members', '/support']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'Verify your e-mail address first' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await shoot(page, `unverified${path.replace('/', '-')}`);
  }
  await expect(page.getByRole('form', { name: 'Submit a ticket' })).toHaveCount(0);
  await page.goto('/verified-members');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [...screens.map((s) => s[1]), '/guidelines', '/support']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${path} at 390 px`);
  }
});

test('"Remember me" keeps the member signed in in a new tab until they log out', async ({
  context,
  page,
  request,
}) => {
  const email = `remember.${Date.now()}@example.com`;
  await request.post('/api/v1/auth/register', {
    data: {
      first_name: 'Chidi',
      last_name: 'Nwosu',
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
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kola!nut42');
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');

  // A new tab shares local storage (the token) but not session storage (the user info).
  const tab = await context.newPage();
  await tab.goto('/profile');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(/Chidi Nwosu/);

  // Once the server has ended the session, the stored token no longer opens the member area.
  await tab.getByRole('button', { name: 'Logout' }).click();
  await tab.waitForURL('**/login');
  const third = await context.newPage();
  await third.goto('/dashboard');
  await third.waitForURL('**/login');
});
