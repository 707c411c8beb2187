import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/** Where businesses load the embed from (issue 47): a path kept as long as v1 is served. */
export const SDK_SCRIPT_PATH = '/sdk/v1/vouch.js';

/**
 * `Vouch.verify` for a business's page (packages/vouch-js), served from Vouch's origin so the
 * script knows where its frame lives. Read once at start. Another site's page loads it with a
 * <script> tag: its resource policy is cross-origin (every other page answer is same-origin).
 */
export function registerSdk(app: FastifyInstance) {
  const file = createRequire(import.meta.url).resolve('@vouch/vouch-js/vouch.js');
  const script = readFileSync(file);
  app.get(SDK_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .send(script),
  );
}
