import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type MemberProfile } from '@vouch/contracts';
import en from '../src/i18n/catalogues/en.json' with { type: 'json' };
import ha from '../src/i18n/catalogues/ha.json' with { type: 'json' };
import ig from '../src/i18n/catalogues/ig.json' with { type: 'json' };
import pcm from '../src/i18n/catalogues/pcm.json' with { type: 'json' };
import yo from '../src/i18n/catalogues/yo.json' with { type: 'json' };
import { linkToken, post, registerMember, waitForMail } from './setup/members.js';
import { codeSentTo, requestCode } from './setup/numbers.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Issue 51: what a member receives (mails, the one-time code by SMS) is in the language on their
 * account, and follows it when they choose another; English stays word for word.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Verifies the address with the link of the verification mail whose subject is `subject`. */
async function verifyWith(email: string, subject: string) {
  const mail = await waitForMail(t.db, email, subject);
  const r = await post(t.app, '/account/verify-account-email-address', {
    confirm_token: linkToken(mail.text_body, 'token'),
  });
  expect(r.code).toBe(200);
}

describe('mails in the member’s language', () => {
  it('Pidgin from registration, then Yoruba once the member chooses it', async () => {
    const m = await registerMember(t.app, t.db, { overrides: { preferred_language: 'pcm' } });
    const verify = await waitForMail(t.db, m.email, 'Make you verify your e-mail address');
    expect(verify.text_body).toContain(
      'Abeg confirm say na your e-mail address be dis, so you fit finish to set up your Vouch account.',
    );
    expect(verify.text_body).toContain('Di link go work only once and e go expire after 24 hours.');
    expect(verify.text_body).not.toContain('Please confirm');
    expect(verify.html_body).toContain('<html lang="pcm">');
    expect(verify.html_body).toContain('Abeg confirm say na your e-mail address be dis');

    const chosen = await post(t.app, '/account/language', { preferred_language: 'yo' }, m.token);
    expect((chosen.body.msg as MemberProfile).preferred_language).toBe('yo');
    await post(t.app, '/auth/forgot-password', { email_address: m.email });
    const reset = await waitForMail(t.db, m.email, yo['mail.reset.subject']);
    expect(reset.subject).toBe(yo['mail.reset.subject']);
    expect(reset.text_body).toContain(yo['mail.reset.body']);
    // The layout's own words follow too: the greeting and the code's label.
    expect(reset.text_body.startsWith(`${yo['mail.layout.hello']}\n`)).toBe(true);
    expect(reset.text_body).toMatch(
      new RegExp(`\\n${yo['mail.layout.yourCode']} [A-Z0-9]{4}-[A-Z0-9]{4}\\n`),
    );
    expect(reset.html_body).toContain('<html lang="yo">');
    expect(reset.text_body).not.toContain('We received a request');
  });

  it('English, word for word, for a member who reads English', async () => {
    const m = await registerMember(t.app, t.db, { overrides: { preferred_language: 'en' } });
    const mail = await waitForMail(t.db, m.email, 'Verify your e-mail address');
    expect(mail.subject).toBe('Verify your e-mail address');
    const url = /^Verify e-mail address: (\S+)$/m.exec(mail.text_body)?.[1];
    expect(url).toMatch(/\/email-verified\?token=/);
    expect(mail.text_body).toBe(
      [
        'Hello,',
        '',
        'Please confirm that this is your e-mail address to finish setting up your Vouch account.',
        '',
        'The link works once and expires in 24 hours.',
        '',
        `Verify e-mail address: ${url}`,
        '',
        "If you didn't ask for this, you can ignore this e-mail.",
        '',
        '— Vouch',
      ].join('\n'),
    );
    expect(mail.html_body).toContain('<html lang="en">');
  });
});

describe('text messages in the member’s language', () => {
  it('the one-time code by SMS, in Hausa, the code in its place', async () => {
    const m = await registerMember(t.app, t.db, { overrides: { preferred_language: 'ha' } });
    await verifyWith(m.email, ha['mail.verify.subject']);
    expect((await requestCode(t, m.token, 'phone')).code).toBe(200);
    const sms = await codeSentTo(t.db, m.payload.phone_number, 'sms');
    expect(sms.text).toBe(ha['sms.numberCode'].replace('{code}', sms.code));
    expect(sms.text).not.toBe(en['sms.numberCode'].defaultMessage.replace('{code}', sms.code));
  });
});

describe('the catalogues', () => {
  it('every language has every message English has, and nothing else', () => {
    const ids = Object.keys(en).sort();
    const catalogues = { pcm, ha, yo, ig };
    expect(Object.keys(catalogues).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort());
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const { _meta, ...messages } = catalogue as Record<string, unknown>;
      expect(_meta, locale).toMatchObject({ reviewed_by: null });
      expect(Object.keys(messages).sort(), locale).toEqual(ids);
    }
  });
});
