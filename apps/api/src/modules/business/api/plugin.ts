import swagger from '@fastify/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { OpenAPIV3 } from 'openapi-types';
import {
  BUSINESS_API_PREFIX,
  businessApiPaths,
  businessCredentialVerifyPath,
  presentationResultSchema,
  presentationVerifySchema,
  type PresentationResult,
  type PresentationVerifyPayload,
  businessLookupResultSchema,
  businessLookupSchema,
  businessProblems,
  problemDetailsSchema,
  type ApiKeyScope,
  type BusinessProblemSlug,
} from '@vouch/contracts';
import type { ApiKeyAuth } from '../context.js';
import type { KeyRefusal } from '../keys.js';
import type { BusinessService } from '../service.js';
import type { Db } from '../../../db/database.js';
import { registerIdempotency } from './idempotency.js';
import { openapiDescription } from './openapi-text.js';
import { Problem, PROBLEM_JSON, problemOf, sendProblem } from './problems.js';
import { keyRateLimiter, rateLimitHeaders, type KeyRateLimits } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The business API's key, once its auth hook accepted it. */
    apiKey: ApiKeyAuth | null;
  }
  interface FastifyContextConfig {
    /** A business API route: the scope its key needs (none: public, like the document). */
    scope?: ApiKeyScope;
  }
  interface FastifyInstance {
    businessOpenapi: () => OpenAPIV3.Document;
  }
}

export interface BusinessApiOptions {
  business: BusinessService;
  /** The Idempotency-Key records' table (idempotency.ts). */
  db: Db;
  appUrl: string;
  rateLimits: KeyRateLimits;
  redis?: Redis;
  /** Other modules' routes in this plugin's scope (key, scope, rate limit, problems, document). */
  routes?: FastifyPluginAsyncZod[];
  /** The Vouch credential's verifier (issue 36): a presentation checked for a business. */
  verifyPresentation?: (p: PresentationVerifyPayload) => Promise<PresentationResult>;
}

const refusals: Record<KeyRefusal, string> = {
  missing: 'Send your secret key as Authorization: Bearer vk_test_… or vk_live_…',
  invalid: 'This API key is not valid.',
  revoked: 'This API key was revoked.',
  expired: 'This API key was rolled and its overlap has ended: use the new key.',
};

/** Every answer's headers the document describes. */
const requestIdHeader = {
  'Vouch-Request-Id': {
    description: 'This request’s id: the console’s usage and Vouch’s logs find it',
    schema: { type: 'string' },
  },
} as const;
const rateHeaders = {
  'RateLimit-Policy': {
    description: 'The key’s quota and window (IETF RateLimit fields): "key";q=1200;w=60',
    schema: { type: 'string' },
  },
  RateLimit: {
    description: 'What remains of the quota and seconds until it resets: "key";r=1187;t=42',
    schema: { type: 'string' },
  },
} as const;

/** The problem answers a route may give, each described, as application/problem+json. */
export function problemResponses(slugs: BusinessProblemSlug[]) {
  const out: Record<
    number,
    { description: string; content: Record<string, { schema: typeof problemDetailsSchema }> }
  > = {};
  for (const slug of slugs) {
    const { status, title } = businessProblems[slug];
    out[status] = {
      description: title,
      content: { [PROBLEM_JSON]: { schema: problemDetailsSchema } },
    };
  }
  return out;
}

/**
 * The business API (issue 32, decision 0037): one encapsulated plugin under /api/business/v1
 * with its own authentication (API keys), error format (RFC 9457 problem details), per-key rate
 * limits (IETF RateLimit fields) and OpenAPI document. It shares services with the member API,
 * never route code, and nothing here reaches the member API's scope.
 */
