import { z } from 'zod';
import { apiModes } from './business.js';
import { responseOf } from './envelope.js';
import {
  listSessionsQuerySchema,
  verificationSessionSchema,
  type VerificationSession,
} from './verification-sessions.js';
import { businessEventTypes, type BusinessEventType } from './business-events.js';
import { webhookDeliveryStatuses, type WebhookDeliveryStatus } from './webhooks.js';

/**
 * The business console's view of its verification sessions (issue 47): the list the API gives,
 * for a team member signed in (either mode), and one session with what happened to it and what
 * its webhooks did. Claims show only while the member's consent stands, as in the API.
 */
export const consoleSessionsQuerySchema = listSessionsQuerySchema.extend({
  mode: z.enum(apiModes).default('test'),
});
export type ConsoleSessionsQuery = z.input<typeof consoleSessionsQuerySchema>;

export interface ConsoleSessionDetail {
  session: VerificationSession;
  /** The session's events, oldest first: its history as the business heard it. */
  events: { id: string; type: BusinessEventType; at: string }[];
  /** Every delivery of those events to the organisation's endpoints, newest first. */
  deliveries: {
    id: string;
    event_id: string;
    event_type: BusinessEventType;
    endpoint_url: string;
    status: WebhookDeliveryStatus;
    attempts: number;
    last_status_code: number | null;
    delivered_at: string | null;
    created_at: string;
  }[];
}

const iso = z.string().describe('ISO 8601 UTC');

export const consoleSessionDetailSchema = responseOf<ConsoleSessionDetail>()(
  z.object({
    session: verificationSessionSchema,
    events: z.array(z.object({ id: z.string(), type: z.enum(businessEventTypes), at: iso })),
    deliveries: z.array(
      z.object({
        id: z.string(),
        event_id: z.string(),
        event_type: z.enum(businessEventTypes),
        endpoint_url: z.string(),
        status: z.enum(webhookDeliveryStatuses),
        attempts: z.number().int(),
        last_status_code: z.number().int().nullable(),
        delivered_at: iso.nullable(),
        created_at: iso,
      }),
    ),
  }),
);
