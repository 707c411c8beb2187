import { randomUUID } from 'node:crypto';

/**
 * Every request's id (Fastify's `request.id`, on every log line of the request): `req_` and 128
 * random bits, unique across instances, unlike Fastify's per-process counter. The business API
 * sends it as `Vouch-Request-Id` and keeps it on the usage row, so the console and the logs find
 * the same request.
 */
export const newRequestId = () => `req_${randomUUID().replace(/-/g, '')}`;
