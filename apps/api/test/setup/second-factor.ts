import { Secret, TOTP } from 'otpauth';
import type { TestApp } from './test-app.js';
import { post } from './members.js';
import { emailIndex } from './columns.js';

/** The code an authenticator app would show now (or at another time) for a base32 secret. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp,
  });
}

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** Enrols TOTP for a staff session through the API (scan, confirm): the session passes it. */
export async function enrolTotp(t: TestApp, token: string): Promise<Enrolled> {
  const e = await post(t.app, '/staff/second-factor/totp', {}, token);
  if (e.code !== 200) throw new Error(`enrol failed: ${JSON.stringify(e.body)}`);
  const secret = (e.body.msg as { secret: string }).secret;
  const c = await post(
    t.app,
    '/staff/second-factor/totp/confirm',
    { code: totpCode(secret) },
    token,
  );
  if (c.code !== 200) throw new Error(`confirm failed: ${JSON.stringify(c.body)}`);
  return { secret, recoveryCodes: (c.body.msg as { recovery_codes: string[] }).recovery_codes };
}

/** Makes a registered member a reviewer or admin, with the second factor passed for `token`. */
export async function makeStaff(
  t: TestApp,
  m: { email: string; token: string },
  role: 'reviewer' | 'admin',
): Promise<Enrolled> {
  await t.db
    .updateTable('users')
    .set({ role })
    .where('email_bidx', '=', emailIndex(t, m.email))
    .execute();
  return enrolTotp(t, m.token);
}
