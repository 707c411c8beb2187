import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { answers, apiPaths, sentence } from '@vouch/contracts';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';

export interface ReadinessDeps {
  db: Db;
  storage: FileStorage;
  /** PING the rate limits' Redis, when there is one. */
  redis?: { ping(): Promise<unknown> };
}

/** A dependency that does not answer in this time counts as down. */
const CHECK_TIMEOUT_MS = 2000;

function within<T>(p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * /health: liveness, nothing but this process (a database blip must not get every instance
 * restarted). /ready: whether this instance can serve: the database, Redis and storage answer.
 */
export function healthRoutes(d: ReadinessDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.health,
      {
        schema: {
          tags: ['ops'],
          summary: 'Liveness: the process answers',
          response: answers(sentence, 'The process answers: msg "ok"', []),
        },
      },
      async () => ({ status: 200, msg: 'ok' }),
    );

    app.get(
      apiPaths.ready,
      {
        schema: {
          tags: ['ops'],
          summary:
            'Readiness: the database, Redis (when configured) and storage answer (503 if not)',
          response: answers(sentence, 'Ready: msg "ready"', [503]),
        },
      },
      async (_request, reply) => {
        const checks: Record<string, () => Promise<unknown>> = {
          database: () => sql`select 1`.execute(d.db),
          storage: () => d.storage.check(),
          ...(d.redis ? { redis: () => d.redis!.ping() } : {}),
        };
        const down: string[] = [];
        await Promise.all(
          Object.entries(checks).map(([name, check]) =>
            within(check()).catch(() => down.push(name)),
          ),
        );
        if (down.length === 0) return { status: 200, msg: 'ready' };
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ status: 503, msg: `not ready: ${down.sort().join(', ')} unavailable` });
      },
    );
  };
}
