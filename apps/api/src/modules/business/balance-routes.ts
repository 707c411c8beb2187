import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  balanceSchema,
  businessPaths,
  sandboxTopUpSchema,
  SIGNED_IN,
  topUpSchema,
  topUpStartedSchema,
} from '@vouch/contracts';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { SandboxProvider } from '../../adapters/payments/sandbox-provider.js';
import type { Db } from '../../db/database.js';
import { authOf } from '../../plugins/authenticate.js';
import type { OrgBalance } from './balance.js';
import { memberActor, requireRole } from './context.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['business'];
const org = z.object({ id: z.string().min(1).max(40) });
const topUp = org.extend({ reference: z.string().min(1).max(60) });
const CONSOLE = [...SIGNED_IN, 403, 404] as const;

/**
 * The prepaid balance in the console (issue 47): any teammate reads it; owners add funds through
 * the payment provider (the sandbox's checkout in development), credited once its payment is
 * confirmed with the provider.
 */
export function businessBalanceRoutes({
  balance,
  authenticate,
  db,
  sandbox,
}: {
  balance: OrgBalance;
  authenticate: onRequestAsyncHookHandler;
  db: Db;
  sandbox: SandboxProvider | null;
}): FastifyPluginAsyncZod {
  const base = `${businessPaths.organisations}/:id/balance`;
  return async (app) => {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: 'The prepaid balance, what draws on it, and the latest top-ups',
          security: bearer,
          params: org,
          response: answers(balanceSchema, 'The balance', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => {
        await requireRole(db, request.params.id, authOf(request).user.id, 'read');
        return { status: 200, msg: await balance.summary(request.params.id) };
      },
    );

    app.post(
      `${base}/top-ups`,
      {
        schema: {
          tags,
          summary: 'Owners: start a top-up, paid through the payment provider',
          security: bearer,
          params: org,
          body: topUpSchema,
          response: answers(topUpStartedSchema, 'The top-up to pay', [...CONSOLE, 503]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      },
      async (request) => {
        const auth = authOf(request);
        await requireRole(db, request.params.id, auth.user.id, 'settings');
        const owner = await auth.member();
        return {
          status: 200,
          msg: await balance.startTopUp(request.params.id, auth.user.id, request.body.amount_ngn, {
            email: owner.email,
            name: `${owner.first_name} ${owner.last_name}`.trim(),
          }),
        };
      },
    );

    app.post(
      `${base}/top-ups/:reference/confirm`,
      {
        schema: {
          tags,
          summary: 'Owners: ask the payment provider about a top-up; credited once when paid',
          security: bearer,
          params: topUp,
          response: answers(balanceSchema, 'The balance after it', [...CONSOLE, 402, 503]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request) => {
        const auth = authOf(request);
        await requireRole(db, request.params.id, auth.user.id, 'settings');
        return {
          status: 200,
          msg: await balance.confirmTopUp(
            request.params.id,
            request.params.reference,
            memberActor(auth, request.ip),
          ),
        };
      },
    );

    // The sandbox provider's checkout (development): pay or fail, then confirm as above.
    if (sandbox)
      app.post(
        `${base}/top-ups/:reference/sandbox`,
        {
          schema: {
            tags: ['sandbox'],
            summary: 'Sandbox checkout: pay or fail a pending top-up, then confirm it',
            security: bearer,
            params: topUp,
            body: sandboxTopUpSchema,
            response: answers(balanceSchema, 'The balance after it', [...CONSOLE, 402]),
          },
          onRequest: authenticate,
          config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        },
        async (request) => {
          const auth = authOf(request);
          const { id, reference } = request.params;
          await requireRole(db, id, auth.user.id, 'settings');
          const pending = await balance.pendingTopUp(id, reference);
          await sandbox.charge(
            reference,
            'card',
            request.body.outcome,
            Number(pending.amount_kobo),
          );
          return {
            status: 200,
            msg: await balance.confirmTopUp(id, reference, memberActor(auth, request.ip)),
          };
        },
      );
  };
}
