import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import {
  apiMember,
  createStaff,
  rememberAuthenticator,
  staffLogIn,
  totpCodeFor,
} from '../support/backoffice';
import { logIn, PASSWORD } from '../support/kyc';
import { latestMail, linkIn } from '../support/mailbox';
import { solidPng } from '../support/images';
import { runVouch } from '../support/cli';
import { PHONE, screens } from '../support/screens';

/**
 * Issue 32, Vouch for businesses: a member creates an organisation, makes a test key (copied
 * from the page), the key calls the business API, and the console shows the usage; an admin
 * approves live mode from the back office; a viewer cannot make keys. Going live is a business
 * verification of the organisation (issue 49): the owner gives its CAC number, one director
 * confirms on a phone at 390 px, an admin approves the case; no CLI decides it. Each console screen is
 * checked with axe and shot at 1280 px and 390 px (SCREENS_DIR).
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const admin = `ade.business.${Date.now()}@vouch.test`;

async function consoleTab(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Business console' })
    .getByRole('link', { name })
    .click();
}

test('a business gets a test key, calls the API, sees its usage; live mode after approval; a viewer cannot make keys', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await apiMember(request, 'Amaka');
  const viewer = await apiMember(request, 'Tunde', 'Bello');
  await createStaff(admin, 'admin');

  // A member with no organisation finds the console from Do Business.
  await logIn(page, owner.email);
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Business', exact: true }),
  ).toHaveCount(0);
  await page.goto('/do-business');
  await page.getByRole('link', { name: 'Get an API key' }).click();
  await expect(page.getByRole('heading', { name: 'Vouch for businesses' })).toBeVisible();
  await expectAccessible(page, 'business console, no organisation yet');
  await screens(page, 'business-welcome');

  await page.getByLabel('Business name').fill('Amaka Fabrics');
  await page.getByLabel('Support e-mail').fill('help@amaka.example');
  await page.getByLabel('Website').fill('https://amaka.example');
  await page.getByLabel('Redirect origins').fill('https://shop.amaka.example');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Amaka Fabrics' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Test' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Live (not approved)' })).toBeDisabled();
  // The side menu now has the console.
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Business', exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'business overview');
  await screens(page, 'business-overview');

  // A test key, shown once, copied with the page's button.
  await consoleTab(page, 'API keys');
  await page.getByRole('button', { name: 'Create test key' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Checkout server');
  await page.getByRole('dialog').getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new key' });
  await expect(dialog.getByTestId('secret-key')).toHaveText(/^vk_test_[0-9A-Za-z]{49}$/);
  await expectAccessible(page, 'the key shown once');
  await screens(page, 'business-key-created', { fullPage: false });
  await dialog.getByRole('button', { name: 'Copy secret key' }).click();
  await expect(dialog.getByRole('button', { name: 'secret key copied' })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toBe(await dialog.getByTestId('secret-key').textContent());
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('cell', { name: 'Checkout server', exact: true })).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  await expectAccessible(page, 'API keys');
  await screens(page, 'business-keys');
  // At 390 px the table is a card per key: Roll and Revoke in view, nothing scrolled sideways
  // (issue 47: they were behind a sideways scroll).
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  for (const action of ['Roll', 'Revoke']) {
    const button = page.getByRole('button', { name: `${action} Checkout server` });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  }
  await page.setViewportSize(desktop);
  // The key may also create verification sessions: its scopes change in place (issue 47).
  await page.getByRole('button', { name: 'Scopes of Checkout server' }).click();
  const scopes = page.getByRole('dialog', { name: 'Scopes of Checkout server' });
  await scopes.getByRole('checkbox', { name: /^sessions/ }).check();
  await expectAccessible(page, 'a key’s scopes');
  await screens(page, 'business-key-scopes', { fullPage: false });
  await scopes.getByRole('button', { name: 'Save scopes' }).click();
  await expect(page.getByText('The scopes of Checkout server are saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'lookups, sessions' })).toBeVisible();

  // The quickstart's command carries the key just made.
  await consoleTab(page, 'Quickstart');
  await expect(page.getByTestId('quickstart-command')).toContainText(`Bearer ${key}`);
  await expectAccessible(page, 'quickstart');
  await screens(page, 'business-quickstart');

  // The business's server calls the API with it.
  const lookup = await request.post('/api/business/v1/lookups', {
    headers: { authorization: `Bearer ${key}` },
    data: { search_by: 'PHONE_NUMBER', search_value: '+2348000000001' },
  });
  expect(lookup.status()).toBe(200);
  expect(await lookup.json()).toMatchObject({ verified: true, member: { last_name: 'Okafor' } });
  const requestId = lookup.headers()['vouch-request-id']!;
  expect(lookup.headers()['ratelimit-policy']).toMatch(/^"organisation";q=\d+;w=60$/);

  // The console shows it.
  await consoleTab(page, 'Usage');
  await expect(page.getByRole('cell', { name: requestId })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Per key' }).getByRole('cell', { name: /Checkout server/ }),
  ).toBeVisible();
  await expectAccessible(page, 'usage');
  await screens(page, 'business-usage');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe('vouch-usage-test.csv');

  await consoleTab(page, 'Settings');
  await expect(page.getByLabel('Business name')).toHaveValue('Amaka Fabrics');
  // Its logo and colour on its customers' pages (issue 47).
  await page
    .getByText('Upload logo')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(120, [124, 45, 18]),
    });
  await expect(page.getByRole('img', { name: 'Logo of Amaka Fabrics' })).toBeVisible();
  await page.getByLabel('Colour', { exact: true }).fill('#7c2d12');
  await page.getByRole('button', { name: 'Save colour' }).click();
  await expect(page.getByText('Branding saved.')).toBeVisible();
  // The website is shown to members only once its domain is proven (issue 49): the two ways.
  await expect(page.getByText('Name: _vouch.amaka.example')).toBeVisible();
  await page.getByRole('button', { name: 'Check now' }).click();
  // (The real DNS is asked: no answer for a reserved name, however slow the resolver.)
  await expect(page.getByText(/Neither a TXT record at _vouch\.amaka\.example/)).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessible(page, 'settings');
  await screens(page, 'business-settings');
  // A test link shows them: the logo in the header, the colour on the button; the badge is Vouch's.
  const branded = await request.post('/api/business/v1/verification-sessions', {
    headers: { authorization: `Bearer ${key}` },
    data: {
      reference: 'brand-look',
      redirect_url: 'https://shop.amaka.example/done',
      claims: ['first_name'],
      purpose: 'Opening your fabric account',
    },
  });
  expect(branded.status(), await branded.text()).toBe(200);
  const hostedPage = await page.context().newPage();
  await hostedPage.goto(new URL(((await branded.json()) as { url: string }).url).pathname);
  await expect(
    hostedPage.getByRole('banner').getByRole('img', { name: 'Amaka Fabrics' }),
  ).toBeVisible();
  await expect(hostedPage.getByRole('button', { name: 'Approve' })).toHaveCSS(
    'background-color',
    'rgb(124, 45, 18)',
  );
  await expectAccessible(hostedPage, 'a branded hosted page');
  await screens(hostedPage, 'verify-branded');
  await hostedPage.close();
  await consoleTab(page, 'API reference');
  await expect(page.getByRole('heading', { name: 'POST /lookups' })).toBeVisible();
  await expectAccessible(page, 'API reference');
  await screens(page, 'business-reference');

  // The team: a viewer joins with the mailed link.
  await consoleTab(page, 'Team');
  await page.getByLabel('E-mail address').fill(viewer.email);
  await page.getByLabel('Role', { exact: true }).selectOption('viewer');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${viewer.email}`)).toBeVisible();
  await expectAccessible(page, 'team');
  await screens(page, 'business-team');

  // Live mode: asked for by the owner, approved by an admin in the back office.
  await consoleTab(page, 'Overview');
  // The go-live checklist says what the review looks for and what is done (issue 47): the test
  // lookup above counts; the owner's own KYC is still to do, with the way to it.
  const goLive = page.getByRole('heading', { name: 'Going live' }).locator('..');
  await expect(
    goLive.getByText(
      /still to do\. Asking takes your CAC number; once your directors have confirmed/,
    ),
  ).toBeVisible();
  await expect(page.getByTestId('go-live-tried_test_mode')).toContainText(': done');
  await expect(page.getByTestId('go-live-owner_verified')).toContainText(': to do');
  await expect(
    page.getByTestId('go-live-owner_verified').getByRole('link', { name: 'Verify your identity' }),
  ).toHaveAttribute('href', '/kyc');
  await screens(page, 'business-go-live');
  // Going live is a business verification of the organisation itself (issue 49): the owner
  // gives its CAC number; the registry's two directors each get a link.
  await page.getByLabel('CAC registration number').fill('1234567');
  await page.getByRole('button', { name: 'Ask for live access' }).click();
  await expect(
    page.getByText('Enter your CAC number: RC 1234567 for a company or BN 3456789'),
  ).toBeVisible();
  await page.getByLabel('CAC registration number').fill('RC 1234567');
  await page.getByRole('button', { name: 'Ask for live access' }).click();
  await expect(
    page.getByText('Asked for: Vouch is verifying your business with the CAC and its people.'),
  ).toBeVisible();
  const own = page.getByRole('region', { name: 'AMAKA FABRICS NIGERIA LIMITED · RC 1234567' });
  await expect(own.getByText('People (0 of 2 verified)')).toBeVisible();
  await expectAccessible(page, 'going live: the business verification');
  await screens(page, 'business-go-live-verification');
  const linkOf = async (name: string) =>
    new URL(
      (await own
        .getByRole('listitem')
        .filter({ hasText: name })
        .locator('.font-mono')
        .textContent())!,
    ).pathname;

  // ADAEZE OKAFOR is a verified member already: she consents through the API in one step.
  const adaeze = await apiMember(request, 'Adaeze', 'Okafor');
  const chinedu = await apiMember(request, 'Chinedu', 'Eze', '02-11-1988');
  for (const m of [adaeze, chinedu])
    expect(await runVouch(['set-status', '--email', m.email, '--status', 'VERIFIED'])).toContain(
      'VERIFIED',
    );
  const allowed = await request.post(
    `/api/v1${(await linkOf('ADAEZE OKAFOR')).replace('/verify/', '/verification-sessions/')}/consent`,
    { headers: { authorization: `Bearer ${adaeze.token}` }, data: { decision: 'allow' } },
  );
  expect(allowed.status(), await allowed.text()).toBe(200);

  // CHINEDU EZE answers his on a phone: signs in, reads who asks and why, allows.
  const director = await (await browser.newContext({ viewport: PHONE })).newPage();
  await director.goto(await linkOf('CHINEDU EZE'));
  await director.getByRole('link', { name: 'Sign in with a password' }).click();
  await director.getByLabel('Email address').fill(chinedu.email);
  await director.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await director.getByRole('button', { name: 'Login' }).click();
  await expect(
    director.getByText(
      'Confirm you are CHINEDU EZE of AMAKA FABRICS NIGERIA LIMITED, for its Vouch business account',
    ),
  ).toBeVisible();
  await expectAccessible(director, 'a director confirming for going live');
  await screens(director, 'go-live-director-consent');
  await director.getByRole('button', { name: 'Allow' }).click();
  await director.waitForURL('**/dashboard**');
  await director.context().close();

  // An admin decides the case in the back office's Business verifications; the Businesses queue
  // says the request is decided there.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffLogIn(staffPage, admin);
  const nav = staffPage.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Businesses' }).click();
  const card = staffPage
    .getByRole('heading', { name: 'Amaka Fabrics' })
    .locator('xpath=ancestor::div[contains(@class,"rounded-2xl")][1]');
  await expect(card.getByText(/Approved through its business verification/)).toBeVisible();
  await expect(card.getByRole('button', { name: /Approve live mode/ })).toHaveCount(0);
  await expectAccessible(staffPage, 'back office businesses');
  await screens(staffPage, 'backoffice-businesses');
  await nav.getByRole('link', { name: /Business verifications/ }).click();
  const kyb = staffPage
    .getByRole('region', { name: /Amaka Fabrics · RC 1234567/ })
    .filter({ hasText: 'Going live on Vouch: the organisation itself' });
  await kyb.getByRole('button', { name: 'Open case' }).click();
  await expect(
    kyb.getByRole('list', { name: 'People' }).getByText('Verified', { exact: true }),
  ).toHaveCount(2);
  // The logo members will see, for the admin to look at before approving.
  await expect(kyb.getByRole('img', { name: 'Logo of Amaka Fabrics' })).toBeVisible();
  await screens(staffPage, 'backoffice-kyb-going-live');
  await kyb
    .getByLabel('Reason (the business reads it)')
    .fill('CAC record and both directors agree');
  await kyb.getByRole('button', { name: 'Approve business' }).click();
  await expect(staffPage.getByText('Business verified: Amaka Fabrics (RC 1234567)')).toBeVisible();
  await staffContext.close();
  await latestMail(request, owner.email, 'Live mode approved');
  await page.reload();
  await expect(page.getByText('Members see “Verified business: RC 1234567”.')).toBeVisible();

  await page.reload();
  await page.getByRole('radio', { name: 'Live' }).click();
  await consoleTab(page, 'API keys');
  await page.getByRole('button', { name: 'Create live key' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Production');
  await page.getByRole('dialog').getByRole('button', { name: 'Create key' }).click();
  // A live organisation's owners need two-step verification (issue 46): the dialog says so.
  await expect(
    page.getByRole('dialog').getByText(/every owner and developer needs two-step verification/),
  ).toBeVisible();
  // The owner turns it on in Settings (scan, a code, the recovery codes), comes back, and the
  // key is made: the factor was passed a moment ago.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const confirmPassword = page.getByRole('dialog', { name: 'Confirm your password' });
  await confirmPassword.getByLabel('Your password').fill(PASSWORD);
  await confirmPassword.getByRole('button', { name: 'Continue' }).click();
  rememberAuthenticator(owner.email, (await page.getByTestId('totp-secret').textContent()) ?? '');
  await page.getByLabel('Code from your app').fill(await totpCodeFor(owner.email));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('Your authenticator app is set up.')).toBeVisible();
  await page.goto('/business/keys');
  await page.getByRole('button', { name: 'Create live key' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Production');
  await page.getByRole('dialog').getByRole('button', { name: 'Create key' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Your new key' }).getByTestId('secret-key'),
  ).toHaveText(/^vk_live_/);
  await page.getByRole('button', { name: 'I have copied it' }).click();
  // Live usage also counts the verifications the organisation pays for (none yet), and live
  // mode draws on a prepaid balance: empty, it says what is refused; the owner adds funds
  // through the (sandbox) checkout (issue 47).
  await consoleTab(page, 'Usage');
  await expect(page.getByText('Verifications paid (0)')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('₦0.00');
  await expect(
    page.getByText('Live lookups and new live verification links are refused until you add funds.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add funds' }).click();
  const funds = page.getByRole('dialog', { name: 'Add funds' });
  await funds.getByLabel('Amount (₦)').fill('1000');
  await funds.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(funds.getByText('Add between ₦5,000 and ₦5,000,000, in whole naira')).toBeVisible();
  await funds.getByLabel('Amount (₦)').fill('50,000');
  await funds.getByRole('button', { name: 'Continue to payment' }).click();
  await funds.getByRole('button', { name: 'Pay ₦50,000.00' }).click();
  await expect(funds).toBeHidden();
  await expect(page.getByTestId('balance')).toHaveText('₦50,000.00');
  await expect(page.getByText('Card payment')).toBeVisible();
  await screens(page, 'business-usage-live');

  // The viewer opens the mailed link, joins, and cannot make keys.
  const viewerContext = await browser.newContext({ viewport: PHONE });
  const viewerPage = await viewerContext.newPage();
  await logIn(viewerPage, viewer.email);
  await viewerPage.goto(
    linkIn(await latestMail(request, viewer.email, 'An invitation to a business team')),
  );
  await expect(viewerPage.getByText('You joined Amaka Fabrics as viewer.')).toBeVisible();
  await viewerPage.getByRole('link', { name: 'Open the business console' }).click();
  await viewerPage.goto('/business/keys');
  await expect(
    viewerPage
      .getByText('An owner or a developer can create one.')
      .or(viewerPage.getByRole('cell', { name: 'Checkout server', exact: true })),
  ).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: /Create .* key/ })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  await expectAccessible(viewerPage, 'API keys as a viewer, on a phone');
  const refused = await request.post(
    `/api/v1/business/organisations/${await orgIdOf(viewerPage)}/api-keys`,
    {
      headers: {
        authorization: `Bearer ${await viewerPage.evaluate(() => localStorage.getItem('vouch.authToken'))}`,
      },
      data: { name: 'Sneaky', mode: 'test', scopes: ['lookups'] },
    },
  );
  expect(refused.status()).toBe(403);
  await viewerContext.close();

  // The public reference.
  await page.goto('/developers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Vouch business API' }),
  ).toBeVisible();
  // Every endpoint of the served OpenAPI document has its section, with its words (issue 47).
  const doc = (await (await request.get('/api/business/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, { summary?: string }>>;
  };
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(operations).toContain('POST /verification-sessions/{id}/simulate');
  const endpoints = page.getByTestId('endpoints');
  await expect(endpoints.getByRole('heading', { level: 3 })).toHaveText(operations);
  await expect(
    endpoints.getByText('Test mode: move a session as its customer would', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'developers page');
  await screens(page, 'developers');
});

async function orgIdOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('vouch.business.organisation')))!;
}
