import { describe, expect, it } from 'vitest';
import { changePasswordPayloadSchema, registerPayloadSchema } from './auth.js';
import { messages } from './messages.js';
import { isCommonPassword, passwordRequirements, SPECIAL_CHARACTER } from './password.js';

describe('common-password blocklist', () => {
  it.each([
    'Password1!',
    'P@ssw0rd',
    'p@ssw0rd1',
    'Welcome123$',
    'Qwerty1!',
    'Nigeria@2024',
    'Admin123!',
    'aaaaaa',
  ])('refuses %s', (p) => expect(isCommonPassword(p)).toBe(true));

  it.each(['Kola!nut42', 'N3w!Secret', 'Fresh!start99', 'Ug0!ebere&Lagos'])('allows %s', (p) =>
    expect(isCommonPassword(p)).toBe(false),
  );
});

describe('password checklist', () => {
  it('ticks each requirement on its own', () => {
    const done = (v: string) =>
      passwordRequirements(8)
        .filter((r) => r.test(v))
        .map((r) => r.id);
    expect(done('')).toEqual([]);
    expect(done('abcdefgh')).toEqual(['length', 'lower']);
    expect(done('Ab1!')).toEqual(['upper', 'lower', 'digit', 'special']);
    expect(done('Abcdef1!')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });
});

describe('the special character (issue 17: any non-alphanumeric counts)', () => {
  const register = (password: string) =>
    registerPayloadSchema.safeParse({
      first_name: 'Ada',
      last_name: 'Obi',
      email_address: 'ada@example.com',
      phone_number: '0803 123 4567',
      whatsapp_number: '0803 123 4567',
      gender: 'female',
      dob: '14-03-1992',
      country: 'nigeria',
      password,
      ip_address: '{ip}',
    });
  const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? null : r.error!.issues[0]!.message;

  it.each(['Kola#nut42', 'Kola-nut42', 'Kola_nut42', 'Kola nut42', 'Kola£nut42', 'Kola!nut42'])(
    'registration accepts %s',
    (p) => expect(firstError(register(p))).toBeNull(),
  );

  it('letters of other scripts and digits are not special characters', () => {
    expect(firstError(register('Kolaénut42'))).toBe(messages.passwordComplexity);
    expect(firstError(register('Kolanut42'))).toBe(messages.passwordComplexity);
    expect(SPECIAL_CHARACTER.test('é٣')).toBe(false);
  });

  it('the checklist ticks # for registration and reset, only @$!%*?& for change password', () => {
    const special = (v: string, restricted?: boolean) =>
      passwordRequirements(8, { restricted })
        .find((r) => r.id === 'special')!
        .test(v);
    expect(special('#')).toBe(true);
    expect(special('#', true)).toBe(false);
    expect(special('&', true)).toBe(true);
  });

  it("change password keeps spec 5's allowed set and says so plainly", () => {
    const change = (new_password: string) =>
      firstError(changePasswordPayloadSchema.safeParse({ old_password: 'x', new_password }));
    expect(change('Kola#nut42')).toBe(messages.passwordCharsAllowed);
    expect(change('Kola&nut42')).toBeNull();
  });
});
