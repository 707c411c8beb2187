import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import {
  apiMember,
  apiPayFee,
  apiStaffLogIn,
  apiSubmitKyc,
  bearer,
  createStaff,
} from '../support/backoffice';
import { businessWithKey, SHOP } from '../support/business';
import { logIn } from '../support/kyc';
import { DESKTOP, PHONE, screens } from '../support/screens';

/**
 * Issue 36's journey: a VERIFIED member keeps their Vouch ID in the browser, presents only their
 * first name and "aged 18 or over" to a business's page, which shows them as verified by Vouch;
 * an admin revokes the verification, and the same presentation now shows "revoked".
 */
const reviewer = `vera.${Date.now()}@vouch.test`;
const admin = `abu.${Date.now()}@vouch.test`;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a member presents a Vouch ID to a business; answers a verification link with it, signed out; revoked, it no longer stands', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await createStaff(reviewer);
  await createStaff(admin, 'admin');
  const ada = await apiMember(request, 'Ada', 'Okafor');
  await apiPayFee(request, ada.token);
  await apiSubmitKyc(request, ada.token);
  const reviewerToken = await apiStaffLogIn(request, reviewer);
  const queue = await request.get('/api/v1/backoffice/queue', {
    headers: bearer(reviewerToken),
    params: { q: ada.email },
  });
  const [item] = ((await queue.json()) as { msg: { submission_id: string }[] }).msg;
  const approved = await request.post(`/api/v1/backoffice/cases/${item!.submission_id}/decision`, {
    headers: bearer(reviewerToken),
    data: {
      decision: 'approve',
      override_reason: 'Checked by hand: the screening hit is not this member.',
    },
  });
  expect(approved.status()).toBe(200);

  const member = await newPage(browser);
  await logIn(member, ada.email);
  await test.step('Ada keeps her Vouch ID in this browser', async () => {
    await member
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Vouch ID' })
      .click();
    await expect(member.getByRole('heading', { level: 1, name: 'Vouch ID' })).toBeVisible();
    await expect(member.getByText(/Clearing the browser’s data loses it/)).toBeVisible();
    await screens(member, 'vouch-id-choose');
    await member.getByRole('button', { name: 'Keep it in this browser' }).click();
    await expect(
      member.getByRole('heading', { name: 'Your Vouch ID is in this browser' }),
    ).toBeVisible();
    await expect(
      member.getByRole('definition').filter({ hasText: 'Yes, 18 or over' }),
    ).toBeVisible();
  });

  const business = await newPage(browser);
  let request_link = '';
  await test.step('a business asks for a Vouch ID', async () => {
    await business.goto('/verify-credential');
    await expect(
      business.getByRole('heading', { level: 1, name: 'Check a Vouch ID' }),
    ).toBeVisible();
    request_link = (await business
      .getByRole('link', { name: 'Link to send' })
      .getAttribute('href'))!;
    expect(request_link).toContain('nonce=');
    await screens(business, 'verify-credential-ask');
  });

  let presentation = '';
  await test.step('Ada opens the request and shows her first name and age only', async () => {
    await member.goto(request_link);
    await member.getByRole('checkbox', { name: 'Last name' }).click();
    await expect(member.getByRole('checkbox', { name: 'First name' })).toBeChecked();
    await expect(member.getByRole('checkbox', { name: 'Aged 18 or over' })).toBeChecked();
    await expect(member.getByRole('checkbox', { name: 'Last name' })).not.toBeChecked();
    await member.getByRole('button', { name: 'Create presentation' }).click();
    const link = member.getByRole('link', { name: 'Open the presentation link' });
    await expect(link).toBeVisible();
    presentation = (await link.getAttribute('href'))!;
    await member.setViewportSize(PHONE);
    await expectAccessible(member, 'Vouch ID at 390 px');
    await member.setViewportSize(DESKTOP);
    await screens(member, 'vouch-id-present');
  });

  await test.step('the business sees her verified, with nothing else', async () => {
    await business.goto(presentation);
    await expect(business.getByRole('heading', { name: 'Verified by Vouch' })).toBeVisible();
    const proven = business.getByRole('definition');
    await expect(proven.filter({ hasText: 'Ada' })).toBeVisible();
    await expect(proven.filter({ hasText: 'Yes, 18 or over' })).toBeVisible();
    await expect(business.getByText('Last name')).toHaveCount(0);
    await expect(business.getByText('Okafor')).toHaveCount(0);
    await business.setViewportSize(PHONE);
    await expectAccessible(business, 'verified presentation at 390 px');
    await business.setViewportSize(DESKTOP);
    await screens(business, 'verify-credential-verified');
  });

  await test.step('signed out, on a phone, Ada answers a business’s verification link with her Vouch ID', async () => {
    const shop = await businessWithKey(request, baseURL!, 'live');
    const made = await request.post('/api/business/v1/verification-sessions', {
      headers: { authorization: `Bearer ${shop.key}` },
      data: {
        reference: 'vouch-id-1',
        redirect_url: `${SHOP}/welcome`,
        claims: ['first_name', 'age_over_18'],
        purpose: 'Opening your seller account',
      },
    });
    expect(made.status(), await made.text()).toBe(200);
    const session = (await made.json()) as { id: string; url: string };
    await member.route(`${SHOP}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Kano Kicks</title><h1>Welcome to Kano Kicks</h1></html>',
      }),
    );
    // Issue 46: a /vouch-id link carrying a verification link's audience (and a nonce anyone can
    // put there) makes no presentation: the wallet sends her to the link, which names the business.
    await member.goto(`/vouch-id?nonce=relayed-nonce-1&aud=${encodeURIComponent(session.url)}`);
    await expect(member.getByText('This is a business’s verification link')).toBeVisible();
    await expect(member.getByRole('button', { name: 'Create presentation' })).toBeDisabled();
    await expect(member.getByRole('link', { name: 'Open the verification link' })).toHaveAttribute(
      'href',
      new URL(session.url).pathname,
    );
    await screens(member, 'vouch-id-link-request');
    await member.getByRole('button', { name: 'Logout' }).click();
    await member.waitForURL('**/login');
    await member.setViewportSize(PHONE);
    await member.goto(new URL(session.url).pathname);
    await expect(member.getByText('Your Vouch ID is in this browser.')).toBeVisible();
    await expectAccessible(member, 'the hosted page with a Vouch ID, signed out');
    await screens(member, 'verify-with-vouch-id');
    await member.getByRole('button', { name: 'Share with my Vouch ID' }).click();
    await member.waitForURL(`${SHOP}/welcome?session_id=${session.id}`);
    const answer = (await (
      await request.get(`/api/business/v1/verification-sessions/${session.id}`, {
        headers: { authorization: `Bearer ${shop.key}` },
      })
    ).json()) as { status: string; claims: Record<string, unknown> };
    expect(answer).toMatchObject({
      status: 'approved',
      claims: { verified: true, first_name: 'Ada', age_over_18: true },
    });
    expect(answer.claims.last_name).toBeUndefined();
    await member.setViewportSize(DESKTOP);
  });

  await test.step('an admin revokes; the same presentation now shows "revoked"', async () => {
    const adminToken = await apiStaffLogIn(request, admin);
    const revoked = await request.post(`/api/v1/backoffice/members/${ada.uuid}/revoke`, {
      headers: bearer(adminToken),
      data: { reason: 'The document was reported stolen.' },
    });
    expect(revoked.status()).toBe(200);
    await business.getByRole('button', { name: 'Check again' }).click();
    await expect(
      business.getByRole('heading', { name: 'Revoked: this Vouch ID no longer stands' }),
    ).toBeVisible();
    await business.setViewportSize(PHONE);
    await expectAccessible(business, 'revoked presentation at 390 px');
    await business.setViewportSize(DESKTOP);
    await screens(business, 'verify-credential-revoked');
  });
  await member.context().close();
  await business.context().close();
});
