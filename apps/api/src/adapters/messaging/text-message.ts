import { normalisePhone } from '@vouch/contracts';
import type { TextMessage } from './messenger.js';

/** E.164: a plus, a country code and the subscriber number, 8 to 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;
/** Meta's limit for an authentication template's code (15 characters); digits or letters. */
const CODE = /^[A-Za-z0-9]{4,15}$/;
/** Four concatenated SMS pages of GSM text; anything longer is not a one-time-code message. */
const MAX_TEXT = 612;

/** A message `sendMessage` cannot send as given: the caller's mistake, or a number to refuse. */
export class InvalidMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMessageError';
  }
}

/**
 * The number in E.164, from any form members type (0803 123 4567, +234 803…, 234803…), or null
 * when it is not a number a provider can send to. Callers holding a member-typed number ask this
 * first and answer the member (400) instead of letting sendMessage throw.
 */
export function toE164(value: string): string | null {
  const n = normalisePhone(value);
  return E164.test(n) ? n : null;
}

/**
 * The message as the job stores it: the number in E.164, the text trimmed. Throws
 * InvalidMessageError naming the field, before anything is written.
 */
export function checkedMessage(m: TextMessage): TextMessage {
  const to = toE164(m.to);
  if (!to) throw new InvalidMessageError('to: not a phone number in international form (+234…)');
  const text = m.text.trim();
  if (!text || text.length > MAX_TEXT)
    throw new InvalidMessageError(`text: between 1 and ${MAX_TEXT} characters`);
  if (m.code !== undefined && !CODE.test(m.code))
    throw new InvalidMessageError('code: 4 to 15 letters or digits');
  if (m.channel === 'whatsapp' && m.code === undefined)
    throw new InvalidMessageError('code: a WhatsApp message carries its one-time code');
  if (m.expiresAt !== undefined && Number.isNaN(Date.parse(m.expiresAt)))
    throw new InvalidMessageError('expiresAt: not a date');
  return { ...m, to, text };
}

/**
 * A number as logs may show it: the country code and the last two digits (+234********67),
 * enough to tell two members' messages apart, not enough to call anyone.
 */
export function maskNumber(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  if (digits.length < 6) return '+***';
  return `+${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
}

/**
 * A provider's error text as we keep it (log lines, the failed-jobs list): shortened, and with
 * any run of four or more digits taken out (a number or a code the provider might echo).
 */
export function scrubbed(text: string): string {
  return text
    .replace(/\+?\d[\d\s-]{2,}\d/g, '[redacted]')
    .slice(0, 200)
    .trim();
}
