import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  answers,
  brandingMessages,
  businessPaths,
  failures,
  LOGO_PATH,
  sentence,
  SIGNED_IN,
  updateBrandingSchema,
} from '@vouch/contracts';
import { HttpError } from '../../lib/http-errors.js';
import { authOf } from '../../plugins/authenticate.js';
import type { BrandingService } from './branding.js';

const CONSOLE = [...SIGNED_IN, 403, 404] as const;

/** The logo and colour in the console (owners), and the logos themselves (public). */
export function businessBrandingRoutes({
  branding,
  authenticate,
}: {
  branding: BrandingService;
  authenticate: onRequestAsyncHookHandler;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      `${businessPaths.organisations}/:id/branding`,
      {
        schema: {
          tags: ['business'],
          summary: "Owners: the logo and colour on the organisation's customer pages",
          description:
            'logo: a PNG or JPEG data URL (at most 512 kB, at least 32 px a side; stored as a PNG of at most 256 px), or null to remove it. colour: #rrggbb that white text is readable on (contrast 4.5:1 or more), or null. A new logo of an organisation approved for live goes back to an admin; live pages keep the checked one meanwhile.',
          security: [{ bearerAuth: [] }],
          params: z.object({ id: z.string().min(1).max(40) }),
          body: updateBrandingSchema,
          response: answers(sentence, 'Saved', CONSOLE),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      },
      async (request) => {
        await branding.update(authOf(request), request.params.id, request.body, request.ip);
        return { status: 200, msg: brandingMessages.saved };
      },
    );

    // Public: a logo is shown to anyone who opens the business's link. Its address is its hash.
    app.get(
      `${LOGO_PATH}/:file`,
      {
        schema: {
          tags: ['business'],
          summary: "An organisation's logo (a PNG), by its SHA-256",
          params: z.object({ file: z.string().max(80) }),
          response: failures([400, 404]),
        },
      },
      async (request, reply) => {
        const sha = /^([0-9a-f]{64})\.png$/.exec(request.params.file)?.[1];
        const bytes = sha ? await branding.logo(sha) : null;
        if (!bytes) throw new HttpError(404, 'No such logo.');
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(bytes);
      },
    );
  };
}
