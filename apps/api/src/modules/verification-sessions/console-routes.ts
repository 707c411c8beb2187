import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  businessPaths,
  consoleSessionDetailSchema,
  consoleSessionsQuerySchema,
  grantPageSchema,
  listGrantsQuerySchema,
  reverifyGrantPayloadSchema,
  sessionMessages,
  SIGNED_IN,
  verificationSessionPageSchema,
  verificationSessionSchema,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import { authOf } from '../../plugins/authenticate.js';
import { Problem, requireRole } from '../business/index.js';
import type { VerificationSessions } from './service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['business'];
const id = z.string().min(1).max(40);
const CONSOLE = [...SIGNED_IN, 403, 404] as const;

/**
 * The console's sessions (issue 47) in the member API's { status, msg } envelope: every member of
 * the team reads them, in either mode, as the API answers a key of that mode.
 */
export function sessionConsoleRoutes(d: {
  db: Db;
  sessions: VerificationSessions;
  authenticate: onRequestAsyncHookHandler;
}): FastifyPluginAsyncZod {
  const base = `${businessPaths.organisations}/:id/verification-sessions`;
  return async (app) => {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: 'The organisation’s verification sessions of one mode, newest first',
          security: bearer,
          params: z.object({ id }),
          querystring: consoleSessionsQuerySchema,
          response: answers(verificationSessionPageSchema, 'A page of sessions', [400, ...CONSOLE]),
        },
        onRequest: d.authenticate,
      },
      async (request) => {
        const orgId = request.params.id;
        await requireRole(d.db, orgId, authOf(request).user.id, 'read');
        const { mode, ...query } = request.query;
        return {
          status: 200,
          msg: await d.sessions.list({ organisationId: orgId, mode }, query),
        };
      },
    );

    app.get(
      `${base}/:sessionId`,
      {
        schema: {
          tags,
          summary: 'One session: the API’s answer, its events and their webhook deliveries',
          security: bearer,
          params: z.object({ id, sessionId: id }),
          querystring: z.object({ mode: consoleSessionsQuerySchema.shape.mode }),
          response: answers(consoleSessionDetailSchema, 'The session', CONSOLE),
        },
        onRequest: d.authenticate,
      },
      async (request) => {
        const orgId = request.params.id;
        await requireRole(d.db, orgId, authOf(request).user.id, 'read');
        const scope = { organisationId: orgId, mode: request.query.mode };
        const detail = await d.sessions
          .consoleDetail(scope, request.params.sessionId)
          .catch((err: unknown) => {
            throw err instanceof Problem ? new HttpError(404, sessionMessages.notFound) : err;
          });
        return { status: 200, msg: detail };
      },
    );

    // Issue 50: the customers who shared with the organisation, where each stands now, and a
    // re-verification asked from the console as the API's POST /grants/{id}/reverify does.
    const grants = `${businessPaths.organisations}/:id/grants`;
    app.get(
      grants,
      {
        schema: {
          tags,
          summary: 'The organisation’s consent grants of one mode, with where each member stands',
          security: bearer,
          params: z.object({ id }),
          querystring: listGrantsQuerySchema.extend({
            mode: consoleSessionsQuerySchema.shape.mode,
          }),
          response: answers(grantPageSchema, 'A page of grants', [400, ...CONSOLE]),
        },
        onRequest: d.authenticate,
      },
      async (request) => {
        const orgId = request.params.id;
        await requireRole(d.db, orgId, authOf(request).user.id, 'read');
        const { mode, ...query } = request.query;
        return {
          status: 200,
          msg: await d.sessions.listGrants({ organisationId: orgId, mode }, query),
        };
      },
    );

    app.post(
      `${grants}/:grantId/reverify`,
      {
        schema: {
          tags,
          summary: 'Ask a grant’s member to confirm it again (owners and developers; live grants)',
          security: bearer,
          params: z.object({ id, grantId: id }),
          body: reverifyGrantPayloadSchema,
          response: answers(verificationSessionSchema, 'The new session, mailed to the member', [
            400,
            ...CONSOLE,
            402,
            409,
          ]),
        },
        onRequest: d.authenticate,
      },
      async (request) => {
        const orgId = request.params.id;
        const userId = authOf(request).user.id;
        // Whoever may hold the API's keys may ask what the API asks.
        await requireRole(d.db, orgId, userId, 'keys');
        const session = await d.sessions
          .reverifyGrant(
            { organisationId: orgId, mode: 'live', keyId: CONSOLE_KEY, scopes: ['sessions'] },
            request.params.grantId,
            request.body ?? {},
            { userId, ip: request.ip },
          )
          .catch((err: unknown) => {
            if (err instanceof Problem)
              throw new HttpError(
                err.slug === 'not-found'
                  ? 404
                  : err.slug === 'balance-too-low'
                    ? 402
                    : err.slug === 'invalid-request'
                      ? 400
                      : 409,
                err.message,
              );
            throw err;
          });
        return { status: 200, msg: session };
      },
    );
  };
}

/** The key a session asked from the console names (not an API key: a person signed in). */
const CONSOLE_KEY = 'console';
