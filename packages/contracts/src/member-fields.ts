import { z } from 'zod';
import { nameField } from './common.js';
import { messages } from './messages.js';
import { isAcceptablePhone } from './phone.js';

/*
 * Fields that need libphonenumber's metadata, kept apart from common.ts so that screens without a
 * phone number (login, reset password) do not download it.
 */

export function phoneField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => v.length === 0 || isAcceptablePhone(v), invalid);
}

/** The member fields that registration and profile edit share (spec 5). */
export const memberFields = {
  firstName: nameField(messages.firstNameRequired),
  lastName: nameField(messages.lastNameRequired),
  phone: phoneField(messages.phoneRequired, messages.phoneInvalid),
  whatsapp: phoneField(messages.whatsappRequired, messages.whatsappInvalid),
};
