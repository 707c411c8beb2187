import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { failures, type FailureStatus } from '@vouch/contracts';
import { answersUnderPressure } from './pressure.js';

/** Methods whose requests carry a body Fastify reads (and may refuse) before the route runs. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What Fastify and our plugins answer on a route of this kind, whatever its own code does: a
 * body that is malformed, of another type or too large (400, 415, 413); a path parameter that is
 * not valid percent-encoding or is over 100 characters (400, 414); a rate limit (429); and load
 * shedding (503, plugins/pressure.ts). Worked out from the route, so no route can forget them.
 */
function frameworkAnswers(route: RouteOptions): FailureStatus[] {
  const out: FailureStatus[] = [];
  const methods = [route.method].flat();
  if (methods.some((m) => BODY_METHODS.has(m))) out.push(400, 413, 415);
  if (/[:*]/.test(route.url)) out.push(400, 414);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) out.push(429);
  if (!answersUnderPressure(route.url)) out.push(503);
  return out;
}

type Transform = typeof jsonSchemaTransform;

/** Each route's own answers, with the framework's added where the route does not list them. */
const withFrameworkAnswers: Transform = (input) => {
  const { schema, route } = input;
  if (!schema || !route) return jsonSchemaTransform(input);
  const own = (schema.response ?? {}) as Record<string, unknown>;
  const added = failures(frameworkAnswers(route).filter((s) => !(s in own)));
  return jsonSchemaTransform({ ...input, schema: { ...schema, response: { ...added, ...own } } });
};

/**
 * OpenAPI 3.0 says a nullable enum accepts null only if null is among its values; zod's JSON
 * Schema writes `nullable: true` beside an enum without it, so a client generated from the
 * document refused real answers (kyc_status null: issue 31). Added here, once, for every schema.
 */
function nullInNullableEnums(value: unknown): void {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (!v || typeof v !== 'object') continue;
    const s = v as { nullable?: unknown; enum?: unknown[] };
    // A new array: the one there may be shared with the schema that validates.
    if (s.nullable === true && Array.isArray(s.enum) && !s.enum.includes(null))
      s.enum = [...s.enum, null];
    stack.push(...Object.values(v));
  }
}

/** The OpenAPI description of every endpoint, generated from the same zod schemas, at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vouch API',
        version: '1.0.0',
        description:
          'Every response body is { status, msg } with the HTTP status equal to status. Validation failures are 400 with msg the first message and errors { field: message }.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: withFrameworkAnswers,
    transformObject: (document) => {
      const doc = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
      nullInNullableEnums(doc);
      return doc;
    },
  });
  // Our own policy for the docs page too (swagger-ui's default would allow https: styles and
  // upgrade plain-HTTP requests); its assets are served from our origin.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; frame-ancestors 'none'; base-uri 'self'",
  });
}
