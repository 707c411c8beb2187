import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_HOURS,
  supportMessages,
  type MemberProfile,
  type StaffSupportTicket,
  type SupportContact,
  type SupportTicket,
} from '@vouch/contracts';
import { ConfigError, loadConfig } from '../src/config.js';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { makeStaff } from './setup/second-factor.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ticket = {
  fullName: 'Adaeze Okafor',
  email: 'someone.else@example.com',
  category: 'kyc',
  subject: 'My document upload keeps failing',
  message: 'I tried three times to upload my passport and it fails each time.',
};

describe('the support desk', () => {
  it('files a ticket with a reference, confirms it to the account e-mail, and shows the reply and closing', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const r = await post(t.app, '/support/tickets', ticket, m.token);
    expect(r.code).toBe(200);
    const created = r.body.msg as SupportTicket;
    expect(created).toMatchObject({
      status: 'open',
      subject: ticket.subject,
      messages: [{ from: 'member', message: ticket.message }],
    });
    expect(created.reference).toMatch(/^VCH-T-[0-9A-F]{8}$/);
    const confirmation = await waitForMail(t.db, m.email, created.reference);
    expect(confirmation.text_body).toContain('24-48 hours');
    // Never to the address typed in the form.
    expect(
      await t.db
        .selectFrom('dev_outbox')
        .select('id')
        .where('to_address', '=', ticket.email)
        .execute(),
    ).toEqual([]);

    const reviewer = await registerMember(t.app, t.db, { verify: true });
    await makeStaff(t, reviewer, 'reviewer');
    const list = (await get(t.app, '/backoffice/tickets?status=open', reviewer.token)).body
      .msg as SupportTicket[];
    expect(list.some((x) => x.id === created.id)).toBe(true);
    expect(
      (
        await post(
          t.app,
          `/backoffice/tickets/${created.id}/replies`,
          { message: 'Please try again with a JPEG under 8 MB.' },
          reviewer.token,
        )
      ).body.msg,
    ).toBe(supportMessages.replySent);
    await waitForMail(t.db, m.email, 'Reply to your support ticket');
    const mine = (await get(t.app, '/support/tickets', m.token)).body.msg as SupportTicket[];
    expect(mine[0]).toMatchObject({
      status: 'answered',
      messages: [
        { from: 'member' },
        { from: 'staff', message: 'Please try again with a JPEG under 8 MB.' },
      ],
    });

    expect(
      (await post(t.app, `/backoffice/tickets/${created.id}/close`, {}, reviewer.token)).code,
    ).toBe(200);
    expect(
      ((await get(t.app, '/support/tickets', m.token)).body.msg as SupportTicket[])[0]!.status,
    ).toBe('closed');
    expect(
      (await post(t.app, `/support/tickets/${created.id}/replies`, { message: 'thanks' }, m.token))
        .body,
    ).toMatchObject({ status: 409, msg: supportMessages.ticketClosed });
  });

  it('staff see the account that filed a ticket: its real e-mail and uuid, not what was typed', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const uuid = ((await get(t.app, '/account/info', m.token)).body.msg as MemberProfile).uuid;
    const spoofed = { ...ticket, fullName: 'Vouch Compliance', email: 'ceo@bank.example' };
    const created = (await post(t.app, '/support/tickets', spoofed, m.token)).body
      .msg as SupportTicket;
    const reviewer = await registerMember(t.app, t.db, { verify: true });
    await makeStaff(t, reviewer, 'reviewer');
    const list = (await get(t.app, '/backoffice/tickets?status=open', reviewer.token)).body
      .msg as StaffSupportTicket[];
    const seen = list.find((x) => x.id === created.id)!;
    expect(seen).toMatchObject({
      full_name: 'Vouch Compliance',
      email: 'ceo@bank.example',
      account: { uuid, email: m.email },
    });
    // The member's own view is theirs: no account block to read.
    const mine = (await get(t.app, '/support/tickets', m.token)).body.msg as SupportTicket[];
    expect(mine[0]).not.toHaveProperty('account');
  });

  it.each([
    [{ fullName: '' }, 'fullName', supportMessages.fullNameRequired],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'nope' }, 'email', 'Invalid email address'],
    [{ category: '' }, 'category', supportMessages.categoryRequired],
    [{ subject: ' ' }, 'subject', supportMessages.subjectRequired],
    [{ message: '' }, 'message', supportMessages.messageRequired],
    [{ message: 'too short' }, 'message', supportMessages.messageTooShort],
  ])('validates %j with the spec message', async (o, field, msg) => {
    const m = await registerMember(t.app, t.db);
    const r = await post(t.app, '/support/tickets', { ...ticket, ...o }, m.token);
    expect(r.code).toBe(400);
    expect(r.body.errors?.[field]).toBe(msg);
  });

  it("members cannot see or answer others' tickets, nor use the staff endpoints", async () => {
    const a = await registerMember(t.app, t.db, { verify: true });
    const b = await registerMember(t.app, t.db, { verify: true });
    const created = (await post(t.app, '/support/tickets', ticket, a.token)).body
      .msg as SupportTicket;
    expect((await get(t.app, '/support/tickets', b.token)).body.msg).toEqual([]);
    expect(
      (await post(t.app, `/support/tickets/${created.id}/replies`, { message: 'hi' }, b.token))
        .code,
    ).toBe(404);
    expect((await get(t.app, '/backoffice/tickets', b.token)).code).toBe(403);
    expect(
      (await post(t.app, `/backoffice/tickets/${created.id}/replies`, { message: 'hi' }, b.token))
        .code,
    ).toBe(403);
    expect((await post(t.app, `/backoffice/tickets/${created.id}/close`, {}, b.token)).code).toBe(
      403,
    );
  });
});

describe('the support contact channels (GET /support/contact)', () => {
  it('are null, so the pages show no phone or chat card, when not configured', async () => {
    const r = await get(t.app, '/support/contact');
    expect(r.body).toEqual({
      status: 200,
      msg: { hours: SUPPORT_HOURS, phone: null, whatsapp: null },
    });
  });

  it('come from SUPPORT_PHONE and SUPPORT_WHATSAPP, public, with dialable and chat links', async () => {
    const configured = await createTestApp({
      env: { SUPPORT_PHONE: '+234 201 555 0100', SUPPORT_WHATSAPP: '+234 (803) 123-4567' },
    });
    try {
      const r = await get(configured.app, '/support/contact');
      expect(r.code).toBe(200);
      expect(r.body.msg as SupportContact).toEqual({
        hours: SUPPORT_HOURS,
        phone: { display: '+234 201 555 0100', href: 'tel:+2342015550100' },
        whatsapp: { display: '+234 (803) 123-4567', url: 'https://wa.me/2348031234567' },
      });
    } finally {
      await configured.close();
    }
  });

  it('refuses a number without its country code at start, with a clear message', () => {
    const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'vouch-support-'));
    expect(() => loadConfig({ DATA_DIR, SUPPORT_WHATSAPP: '0803 123 4567' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR, SUPPORT_PHONE: 'call us' })).toThrow(
      /SUPPORT_PHONE: give the number in international form/,
    );
  });
});
