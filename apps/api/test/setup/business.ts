import {
  BUSINESS_API_PREFIX,
  type ApiKeyScope,
  type ApiMode,
  type CreatedApiKey,
  type Organisation,
  type ProblemDetails,
} from '@vouch/contracts';
import type { FastifyInstance } from 'fastify';
import { runVouch } from './cli.js';
import { memberFactors } from './member-second-factor.js';
import { post, registerMember } from './members.js';
import type { TestApp } from './test-app.js';

let seq = 0;

/** An organisation made through the console's route by a new member (its owner). */
export async function ownerWithOrganisation(t: TestApp, name = 'Adire Market') {
  const owner = await registerMember(t.app, t.db, { verify: true });
  seq += 1;
  const r = await post(
    t.app,
    '/business/organisations',
    {
      name: `${name} ${seq}`,
      support_email: 'help@adire.example',
      website: 'https://adire.example',
      redirect_origins: ['https://shop.adire.example'],
    },
    owner.token,
  );
  if (r.code !== 200) throw new Error(`organisation: ${JSON.stringify(r.body)}`);
  return { owner, org: r.body.msg as Organisation };
}

export async function createKey(
  t: TestApp,
  token: string,
  orgId: string,
  mode: ApiMode = 'test',
  scopes: ApiKeyScope[] = ['lookups'],
  name = 'Checkout server',
) {
  return post(t.app, `/business/organisations/${orgId}/api-keys`, { name, mode, scopes }, token);
}

/** A key's secret, created by the owner (fails the test otherwise). */
export async function keyOf(
  t: TestApp,
  token: string,
  orgId: string,
  mode: ApiMode = 'test',
  scopes: ApiKeyScope[] = ['lookups'],
): Promise<CreatedApiKey> {
  const r = await createKey(t, token, orgId, mode, scopes);
  if (r.code !== 200) throw new Error(`key: ${JSON.stringify(r.body)}`);
  return r.body.msg as CreatedApiKey;
}

/** A business API request, as an integrator's server sends it. */
export async function callApi(
  app: FastifyInstance,
  path: string,
  opts: {
    key?: string;
    body?: unknown;
    method?: 'GET' | 'POST' | 'DELETE';
    headers?: Record<string, string>;
  } = {},
) {
  const res = await app.inject({
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    url: `${BUSINESS_API_PREFIX}${path}`,
    headers: {
      ...(opts.key !== undefined ? { authorization: `Bearer ${opts.key}` } : {}),
      ...(opts.body !== undefined && typeof opts.body !== 'string'
        ? { 'content-type': 'application/json' }
        : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined
      ? { payload: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) }
      : {}),
  });
  return { code: res.statusCode, headers: res.headers, text: res.body, json: () => res.json() };
}

export const businessLookup = (
  app: FastifyInstance,
  key: string,
  search_by: string,
  search_value: string,
) => callApi(app, '/lookups', { key, body: { search_by, search_value } });

/** The problem document of an error answer (and that it is one). */
export function problemOf(r: Awaited<ReturnType<typeof callApi>>): ProblemDetails {
  return r.json() as ProblemDetails;
}

/**
 * An organisation approved for live mode, its owner with an authenticator app: a live
 * organisation's owners and developers need a second factor (issue 46). The owner's session
 * passed it when enrolling, so it is fresh for five minutes; `fresh()` passes it again.
 */
export async function liveOrganisation(
  t: TestApp,
  adminToken: string,
  name?: string,
  { fund = true } = {},
) {
  const o = await ownerWithOrganisation(t, name);
  const f = memberFactors(t);
  const { secret } = await f.enrolApp(o.owner.token);
  const approved = await approveLive(t, adminToken, o.org.id, { fund });
  if (approved.code !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  const fresh = async (token = o.owner.token) => {
    const r = await f.verify(token, { code: await f.freshCode(token, secret) });
    if (r.code !== 200) throw new Error(`second factor: ${JSON.stringify(r.body)}`);
  };
  return { ...o, secret, fresh };
}

/**
 * Live mode approved. An organisation waiting in the Businesses queue (an approved one that
 * changed what members see) is approved there by an admin, as the queue shows it; any other is
 * approved as the operator's `approve-business` does (issue 49: an owner's own request goes
 * through a business verification of the organisation, which go-live.test.ts walks through).
 * Then, unless `fund` is false, the operator credits ₦1,000,000 to its prepaid balance (issue 47:
 * live lookups and live sessions draw on it), as `credit-business` does for a bank transfer.
 */
export async function approveLive(
  t: TestApp,
  adminToken: string,
  orgId: string,
  { fund = true } = {},
): Promise<{ code: number; body: { msg?: unknown } }> {
  const o = await t.db
    .selectFrom('organisations')
    .select(['name', 'website', 'live_status'])
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  let approved: { code: number; body: { msg?: unknown } };
  if (o.live_status === 'pending')
    approved = await post(
      t.app,
      `/backoffice/businesses/${orgId}/approve`,
      { name: o.name, website: o.website },
      adminToken,
    );
  else {
    const r = await runVouch(t.config, ['approve-business', '--id', orgId]);
    approved = { code: r.code === 0 ? 200 : 409, body: { msg: r.stderr || r.stdout } };
  }
  if (approved.code === 200 && fund) await fundOrganisation(t, orgId, 1_000_000);
  return approved;
}

/** The operator's credit of `naira` to an organisation's balance (a reference of its own). */
export async function fundOrganisation(
  t: TestApp,
  orgId: string,
  naira: number,
  reference?: string,
) {
  const r = await runVouch(t.config, [
    'credit-business',
    '--id',
    orgId,
    '--amount-ngn',
    String(naira),
    '--reference',
    reference ?? `test-${orgId}-${Date.now()}-${Math.random()}`,
  ]);
  if (r.code !== 0) throw new Error(`credit-business: ${r.stderr}`);
  return r.stdout;
}
