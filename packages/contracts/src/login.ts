import { z } from 'zod';
import { emailField, loginPasswordField } from './common.js';

/* Login on its own module: the login screen loads these schemas and nothing it does not need. */

/** Spec 3: the client's ip_address is accepted ('{ip}' or anything) but never trusted. */
export const ipAddressField = z.string().max(100).optional();

// ---- Login -------------------------------------------------------------------------------
export const loginPayloadSchema = z.object({
  email_address: emailField,
  password: loginPasswordField,
  ip_address: ipAddressField,
  /** Ours: "Remember me" keeps the session for 30 days instead of 12 hours. */
  remember_me: z.boolean().optional(),
});
export type LoginPayload = z.input<typeof loginPayloadSchema>;

export const loginFormSchema = z.object({
  email: emailField,
  password: loginPasswordField,
  rememberMe: z.boolean(),
});
export type LoginForm = z.input<typeof loginFormSchema>;
