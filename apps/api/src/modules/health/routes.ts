import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { apiPaths } from '@vouch/contracts';
import type { Db } from '../../db/database.js';

/** For load balancers: 200 when the database answers, 503 when it does not. */
export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.health,
      { schema: { tags: ['ops'], summary: 'Liveness and database readiness' } },
      async (_request, reply) => {
        try {
          await sql`select 1`.execute(db);
          return { status: 200, msg: 'ok' };
        } catch {
          return reply.status(503).send({ status: 503, msg: 'database unavailable' });
        }
      },
    );
  };
}
