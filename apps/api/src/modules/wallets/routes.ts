import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addWalletPayloadSchema,
  answers,
  formatLagosDateTime,
  memberWalletSchema,
  sentence,
  SIGNED_IN,
  verificationPaths,
  walletChallengeSchema,
  walletLabelSchema,
  walletMessages,
  walletPaths,
  walletProofMessages,
  walletProofSchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireFreshSecondFactor } from '../second-factor/index.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const params = z.object({ id: z.uuid({ error: walletProofMessages.notFound }) });
const HOUR = 60 * 60_000;

export function walletRoutes({ wallets, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      verificationPaths.addWallet,
      {
        schema: {
          tags: ['wallets'],
          summary:
            'Add a wallet address (checked with its network’s checksum; no duplicate on a network)',
          security: bearer,
          description:
            "A member with a second factor who has not passed it in the last five minutes gets 403 with errors.second_factor 'step_up' (a new address could redirect their payments).",
          body: addWalletPayloadSchema,
          response: answers(sentence, 'Added', [...SIGNED_IN, 403, 409]),
        },
        onRequest: [authenticate, requireFreshSecondFactor],
        config: { rateLimit: { max: 30, timeWindow: HOUR } },
      },
      async (request) => {
        await wallets.add(authOf(request), request.body.wallet_address);
        return { status: 200, msg: walletMessages.added };
      },
    );

    app.get(
      walletPaths.list,
      {
        schema: {
          tags: ['wallets'],
          summary: "The member's wallets with their labels and proof status",
          security: bearer,
          response: answers(z.array(memberWalletSchema), "The member's wallets", [401]),
        },
        onRequest: authenticate,
      },
      async (request) => ({ status: 200, msg: await wallets.mine(authOf(request)) }),
    );

    app.patch(
      walletPaths.one,
      {
        schema: {
          tags: ['wallets'],
          summary: "Change a wallet's label (the member's own; never shown to anyone else)",
          security: bearer,
          params,
          body: walletLabelSchema,
          response: answers(sentence, 'Saved', [...SIGNED_IN, 404]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 60, timeWindow: HOUR } },
      },
      async (request) => {
        await wallets.setLabel(authOf(request), request.params.id, request.body.label);
        return { status: 200, msg: walletProofMessages.labelSaved };
      },
    );

    app.delete(
      walletPaths.one,
      {
        schema: {
          tags: ['wallets'],
          summary: 'Remove a wallet; a lookup of its address stops finding the member at once',
          security: bearer,
          params,
          response: answers(sentence, 'Removed', [...SIGNED_IN, 404]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 60, timeWindow: HOUR } },
      },
      async (request) => {
        await wallets.remove(authOf(request), request.params.id, request.ip);
        return { status: 200, msg: walletProofMessages.removed };
      },
    );

    app.post(
      walletPaths.challenge,
      {
        schema: {
          tags: ['wallets'],
          summary: 'A one-time message to sign with the wallet (valid 15 minutes)',
          security: bearer,
          params,
          response: answers(walletChallengeSchema, 'The message to sign', [...SIGNED_IN, 404, 409]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 30, timeWindow: HOUR } },
      },
      async (request) => ({
        status: 200,
        msg: await wallets.challenge(authOf(request), request.params.id),
      }),
    );

    app.post(
      walletPaths.prove,
      {
        schema: {
          tags: ['wallets'],
          summary:
            'Prove control of the address: the signature of the challenge (EIP-191, BIP-137 or TRON signMessageV2)',
          security: bearer,
          params,
          body: walletProofSchema,
          response: answers(sentence, 'Proven', [...SIGNED_IN, 404, 409, 422]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 30, timeWindow: HOUR } },
      },
      async (request) => {
        const { heldUntil } = await wallets.prove(
          authOf(request),
          request.params.id,
          request.body,
          request.ip,
        );
        return {
          status: 200,
          msg: heldUntil
            ? walletProofMessages.provenHeld(formatLagosDateTime(heldUntil))
            : walletProofMessages.proven,
        };
      },
    );
  };
}
