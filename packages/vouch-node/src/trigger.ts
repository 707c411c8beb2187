import type { Vouch } from './client.js';
import type { SimulatedOutcome, VerificationSession } from './types.js';

/**
 * What `vouch trigger <event>` does to a new test session to make Vouch fire that event (and
 * deliver it to the organisation's test endpoints, and to `vouch listen`).
 */
export const triggers = {
  'verification_session.submitted': ['submit'],
  'verification_session.approved': ['approve'],
  'verification_session.rejected': ['reject'],
  'verification_session.declined': ['decline'],
  'verification_session.cancelled': ['cancel'],
  'consent.revoked': ['approve', 'revoke_consent'],
} as const satisfies Record<string, readonly (SimulatedOutcome | 'cancel')[]>;

export type TriggerableEvent = keyof typeof triggers;

export const isTriggerable = (type: string): type is TriggerableEvent => type in triggers;

/** Creates a test session and moves it until `type` fires; answers the session as it ends. */
export async function trigger(
  vouch: Vouch,
  type: TriggerableEvent,
  redirectUrl: string,
): Promise<VerificationSession> {
  if (vouch.mode !== 'test') throw new TypeError('vouch trigger works with a test key only');
  let session = await vouch.verificationSessions.create({
    reference: `vouch-trigger-${type}`,
    redirect_url: redirectUrl,
    claims: ['first_name', 'last_name'],
    purpose: `Triggered by the vouch command: ${type}`,
  });
  for (const step of triggers[type])
    session =
      step === 'cancel'
        ? await vouch.verificationSessions.cancel(session.id)
        : await vouch.verificationSessions.simulate(session.id, step);
  return session;
}
