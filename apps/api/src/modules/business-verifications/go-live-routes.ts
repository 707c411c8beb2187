import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  businessPaths,
  formatCacNumber,
  liveRequestSchema,
  organisationSchema,
  parseCacNumber,
  SIGNED_IN,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { BusinessService } from '../business/index.js';
import type { BusinessVerifications } from './service.js';

/**
 * An owner asks to go live (issue 49, item 3): the request is a business verification of the
 * organisation itself, with the CAC number the owner gives; its approval, heard by the business
 * side (app.ts), turns live mode on. The request and the verification are written together.
 */
export function businessVerificationGoLiveRoutes(d: {
  kyb: BusinessVerifications;
  organisations: Pick<
    BusinessService['organisations'],
    'liveAskable' | 'markLiveRequested' | 'get'
  >;
  authenticate: onRequestAsyncHookHandler;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${businessPaths.organisations}/:id/live-request`,
      {
        schema: {
          tags: ['business'],
          summary:
            'Ask for live mode (owners): Vouch verifies the business with the CAC and its people',
          security: [{ bearerAuth: [] }],
          params: z.object({ id: z.string().min(1).max(40) }),
          body: liveRequestSchema,
          response: answers(organisationSchema, 'Waiting for its business verification', [
            400,
            ...SIGNED_IN,
            403,
            404,
            409,
          ]),
        },
        onRequest: d.authenticate,
        // Each request asks the (paid) registry: a few a minute is plenty for an owner.
        config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      },
      async (request) => {
        const auth = authOf(request);
        const { id } = request.params;
        const { name } = await d.organisations.liveAskable(auth, id);
        const n = parseCacNumber(request.body.registration_number)!;
        const registration = formatCacNumber(n.kind!, n.digits);
        await d.kyb.forOrganisation(id, registration, name, (tx, v) =>
          d.organisations.markLiveRequested(tx, auth, id, request.ip, {
            registration,
            verificationId: v.id,
          }),
        );
        return { status: 200, msg: await d.organisations.get(auth, id) };
      },
    );
  };
}
