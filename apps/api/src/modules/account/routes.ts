import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  changePasswordPayloadSchema,
  messages,
  updateProfilePayloadSchema,
  verifyEmailPayloadSchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];

export function accountRoutes({ auth, account, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.accountInfo,
      {
        schema: {
          tags: ['account'],
          summary: "The signed-in member's profile (spec 3), cached by the client as user info",
          security: bearer,
        },
        onRequest: authenticate,
      },
      async (request) => ({ status: 200, msg: await account.profile(authOf(request)) }),
    );

    app.get(
      apiPaths.profile,
      {
        schema: {
          tags: ['account'],
          summary:
            'Profile fetch: msg is a JSON string whose info object holds the profile (spec 7)',
          security: bearer,
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: JSON.stringify({ info: await account.profile(authOf(request)) }),
      }),
    );

    app.post(
      apiPaths.updateProfile,
      {
        schema: {
          tags: ['account'],
          summary: 'Edit Profile: names, phone, WhatsApp, WeChat ID and name',
          description:
            "A verified member's change to certified details (names, phone, WhatsApp, WeChat ID) shows on the profile at once and waits for a reviewer before Check Verification answers with it (profile_review); a number or WeChat ID another verified member holds is refused (409).",
          security: bearer,
          body: updateProfilePayloadSchema,
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await account.updateProfile(authOf(request), request.body, request.ip),
      }),
    );

    app.get(
      apiPaths.sendVerificationEmail,
      {
        schema: {
          tags: ['account'],
          summary: 'Send the e-mail verification link',
          description:
            'Dashboard loads call it without a query and send at most once per 10 minutes; Resend passes resend=true (one-minute cooldown).',
          security: bearer,
          querystring: z.object({ resend: z.enum(['true', 'false']).optional() }),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      },
      async (request) => ({
        status: 200,
        msg: await auth.sendVerification(authOf(request), request.query.resend === 'true'),
      }),
    );

    app.post(
      apiPaths.verifyEmail,
      {
        schema: {
          tags: ['account'],
          summary: 'Confirm an e-mail address with the token from the link',
          description:
            'msg "Email Verified Successfully!", or "Your e-mail address is already verified" for a used link of a verified address; 400 for an invalid or expired link.',
          body: verifyEmailPayloadSchema,
        },
        config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      },
      async (request) => ({ status: 200, msg: await auth.verifyEmail(request.body.token) }),
    );

    app.post(
      apiPaths.changePassword,
      {
        schema: {
          tags: ['account'],
          summary: 'Change password; every other session of the member ends',
          security: bearer,
          body: changePasswordPayloadSchema,
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      },
      async (request) => {
        await auth.changePassword(authOf(request), request.body);
        return { status: 200, msg: messages.passwordChanged };
      },
    );
  };
}
