import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  maskNumber,
  normalisePhone,
  NUMBER_CODES_PER_MEMBER_PER_DAY,
  NUMBER_CODES_PER_NUMBER_PER_DAY,
  numberProofMessages as msg,
  type MemberProfile,
  type NumberProofRequested,
  type VerificationResult,
} from '@vouch/contracts';
import { SANDBOX_BVNS } from '../src/adapters/identity/sandbox-identity.js';
import { passportSubmission, paidMember } from './setup/kyc-fixtures.js';
import {
  decide,
  lookup,
  profileEdit,
  profileOf,
  staff,
  uuidOf,
  verifiedMember,
} from './setup/lifecycle.js';
import { get, post, registerMember, uniquePhone, waitForMail } from './setup/members.js';
import { codeSentTo, confirmCode, messagesTo, proveNumber, requestCode } from './setup/numbers.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
let reviewer: { token: string };
let searcher: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await staff(t, 'reviewer');
  searcher = await registerMember(t.app, t.db, { verify: true });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof verifiedMember>>;
const found = async (by: string, value: string) => {
  const r = await lookup(t, searcher.token, by, value);
  return r.code === 200 ? (r.body.msg as { search: VerificationResult[] }).search[0]! : null;
};
const edit = (m: Member, changes: Record<string, unknown>) =>
  post(t.app, '/account/update-profile', profileEdit(m, changes), m.token);
const userId = (m: { token: string }) => uuidOf(t, m.token);
/** Moves the member's codes back in time, as a clock running on would. */
async function ageCodes(id: string, ms: number) {
  const rows = await t.db
    .selectFrom('number_proof_codes')
    .select(['id', 'created_at', 'expires_at'])
    .where('user_id', '=', id)
    .execute();
  const back = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
  for (const row of rows)
    await t.db
      .updateTable('number_proof_codes')
      .set({ created_at: back(row.created_at), expires_at: back(row.expires_at) })
      .where('id', '=', row.id)
      .execute();
}