export function businessApi(opts: BusinessApiOptions): FastifyPluginAsyncZod {
  const { business, appUrl } = opts;
  return async (api) => {
    const limiter = keyRateLimiter(opts.rateLimits, opts.redis, (err) =>
      api.log.warn({ err: (err as Error).message }, 'business rate limits: redis unavailable'),
    );
    api.addHook('onClose', async () => limiter.close());

    await api.register(swagger, {
      decorator: 'businessOpenapi',
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Vouch business API',
          version: '1.0.0',
          description: openapiDescription(appUrl),
        },
        servers: [{ url: BUSINESS_API_PREFIX }],
        components: {
          securitySchemes: {
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'vk_test_… or vk_live_… (a secret key from the business console)',
            },
          },
        },
        security: [{ apiKey: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (doc) =>
        withHeaders((doc as { openapiObject: OpenAPIV3.Document }).openapiObject),
    });

    api.decorateRequest('apiKey', null);
    // JSON only: a text body is 415, not a string to validate.
    api.removeContentTypeParser('text/plain');

    const fail = (request: FastifyRequest, reply: FastifyReply, p: Problem) =>
      sendProblem(appUrl, request, reply, p);

    api.setErrorHandler((error, request, reply) =>
      fail(
        request,
        reply,
        problemOf(error, (err) => request.log.error({ err }, 'unhandled error')),
      ),
    );
    api.setNotFoundHandler((request, reply) =>
      fail(
        request,
        reply,
        new Problem('not-found', `No ${request.method} ${request.url.split('?')[0]} here.`),
      ),
    );

    // Every answer names its request; then the key, its scope and its rate limit.
    api.addHook('onRequest', async (request, reply) => {
      reply.header('vouch-request-id', request.id);
      const scope = request.routeOptions.config.scope;
      if (!scope || request.is404) return;
      const m = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
      const key = await business.keys.authenticate(m?.[1]);
      if (typeof key === 'string')
        throw new Problem('unauthorized', refusals[key], {
          headers: [['www-authenticate', 'Bearer realm="vouch", error="invalid_token"']],
        });
      if (!key.scopes.includes(scope))
        throw new Problem('missing-scope', `This key lacks the "${scope}" scope.`);
      // The organisation's quota, whichever of its keys asks (issue 46: a quota per key let
      // an organisation multiply its capacity by making keys).
      const rate = await limiter.hit(`${key.organisationId}:${key.mode}`, key.mode);
      const headers = rateLimitHeaders(rate);
      for (const [name, value] of headers) reply.header(name, value);
      if (!rate.allowed)
        throw new Problem(
          'rate-limited',
          `This organisation made ${rate.limit} ${key.mode} requests in ${rate.windowSeconds} seconds. Try again in ${rate.resetSeconds} s.`,
          { headers: [['retry-after', String(rate.resetSeconds)]] },
        );
      request.apiKey = key;
    });
    registerIdempotency(api, opts.db);

    api.get(businessApiPaths.openapi, { schema: { hide: true } }, async (_request, reply) =>
      // Served in production too: integrators generate their clients from it.
      reply.header('cache-control', 'public, max-age=300').send(api.businessOpenapi()),
    );

    api.post(
      businessApiPaths.lookups,
      {
        bodyLimit: 16 * 1024,
        config: { scope: 'lookups' },
        schema: {
          operationId: 'lookup',
          tags: ['lookups'],
          summary: 'Is this person verified? Exact match by one of six search types',
          description:
            'Answers `verified: true` with what the member’s approved KYC certifies (last name, business name) and the wallets they proved by signing, or `verified: false` — the same answer, in the same time, for someone not verified and for nobody at all. Live keys look up verified Vouch members; test keys answer from the test identities above and never read a member. Needs the `lookups` scope. Each lookup is a usage record (never the value searched). A live lookup is paid from the organisation’s prepaid balance; when it cannot pay, 402 `balance-too-low`.',
          body: businessLookupSchema,
          response: {
            200: businessLookupResultSchema,
            ...problemResponses([
              'invalid-request',
              'unauthorized',
              'missing-scope',
              'balance-too-low',
              'payload-too-large',
              'unsupported-media-type',
              'rate-limited',
              'server-error',
            ]),
          },
        },
      },
      async (request) => business.lookups.lookup(request.apiKey!, request.body, request.id),
    );

    for (const routes of opts.routes ?? []) await api.register(routes);
    const verifyPresentation = opts.verifyPresentation;
    if (verifyPresentation)
      api.post(
        businessCredentialVerifyPath,
        {
          bodyLimit: 32 * 1024,
          config: { scope: 'lookups' },
          schema: {
            operationId: 'verifyCredentialPresentation',
            tags: ['credentials'],
            summary: 'Check a Vouch ID presentation (SD-JWT VC with key binding)',
            description:
              'A member presented their Vouch ID to you: send the presentation with the `nonce` you gave them and the `audience` they presented to (your identifier, such as your site’s origin). Answers `valid` (with `reason` when false: `revoked`, `suspended`, `expired`, `wrong_nonce`, `wrong_audience`, `tampered_disclosure`, …), the claims the member chose to disclose, and the credential’s status now. The same check works offline with any SD-JWT VC library and the keys at /.well-known/jwt-vc-issuer. A live key with the `lookups` scope.',
            body: presentationVerifySchema,
            response: {
              200: presentationResultSchema,
              ...problemResponses([
                'invalid-request',
                'unauthorized',
                'missing-scope',
                'payload-too-large',
                'unsupported-media-type',
                'rate-limited',
                'server-error',
              ]),
            },
          },
        },
        async (request) => {
          if (request.apiKey!.mode !== 'live')
            throw new Problem(
              'missing-scope',
              'Checking a Vouch ID presentation needs a live key: credentials are real members.',
            );
          return verifyPresentation(request.body);
        },
      );
  };
}

/** Adds the headers every answer carries (and Retry-After on 429) to each response of the document. */
function withHeaders(doc: OpenAPIV3.Document): OpenAPIV3.Document {
  for (const item of Object.values(doc.paths ?? {}))
    for (const op of Object.values(item ?? {})) {
      const responses = (op as OpenAPIV3.OperationObject).responses;
      if (!responses || typeof responses !== 'object') continue;
      for (const [status, response] of Object.entries(responses)) {
        const r = response as OpenAPIV3.ResponseObject;
        r.headers = {
          ...r.headers,
          ...requestIdHeader,
          ...(status === '401' ? {} : rateHeaders),
          ...(status === '429'
            ? {
                'Retry-After': {
                  description: 'Seconds until the key may try again',
                  schema: { type: 'integer' },
                },
              }
            : {}),
        } as OpenAPIV3.ResponseObject['headers'];
      }
    }
  return doc;
}
