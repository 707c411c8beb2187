/**
 * What a business hears about (issue 33): listed by `GET /api/business/v1/events` and delivered
 * to its webhook endpoints in the Standard Webhooks format (`{ type, timestamp, data }`).
 */
export const businessEventTypes = [
  'verification_session.opened',
  'verification_session.submitted',
  'verification_session.approved',
  'verification_session.rejected',
  'verification_session.declined',
  'verification_session.expired',
  'verification_session.cancelled',
  'consent.revoked',
  'member.verification_revoked',
  /** The member's passport expired and the grace period passed (issue 50). */
  'member.documents_expired',
  /** The member renewed it with a live capture: verified on the new one. */
  'member.reverified',
  'business_verification.created',
  'business_verification.person_updated',
  'business_verification.pending_people',
  'business_verification.in_review',
  'business_verification.approved',
  'business_verification.rejected',
  'webhook.test',
] as const;
export type BusinessEventType = (typeof businessEventTypes)[number];

/** One event as the API lists it and as a webhook body carries it. */
export interface BusinessEvent {
  /** evt_… */
  id: string;
  type: BusinessEventType;
  /** ISO 8601, when the change happened. */
  timestamp: string;
  data: Record<string, unknown>;
}
