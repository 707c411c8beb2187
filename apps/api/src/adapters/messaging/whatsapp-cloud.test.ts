import { describe, expect, it } from 'vitest';
import { termiiRefusesForGood } from './termii-sms.js';
import {
  authenticationTemplate,
  parseTemplateLanguages,
  templateLanguageOf,
  whatsappRefusesForGood,
} from './whatsapp-cloud.js';

const config = {
  accessToken: 'token',
  phoneNumberId: '106540352242922',
  template: 'vouch_code',
  language: 'en',
  baseUrl: 'https://graph.facebook.com',
  apiVersion: 'v23.0',
  timeoutMs: 1000,
};

describe('the WhatsApp Cloud API message', () => {
  it('is the documented authentication template: the code in the body and on the copy-code button', () => {
    expect(authenticationTemplate(config, '+2348031234567', '123456')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '2348031234567',
      type: 'template',
      template: {
        name: 'vouch_code',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '123456' }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: '123456' }],
          },
        ],
      },
    });
  });
});

describe("the template's language (issue 51)", () => {
  const languages = { ...config, languages: { ha: 'ha', yo: 'yo_NG' } };

  it("is the member's language when a template in it is approved", () => {
    const body = authenticationTemplate(languages, '+2348031234567', '123456', 'yo');
    expect(body.template.language).toEqual({ code: 'yo_NG' });
    expect(templateLanguageOf(languages, 'ha')).toBe('ha');
  });

  it('falls back to WHATSAPP_TEMPLATE_LANGUAGE (English) otherwise', () => {
    // Igbo has no approved template here; English members, and messages without a language.
    expect(templateLanguageOf(languages, 'ig')).toBe('en');
    expect(templateLanguageOf(languages, 'en')).toBe('en');
    expect(templateLanguageOf(languages, undefined)).toBe('en');
    expect(templateLanguageOf(config, 'yo')).toBe('en');
    expect(
      authenticationTemplate(config, '+2348031234567', '123456', 'pcm').template.language,
    ).toEqual({ code: 'en' });
  });

  it('reads WHATSAPP_TEMPLATE_LANGUAGES as locale:code pairs, and says what is wrong', () => {
    expect(parseTemplateLanguages('ha:ha, yo:yo_NG,')).toEqual({ ha: 'ha', yo: 'yo_NG' });
    expect(() => parseTemplateLanguages('ha')).toThrow(/such as ha:ha,yo:yo_NG/);
    expect(() => parseTemplateLanguages('fr:fr')).toThrow(/"fr" is not a member language/);
    expect(() => parseTemplateLanguages('en:en_GB')).toThrow(/WHATSAPP_TEMPLATE_LANGUAGE/);
    expect(() => parseTemplateLanguages('yo:yoruba')).toThrow(/"yoruba" \(for yo\) must be/);
    expect(() => parseTemplateLanguages('ha:ha,ha:en')).toThrow(/"ha" is given more than once/);
  });
});

describe('which provider answers end a message for good', () => {
  it('WhatsApp: a recipient that cannot get it, or a request that can never pass', () => {
    for (const code of [131026, 131030, 131021, 131009, 131008, 100])
      expect(whatsappRefusesForGood(code), String(code)).toBe(true);
  });

  it('WhatsApp: outages, throttling and what an operator fixes are tried again', () => {
    // 1/2/131000/131016 outages; 4/80007/130429/131056 throttling; 190 token; 10 permission;
    // 132000/132001 template mismatch or missing; undefined: no Graph error in the answer.
    for (const code of [
      1,
      2,
      131000,
      131016,
      4,
      80007,
      130429,
      131056,
      190,
      10,
      132000,
      132001,
      undefined,
    ])
      expect(whatsappRefusesForGood(code), String(code)).toBe(false);
  });

  it('Termii: 400 and 422 (a request it will not process); not the key, throttling or outages', () => {
    expect([400, 422].map(termiiRefusesForGood)).toEqual([true, true]);
    expect([401, 403, 404, 429, 500, 502, 503].map(termiiRefusesForGood)).toEqual(
      Array(7).fill(false),
    );
  });
});
