import { z } from 'zod';
import { listPageSchema, type ListPage } from './list-page.js';
import { apiModes, rollOverlaps, type ApiMode, type RollOverlap } from './business.js';
import {
  businessEventTypes,
  type BusinessEvent,
  type BusinessEventType,
} from './business-events.js';
import { responseOf } from './envelope.js';

/**
 * Webhooks in the Standard Webhooks format (issue 33, decision 0040): endpoints per organisation
 * and mode, their deliveries, and the events list. The business API and the console share these.
 */
export const webhookMessages = {
  urlRequired: 'Enter the URL that should receive the events',
  urlInvalid: 'Enter a full URL, like https://example.com/webhooks/vouch',
  urlTooLong: 'The URL can be at most 2000 characters',
  httpsOnly: 'Live endpoints must use https://',
  schemeOnly: 'Use an http:// or https:// URL',
  noCredentials: 'Leave user names and passwords out of the URL: the signature authenticates us',
  descriptionTooLong: 'The description can be at most 200 characters',
  eventTypesInvalid: 'Choose event types from the list',
  cursorInvalid: 'This cursor is not one we gave: start again without it',
  noSuchEndpoint: 'No such webhook endpoint',
  noSuchDelivery: 'No such delivery',
  endpointDisabled: 'This endpoint is disabled: enable it before sending to it',
} as const;

export const webhookEndpointStatuses = ['enabled', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof webhookEndpointStatuses)[number];
export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

const endpointFields = {
  url: z
    .string({ error: webhookMessages.urlRequired })
    .trim()
    .min(1, webhookMessages.urlRequired)
    .max(2000, webhookMessages.urlTooLong),
  description: z
    .string({ error: webhookMessages.descriptionTooLong })
    .trim()
    .max(200, webhookMessages.descriptionTooLong)
    .optional(),
  event_types: z
    .array(z.enum(businessEventTypes, { error: webhookMessages.eventTypesInvalid }), {
      error: webhookMessages.eventTypesInvalid,
    })
    .max(businessEventTypes.length, webhookMessages.eventTypesInvalid)
    .optional()
    .describe('The event types sent to it; none (or left out): all of them'),
};

/** `POST /api/business/v1/webhook-endpoints`: the key's mode is the endpoint's. */
export const createWebhookEndpointSchema = z.object(endpointFields);
export type CreateWebhookEndpointPayload = z.input<typeof createWebhookEndpointSchema>;

/** The console's create: the mode is chosen there. */
export const consoleWebhookEndpointSchema = z.object({
  ...endpointFields,
  mode: z.enum(apiModes, { error: 'Choose test or live' }),
});
export type ConsoleWebhookEndpointPayload = z.input<typeof consoleWebhookEndpointSchema>;

/** A new secret; the old one keeps signing too (both signatures sent) for the overlap. */
export const rotateWebhookSecretSchema = z.object({ overlap: z.enum(rollOverlaps) });
export type RotateWebhookSecretPayload = { overlap: RollOverlap };

export const eventsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export interface WebhookEndpoint {
  /** ep_… */
  id: string;
  url: string;
  description: string;
  mode: ApiMode;
  /** Empty: every type. */
  event_types: BusinessEventType[];
  status: WebhookEndpointStatus;
  /** Why it was disabled (410 Gone, failing for 5 days), or null. */
  disabled_reason: string | null;
  /** While a rotated secret's overlap lasts, the old one signs too, until then. */
  previous_secret_expires_at: string | null;
  created_at: string;
}

export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  /** whsec_… shown this once (create and rotate). */
  secret: string;
}

export interface WebhookDelivery {
  /** dlv_… */
  id: string;
  endpoint_id: string;
  /** evt_…, also the webhook-id header (the same on every attempt). */
  event_id: string;
  event_type: BusinessEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The last attempt's HTTP status (null: no answer). */
  last_status_code: number | null;
  last_latency_ms: number | null;
  /** The first 1 KB of the last answer. */
  last_response: string | null;
  /** Why the last attempt failed without an answer (timeout, refused address…). */
  last_error: string | null;
  /** The body sent, byte for byte (issue 47); null once its event is past retention. */
  payload: string | null;
  next_attempt_at: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** `GET /events`: newest first; `next_cursor` for the next (older) page. */
export type EventsPage = ListPage<BusinessEvent>;

// ---- Response schemas (the document and the serialiser) --------------------------------------
const iso = z.string().describe('ISO 8601 UTC');
const endpointResponseFields = {
  id: z.string().describe('ep_…'),
  url: z.string(),
  description: z.string(),
  mode: z.enum(apiModes),
  event_types: z
    .array(z.enum(businessEventTypes))
    .describe('The types sent to it; empty: every type'),
  status: z.enum(webhookEndpointStatuses),
  disabled_reason: z.string().nullable(),
  previous_secret_expires_at: iso
    .nullable()
    .describe('Until then the previous secret signs too: both signatures, space-separated'),
  created_at: iso,
};

export const webhookEndpointSchema = responseOf<WebhookEndpoint>()(
  z.object(endpointResponseFields),
);
export const createdWebhookEndpointSchema = responseOf<CreatedWebhookEndpoint>()(
  z.object({
    ...endpointResponseFields,
    secret: z
      .string()
      .describe('whsec_… (base64 after the prefix): the signing secret, shown this once'),
  }),
);
export const webhookEndpointListSchema = listPageSchema(webhookEndpointSchema, 'Newest first');

export const webhookDeliverySchema = responseOf<WebhookDelivery>()(
  z.object({
    id: z.string().describe('dlv_…'),
    endpoint_id: z.string(),
    event_id: z.string().describe('evt_…: the webhook-id header of every attempt'),
    event_type: z.enum(businessEventTypes),
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number().int(),
    last_status_code: z.number().int().nullable(),
    last_latency_ms: z.number().int().nullable(),
    last_response: z.string().nullable().describe('The first 1 KB of the last answer'),
    last_error: z.string().nullable(),
    payload: z.string().nullable().describe('The body sent, byte for byte'),
    next_attempt_at: iso.nullable(),
    created_at: iso,
    delivered_at: iso.nullable(),
  }),
);

export const businessEventSchema = responseOf<BusinessEvent>()(
  z.object({
    id: z.string().describe('evt_…: the webhook-id of its deliveries'),
    type: z.enum(businessEventTypes),
    timestamp: iso,
    data: z.record(z.string(), z.unknown()),
  }),
);
export const eventsPageSchema = responseOf<EventsPage>()(
  listPageSchema(businessEventSchema, 'Newest first'),
);

/** Paths of the business API (under BUSINESS_API_PREFIX) this adds. */
export const webhookApiPaths = {
  endpoints: '/webhook-endpoints',
  endpoint: '/webhook-endpoints/:id',
  rotate: '/webhook-endpoints/:id/rotate-secret',
  events: '/events',
} as const;
