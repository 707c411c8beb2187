import { describe, expect, it } from 'vitest';
import {
  checkedMessage,
  InvalidMessageError,
  maskNumber,
  scrubbed,
  toE164,
} from './text-message.js';

describe('text messages as the job stores them', () => {
  it('turns the forms members type into E.164', () => {
    for (const typed of ['0803 123 4567', '+234 803 123 4567', '2348031234567', '08031234567'])
      expect(toE164(typed), typed).toBe('+2348031234567');
    expect(toE164('+44 7700 900123')).toBe('+447700900123');
    expect(toE164('12345')).toBeNull();
    expect(toE164('not a number')).toBeNull();
  });

  it('keeps a valid message, number normalised and text trimmed', () => {
    expect(
      checkedMessage({
        channel: 'sms',
        to: '0803 123 4567',
        text: '  Your code is 123456 ',
        code: '123456',
      }),
    ).toEqual({
      channel: 'sms',
      to: '+2348031234567',
      text: 'Your code is 123456',
      code: '123456',
    });
  });

  it.each([
    ['a number no provider takes', { channel: 'sms', to: '12345', text: 'hi' }, /^to:/],
    ['an empty text', { channel: 'sms', to: '+2348031234567', text: '  ' }, /^text:/],
    [
      'a text of five SMS pages',
      { channel: 'sms', to: '+2348031234567', text: 'x'.repeat(613) },
      /^text:/,
    ],
    [
      'a code Meta would refuse',
      { channel: 'sms', to: '+2348031234567', text: 'hi', code: '1234567890123456' },
      /^code:/,
    ],
    [
      'a WhatsApp message without its code',
      { channel: 'whatsapp', to: '+2348031234567', text: 'hi' },
      /^code:/,
    ],
    [
      'an expiry that is no date',
      { channel: 'sms', to: '+2348031234567', text: 'hi', expiresAt: 'soon' },
      /^expiresAt:/,
    ],
  ] as const)('refuses %s, naming the field', (_name, m, field) => {
    expect(() => checkedMessage(m as never)).toThrow(InvalidMessageError);
    expect(() => checkedMessage(m as never)).toThrow(field);
  });

  it('masks a number for the log: country code and last two digits', () => {
    expect(maskNumber('+2348031234567')).toBe('+234********67');
    expect(maskNumber('+447700900123')).toBe('+447*******23');
    expect(maskNumber('+2348031234567')).not.toContain('8031234');
  });

  it("takes numbers and codes out of a provider's error text", () => {
    expect(scrubbed('Phone number 2348031234567 is invalid')).toBe(
      'Phone number [redacted] is invalid',
    );
    expect(scrubbed('Code 123456 for +234 803 123 4567')).toBe('Code [redacted] for [redacted]');
    expect(scrubbed('x'.repeat(300))).toHaveLength(200);
  });
});