describe('a number is proven by the code sent to it', () => {
  it('a verified member proves their phone by SMS: only then does a lookup of it find them', async () => {
    const a = await verifiedMember(t, reviewer.token);
    const phone = a.payload.phone_number;
    // Verified, but the number was only typed: it answers nothing.
    expect(await found('PHONE_NUMBER', phone)).toBeNull();
    expect((await profileOf(t, a.token)).numbers.phone).toMatchObject({ state: 'unproven' });

    const sent = await requestCode(t, a.token, 'phone');
    expect(sent.code).toBe(200);
    const answer = sent.body.msg as Extract<NumberProofRequested, { outcome: 'sent' }>;
    expect(answer).toMatchObject({
      outcome: 'sent',
      kind: 'phone',
      channel: 'sms',
      to: maskNumber(normalisePhone(phone)),
    });
    expect(answer.to).not.toContain(normalisePhone(phone).slice(4, 8));
    expect(Date.parse(answer.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    await t.jobs.drain();
    const sms = await codeSentTo(t.db, phone);
    expect(sms.channel).toBe('sms');
    // Only the code's keyed hash is stored.
    const stored = await t.db
      .selectFrom('number_proof_codes')
      .select('code_hash')
      .where('user_id', '=', await userId(a))
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(sms.code);

    const r = await confirmCode(
      t,
      a.token,
      'phone',
      ` ${sms.code.slice(0, 3)} ${sms.code.slice(3)} `,
    );
    expect(r.body).toEqual({
      status: 200,
      msg: { outcome: 'proven', kind: 'phone', source: 'sms', joins_answer_at: null },
    });
    const result = await found('PHONE_NUMBER', phone.replace(/^0/, '+234'));
    expect(result).toMatchObject({
      last_name: 'Okafor',
      matched_by: { search_by: 'PHONE_NUMBER', evidence: 'proven' },
    });
    expect(result!.verified_since).toMatch(/^\d{4}-\d{2}$/);
    expect((await profileOf(t, a.token)).numbers.phone).toMatchObject({
      state: 'proven',
      source: 'sms',
    });
    // The WhatsApp number is another number: still not proven, still finds nobody.
    expect(await found('WHATSAPP_NUMBER', a.payload.whatsapp_number)).toBeNull();
    // A code works once.
    expect((await confirmCode(t, a.token, 'phone', sms.code)).body).toMatchObject({
      status: 409,
      msg: msg.used,
    });
    expect((await requestCode(t, a.token, 'phone')).body).toMatchObject({
      status: 409,
      msg: msg.alreadyProven,
    });
  });

  it('a WhatsApp number gets its code by WhatsApp, or by SMS when the member picks it', async () => {
    const a = await verifiedMember(t, reviewer.token);
    const wa = a.payload.whatsapp_number;
    expect((await requestCode(t, a.token, 'whatsapp')).body.msg).toMatchObject({
      channel: 'whatsapp',
    });
    await t.jobs.drain();
    expect((await codeSentTo(t.db, wa)).channel).toBe('whatsapp');
    await ageCodes(await userId(a), 61_000);
    expect((await requestCode(t, a.token, 'whatsapp', 'sms')).body.msg).toMatchObject({
      channel: 'sms',
    });
    await t.jobs.drain();
    const sms = await codeSentTo(t.db, wa, 'sms');
    // A phone number is proven by SMS only.
    expect((await requestCode(t, a.token, 'phone', 'whatsapp')).body).toMatchObject({
      status: 400,
      msg: msg.channelForPhone,
    });
    expect((await confirmCode(t, a.token, 'whatsapp', sms.code)).code).toBe(200);
    expect(await found('WHATSAPP_NUMBER', wa)).toMatchObject({
      matched_by: { search_by: 'WHATSAPP_NUMBER', evidence: 'proven' },
    });
  });

  it('wrong codes: each refusal says why, five end the code; an expired code is refused', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    expect((await confirmCode(t, m.token, 'phone', '123456')).body).toMatchObject({
      status: 400,
      msg: msg.noCode,
    });
    expect((await confirmCode(t, m.token, 'phone', '12ab')).body).toMatchObject({
      status: 400,
      msg: msg.codeFormat,
    });
    await requestCode(t, m.token, 'phone');
    await t.jobs.drain();
    const { code } = await codeSentTo(t.db, m.payload.phone_number);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1])
      expect((await confirmCode(t, m.token, 'phone', wrong)).body).toMatchObject({
        status: 400,
        msg: msg.wrong(left),
        errors: { code: msg.wrong(left) },
      });
    expect((await confirmCode(t, m.token, 'phone', wrong)).body).toMatchObject({
      status: 429,
      msg: msg.tooManyTries,
    });
    // Even the right code is dead now.
    expect((await confirmCode(t, m.token, 'phone', code)).body.msg).toBe(msg.tooManyTries);

    // A new code, then ten minutes pass.
    const id = await userId(m);
    await ageCodes(id, 61_000);
    await requestCode(t, m.token, 'phone');
    await t.jobs.drain();
    const second = await codeSentTo(t.db, m.payload.phone_number);
    await ageCodes(id, 10 * 60_000 + 1000);
    expect((await confirmCode(t, m.token, 'phone', second.code)).body).toMatchObject({
      status: 410,
      msg: msg.expired,
    });
    expect((await profileOf(t, m.token)).numbers.phone.state).toBe('unproven');
  });

  it('25 codes sent at once get five tries between them, the right one last among them too (issue 46)', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    await requestCode(t, m.token, 'phone');
    await t.jobs.drain();
    const { code } = await codeSentTo(t.db, m.payload.phone_number);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const batch = [...Array.from({ length: 24 }, (_, i) => wrong(i)), code];
    const answers = await Promise.all(batch.map((c) => confirmCode(t, m.token, 'phone', c)));
    const tries = await t.db
      .selectFrom('number_proof_codes')
      .select('failures')
      .where('user_id', '=', await userId(m))
      .executeTakeFirstOrThrow();
    // Every code compared was counted first: five, however many arrived together.
    expect(Number(tries.failures)).toBe(5);
    const proven = answers.filter((r) => r.code === 200).length;
    const wrongs = answers.filter((r) => r.code === 400).map((r) => r.body.msg);
    expect(wrongs.length + proven).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.code === 429)).toHaveLength(25 - wrongs.length - proven);
    expect(new Set(wrongs).size).toBe(wrongs.length);
    expect((await profileOf(t, m.token)).numbers.phone.state).toBe(proven ? 'proven' : 'unproven');
  });

  it('one code a minute; daily caps per member and per number, each with its own words', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const id = await userId(m);
    expect((await requestCode(t, m.token, 'phone')).code).toBe(200);
    const again = await requestCode(t, m.token, 'phone');
    expect(again.code).toBe(429);
    expect(again.body.msg).toMatch(/^We just sent a code\. You can ask for another in \d+ s\.$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(await messagesTo(t, m.payload.phone_number)).toBe(1);
    await ageCodes(id, 61_000);
    expect((await requestCode(t, m.token, 'phone')).code).toBe(200);

    // Per member: codes to any of their numbers count.
    for (let i = 2; i < NUMBER_CODES_PER_MEMBER_PER_DAY; i++) {
      await ageCodes(id, 61_000);
      expect((await requestCode(t, m.token, i % 2 ? 'phone' : 'whatsapp', 'sms')).code).toBe(200);
    }
    await ageCodes(id, 61_000);
    const capped = await requestCode(t, m.token, 'whatsapp', 'sms');
    expect(capped.body).toMatchObject({ status: 429, msg: msg.memberDailyCap });

    // Per number: several accounts that all typed the same number cannot flood it.
    const number = uniquePhone('0816');
    const others = [];
    for (let i = 0; i <= NUMBER_CODES_PER_NUMBER_PER_DAY; i++)
      others.push(
        await registerMember(t.app, t.db, { verify: true, overrides: { phone_number: number } }),
      );
    for (const o of others.slice(0, NUMBER_CODES_PER_NUMBER_PER_DAY))
      expect((await requestCode(t, o.token, 'phone')).code).toBe(200);
    expect((await requestCode(t, others.at(-1)!.token, 'phone')).body).toMatchObject({
      status: 429,
      msg: msg.numberDailyCap,
    });
    expect(await messagesTo(t, number)).toBe(NUMBER_CODES_PER_NUMBER_PER_DAY);
  });

  it('a member whose e-mail is not verified cannot ask for codes', async () => {
    const m = await registerMember(t.app, t.db);
    expect((await requestCode(t, m.token, 'phone')).body).toMatchObject({
      status: 403,
      msg: msg.emailFirst,
    });
    expect((await requestCode(t, m.token, 'fax' as never)).body).toMatchObject({
      status: 400,
      msg: msg.kindRequired,
    });
  });
});

