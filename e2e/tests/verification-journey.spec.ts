import { expect, test, type Browser, type Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expectAccessible } from '../support/axe';
import { runVouch } from '../support/cli';
import { logIn } from '../support/kyc';
import { confirmEmail, registerMember, tokenOf } from '../support/members';
import { proveNumbersByApi } from '../support/numbers';
import { PHONE, screens } from '../support/screens';

/**
 * The verification issue's journey: member A adds a wallet of each kind on the Wallet screen,
 * proves the Ethereum one by signing the challenge (signed here in Node, as MetaMask would, and
 * pasted), labels one and removes one, and is made VERIFIED; member B finds A by each of the six
 * search types, typed in other forms than registered, and sees which addresses A proved; an
 * address A only typed in finds nobody; an unverified member and a stranger read the same
 * 'not verified'; A sees the count.
 */
test.describe.configure({ mode: 'serial' });

const wallets = [
  { token: 'USDT', network: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' },
  {
    token: 'Bitcoin',
    network: 'Bitcoin Network',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  },
  { token: 'Bitcoin', network: 'Bitcoin Network', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' },
];
/** A's Ethereum wallet: a key made for this run, which signs the challenge as MetaMask would. */
const ethKey = privateKeyToAccount(generatePrivateKey());
const eth = { token: 'Ethereum', network: 'Ethereum Network', address: ethKey.address };
const removed = {
  token: 'Bitcoin',
  network: 'Bitcoin Network',
  address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
};
const NOT_VERIFIED =
  'This user is not verified. Do not send or receive payment until they are verified on Vouch.';
const a = { email: '', uuid: '' };

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

async function openMenu(page: Page, label: string, path: string) {
  await page.getByRole('navigation').getByRole('link', { name: label }).click();
  await page.waitForURL(`**${path}`);
}

async function addWallet(page: Page, w: { token: string; network: string; address: string }) {
  await page.getByRole('button', { name: 'Add New Wallet' }).click();
  const form = page.getByRole('form', { name: 'Add New Wallet' });
  await form.getByLabel('Token').selectOption({ label: w.token });
  await form.getByLabel('Network').selectOption({ label: w.network });
  await form.getByLabel('Wallet Address').fill(w.address);
  await form.getByRole('button', { name: 'Add Wallet' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Wallet added successfully!' }),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('table').getByText(w.address)).toBeVisible();
}

test('member A adds a wallet of each kind on the Wallet screen', async ({ page, request }) => {
  a.email = await registerMember(request, {
    firstName: 'Amaka',
    lastName: 'Nwachukwu',
    phone: '0803 123 4567',
    whatsapp: '+234 805 765 4321',
    wechatId: 'amaka_wx',
  });
  await confirmEmail(page, request, a.email);
  await logIn(page, a.email);
  const info = await request.get('/api/v1/account/info', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  a.uuid = ((await info.json()) as { msg: { uuid: string } }).msg.uuid;

  await openMenu(page, 'Wallet', '/wallet');
  await expect(page.getByRole('heading', { name: 'No wallets added yet.' })).toBeVisible();
  await expectAccessible(page, 'empty wallet list');

  await test.step('the form: hidden until pressed, messages, Cancel clears', async () => {
    await expect(page.getByLabel('Token')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add New Wallet' }).click();
    const form = page.getByRole('form', { name: 'Add New Wallet' });
    await form.getByRole('button', { name: 'Add Wallet' }).click();
    await expect(form.getByRole('alert')).toHaveText([
      'Please select a token',
      'Please select a network',
      'Wallet address is required',
    ]);
    await expectAccessible(page, 'wallet form with errors');
    await form.getByLabel('Token').selectOption({ label: 'USDT' });
    await form.getByLabel('Network').selectOption({ label: 'TRC20' });
    await form.getByLabel('Token').selectOption({ label: 'Bitcoin' });
    await expect(form.getByLabel('Network')).toHaveValue('');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await page.getByRole('button', { name: 'Add New Wallet' }).click();
    await expect(form.getByLabel('Token')).toHaveValue('');
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  for (const w of [...wallets, eth, removed]) await addWallet(page, w);
  await expectAccessible(page, 'wallet list with success banner');

  await test.step('A proves the Ethereum address by signing the challenge', async () => {
    const row = page.getByRole('row').filter({ hasText: eth.address });
    await expect(row.getByText('Not proven')).toBeVisible();
    await row
      .getByRole('button', { name: `Prove Ethereum (Ethereum Network) ${eth.address}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Prove this address is yours' });
    const message = dialog.getByTestId('challenge-message');
    await expect(message).toContainText(eth.address);
    await expect(message).toContainText(a.uuid);
    await expect(dialog.getByRole('button', { name: 'Copy message to sign' })).toBeVisible();
    await dialog.getByText('With MetaMask').click();
    await expect(
      dialog.getByText('check that MetaMask shows the message above', { exact: false }),
    ).toBeVisible();
    await expectAccessible(page, 'prove dialog');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'prove dialog on a phone');
    await screens(page, 'wallet-prove-dialog');

    const text = (await message.textContent())!;
    const field = dialog.getByLabel('3. Paste the signature');
    // Signed by another key: refused with a message that says so.
    await field.fill(
      await privateKeyToAccount(generatePrivateKey()).signMessage({ message: text }),
    );
    await dialog.getByRole('button', { name: 'Check signature' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This signature was not made by this address for this message. Sign the exact message shown, with the wallet that holds this address.',
    );
    await field.fill(await ethKey.signMessage({ message: text }));
    await dialog.getByRole('button', { name: 'Check signature' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'Address proven. A lookup of it now finds you.' }),
    ).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(
      page.getByRole('row').filter({ hasText: eth.address }).getByText('Proven', { exact: true }),
    ).toBeVisible();
  });

  await test.step('A labels a wallet and removes another', async () => {
    const row = page.getByRole('row').filter({ hasText: wallets[0]!.address });
    await row
      .getByRole('button', { name: `Edit label of USDT (TRC20) ${wallets[0]!.address}` })
      .click();
    const labelDialog = page.getByRole('dialog', { name: 'Edit label' });
    await labelDialog.getByLabel('Label').fill('x'.repeat(41));
    await labelDialog.getByRole('button', { name: 'Save label' }).click();
    await expect(labelDialog.getByRole('alert')).toHaveText('A label can be at most 40 characters');
    await labelDialog.getByLabel('Label').fill('Binance deposit');
    await labelDialog.getByRole('button', { name: 'Save label' }).click();
    await expect(labelDialog).toHaveCount(0);
    await expect(row.getByText('Binance deposit')).toBeVisible();

    await page
      .getByRole('row')
      .filter({ hasText: removed.address })
      .getByRole('button', { name: `Remove Bitcoin (Bitcoin Network) ${removed.address}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Remove this wallet?' });
    await expectAccessible(page, 'remove dialog');
    await confirm.getByRole('button', { name: 'Remove wallet' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('table').getByText(removed.address)).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'wallet list on a phone');
    await screens(page, 'wallet-list');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("an invalid Ethereum address gets spec 5's message", async () => {
    await page.getByRole('button', { name: 'Add New Wallet' }).click();
    const form = page.getByRole('form', { name: 'Add New Wallet' });
    await form.getByLabel('Token').selectOption({ label: 'Ethereum' });
    await form.getByLabel('Network').selectOption({ label: 'Ethereum Network' });
    await form.getByLabel('Wallet Address').fill('0x123');
    await form.getByRole('button', { name: 'Add Wallet' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid Ethereum address');
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  await openMenu(page, 'Profile', '/profile');
  await expect(page.getByText('USDT (TRC20)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy USDT (TRC20) address' })).toBeVisible();

  expect(await runVouch(['set-status', '--email', a.email, '--status', 'VERIFIED'])).toContain(
    'VERIFIED',
  );
  // A lookup by number finds only a proven number (number-proof-journey.spec.ts on the screens).
  await proveNumbersByApi(request, await tokenOf(page), {
    phone: '+2348031234567',
    whatsapp: '+2348057654321',
  });
});

test('member B finds A by every search type; others read the same "not verified"', async ({
  page,
  request,
}) => {
  const phoneOfC = '0809 555 1234';
  await registerMember(request, {
    firstName: 'Chidi',
    lastName: 'Eze',
    phone: phoneOfC,
    whatsapp: phoneOfC,
  });
  const emailOfB = await registerMember(request, {
    firstName: 'Bola',
    lastName: 'Adebayo',
    phone: '0802 222 3333',
    whatsapp: '0802 222 3333',
  });
  await confirmEmail(page, request, emailOfB);
  await logIn(page, emailOfB);
  await openMenu(page, 'Check Verification', '/verified-members');
  await expectAccessible(page, 'search form');

  const searchButton = page.getByRole('button', { name: 'Search', exact: true });
  await expect(searchButton).toBeDisabled();

  async function search(type: string, value: string) {
    await page.getByLabel('Search by').selectOption({ label: type });
    await page.getByLabel(type, { exact: true }).fill(value);
    await searchButton.click();
  }

  const searches: [string, string][] = [
    ['Phone Number', '+234-803-123-4567'],
    ['Whatsapp Number', '08057654321'],
    ['Email Address', a.email.toUpperCase()],
    ['UUID', a.uuid.toUpperCase()],
    ['Wallet Address', eth.address.toLowerCase()],
    ['Wechat ID', 'AMAKA_WX'],
  ];
  for (const [type, value] of searches) {
    await test.step(`by ${type}: ${value}`, async () => {
      await search(type, value);
      const result = page.getByRole('region', { name: 'Search result' });
      await expect(result.getByText('The user is verified ✅.')).toBeVisible();
      await expect(result.getByRole('definition').first()).toHaveText('Nwachukwu');
      for (const w of [...wallets, eth]) await expect(result.getByText(w.address)).toBeVisible();
      await expect(result.getByText(removed.address)).toHaveCount(0);
      await expect(result.getByText('USDT (TRC20)')).toBeVisible();
      await expect(result.getByText('Bitcoin (Bitcoin Network)')).toHaveCount(2);
      await expect(result.getByText('Proven by the member', { exact: true })).toHaveCount(1);
      await expect(result.getByText('Not proven by the member', { exact: true })).toHaveCount(3);
      // The label is A's own.
      await expect(result.getByText('Binance deposit')).toHaveCount(0);
    });
  }
  await expectAccessible(page, 'verified result');
  await screens(page, 'verification-result-wallets');

  await test.step('an address A only typed in finds nobody', async () => {
    await search('Wallet Address', wallets[0]!.address);
    await expect(page.getByRole('alert')).toHaveText(NOT_VERIFIED);
  });

  await test.step('a new type clears the result', async () => {
    await page.getByLabel('Search by').selectOption({ label: 'Phone Number' });
    await expect(page.getByText('The user is verified ✅.')).toHaveCount(0);
  });

  for (const number of ['0809-555-1234', '0701 234 5678']) {
    await search('Phone Number', number);
    await expect(page.getByRole('alert')).toHaveText(NOT_VERIFIED);
    await expect(page.getByText('Member Information')).toHaveCount(0);
  }
  await expectAccessible(page, 'not-verified banner');
});

test('A sees how often they were looked up, never by whom', async ({ browser }) => {
  const page = await signedIn(browser, a.email);
  await openMenu(page, 'Check Verification', '/verified-members');
  const card = page.getByRole('region', { name: 'Who looked you up' });
  await expect(card.getByText('You were looked up 6 times')).toBeVisible();
  const recent = card.getByRole('list', { name: 'Recent lookups' }).getByRole('listitem');
  await expect(recent).toHaveCount(6);
  await expect(recent.filter({ hasText: 'by Wechat ID' })).toHaveCount(1);
  await expect(card).not.toContainText('Bola');
  await expect(card).not.toContainText('Adebayo');
  await page.context().close();
});
