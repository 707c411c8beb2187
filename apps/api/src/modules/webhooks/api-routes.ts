import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  eventsPageSchema,
  eventsQuerySchema,
  rotateWebhookSecretSchema,
  webhookApiPaths,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  wholeList,
  type BusinessProblemSlug,
} from '@vouch/contracts';
import { HttpError } from '../../lib/http-errors.js';
import { Problem, problemResponses, type ApiKeyAuth } from '../business/index.js';
import type { BusinessEvents } from './events.js';
import type { WebhookEndpoints } from './endpoints.js';

const params = z.object({ id: z.string().min(1).max(40) });
const common: BusinessProblemSlug[] = [
  'unauthorized',
  'missing-scope',
  'rate-limited',
  'server-error',
];
const actorOf = (key: ApiKeyAuth, ip: string) => ({ userId: null, keyId: key.keyId, ip });

/** The service's refusals as problem details (its 400s keep their field messages). */
async function asProblem<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404)
      throw new Problem('not-found', err.message);
    if (err instanceof HttpError && err.statusCode === 400)
      throw new Problem('invalid-request', err.message, err.errors ? { errors: err.errors } : {});
    throw err;
  }
}

/**
 * Webhook endpoints (scope `webhooks`) and the events list (scope `events`) in the business API
 * (issue 33). Registered inside the business API's plugin, so its key check, rate limit, problem
 * details and OpenAPI document apply. An endpoint belongs to the key's organisation and mode: a
 * test key never sees a live endpoint.
 */
export function webhookApiRoutes(d: {
  endpoints: WebhookEndpoints;
  events: BusinessEvents;
}): FastifyPluginAsyncZod {
  return async (api) => {
    const tags = ['webhooks'];
    api.post(
      webhookApiPaths.endpoints,
      {
        bodyLimit: 16 * 1024,
        config: { scope: 'webhooks' },
        schema: {
          operationId: 'createWebhookEndpoint',
          tags,
          summary: 'Register a webhook endpoint: the answer carries its whsec_ secret, this once',
          description:
            'The endpoint receives the events of the key’s organisation and mode in the Standard Webhooks format (headers webhook-id, webhook-timestamp, webhook-signature). `event_types` left out or empty: every type. Live endpoints must use https; the host must resolve to public addresses only (checked now and again before every delivery).',
          body: createWebhookEndpointSchema,
          response: {
            200: createdWebhookEndpointSchema,
            ...problemResponses([
              'invalid-request',
              'payload-too-large',
              'unsupported-media-type',
              ...common,
            ]),
          },
        },
      },
      async (request) => {
        const key = request.apiKey!;
        return asProblem(() =>
          d.endpoints.create(key.organisationId, key.mode, request.body, actorOf(key, request.ip)),
        );
      },
    );

    api.get(
      webhookApiPaths.endpoints,
      {
        config: { scope: 'webhooks' },
        schema: {
          operationId: 'listWebhookEndpoints',
          tags,
          summary: 'The webhook endpoints of the key’s mode, newest first (never their secrets)',
          response: { 200: webhookEndpointListSchema, ...problemResponses(common) },
        },
      },
      async (request) =>
        wholeList(await d.endpoints.list(request.apiKey!.organisationId, request.apiKey!.mode)),
    );

    api.get(
      webhookApiPaths.endpoint,
      {
        config: { scope: 'webhooks' },
        schema: {
          operationId: 'getWebhookEndpoint',
          tags,
          summary: 'One webhook endpoint',
          params,
          response: {
            200: webhookEndpointSchema,
            ...problemResponses(['not-found', 'invalid-request', ...common]),
          },
        },
      },
      async (request) => {
        const key = request.apiKey!;
        return asProblem(() => d.endpoints.get(key.organisationId, request.params.id, key.mode));
      },
    );

    api.delete(
      webhookApiPaths.endpoint,
      {
        config: { scope: 'webhooks' },
        schema: {
          operationId: 'deleteWebhookEndpoint',
          tags,
          summary: 'Delete a webhook endpoint: nothing more is sent to it, retries included',
          params,
          response: {
            200: z.object({ id: z.string(), deleted: z.literal(true) }),
            ...problemResponses(['not-found', 'invalid-request', ...common]),
          },
        },
      },
      async (request) => {
        const key = request.apiKey!;
        await asProblem(() =>
          d.endpoints.remove(
            key.organisationId,
            request.params.id,
            actorOf(key, request.ip),
            key.mode,
          ),
        );
        return { id: request.params.id, deleted: true as const };
      },
    );

    api.post(
      webhookApiPaths.rotate,
      {
        bodyLimit: 16 * 1024,
        config: { scope: 'webhooks' },
        schema: {
          operationId: 'rotateWebhookSecret',
          tags,
          summary: 'Rotate the signing secret: the new one is in the answer, this once',
          description:
            'During the overlap (`none`, `1h`, `24h`, `7d`) every delivery carries two signatures, space-separated in webhook-signature: one with the new secret, one with the old. Standard Webhooks libraries accept a message when any of them verifies.',
          params,
          body: rotateWebhookSecretSchema,
          response: {
            200: createdWebhookEndpointSchema,
            ...problemResponses([
              'invalid-request',
              'not-found',
              'payload-too-large',
              'unsupported-media-type',
              ...common,
            ]),
          },
        },
      },
      async (request) => {
        const key = request.apiKey!;
        return asProblem(() =>
          d.endpoints.rotate(
            key.organisationId,
            request.params.id,
            request.body.overlap,
            actorOf(key, request.ip),
            key.mode,
          ),
        );
      },
    );

    api.get(
      webhookApiPaths.events,
      {
        config: { scope: 'events' },
        schema: {
          operationId: 'listEvents',
          tags: ['events'],
          summary: 'Every event of the key’s organisation and mode, newest first, in cursor pages',
          description:
            'What the webhooks sent (or are sending): reconcile after an outage by reading until you reach an event you already had. Pass `next_cursor` as `cursor` for the next, older page. Webhooks are delivered at least once and in no promised order; the event id is the webhook-id header.',
          querystring: eventsQuerySchema,
          response: {
            200: eventsPageSchema,
            ...problemResponses(['invalid-request', ...common]),
          },
        },
      },
      async (request) => {
        const key = request.apiKey!;
        return asProblem(() =>
          d.events.page(key.organisationId, key.mode, request.query.cursor, request.query.limit),
        );
      },
    );
  };
}
