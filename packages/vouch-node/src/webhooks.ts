import { randomBytes } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { VouchEvent } from './types.js';

export { WebhookVerificationError };

/** The three headers of a Standard Webhooks delivery. */
export type WebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

type HeaderBag =
  Headers | Record<string, string | string[] | undefined> | { get(name: string): string | null };

const headerOf = (headers: HeaderBag, name: string): string => {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? '';
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * Checks a webhook Vouch sent (Standard Webhooks: HMAC-SHA256 of id, timestamp and body, a
 * timestamp within five minutes) and answers its event. `payload` is the raw body, exactly as
 * it came (parse it first and the signature no longer matches); `secret` the endpoint's
 * `whsec_…`. Throws WebhookVerificationError when anything does not match: answer 400 then.
 */
export function verifyWebhook(
  payload: string | Buffer,
  headers: HeaderBag,
  secret: string,
): VouchEvent & { id: string } {
  const signed: WebhookHeaders = {
    'webhook-id': headerOf(headers, 'webhook-id'),
    'webhook-timestamp': headerOf(headers, 'webhook-timestamp'),
    'webhook-signature': headerOf(headers, 'webhook-signature'),
  };
  const body = new Webhook(secret).verify(payload, signed as unknown as Record<string, string>);
  // The event id travels as the webhook-id header; it is what to deduplicate on.
  return { ...(body as Omit<VouchEvent, 'id'>), id: signed['webhook-id'] } as VouchEvent & {
    id: string;
  };
}

/**
 * The headers Vouch would send with `payload`, signed with `secret`: for tests of a webhook
 * handler, and for `vouch listen`, which signs what it forwards with a local secret.
 */
export function signWebhook(
  secret: string,
  id: string,
  payload: string,
  at: Date = new Date(),
): WebhookHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, payload),
  };
}

/** A new `whsec_…` secret (32 random bytes, base64), as Vouch makes them. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The body of a delivery of `event`, exactly as Vouch sends it (the id is the webhook-id). */
export const webhookBodyOf = (event: Pick<VouchEvent, 'type' | 'timestamp' | 'data'>) =>
  JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data });
