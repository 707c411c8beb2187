import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  apiPaths,
  changePasswordPayloadSchema,
  languagePayloadSchema,
  memberProfileSchema,
  messages,
  sentence,
  updateProfilePayloadSchema,
  verifyEmailPayloadSchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireFreshSecondFactor } from '../second-factor/index.js';
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
          response: answers(memberProfileSchema, "The member's profile", [401]),
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
          response: answers(
            z.string().describe('JSON string of { info: profile } (the profile as account info)'),
            "The member's profile, as a JSON string",
            [401],
          ),
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
          response: answers(
            memberProfileSchema,
            'Saved: the profile as it is now',
            [400, 401, 403, 409],
          ),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await account.updateProfile(authOf(request), request.body, request.ip),
      }),
    );

    app.post(
      apiPaths.language,
      {
        schema: {
          tags: ['account'],
          summary: 'The member’s language (issue 51): their screens, mails and text messages',
          description:
            'One of en, pcm, ha, yo, ig. API messages (msg) stay English whatever it is; they carry a stable code.',
          security: bearer,
          body: languagePayloadSchema,
          response: answers(memberProfileSchema, 'Saved: the profile as it is now', [400, 401]),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await account.setLanguage(authOf(request), request.body.preferred_language),
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
          response: answers(
            sentence,
            'Sent, or already verified, or sent a moment ago',
            [400, 401, 429],
          ),
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
          response: answers(sentence, 'Verified (or already verified)', [400, 429]),
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
          description:
            "A member with a second factor who has not passed it in the last five minutes gets 403 with errors.second_factor 'step_up'.",
          security: bearer,
          body: changePasswordPayloadSchema,
          response: answers(
            sentence,
            'Password changed; other sessions ended',
            [400, 401, 403, 429],
          ),
        },
        onRequest: [authenticate, requireFreshSecondFactor],
        config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      },
      async (request) => {
        await auth.changePassword(authOf(request), request.body, request.ip);
        return { status: 200, msg: messages.passwordChanged };
      },
    );
  };
}
