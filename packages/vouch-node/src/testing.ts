import type { Vouch } from './client.js';
import type {
  CreateVerificationSession,
  SimulatedOutcome,
  VerificationSession,
  VouchEvent,
} from './types.js';
import { signWebhook, webhookBodyOf, type WebhookHeaders } from './webhooks.js';

/**
 * Helpers for an integrator's own tests, against Vouch in test mode (a `vk_test_` key): no real
 * person, the same API, the same events and webhooks.
 */

/**
 * A test session, moved through `outcomes` as its customer would (`['approve']`,
 * `['submit', 'reject']`, `['approve', 'revoke_consent']`…); each move fires its event.
 */
export async function testSession(
  vouch: Vouch,
  body: Partial<CreateVerificationSession> & Pick<CreateVerificationSession, 'redirect_url'>,
  outcomes: SimulatedOutcome[] = [],
): Promise<VerificationSession> {
  if (vouch.mode !== 'test') throw new TypeError('testSession needs a test key (vk_test_…)');
  let session = await vouch.verificationSessions.create({
    reference: 'test',
    purpose: 'A test of my integration',
    claims: ['first_name', 'last_name'],
    ...body,
  });
  for (const outcome of outcomes)
    session = await vouch.verificationSessions.simulate(session.id, outcome);
  return session;
}

/**
 * A webhook delivery of `event` as Vouch would send it, signed with `secret`: feed `body` and
 * `headers` to your handler to test it without Vouch.
 */
export function signedDelivery(
  secret: string,
  event: Pick<VouchEvent, 'type' | 'data'> & Partial<Pick<VouchEvent, 'id' | 'timestamp'>>,
): { body: string; headers: WebhookHeaders & { 'content-type': string } } {
  const id = event.id ?? `evt_test_${Date.now().toString(36)}`;
  const body = webhookBodyOf({ timestamp: new Date().toISOString(), ...event });
  return {
    body,
    headers: { 'content-type': 'application/json', ...signWebhook(secret, id, body) },
  };
}
