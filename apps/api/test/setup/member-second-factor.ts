import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import type { MemberSecondFactorStatus, MemberWallet, TotpEnrolment } from '@vouch/contracts';
import { get, post, type registerMember } from './members.js';
import { totpCode } from './second-factor.js';
import { SoftwareAuthenticator } from './software-authenticator.js';
import type { TestApp } from './test-app.js';

/** The member-side second factor tests' helpers (member-second-factor, member-passkeys). */

export const S = '/account/second-factor';
export const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';
export const TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
export const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
export const STEP_UP = { second_factor: 'step_up' };
/** The password registerMember gives a member unless a test chooses another. */
export const MEMBER_PASSWORD = 'Kola!nut42';
export const REQUIRED = { second_factor: 'required' };

export type Member = Awaited<ReturnType<typeof registerMember>>;

export const userIdOf = (token: string) => decodeJwt(token).sub!;
export const sessionIdOf = (token: string) => decodeJwt(token).sid as string;

/** Calls a member makes, and the clock moves a test makes, against one test app. */
export function memberFactors(t: TestApp) {
  async function logIn(m: Member) {
    const r = await post(t.app, '/auth/login', { email_address: m.email, password: m.password });
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    return r.body.msg as { authToken: string; second_factor?: string };
  }

  /**
   * The code the app shows now. Each code works once and only one step either side of now is
   * accepted, so a test that cannot wait half a minute for the next code lets the account forget
   * the step it last used (the replay rule itself is tested below and in second-factor.test.ts).
   */
  async function freshCode(token: string, secret: string) {
    const now = Math.floor(Date.now() / 30_000);
    await t.db
      .updateTable('staff_totp')
      .set({ last_step: now - 2 })
      .where('user_id', '=', userIdOf(token))
      .execute();
    return totpCode(secret);
  }

  /** The session passed its factor `minutes` ago: the clock moved on without a wait. */
  async function passedAgo(token: string, minutes: number) {
    await t.db
      .updateTable('sessions')
      .set({ second_factor_at: new Date(Date.now() - minutes * 60_000).toISOString() })
      .where('id', '=', sessionIdOf(token))
      .execute();
  }

  /**
   * Scans and confirms an authenticator app in Settings: the secret and the recovery codes. The
   * first factor takes the password (issue 46); test members share registerMember's.
   */
  async function enrolApp(token: string, password = MEMBER_PASSWORD) {
    const e = await post(t.app, `${S}/totp`, { password }, token);
    expect(e.code, JSON.stringify(e.body)).toBe(200);
    const { secret, qr_data_url } = e.body.msg as TotpEnrolment;
    expect(qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    const c = await post(t.app, `${S}/totp/confirm`, { code: totpCode(secret) }, token);
    expect(c.code, JSON.stringify(c.body)).toBe(200);
    return { secret, codes: (c.body.msg as { recovery_codes: string[] }).recovery_codes };
  }

  const addWallet = (token: string, address = ETH) =>
    post(
      t.app,
      '/account/add-wallet-address',
      { wallet_address: { token: 'eth', network: 'ethereum', address } },
      token,
    );
  const wallets = async (token: string) =>
    (await get(t.app, '/account/wallets', token)).body.msg as MemberWallet[];
  const status = async (token: string) =>
    (await get(t.app, S, token)).body.msg as MemberSecondFactorStatus;
  const verify = (token: string, body: object) => post(t.app, `${S}/verify`, body, token);

  async function auditFor(userId: string) {
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_id', 'details'])
      .where('target_id', '=', userId)
      .execute();
    return rows;
  }

  function device() {
    const origin = new URL(t.config.appUrl);
    return new SoftwareAuthenticator(origin.hostname, origin.origin);
  }

  async function addPasskey(
    token: string,
    dev: SoftwareAuthenticator,
    name = 'Phone',
    password = MEMBER_PASSWORD,
  ) {
    const o = await post(t.app, `${S}/passkeys/registration-options`, { password }, token);
    if (o.code !== 200) return o;
    const options = o.body.msg as { challenge: string };
    return post(t.app, `${S}/passkeys`, { name, response: dev.create(options) }, token);
  }

  async function passkeyAnswer(token: string, dev: SoftwareAuthenticator) {
    const o = await post(t.app, `${S}/passkeys/authentication-options`, {}, token);
    expect(o.code, JSON.stringify(o.body)).toBe(200);
    return dev.get(o.body.msg as { challenge: string });
  }

  return {
    logIn,
    freshCode,
    passedAgo,
    enrolApp,
    addWallet,
    wallets,
    status,
    verify,
    auditFor,
    device,
    addPasskey,
    passkeyAnswer,
  };
}
