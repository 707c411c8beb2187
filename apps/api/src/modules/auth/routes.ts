import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answers,
  apiPaths,
  forgotPasswordPayloadSchema,
  loginResultSchema,
  loginPayloadSchema,
  messages,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  sentence,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

const limit = (max: number, minutes: number) => ({
  rateLimit: { max, timeWindow: minutes * 60_000 },
});

export function authRoutes({ auth, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      apiPaths.register,
      {
        schema: {
          tags: ['auth'],
          summary: 'Create a member account; a verification e-mail follows',
          description:
            'Answers the same for a new and an already-registered e-mail address. ip_address is accepted and ignored: the server records the address it sees.',
          body: registerPayloadSchema,
          response: answers(
            sentence,
            'Registered (or already registered): check your e-mail',
            [400, 429],
          ),
        },
        config: limit(20, 60),
      },
      async (request) => {
        await auth.register(request.body, request.ip);
        return { status: 200, msg: messages.registrationSuccess };
      },
    );

    app.post(
      apiPaths.login,
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in; msg.authToken is the bearer token',
          body: loginPayloadSchema,
          response: answers(loginResultSchema, 'Logged in', [400, 401, 403, 429]),
        },
        config: limit(30, 1),
      },
      async (request) => {
        const authToken = await auth.login(request.body, request.ip, request.headers['user-agent']);
        return { status: 200, msg: { authToken } };
      },
    );

    app.post(
      apiPaths.logout,
      {
        schema: {
          tags: ['auth'],
          summary: 'End this session (the token stops working at once)',
          security: [{ bearerAuth: [] }],
          response: answers(sentence, 'Logged out', [401]),
        },
        onRequest: authenticate,
      },
      async (request) => {
        await auth.logout(authOf(request));
        return { status: 200, msg: messages.loggedOut };
      },
    );

    app.post(
      apiPaths.forgotPassword,
      {
        schema: {
          tags: ['auth'],
          summary: 'E-mail a 15-minute reset code; same answer whether or not the account exists',
          body: forgotPasswordPayloadSchema,
          response: answers(sentence, 'A code is on its way if the account exists', [400, 429]),
        },
        config: limit(5, 15),
      },
      async (request) => {
        auth.forgotPassword(request.body.email_address);
        return { status: 200, msg: messages.resetLinkSent };
      },
    );

    app.post(
      apiPaths.resetPassword,
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the e-mailed link or code; ends every session',
          description:
            "code: the link's token, or the 8-character code typed with email_address. A code dies after 5 wrong tries for that account (the link still works); 10 tries per 15 minutes per client address.",
          body: resetPasswordPayloadSchema,
          response: answers(sentence, 'Password changed; every session ended', [400, 429]),
        },
        config: limit(10, 15),
      },
      async (request) => {
        await auth.resetPassword(request.body, request.body.new_password);
        return { status: 200, msg: messages.passwordReset };
      },
    );
  };
}
