import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { apiLogIn, apiSubmitKyc } from '../support/backoffice';
import { runVouch } from '../support/cli';
import {
  chooseApplicant,
  continueStep,
  heading,
  logIn,
  newMember,
  payKycFee,
} from '../support/kyc';
import { PHONE, screens } from '../support/screens';

/**
 * Issue 48 on a 390 px phone: a member looks up their NIN by a virtual NIN in the wizard (the
 * enterprise code shown, the token never kept), is verified with that NIN alone, and reads
 * "Tier 1" on the dashboard with what Tier 2 needs; a payer's Check Verification reads the same
 * tier; the member adds their BVN from the dashboard and holds Tier 2.
 */
test('a NIN-only member is verified at Tier 1, a payer reads it, and the BVN raises it to Tier 2', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const email = await newMember(page, request, 'Ngozi');
  await payKycFee(page, request);

  await test.step('the wizard looks up the NIN by a virtual NIN made for Vouch', async () => {
    await page.goto('/kyc/capture');
    await chooseApplicant(page, 'An individual');
    await heading(page, 'Your country');
    await continueStep(page);
    await page.getByLabel('National Identification Number (NIN)').check();
    await continueStep(page);
    await heading(page, 'Your ID number');
    await page.getByLabel('National Identification Number (NIN)').fill('33333333333');
    await expect(page.getByRole('heading', { name: 'Check your NIN (optional)' })).toBeVisible();
    await page.getByLabel('Use a virtual NIN for the lookup').check();
    await expect(page.getByTestId('vnin-enterprise-code')).toHaveText('1138183');
    await expect(page.getByText('*346*3*your NIN*1138183#')).toBeVisible();
    await page.getByRole('textbox', { name: 'Virtual NIN' }).fill('ab012345678910yz');
    await expectAccessible(page, 'vNIN help at 390 px');
    await screens(page, 'tiers-vnin-help');
    await page.getByRole('button', { name: 'Look up with my virtual NIN' }).click();
    const rows = page.getByRole('list', { name: 'How your NIN record compares with your profile' });
    await expect(rows.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('Your NIN record matches your profile.')).toBeVisible();
    // The token is nowhere in what the browser kept of the draft.
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(kept.toUpperCase()).not.toContain('AB012345678910YZ');
    await screens(page, 'tiers-nin-matched');
  });

  await test.step('verified with the NIN alone: Tier 1 on the dashboard, and what Tier 2 needs', async () => {
    const token = await apiLogIn(request, email);
    await apiSubmitKyc(request, token, { idType: 'nin', bvn: '33333333333' });
    expect(await runVouch(['kyc-decision', '--email', email, '--approve'])).toContain('approved');
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Your KYC tier' });
    await expect(card.getByTestId('kyc-tier')).toHaveText('Tier 1');
    await expect(card).toContainText('Single deposit up to ₦50,000 · balance up to ₦300,000');
    const needs = card.getByRole('list', { name: 'What Tier 2 needs' });
    await expect(needs.getByRole('listitem')).toHaveText([
      /Look up your NIN.*\(done\)/,
      /Look up your BVN.*\(to do\)/,
      /An ID document matched to your face.*\(done\)/,
    ]);
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'dashboard tier at 390 px');
    await screens(page, 'tiers-dashboard-tier-1');
  });

  await test.step('a payer’s Check Verification reads "Tier 1"', async () => {
    await newMember(page, request, 'Tunde');
    await page.goto('/verified-members');
    await page.getByLabel('Search by').selectOption({ label: 'Email Address' });
    await page.getByLabel('Email Address', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const result = page.getByRole('region', { name: 'Search result' });
    await expect(result.getByText('The user is verified ✅.')).toBeVisible();
    await expect(result.getByText('KYC tier', { exact: true })).toBeVisible();
    await expect(result.getByText('Tier 1', { exact: true })).toBeVisible();
    await screens(page, 'tiers-payer-lookup');
  });

  await test.step('the member adds their BVN from the dashboard and holds Tier 2', async () => {
    await logIn(page, email);
    await page
      .getByRole('region', { name: 'Your KYC tier' })
      .getByRole('link', { name: 'Look up your BVN' })
      .click();
    await page.waitForURL('**/identity-numbers?type=bvn*');
    await expect(page.getByTestId('matched-nin')).toHaveText('NIN: matched');
    await page.getByLabel('Your BVN').fill('22222222222');
    await screens(page, 'tiers-identity-numbers');
    await page.getByRole('button', { name: 'Look up my BVN' }).click();
    await expect(page.getByText('Your BVN record matched')).toBeVisible();
    await expect(page.getByTestId('identity-numbers-tier')).toHaveText('Tier 2');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByTestId('kyc-tier')).toHaveText('Tier 2');
    await expectAccessible(page, 'dashboard at Tier 2');
    await screens(page, 'tiers-dashboard-tier-2');
  });
});
