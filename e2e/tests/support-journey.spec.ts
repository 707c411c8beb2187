import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { apiStaffLogIn, createStaff, staffLogIn } from '../support/backoffice';
import { logIn, newMember } from '../support/kyc';
import { latestMail } from '../support/mailbox';
import { tokenOf } from '../support/members';
import { PHONE, screens } from '../support/screens';

/**
 * The back-office issue's support desk: a member files a ticket on /support and is e-mailed its
 * reference; a reviewer made with the CLI answers it through the API and then sees it on the
 * back office's Support tickets screen, the member reads the reply on /support and by e-mail and
 * writes back, the reviewer closes the ticket and the member can no longer reply.
 */
test.describe.configure({ mode: 'serial' });

const subject = 'My selfie keeps getting rejected';
const question = 'I uploaded my selfie in good light twice but it still fails. What should I do?';
const answer = 'Please retake the selfie without glasses, facing the camera, on a plain wall.';
const member = { email: '', reference: '' };
const staff = { token: '' };

interface Ticket {
  id: string;
  reference: string;
  status: string;
  messages: { from: string; message: string }[];
}

function asStaff(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${staff.token}` };
  const tickets = async (status: string) => {
    const res = await request.get(`/api/v1/backoffice/tickets?status=${status}`, { headers });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { msg: Ticket[] }).msg;
  };
  const post = (path: string, data?: unknown) =>
    request.post(`/api/v1/backoffice/tickets/${path}`, { headers, data });
  return { tickets, post };
}

/** The member's ticket on /support, opened onto its conversation. */
async function openTicket(page: Page) {
  const list = page.getByRole('list', { name: 'Your tickets' });
  const name = new RegExp(member.reference);
  const button = list.getByRole('button', { name });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const panel = list.getByRole('listitem').filter({ has: page.getByRole('button', { name }) });
  return { button, panel };
}

test('a member files a ticket on /support and is e-mailed its reference', async ({
  page,
  request,
}) => {
  member.email = await newMember(page, request, 'Ngozi');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Support/ })
    .click();
  await page.waitForURL('**/support');
  await expect(page.getByRole('heading', { name: 'Phone support' })).toBeVisible();
  // The configured number and chat (start-server sets SUPPORT_PHONE and SUPPORT_WHATSAPP).
  await expect(page.getByRole('link', { name: 'Call +234 201 555 0100' })).toHaveAttribute(
    'href',
    'tel:+2342015550100',
  );
  await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/2348031234567',
  );
  await expect(page.getByText('Live chat')).toHaveCount(0);
  await expect(page.getByText('No tickets yet')).toBeVisible();
  const form = page.getByRole('form', { name: 'Submit a ticket' });
  await expect(form.getByLabel('Full Name')).toHaveValue('Ngozi Okafor');
  await expect(form.getByLabel('Email')).toHaveValue(member.email);
  await expectAccessible(page, 'support page with the ticket form');
  await screens(page, 'support-contact-cards');

  await test.step("spec 5's messages", async () => {
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(form.getByRole('alert')).toHaveText([
      'Please select a category',
      'Subject is required',
      'Message must be at least 20 characters',
    ]);
    await expectAccessible(page, 'ticket form with errors');
  });

  await test.step('the FAQ opens one answer at a time', async () => {
    const q = page.getByRole('button', { name: 'How long does verification take?' });
    await q.click();
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('within 24-48 hours of receiving it')).toBeVisible();
  });

  await form.getByLabel('Category').selectOption({ label: 'KYC Verification' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(question);
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Support Ticket Submitted!' })).toBeVisible();
  await expect(
    page.getByText("Thank you for contacting us. We'll get back to you within 24-48 hours."),
  ).toBeVisible();
  const reference = await page
    .getByText(/^VCH-T-[0-9A-F]{8}$/)
    .first()
    .textContent();
  member.reference = reference!;
  await expectAccessible(page, 'ticket success view');

  const mail = await latestMail(request, member.email, 'We received your support ticket');
  expect(mail.subject).toContain(member.reference);
  expect(mail.text_body).toContain(subject);

  const { panel } = await openTicket(page);
  await expect(panel.getByText('Open', { exact: true })).toBeVisible();
  await expect(panel.getByText(question)).toBeVisible();

  await page.getByRole('button', { name: 'Submit Another Ticket' }).click();
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByLabel('Full Name')).toHaveValue('Ngozi Okafor');
});

test('a reviewer made with the CLI finds the ticket and answers it', async ({ request, page }) => {
  const email = `rita.${Date.now()}@example.com`;
  await createStaff(email);
  staff.token = await apiStaffLogIn(request, email);

  await logIn(page, member.email);
  const asMember = await request.get('/api/v1/backoffice/tickets', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(asMember.status(), 'members cannot read the tickets of others').toBe(403);

  const api = asStaff(request);
  const ticket = (await api.tickets('open')).find((t) => t.reference === member.reference);
  expect(ticket?.messages).toEqual([
    expect.objectContaining({ from: 'member', message: question }),
  ]);
  expect((await api.post(`${ticket!.id}/replies`, { message: answer })).status()).toBe(200);
  const answered = await api.tickets('answered');
  expect(answered.map((t) => t.reference)).toContain(member.reference);

  const mail = await latestMail(request, member.email, 'Reply to your support ticket');
  expect(mail.subject).toContain(member.reference);
  expect(mail.text_body).toContain(answer);

  // The reviewer's own screen: Back office → Support tickets shows the answered ticket.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await staffLogIn(page, email);
  await page.goto('/backoffice/tickets?status=answered');
  await expect(page.getByRole('heading', { name: 'Support tickets', level: 1 })).toBeVisible();
  await expect(page.getByText(member.reference).first()).toBeVisible();
  // Beside what was typed, the account that filed it: replies go to its address (issue 31).
  await expect(
    page.getByRole('button', { name: new RegExp(member.reference) }).first(),
  ).toContainText(`Account: ${member.email}`);
  await expectAccessible(page, 'staff support tickets');
  await screens(page, 'staff-tickets-with-account');
});

test('the member reads the reply on /support and writes back', async ({ page }) => {
  await logIn(page, member.email);
  await page.goto('/support');
  const { panel } = await openTicket(page);
  await expect(panel.getByText('Answered', { exact: true })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Vouch support' })).toContainText(
    answer,
  );
  await expectAccessible(page, 'support page with an opened ticket');

  const replyForm = panel.getByRole('form', { name: 'Your reply' });
  await replyForm.getByRole('button', { name: 'Send reply' }).click();
  await expect(replyForm.getByRole('alert')).toHaveText('Write a reply');
  await replyForm.getByLabel('Your reply').fill('Thank you, I will retake it tonight.');
  await replyForm.getByRole('button', { name: 'Send reply' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Reply sent' })).toBeVisible();
  await expect(panel.getByText('Thank you, I will retake it tonight.')).toBeVisible();
  await expect(panel.getByText('Open', { exact: true })).toBeVisible();
});

test('the reviewer closes the ticket; the member sees it closed and cannot reply', async ({
  page,
  request,
}) => {
  const api = asStaff(request);
  const ticket = (await api.tickets('open')).find((t) => t.reference === member.reference);
  expect(ticket?.messages.map((m) => m.from)).toEqual(['member', 'staff', 'member']);
  expect((await api.post(`${ticket!.id}/close`)).status()).toBe(200);
  const closed = await api.tickets('closed');
  expect(closed.map((t) => t.reference)).toContain(member.reference);

  await logIn(page, member.email);
  await page.goto('/support');
  const { panel } = await openTicket(page);
  await expect(panel.getByText('Closed', { exact: true })).toBeVisible();
  await expect(panel.getByText(answer)).toBeVisible();
  await expect(panel.getByText(/This ticket is closed\./)).toBeVisible();
  await expect(panel.getByRole('form', { name: 'Your reply' })).toHaveCount(0);
  await expectAccessible(page, 'support page with a closed ticket');

  const late = await request.post(`/api/v1/support/tickets/${ticket!.id}/replies`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { message: 'One more thing' },
  });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { msg: string }).msg).toBe('This ticket is closed.');
});

test('the public Contact page shows the configured phone line and WhatsApp chat', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Call +234 201 555 0100' })).toHaveAttribute(
    'href',
    'tel:+2342015550100',
  );
  await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/2348031234567',
  );
  await expect(page.getByText('Monday to Friday, 9am-5pm (WAT)').first()).toBeVisible();
  await expectAccessible(page, 'contact page');
  await screens(page, 'contact-page');
});
