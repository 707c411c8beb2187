import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, businessPaths, domainProofSchema, SIGNED_IN } from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { DomainProofs } from './domain-proof.js';

const CONSOLE = [...SIGNED_IN, 403, 404] as const;
const params = z.object({ id: z.string().min(1).max(40) });

/** The website's domain proof in the console (owners), issue 49. */
export function businessDomainRoutes(d: {
  proofs: DomainProofs;
  authenticate: onRequestAsyncHookHandler;
}): FastifyPluginAsyncZod {
  const base = `${businessPaths.organisations}/:id/domain-proof`;
  return async (app) => {
    app.get(
      base,
      {
        schema: {
          tags: ['business'],
          summary: 'Owners: how to prove the website’s domain, and whether it is proven',
          security: [{ bearerAuth: [] }],
          params,
          response: answers(domainProofSchema, 'The proof', CONSOLE),
        },
        onRequest: d.authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await d.proofs.get(authOf(request), request.params.id),
      }),
    );

    app.post(
      `${base}/check`,
      {
        schema: {
          tags: ['business'],
          summary: 'Owners: look for the DNS TXT record or the /.well-known/ file now',
          security: [{ bearerAuth: [] }],
          params,
          response: answers(domainProofSchema, 'Proven', [...CONSOLE, 409]),
        },
        onRequest: d.authenticate,
        // Each check asks the DNS and fetches from the business's host.
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      },
      async (request) => ({
        status: 200,
        msg: await d.proofs.check(authOf(request), request.params.id, request.ip),
      }),
    );
  };
}
