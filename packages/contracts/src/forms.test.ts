import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, registerFormSchema, resetPasswordFormSchema } from './auth.js';
import { profileFormSchema } from './account.js';
import { messages } from './messages.js';

function firstErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
}

const validRegistration = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '08031234567',
  whatsappNumber: '08031234567',
  wechatName: '',
  wechatId: '',
  gender: 'female',
  dob: '01-01-1990',
  country: 'nigeria',
  password: 'Kola!nut42',
  confirmPassword: 'Kola!nut42',
  terms: true,
};

describe('the forms share the API rules and messages', () => {
  it('registration: terms, confirmation and the required messages', () => {
    expect(registerFormSchema.safeParse(validRegistration).success).toBe(true);
    const r = registerFormSchema.safeParse({
      ...validRegistration,
      firstName: '',
      gender: '',
      country: '',
      terms: false,
      confirmPassword: 'other',
    });
    expect(firstErrors(r)).toMatchObject({
      firstName: messages.firstNameRequired,
      gender: messages.genderRequired,
      country: messages.countryRequired,
      terms: messages.termsRequired,
    });
    const mismatch = registerFormSchema.safeParse({ ...validRegistration, confirmPassword: 'x' });
    expect(firstErrors(mismatch)).toEqual({ confirmPassword: messages.passwordsDoNotMatch });
  });

  it('change password: required, confirm and match messages', () => {
    const r = changePasswordFormSchema.safeParse({
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    });
    expect(firstErrors(r)).toEqual({
      currentPassword: messages.currentPasswordRequired,
      newPassword: messages.newPasswordRequired,
      confirmPassword: messages.confirmNewPasswordRequired,
    });
  });

  it('reset: code and the 8-character minimum', () => {
    const r = resetPasswordFormSchema.safeParse({
      code: '123',
      newPassword: 'Ab1!abc',
      confirmPassword: 'Ab1!abc',
    });
    expect(firstErrors(r)).toEqual({
      code: messages.codeTooShort,
      newPassword: messages.passwordTooShortReset,
    });
  });

  it('profile edit: the phone format messages', () => {
    const r = profileFormSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      phoneNumber: 'abc',
      whatsappNumber: '12',
    });
    expect(firstErrors(r)).toEqual({
      phoneNumber: messages.phoneInvalid,
      whatsappNumber: messages.whatsappInvalid,
    });
  });
});
