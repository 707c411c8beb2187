import { expect, test, type Browser, type Page } from '@playwright/test';
import { plainEnglishWords } from '../../apps/web/build/pseudo-words';
import { apiMember, apiPayFee, apiSubmitKyc, type ApiMember } from '../support/backoffice';
import { businessWithKey, SHOP } from '../support/business';
import { wordsIn } from '../support/catalogues';
import { runVouch } from '../support/cli';
import { FACE, faceJpeg } from '../support/fake-camera';
import { PASSWORD } from '../support/kyc';
import { approvedWithExpiringPassport } from '../support/renewal';
import { DESKTOP, PHONE } from '../support/screens';

/**
 * Issue 51's check for text outside the catalogues: the member's screens shown in the
 * pseudo-locale `en-XA`, where every catalogue message comes out accented and bracketed
 * ("[Ħḗḗŀŀǿǿ]"). Plain English words left on a screen did not come from a catalogue. Controls
 * are found by their pseudo-locale words, so a control left in English fails too. The static
 * pages (landing, sign-in, registration) are checked where they are written, at build time
 * (apps/web/src/i18n/static-pages-pseudo.test.tsx).
 *
 * Each test gathers every screen's plain words and compares them once at the end: one run
 * names everything left in English.
 */
const xa = wordsIn('en-XA');
/** A control's pseudo-locale words as the start of its accessible name ("[" is not a class). */
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function inPseudoLocale(browser: Browser, viewport = PHONE) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([
    { name: 'vouch_lang', value: 'en-XA', url: test.info().project.use.baseURL! },
  ]);
  return context.newPage();
}

/**
 * The screen's words, hidden ones too (for screen readers), without the language switcher's and
 * what the page marks as not to translate (`translate="no"`: references, codes).
 */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body
      .querySelectorAll('script, style, option[lang], [translate="no"]')
      .forEach((gone) => gone.remove());
    // Each text node on its own, and what assistive technology reads from attributes.
    const words: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) words.push(walker.currentNode.nodeValue ?? '');
    body
      .querySelectorAll('[aria-label], [alt], [placeholder], [title]')
      .forEach((e) =>
        ['aria-label', 'alt', 'placeholder', 'title'].forEach((a) =>
          words.push(e.getAttribute(a) ?? ''),
        ),
      );
    return words.join(' ');
  });
}

/** Records `where`'s plain English words (besides `typed`: what the test or a business wrote). */
function recorder(page: Page, typed: string[] = []) {
  const found: Record<string, string[]> = {};
  const look = async (where: string, on: Page = page) => {
    await expect(on.locator('html')).toHaveAttribute('lang', 'en-XA');
    await on.waitForLoadState('networkidle');
    const words = plainEnglishWords(await screenText(on), typed);
    if (words.length > 0) found[where] = words;
  };
  return { found, look };
}

