import { expect, type APIRequestContext } from '@playwright/test';
import { apiMember, bearer, rememberAuthenticator, totpCodeFor } from './backoffice';
import { runVouch } from './cli';
import { PASSWORD } from './kyc';

/** The business's own site: journeys answer it with page.route (nothing leaves the machine). */
export const SHOP = 'https://shop.links.example';

export async function msgOf<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { msg: T };
  expect(res.status(), JSON.stringify(body)).toBe(200);
  return body.msg;
}

/**
 * An organisation (allowed origins: this app, for test links; the shop, for live ones; and any
 * `moreOrigins`, e.g. a page that embeds the flow) and a key.
 */
export async function businessWithKey(
  request: APIRequestContext,
  baseURL: string,
  mode: 'test' | 'live',
  moreOrigins: string[] = [],
) {
  const owner = await apiMember(request, 'Ngozi', 'Adeyemi');
  const org = await msgOf<{ id: string; name: string }>(
    await request.post('/api/v1/business/organisations', {
      headers: bearer(owner.token),
      data: {
        name: `Kano Kicks ${Date.now()}`,
        support_email: 'help@kicks.example',
        website: 'https://kicks.example',
        redirect_origins: [new URL(baseURL).origin, SHOP, ...moreOrigins],
      },
    }),
  );
  if (mode === 'live') {
    // A live organisation's owners need a second factor (issue 46): an authenticator app, set
    // up through the API as the Settings screen does it.
    await enrolAuthenticator(request, owner);
    await runVouch(['approve-business', '--id', org.id]);
    // Live lookups and sessions draw on the prepaid balance (issue 47): a bank transfer's credit.
    await runVouch([
      'credit-business',
      '--id',
      org.id,
      '--amount-ngn',
      '1000000',
      '--reference',
      `e2e-${org.id}`,
    ]);
  }
  const key = await msgOf<{ key: string }>(
    await request.post(`/api/v1/business/organisations/${org.id}/api-keys`, {
      headers: bearer(owner.token),
      data: { name: 'Checkout', mode, scopes: ['sessions', 'events', 'webhooks'] },
    }),
  );
  return { org, key: key.key, owner };
}

/** Turns on an authenticator app for a member through the API (the session passes it). */
export async function enrolAuthenticator(
  request: APIRequestContext,
  member: { email: string; token: string },
) {
  const headers = bearer(member.token);
  const { secret } = await msgOf<{ secret: string }>(
    await request.post('/api/v1/account/second-factor/totp', {
      headers,
      data: { password: PASSWORD },
    }),
  );
  rememberAuthenticator(member.email, secret);
  await msgOf(
    await request.post('/api/v1/account/second-factor/totp/confirm', {
      headers,
      data: { code: await totpCodeFor(member.email) },
    }),
  );
}
