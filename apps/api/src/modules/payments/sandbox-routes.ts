import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, paymentPaths, sandboxCompletePayloadSchema, SIGNED_IN } from '@vouch/contracts';
import type { SandboxProvider } from '../../adapters/payments/sandbox-provider.js';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * The sandbox provider's checkout page, served by us because the sandbox has no outside host: the
 * payer's choice is written to the sandbox's ledger, then the provider "notifies" us the way a real
 * one sends a webhook. Registered only when PAYMENT_PROVIDER=sandbox.
 */
export function sandboxCheckoutRoutes(
  { payments, authenticate, background }: RouteDeps,
  sandbox: SandboxProvider,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      paymentPaths.sandboxComplete,
      {
        schema: {
          tags: ['sandbox'],
          summary: "Sandbox checkout: pay or fail one of the member's own pending references",
          security: [{ bearerAuth: [] }],
          body: sandboxCompletePayloadSchema,
          response: answers(z.object({ status: z.string() }), 'The charge as it stands', [
            ...SIGNED_IN,
            404,
            409,
          ]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      },
      async (request) => {
        const { ref_number, method, outcome } = request.body;
        const tx = await payments.ownTransaction(authOf(request), ref_number);
        const charge = await sandbox.charge(tx.ref_number, method, outcome, Number(tx.amount_kobo));
        background.run(() => payments.webhook(tx.ref_number));
        return { status: 200, msg: { status: charge.status } };
      },
    );
  };
}
