import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from './kyc';
import { latestMail, linkIn } from './mailbox';

let seq = 0;
/**
 * A Nigerian mobile number no other member of this run has: a verified member holds their
 * numbers alone, so members who may be approved must not share them.
 */
export function uniquePhone(): string {
  seq += 1;
  const n = String((Date.now() * 10 + seq) % 10_000_000).padStart(7, '0');
  return `0806${n}`;
}

export interface NewMemberFields {
  firstName: string;
  lastName: string;
  phone: string;
  whatsapp: string;
  wechatId?: string;
  /** dd-mm-yyyy; 14-03-1992 (the test passport's) unless given. */
  dob?: string;
}

/** Registers through the API with the given numbers; returns the (unique) e-mail address. */
export async function registerMember(request: APIRequestContext, m: NewMemberFields) {
  const email = `${m.firstName.toLowerCase()}.${Date.now()}@example.com`;
  const res = await request.post('/api/v1/auth/register', {
    data: {
      first_name: m.firstName,
      last_name: m.lastName,
      email_address: email,
      phone_number: m.phone,
      whatsapp_number: m.whatsapp,
      wechat_id: m.wechatId ?? null,
      wechat_name: m.wechatId ? m.firstName : null,
      gender: 'female',
      dob: m.dob ?? '14-03-1992',
      country: 'nigeria',
      password: PASSWORD,
      ip_address: '{ip}',
    },
  });
  expect(res.status()).toBe(200);
  return email;
}

/** Opens the link of the dev outbox's verification mail. */
export async function confirmEmail(page: Page, request: APIRequestContext, email: string) {
  await page.goto(linkIn(await latestMail(request, email, 'Verify your e-mail')));
  await expect(page.getByText('Email Verified Successfully!')).toBeVisible();
}

/** The bearer token of the member signed in on this page. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('vouch.authToken'));
  expect(token).toBeTruthy();
  return token!;
}