async function signIn(page: Page, member: ApiMember) {
  // The sign-in page is written at build time in Vouch's languages (the pseudo-locale is not
  // one): it comes in English, and the app after it in the pseudo-locale.
  await page.goto('/login');
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

const MEMBER_SCREENS = [
  '/dashboard',
  '/kyc',
  '/transactions',
  '/verified-members',
  '/wallet',
  '/profile',
  '/settings',
  '/your-data',
  '/vouch-id',
  '/connected-businesses',
  '/identity-numbers',
  '/address',
  '/guidelines',
  '/support',
  '/change-password',
  // Opened without their mailed token: the error each shows.
  '/your-data/download',
  '/holds/cancel',
];

test('the pseudo-locale finds no member screen, dialog or error with words outside the catalogues', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await apiMember(request, 'Chinwe');
  await apiPayFee(request, member.token);
  await apiSubmitKyc(request, member.token);
  const page = await inPseudoLocale(browser);
  await signIn(page, member);
  const { found, look } = recorder(page);
  for (const screen of MEMBER_SCREENS) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await look(screen);
  }

  // What the member opens: the form adding a wallet, the dialog proving a number. (Closing the
  // account waits while KYC is under review: /your-data says so above.)
  await page.goto('/wallet');
  await page.getByRole('button', { name: xa('Add New Wallet', 'wallet.') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: xa('Add New Wallet', 'wallet.') }),
  ).toBeVisible();
  await look('/wallet, adding a wallet');
  for (const [screen, button, prefix] of [['/profile', 'Prove now', 'profile.']] as const) {
    await page.goto(screen);
    // By its words: a button's accessible name may say more ("Prove now: phone").
    await page
      .getByRole('button')
      .filter({ hasText: xa(button, prefix) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await look(`${screen}, the dialog "${button}"`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // A server's answer in words: Check Verification finds no one.
  await page.goto('/verified-members');
  await page.getByRole('textbox').first().fill('+2348099990000');
  await page.getByRole('button', { name: xa('Search', 'verification.') }).click();
  await expect(
    page.getByText(
      xa(
        'This user is not verified. Do not send or receive payment until they are verified on Vouch.',
        'verification.',
      ),
    ),
  ).toBeVisible();
  await look('/verified-members, not verified');

  // The form's own messages, then a wrong current password: the server's refusal, in words
  // the app finds by its code.
  await page.goto('/settings');
  const change = page.getByRole('button', { name: xa('Change Password', 'settings.') });
  await change.click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await look('/settings, nothing typed');
  await page.getByLabel(xa('Current Password', 'settings.'), { exact: true }).fill('Wrong!pass99');
  await page.getByLabel(xa('New Password', 'settings.'), { exact: true }).fill('N3w!password77');
  await page
    .getByLabel(xa('Confirm New Password', 'settings.'), { exact: true })
    .fill('N3w!password77');
  await change.click();
  await expect(page.getByText(xa('Current password is incorrect', 'errors.'))).toBeVisible();
  await look('/settings, a wrong current password');
  expect(found).toEqual({});
});

/** The public screens the app renders (the static three are checked at build time). */
const PUBLIC_SCREENS = [
  '/features',
  '/pricing',
  '/security',
  '/about',
  '/contact',
  '/careers',
  '/legal',
  '/forgot-password',
  '/sign-in-code',
  '/verify-credential',
  '/account-closed',
  // Opened without their mailed token: the error each shows.
  '/reset-password',
  '/email-verified',
];

test('the pseudo-locale finds no public screen with words outside the catalogues', async ({
  browser,
}) => {
  const page = await inPseudoLocale(browser);
  const { found, look } = recorder(page);
  for (const screen of PUBLIC_SCREENS) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await look(screen);
  }
  expect(found).toEqual({});
});

test('the KYC wizard in the pseudo-locale: each step, its dialogs, its errors and the phone it hands the selfie to', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const member = await apiMember(request, 'Ngozi');
  // On a computer: it offers to hand the selfie to a phone.
  const page = await inPseudoLocale(browser, DESKTOP);
  await signIn(page, member);
  const { found, look } = recorder(page, ['Ngozi', 'Okafor']);
  const next = () =>
    page.getByRole('button', { name: xa('Continue', 'kyc.'), exact: true }).click();

  await page.goto('/kyc');
  await look('/kyc, to pay');
  await page.getByRole('button', { name: /₦5,000\.00/ }).click();
  const checkout = page.getByRole('dialog');
  await expect(checkout).toBeVisible();
  await look('the payment dialog');
  await checkout.getByRole('button', { name: /₦5,000\.00/ }).click();
  const start = page.getByRole('link', { name: xa('Start KYC Process', 'kyc.') });
  await expect(start).toBeVisible({ timeout: 20_000 });
  await look('/kyc, paid');

  await start.click();
  await look('step: who are you verifying');
  await page.getByLabel(xa('An individual', 'common.applicantType')).check();
  await next();
  await look('step: country');
  await next();
  await look('step: ID type');
  await page.getByLabel(xa('National Identification Number (NIN)', 'common.')).check();
  await next();
  await next();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await look('step: ID number, nothing typed');
  await page
    .getByRole('textbox', { name: xa('National Identification Number (NIN)', 'common.') })
    .fill('12345678901');
  await next();
  await look('the checklist');

  await page.getByRole('button', { name: startingWith(xa('Selfie', 'kyc.HubStep')) }).click();
  const instead = page.getByRole('button', { name: xa('Upload a photo instead', 'capture.') });
  await expect(instead).toBeVisible();
  await look('step: live selfie');

  await page.getByRole('button', { name: xa('Continue on your phone', 'capture.') }).click();
  const handoff = page.getByRole('dialog');
  const link = handoff.getByTestId('handoff-link');
  await expect(link).toBeVisible();
  await look('the hand-off dialog');
  const phone = await inPseudoLocale(browser);
  await phone.goto((await link.textContent())!.trim());
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await look('the phone, opened from the link', phone);
  await phone.context().close();
  await page.keyboard.press('Escape');
  await expect(handoff).toBeHidden();

  await instead.click();
  const selfie = page.getByRole('group', { name: xa('Selfie', 'kyc.SelfieStep') });
  await look('step: selfie by photo');
  await selfie.getByLabel(xa('Upload a photo', 'capture.')).setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await faceJpeg(FACE.replace('-1', '-2'), 600, 600),
  });
  await expect(selfie.getByRole('img')).toBeVisible();
  await expect(selfie.getByText(xa('Checking your photo…', 'capture.'))).toHaveCount(0, {
    timeout: 20_000,
  });
  await look('step: selfie checked');
  const keep = selfie.getByRole('button', { name: xa('Keep this photo anyway', 'capture.') });
  if ((await keep.count()) > 0) await keep.click();
  await next();

  await page.getByRole('button', { name: startingWith(xa('Document', 'kyc.HubStep')) }).click();
  await look('step: document type');
  await page.getByLabel(xa('National ID Card', 'common.')).check();
  await next();
  await look('step: document photos');
  for (const side of ['Document Front', 'Document Back']) {
    const group = page.getByRole('group', { name: xa(side, 'common.fileCaption') });
    await group.getByLabel(xa('Upload a photo', 'capture.')).setInputFiles({
      name: `${side}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await faceJpeg(
        FACE.replace('person-a-1', side === 'Document Front' ? 'person-a-2' : 'person-c'),
      ),
    });
    await expect(group.getByRole('img')).toBeVisible();
    await expect(group.getByText(xa('Checking your photo…', 'capture.'))).toHaveCount(0, {
      timeout: 20_000,
    });
    const keepSide = group.getByRole('button', {
      name: xa('Keep this photo anyway', 'capture.'),
    });
    if ((await keepSide.count()) > 0) await keepSide.click();
  }
  await look('step: document photos checked');
  await next();
  await page.getByRole('button', { name: xa('Review Information', 'kyc.') }).click();
  await look('the review');
  await page.getByRole('checkbox').last().check();
  await page.getByRole('button', { name: xa('Submit for Review', 'kyc.') }).click();
  await page.waitForURL('**/kyc');
  await look('/kyc, submitted');
  expect(found).toEqual({});
});

test('the hosted verification pages and the consent screen in the pseudo-locale', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const purpose = 'Opening your seller account';
  const test_ = await businessWithKey(request, baseURL!, 'test');
  const live = await businessWithKey(request, baseURL!, 'live');
  const member = await apiMember(request, 'Amaka');
  expect(await runVouch(['set-status', '--email', member.email, '--status', 'VERIFIED'])).toContain(
    'VERIFIED',
  );
  const session = async (key: string, redirect: string) => {
    const made = await request.post('/api/business/v1/verification-sessions', {
      headers: { authorization: `Bearer ${key}` },
      data: {
        reference: `pseudo-${Date.now()}`,
        redirect_url: redirect,
        claims: ['first_name', 'last_name', 'age_over_18'],
        purpose,
      },
    });
    expect(made.status(), await made.text()).toBe(200);
    return new URL(((await made.json()) as { url: string }).url).pathname;
  };
  const page = await inPseudoLocale(browser);
  const { found, look } = recorder(page, [
    test_.org.name,
    live.org.name,
    purpose,
    'Amaka',
    'Okafor',
  ]);

  const testPage = await session(test_.key, `${baseURL}/developers`);
  await page.goto(testPage);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await look('a test-mode session');
  await page.getByRole('button', { name: xa('Approve', 'verificationLinks.') }).click();
  await page.waitForURL('**/developers**');
  await page.goto(testPage);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await look('a used link');

  const livePage = await session(live.key, `${SHOP}/welcome`);
  await page.goto(livePage);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await look('a live session, signed out');
  await signIn(page, member);
  await page.goto(livePage);
  await expect(page.getByRole('button', { name: xa('Allow', 'verificationLinks.') })).toBeVisible();
  await look('the consent screen');
  await page.goto('/verify/no-such-session');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await look('an unknown link');
  expect(found).toEqual({});
});

test('the renewal page in the pseudo-locale', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const member = await approvedWithExpiringPassport(request, 'Adaeze');
  const page = await inPseudoLocale(browser);
  await signIn(page, member);
  const { found, look } = recorder(page, ['Adaeze', 'Okafor']);
  await look('the dashboard, a document to renew');
  await page.goto('/kyc/renew-document');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await look('the renewal page');
  expect(found).toEqual({});
});
