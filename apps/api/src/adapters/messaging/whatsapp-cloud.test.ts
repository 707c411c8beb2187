import { describe, expect, it } from 'vitest';
import { termiiRefusesForGood } from './termii-sms.js';
import { authenticationTemplate, whatsappRefusesForGood } from './whatsapp-cloud.js';

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
