import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  businessPaths,
  failures,
  SIGNED_IN,
  usageQuerySchema,
  usageSummarySchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['business'];
const org = z.object({ id: z.string().min(1).max(40) });
const CONSOLE = [...SIGNED_IN, 403, 404] as const;

/** The console's usage: lookups and paid verifications per day and key, and the same as CSV. */
export function businessUsageRoutes({ business, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  const { usage } = business;
  const base = businessPaths.organisations;
  return async (app) => {
    app.get(
      `${base}/:id/usage`,
      {
        schema: {
          tags,
          summary: 'Lookups per day and per key, and the latest 20 (never the values searched)',
          security: bearer,
          params: org,
          querystring: usageQuerySchema,
          response: answers(usageSummarySchema, 'Usage', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await usage.summary(authOf(request), request.params.id, request.query),
      }),
    );

    app.get(
      `${base}/:id/usage.csv`,
      {
        schema: {
          tags,
          summary:
            'The same usage as a CSV file: a line per day and key for lookups, a line per day for live verification fees',
          security: bearer,
          params: org,
          querystring: usageQuerySchema,
          response: {
            200: {
              description:
                'date,item,key_id,key_name,mode,count,found,amount_ngn (item: lookups or verification_fees)',
              content: { 'text/csv': { schema: z.string() } },
            },
            ...failures(CONSOLE),
          },
        },
        onRequest: authenticate,
      },
      async (request, reply) => {
        const csv = await usage.csv(authOf(request), request.params.id, request.query);
        const name = `vouch-usage-${request.query.mode}-${request.params.id}.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store, private')
          .send(csv);
      },
    );
  };
}