describe('a proven number belongs to one member', () => {
  it('a number typed by another account blocks nobody; proving it moves it, and the first holder is told', async () => {
    const a = await verifiedMember(t, reviewer.token);
    const phone = a.payload.phone_number;
    await proveNumber(t, a, 'phone', phone);
    expect((await found('PHONE_NUMBER', phone))?.last_name).toBe('Okafor');

    // B types A's number: nothing changes for A, and B is not refused either.
    const b = await verifiedMember(t, reviewer.token, { last_name: 'Bello' });
    const typed = await edit(b, { phone_number: phone.replace(/^0/, '+234 ') });
    expect(typed.code).toBe(200);
    expect((await found('PHONE_NUMBER', phone))?.last_name).toBe('Okafor');

    // B receives the code on that phone (B holds the SIM now) and proves it.
    const proven = await proveNumber(t, b, 'phone', phone);
    // B was verified before: a number a reviewer did not see waits out the hold.
    expect((proven.body.msg as { joins_answer_at: string | null }).joins_answer_at).not.toBeNull();
    await waitForMail(t.db, a.email, 'Your number now finds another Vouch account');
    expect((await profileOf(t, a.token)).numbers.phone.state).toBe('unproven');
    // Nobody answers during B's hold: A lost it, B waits.
    expect(await found('PHONE_NUMBER', phone)).toBeNull();
    await t.db
      .updateTable('number_proofs')
      .set({ held_until: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', await userId(b))
      .execute();
    expect((await found('PHONE_NUMBER', phone))?.last_name).toBe('Bello');
  });

  it('a changed number is unproven until proven; the old one stops finding the member at once', async () => {
    const a = await verifiedMember(t, reviewer.token);
    await proveNumber(t, a, 'phone', a.payload.phone_number);
    const newPhone = uniquePhone('0701');
    const r = await edit(a, { phone_number: newPhone });
    expect(r.code).toBe(200);
    // A number is proven by code, not reviewed: no change waits for a reviewer.
    expect((r.body.msg as MemberProfile).profile_review).toBeNull();
    expect(await found('PHONE_NUMBER', a.payload.phone_number)).toBeNull();
    expect(await found('PHONE_NUMBER', newPhone)).toBeNull();
    expect((await profileOf(t, a.token)).numbers.phone.state).toBe('unproven');

    const proven = await proveNumber(t, a, 'phone', newPhone);
    const joins = (proven.body.msg as { joins_answer_at: string }).joins_answer_at;
    expect(Date.parse(joins) - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect((await profileOf(t, a.token)).numbers.phone).toMatchObject({
      state: 'held',
      joins_answer_at: joins,
    });
    const mail = await waitForMail(t.db, a.email, 'New on your Vouch account');
    expect(mail.text_body).toContain(maskNumber(normalisePhone(newPhone)));
    expect(mail.text_body).toMatch(/\/holds\/cancel\?token=/);
    expect(await found('PHONE_NUMBER', newPhone)).toBeNull();
    // A day later it answers.
    await t.db
      .updateTable('number_proofs')
      .set({ held_until: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', await userId(a))
      .execute();
    expect((await found('PHONE_NUMBER', newPhone))?.last_name).toBe('Okafor');
  });

  it('numbers proven before approval answer as soon as the member is verified', async () => {
    const m = await submitted();
    await proveNumber(t, m, 'phone', m.payload.phone_number);
    expect((await profileOf(t, m.token)).numbers.phone.state).toBe('proven');
    expect(await found('PHONE_NUMBER', m.payload.phone_number)).toBeNull();
    await decide(t, reviewer.token, m.submissionId, { decision: 'approve' });
    expect((await found('PHONE_NUMBER', m.payload.phone_number))?.last_name).toBe('Okafor');
  });

  async function submitted(overrides = {}) {
    const m = await paidMember(t.app, t.db, overrides);
    const r = await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token);
    if (r.code !== 200) throw new Error(JSON.stringify(r.body));
    const info = (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as {
      info: { id: string };
    };
    return { ...m, submissionId: info.info.id };
  }
});

describe("the phone on the member's BVN record counts as proven", () => {
  it('a number equal to the matched BVN record’s phone is proven without a code', async () => {
    // The sandbox's record for the member themself carries 08030000000.
    const m = await paidMember(t.app, t.db, { phone_number: '0803 000 0000' });
    const looked = await post(
      t.app,
      '/account/verify-identification-number',
      { id_type: 'bvn', id_number: SANDBOX_BVNS.self },
      m.token,
    );
    expect(looked.code).toBe(200);
    // A lookup the member has not submitted with proves nothing: a code goes out.
    expect((await requestCode(t, m.token, 'phone')).body.msg).toMatchObject({ outcome: 'sent' });
    await t.jobs.drain();
    const kyc = await post(
      t.app,
      '/kyc/create-new-kyc',
      await passportSubmission({ identity_type: 'bvn', identity_number: SANDBOX_BVNS.self }),
      m.token,
    );
    expect(kyc.code).toBe(200);
    const before = await messagesTo(t, '08030000000');
    expect(before).toBe(1);
    const r = await requestCode(t, m.token, 'phone');
    expect(r.body).toEqual({
      status: 200,
      msg: { outcome: 'proven', kind: 'phone', source: 'bvn', joins_answer_at: null },
    });
    // No code went out, and the answer does not repeat the record's number.
    expect(JSON.stringify(r.body)).not.toContain('0000000');
    expect(await messagesTo(t, '08030000000')).toBe(before);
    expect((await profileOf(t, m.token)).numbers.phone).toMatchObject({
      state: 'proven',
      source: 'bvn',
    });
    // The WhatsApp number is not on the record: it needs its code.
    expect((await profileOf(t, m.token)).numbers.whatsapp.state).toBe('unproven');
  });
});

describe('members verified before numbers were proven', () => {
  it('are mailed once to prove them; until then their numbers find nobody', async () => {
    const a = await verifiedMember(t, reviewer.token);
    const id = await userId(a);
    // As migration 0020 lists every member verified before it.
    await t.db
      .insertInto('number_proof_invites')
      .values({ user_id: id, mailed_at: null })
      .execute();
    expect(await found('PHONE_NUMBER', a.payload.phone_number)).toBeNull();
    expect((await found('UUID', id))?.last_name).toBe('Okafor');
    expect((await found('EMAIL_ADDRESS', a.email))?.matched_by).toEqual({
      search_by: 'EMAIL_ADDRESS',
      evidence: 'confirmed',
    });
    expect(await t.numbers.inviteExisting()).toBeGreaterThanOrEqual(1);
    expect(await t.numbers.inviteExisting()).toBe(0);
    await t.jobs.drain();
    const mail = await waitForMail(t.db, a.email, 'Prove your phone number');
    expect(mail.text_body).toContain('/profile');
    const all = await t.db
      .selectFrom('dev_outbox')
      .select('id')
      .where('to_address', '=', a.email)
      .where('subject', 'like', 'Prove your phone number%')
      .execute();
    expect(all).toHaveLength(1);
  });
});
