import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  credentialMemberPaths,
  credentialPaths,
  presentationResultSchema,
  publicPresentationVerifySchema,
  VERIFY_CREDENTIAL_PAGE,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';
import { OAuthError } from './issuance.js';
import { decodePart } from './jwt.js';
import type { CredentialsService } from './service.js';

/** Public documents: anyone may fetch them from anywhere, and cache them a little. */
function publicJson(reply: FastifyReply, maxAge: number) {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', `public, max-age=${maxAge}`);
}

function oauthJson(reply: FastifyReply) {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', 'no-store');
}

/** A wallet asks for one token and one nonce per credential: these leave room for retries. */
const TOKEN_LIMIT = { max: 20, timeWindow: 60_000 };
const NONCE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * What wallets and verifiers call, at APP_URL (not /api/v1, and not the member envelope: these
 * speak OID4VCI, OAuth and SD-JWT VC): the two .well-known documents issue 31 keeps deliberately,
 * the authorization server's, the type metadata, the status list, and the OID4VCI endpoints.
 */
export function credentialPublicRoutes(c: CredentialsService): FastifyPluginAsync {
  return async (app) => {
    // OAuth's token request is a form; wallets also send JSON.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof OAuthError) {
        if (error.status === 401) reply.header('www-authenticate', `Bearer error="${error.error}"`);
        return oauthJson(reply)
          .status(error.status)
          .send({ error: error.error, error_description: error.message });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      // Over a rate limit: OAuth's own word for "not so fast" (RFC 8628), and when to try again.
      if (status === 429) {
        const after = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
        if (after) reply.header('retry-after', String(after));
        return oauthJson(reply)
          .status(429)
          .send({
            error: 'slow_down',
            error_description: error instanceof Error ? error.message : 'Too many requests.',
          });
      }
      if (status >= 500) request.log.error({ err: error }, 'credential endpoint failed');
      return oauthJson(reply)
        .status(status >= 500 ? 500 : status)
        .send({
          error: status >= 500 ? 'server_error' : 'invalid_request',
          error_description:
            status >= 500 ? 'Something went wrong on our side.' : 'The request is not valid.',
        });
    });
    // Documented by their standards (OID4VCI, RFC 8414, SD-JWT VC), not in the member API's document.
    const hidden = { schema: { hide: true } };
    const body = (b: unknown) =>
      b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};

    app.get(credentialPaths.jwtVcIssuer, hidden, async (_q, reply) =>
      publicJson(reply, 300).send(c.jwtVcIssuer()),
    );
    app.get(credentialPaths.credentialIssuer, hidden, async (_q, reply) =>
      publicJson(reply, 300).send(c.issuerMetadata()),
    );
    app.get(credentialPaths.authorizationServer, hidden, async (_q, reply) =>
      publicJson(reply, 300).send(c.authorizationServerMetadata()),
    );
    app.get(credentialPaths.typeMetadata, hidden, async (_q, reply) =>
      publicJson(reply, 3600).send(c.typeMetadata()),
    );
    app.get<{ Params: { id: string } }>(
      `${credentialPaths.statusList}/:id`,
      hidden,
      async (q, reply) => {
        const id = /^\d{1,6}$/.test(q.params.id) ? Number(q.params.id) : -1;
        const jwt = await c.statusList(id);
        if (!jwt) return oauthJson(reply).status(404).send({ error: 'not_found' });
        return publicJson(reply, 300).type('application/statuslist+jwt').send(jwt);
      },
    );
    app.get<{ Params: { code: string } }>(
      `${credentialPaths.offer}/:code`,
      hidden,
      async (q, reply) => {
        const offer = await c.offerByCode(q.params.code);
        if (!offer)
          return oauthJson(reply)
            .status(404)
            .send({ error: 'not_found', error_description: 'This offer was used or has expired.' });
        return oauthJson(reply).send(offer);
      },
    );
    // Per address (issue 46): an offer's five tx_code tries hold per offer; this holds across
    // offers, and keeps a flood of nonce requests from writing a row each.
    app.post(
      credentialPaths.token,
      { ...hidden, bodyLimit: 8 * 1024, config: { rateLimit: TOKEN_LIMIT } },
      async (q, reply) => oauthJson(reply).send(await c.token(body(q.body))),
    );
    app.post(
      credentialPaths.nonce,
      { ...hidden, config: { rateLimit: NONCE_LIMIT } },
      async (_q, reply) => oauthJson(reply).send(await c.nonce()),
    );
    app.post(credentialPaths.credential, { ...hidden, bodyLimit: 16 * 1024 }, async (q, reply) =>
      oauthJson(reply).send(await c.credential(q.headers.authorization, body(q.body))),
    );
  };
}

const offerSchema = z.looseObject({
  credential_offer: z.looseObject({ credential_issuer: z.string() }),
  credential_offer_uri: z.string(),
  offer_link: z.string(),
  tx_code: z.string(),
  expires_at: z.string(),
});

/** The member API: an offer for the Vouch ID page; the public page's check of a presentation. */
export function credentialMemberRoutes(
  { authenticate }: RouteDeps,
  c: CredentialsService,
  appUrl: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      credentialMemberPaths.offers,
      {
        schema: {
          tags: ['credentials'],
          summary: 'An OID4VCI offer of the Vouch ID credential (pre-authorized code)',
          description:
            "For a VERIFIED member: a credential offer (and its URI for a wallet app's QR code), single use, 10 minutes, with a 6-digit tx_code to type in the wallet. The browser keeps its own credential by redeeming it itself.",
          security: [{ bearerAuth: [] }],
          response: answers(offerSchema, 'The offer', [401, 403]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
      },
      async (request) => ({ status: 200, msg: await c.createOffer(authOf(request).user.id) }),
    );

    app.post(
      credentialMemberPaths.verify,
      {
        bodyLimit: 32 * 1024,
        schema: {
          tags: ['credentials'],
          summary: 'Check a Vouch ID presentation (the public page)',
          description: `Verifies a presentation made for ${VERIFY_CREDENTIAL_PAGE}. With the nonce the page asked with, a replay is refused; without one, the nonce in the presentation is taken and \`replay_checked\` is false.`,
          body: publicPresentationVerifySchema,
          response: answers(
            presentationResultSchema.extend({ replay_checked: z.boolean() }),
            'Valid or not, with why',
            [400],
          ),
        },
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      },
      async (request) => {
        const { presentation, nonce } = request.body;
        const kb = decodePart(presentation.trim().split('~').pop()?.split('.')[1]);
        const given = nonce ?? (typeof kb?.nonce === 'string' ? kb.nonce : '');
        const result = await c.verifyPresentation({
          presentation,
          nonce: given || '-',
          audience: `${appUrl}${VERIFY_CREDENTIAL_PAGE}`,
        });
        return { status: 200, msg: { ...result, replay_checked: nonce !== undefined } };
      },
    );
  };
}
