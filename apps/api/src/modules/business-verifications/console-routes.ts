import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addBusinessDocumentSchema,
  answers,
  apiModes,
  failures,
  businessPaths,
  businessVerificationMessages,
  businessVerificationPageSchema,
  businessVerificationSchema,
  listBusinessVerificationsQuerySchema,
  SIGNED_IN,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import { authOf } from '../../plugins/authenticate.js';
import { Problem, requireRole } from '../business/index.js';
import { businessVerificationPdf } from './report-pdf.js';
import type { BusinessVerifications } from './service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['business'];
const id = z.string().min(1).max(40);
const mode = z.object({ mode: z.enum(apiModes).default('test') });
const CONSOLE = [...SIGNED_IN, 403, 404] as const;

/** The business API's problems as the member API's answers (the console reads the same data). */
const asHttp = (err: unknown) => {
  if (!(err instanceof Problem)) return err;
  if (err.slug === 'invalid-request') {
    const [field, message] = Object.entries(err.extra.errors ?? {})[0] ?? [];
    return new HttpError(400, message ?? err.detail, field ? { [field]: message! } : undefined);
  }
  if (err.slug === 'rate-limited') {
    const retry = Number(err.extra.headers?.find(([h]) => h === 'retry-after')?.[1] ?? 60);
    return new HttpError(429, err.detail, undefined, retry);
  }
  const status = err.slug === 'not-found' ? 404 : err.slug === 'balance-too-low' ? 402 : 409;
  return new HttpError(status, err.detail);
};

/**
 * The console's business verifications (issue 49): the team reads each with its people's
 * progress (every member of the team), and owners and developers send a person's link again;
 * its own (going live) is read here too, though the list shows only its customers'.
 */
export function businessVerificationConsoleRoutes(d: {
  db: Db;
  kyb: BusinessVerifications;
  authenticate: onRequestAsyncHookHandler;
}): FastifyPluginAsyncZod {
  const base = `${businessPaths.organisations}/:id/business-verifications`;
  return async (app) => {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: 'The organisation’s business verifications of one mode, newest first',
          security: bearer,
          params: z.object({ id }),
          querystring: listBusinessVerificationsQuerySchema.extend(mode.shape),
          response: answers(businessVerificationPageSchema, 'A page', [400, ...CONSOLE]),
        },
        onRequest: d.authenticate,
      },
      async (request) => {
        await requireRole(d.db, request.params.id, authOf(request).user.id, 'read');
        const { mode: m, ...q } = request.query;
        return {
          status: 200,
          msg: await d.kyb.list({ organisationId: request.params.id, mode: m }, q).catch((e) => {
            throw asHttp(e);
          }),
        };
      },
    );

    app.get(
      `${base}/:bvId`,
      {
        schema: {
          tags,
          summary: 'One business verification with its people’s progress',
          security: bearer,
          params: z.object({ id, bvId: id }),
          querystring: mode,
          response: answers(businessVerificationSchema, 'The verification', CONSOLE),
        },
        onRequest: d.authenticate,
      },
      async (request) => {
        await requireRole(d.db, request.params.id, authOf(request).user.id, 'read');
        const scope = {
          organisationId: request.params.id,
          mode: request.query.mode,
          withOwn: true,
        };
        return {
          status: 200,
          msg: await d.kyb.get(scope, request.params.bvId).catch((e) => {
            throw asHttp(e);
          }),
        };
      },
    );

    app.get(
      `${base}/:bvId/report.pdf`,
      {
        schema: {
          tags,
          summary: 'One business verification as a PDF report, for the business’s compliance file',
          security: bearer,
          params: z.object({ id, bvId: id }),
          querystring: mode,
          response: failures([...CONSOLE]),
        },
        onRequest: d.authenticate,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        await requireRole(d.db, request.params.id, authOf(request).user.id, 'read');
        const scope = {
          organisationId: request.params.id,
          mode: request.query.mode,
          withOwn: true,
        };
        const v = await d.kyb.get(scope, request.params.bvId).catch((e) => {
          throw asHttp(e);
        });
        const org = await d.db
          .selectFrom('organisations')
          .select('name')
          .where('id', '=', request.params.id)
          .executeTakeFirstOrThrow();
        const file = `vouch-kyb-${v.registration_number.replace(/\s+/g, '-')}-${v.id}.pdf`;
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file}"`)
          .header('cache-control', 'no-store, private')
          .send(await businessVerificationPdf(v, org.name));
      },
    );

    app.post(
      `${base}/:bvId/documents`,
      {
        schema: {
          tags,
          summary: 'Add the business’s own document for the reviewer (owners and developers)',
          security: bearer,
          params: z.object({ id, bvId: id }),
          querystring: mode,
          body: addBusinessDocumentSchema,
          response: answers(businessVerificationSchema, 'The verification', [
            ...CONSOLE,
            400,
            409,
            413,
            429,
          ]),
        },
        bodyLimit: 6 * 1024 * 1024,
        onRequest: d.authenticate,
        config: { rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
      },
      async (request) => {
        await requireRole(d.db, request.params.id, authOf(request).user.id, 'keys');
        const scope = {
          organisationId: request.params.id,
          mode: request.query.mode,
          withOwn: true,
        };
        const who = {
          id: authOf(request).user.id,
          ip: request.ip,
          organisationId: request.params.id,
        };
        return {
          status: 200,
          msg: await d.kyb.addDocument(scope, request.params.bvId, request.body, who).catch((e) => {
            throw asHttp(e);
          }),
        };
      },
    );

    app.post(
      `${base}/:bvId/people/:personId/resend`,
      {
        schema: {
          tags,
          summary: 'A new link for one person (owners and developers)',
          security: bearer,
          params: z.object({ id, bvId: id, personId: id }),
          querystring: mode,
          response: answers(businessVerificationSchema, 'The verification', [...CONSOLE, 402, 409]),
        },
        onRequest: d.authenticate,
      },
      async (request) => {
        await requireRole(d.db, request.params.id, authOf(request).user.id, 'keys');
        const scope = {
          organisationId: request.params.id,
          mode: request.query.mode,
          withOwn: true,
        };
        const v = await d.kyb.get(scope, request.params.bvId).catch((e) => {
          throw asHttp(e);
        });
        if (!v.people.some((p) => p.id === request.params.personId))
          throw new HttpError(404, businessVerificationMessages.personNotFound);
        return {
          status: 200,
          msg: await d.kyb.resendAs(scope, v.id, request.params.personId).catch((e) => {
            throw asHttp(e);
          }),
        };
      },
    );
  };
}
