import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Spec 5's phone format: optional plus, optional area code in parentheses, 3 digits, separator,
 * 3 digits, separator, then 4-6 digits. It rejects the international Nigerian form
 * (+234 803 123 4567), so a number is also accepted when libphonenumber knows it as valid.
 * See docs/decisions/0003-phone-numbers.md.
 */
const SPEC_PHONE_PATTERN = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;

export function isAcceptablePhone(value: string): boolean {
  const v = value.trim();
  if (v.length > 30) return false;
  return SPEC_PHONE_PATTERN.test(v) || isValidPhoneNumber(v, 'NG');
}

/**
 * A Nigerian number already in the form normalisePhone gives it (+234, then ten digits, the first
 * not 0: what the web app's phone field sends). The parser hands it back unchanged whether it
 * finds it valid or not (phone.test.ts checks every three-digit prefix), and in the server the
 * parse cost ~30 µs of a search (decision 0028).
 */
const CANONICAL_NIGERIAN = /^\+234[1-9]\d{9}$/;

/**
 * One canonical form per number so that 0803…, +234 803… and 234803… are the same number:
 * E.164 when libphonenumber can parse it (Nigeria as the default country), else the digits.
 */
export function normalisePhone(value: string): string {
  const v = value.trim();
  if (CANONICAL_NIGERIAN.test(v)) return v;
  const withPlus = /^234\d{10}$/.test(v.replace(/[\s-]/g, '')) ? `+${v}` : v;
  const parsed = parsePhoneNumberFromString(withPlus, 'NG');
  if (parsed?.isValid()) return parsed.number;
  const digits = v.replace(/\D/g, '');
  return v.startsWith('+') ? `+${digits}` : digits;
}
