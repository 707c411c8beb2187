import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
  // Our own policy for the docs page too (swagger-ui's default would allow https: styles and
  // upgrade plain-HTTP requests); its assets are served from our origin.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; frame-ancestors 'none'; base-uri 'self'",
  });
}
