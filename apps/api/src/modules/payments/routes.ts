import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  createTransactionPayloadSchema,
  fetchTransactionsPayloadSchema,
  initiatePaymentPayloadSchema,
  paymentCheckoutSchema,
  paymentMessages,
  paymentPaths,
  sentence,
  SIGNED_IN,
  transactionSchema,
} from '@vouch/contracts';
import { HttpError } from '../../lib/http-errors.js';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];

export function paymentRoutes({
  payments,
  provider,
  authenticate,
}: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      paymentPaths.initiate,
      {
        schema: {
          tags: ['payments'],
          summary: 'Start paying the KYC fee: the server creates the reference and the amount',
          description:
            '400 when the e-mail is not verified yet, 409 when the fee is already paid. An optional payment_method (card, banktransfer, ussd) is the method the checkout opens on. msg holds what the checkout needs.',
          security: bearer,
          body: initiatePaymentPayloadSchema.optional(),
          response: answers(paymentCheckoutSchema, 'What the checkout needs', [
            ...SIGNED_IN,
            403,
            409,
            502,
          ]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      },
      async (request) => ({
        status: 200,
        msg: await payments.initiate(authOf(request), request.body?.payment_method),
      }),
    );

    app.post(
      paymentPaths.createTransaction,
      {
        schema: {
          tags: ['payments'],
          summary:
            "Confirm a payment: the server asks the provider and records the provider's answer",
          description:
            'Spec fields kept (ref_number, amount, reason, payment_type, status). amount, payment_type and status are never believed; status "cancelled" marks a payment the provider has not taken as cancelled. msg is the transaction as recorded.',
          security: bearer,
          body: createTransactionPayloadSchema,
          response: answers(transactionSchema, 'The transaction as it stands', [
            ...SIGNED_IN,
            404,
            502,
          ]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      },
      async (request) => ({
        status: 200,
        msg: await payments.confirm(authOf(request), request.body.ref_number, request.body.status),
      }),
    );

    app.post(
      paymentPaths.fetchTransactions,
      {
        schema: {
          tags: ['payments'],
          summary: "The member's transactions (spec 7: sort_by, sort_by_date, start, limit)",
          description:
            'Paid and failed payments only: checkouts closed or left without paying are not listed.',
          security: bearer,
          body: fetchTransactionsPayloadSchema.optional(),
          response: answers(z.array(transactionSchema), "The member's transactions", [400, 401]),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await payments.list(
          authOf(request),
          fetchTransactionsPayloadSchema.parse(request.body ?? {}),
        ),
      }),
    );

    app.post(
      paymentPaths.flutterwaveWebhook,
      {
        schema: {
          tags: ['payments'],
          summary:
            'Flutterwave webhook (verif-hash header); the reference is verified through the API',
          body: z.unknown(),
          response: answers(sentence, 'Taken: msg "ok"', [400, 401, 429]),
        },
        config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      },
      async (request) => {
        const ref =
          provider.name === 'flutterwave'
            ? provider.webhookReference(request.headers, request.body)
            : null;
        if (!ref) throw new HttpError(401, paymentMessages.webhookRejected);
        await payments.webhook(ref);
        return { status: 200, msg: 'ok' };
      },
    );
  };
}
