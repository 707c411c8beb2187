import type { FastifyInstance } from 'fastify';
import type { RegisterPayload } from '@vouch/contracts';
import type { Db } from '../../src/db/database.js';

let counter = 0;
/** Phone numbers differ per member: a verified member holds their numbers alone. */
const phoneBase = 1_000_000 + Math.floor(Math.random() * 8_000_000);

/** A unique Nigerian mobile number, typed as members type them. */
export function uniquePhone(prefix = '0803'): string {
  counter += 1;
  const n = String(phoneBase + counter);
  return `${prefix} ${n.slice(0, 3)} ${n.slice(3)}`;
}

/** A valid registration payload; each call gets a unique e-mail address and phone numbers. */
export function newMember(overrides: Partial<RegisterPayload> = {}): RegisterPayload {
  counter += 1;
  return {
    first_name: 'Adaeze',
    last_name: 'Okafor',
    email_address: `member${counter}.${Date.now()}@example.com`,
    phone_number: uniquePhone('0803'),
    whatsapp_number: uniquePhone('+234 805'),
    wechat_name: null,
    wechat_id: null,
    gender: 'female',
    dob: '14-03-1992',
    country: 'nigeria',
    password: 'Kola!nut42',
    ip_address: '{ip}',
    ...overrides,
  };
}

export interface Json {
  status: number;
  msg: unknown;
  errors?: Record<string, string>;
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { code: res.statusCode, body: res.json<Json>(), headers: res.headers };
}

export async function get(app: FastifyInstance, url: string, token?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { code: res.statusCode, body: res.json<Json>(), headers: res.headers };
}

/** Mail is sent after the answer on some paths: wait for it to land in the dev outbox. */
export async function waitForMail(db: Db, to: string, subjectIncludes: string, count = 1) {
  // Mail goes through the jobs engine: sent within a moment, longer on a busy machine.
  for (let i = 0; i < 500; i++) {
    const rows = await db
      .selectFrom('dev_outbox')
      .selectAll()
      .where('to_address', '=', to.toLowerCase())
      .orderBy('created_at', 'desc')
      .execute();
    const matching = rows.filter((r) => r.subject.includes(subjectIncludes));
    if (matching.length >= count) return matching[0]!;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`No mail "${subjectIncludes}" to ${to}`);
}

export function linkToken(text: string, param: 'token' | 'code'): string {
  const m = new RegExp(`[?&]${param}=([A-Za-z0-9_%-]+)`).exec(text);
  if (!m) throw new Error(`No ${param} link in mail`);
  return decodeURIComponent(m[1]!);
}

/** Registers, and optionally verifies the e-mail and logs in: the member's token and e-mail. */
export async function registerMember(
  app: FastifyInstance,
  db: Db,
  opts: { verify?: boolean; overrides?: Partial<RegisterPayload> } = {},
) {
  const payload = newMember(opts.overrides);
  const reg = await post(app, '/auth/register', payload);
  if (reg.code !== 200) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  if (opts.verify) {
    const mail = await waitForMail(db, payload.email_address, 'Verify');
    const v = await post(app, '/account/verify-account-email-address', {
      confirm_token: linkToken(mail.text_body, 'token'),
    });
    if (v.code !== 200) throw new Error(`verify failed: ${JSON.stringify(v.body)}`);
  }
  const login = await post(app, '/auth/login', {
    email_address: payload.email_address,
    password: payload.password,
  });
  const token = (login.body.msg as { authToken: string }).authToken;
  return { token, email: payload.email_address.toLowerCase(), password: payload.password, payload };
}

/** Any method (PATCH, DELETE…) with an optional JSON body. */
export async function send(
  app: FastifyInstance,
  method: 'PATCH' | 'DELETE' | 'POST' | 'GET',
  url: string,
  token?: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { code: res.statusCode, body: res.json<Json>(), headers: res.headers };
}
