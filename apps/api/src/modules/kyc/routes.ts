import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  capturePaths,
  createKycPayloadSchema,
  failures,
  identityLookupPayloadSchema,
  identityLookupResultSchema,
  kycInfoSchema,
  kycMessages,
  kycPaths,
  kycTiers,
  kycTiersInfoSchema,
  kycTiersPath,
  tierSummaries,
  vninUssd,
  precheckPayloadSchema,
  precheckResultSchema,
  sentence,
  SIGNED_IN,
  updateKycPayloadSchema,
} from '@vouch/contracts';
import { parseLargeJsonOffThread } from '../../lib/off-thread-json.js';
import { cleanImage, decodeDataUrl } from '../../lib/uploads.js';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
/** Three camera images and a certificate as base64 JSON fit comfortably; more is refused (413). */
const KYC_BODY_LIMIT = 40 * 1024 * 1024;

export function kycRoutes({
  kyc,
  checks,
  identityLookup,
  authenticate,
  tiers,
}: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      kycTiersPath,
      {
        schema: {
          tags: ['kyc'],
          summary: 'The CBN KYC tiers: what each needs and allows, and how to make a virtual NIN',
          description:
            'Public. Tier limits are the configured ones (TIER_LIMITS: the circulars change them); the vNIN must be made for the enterprise code given, in the NIMC app or by the USSD shown.',
          response: answers(kycTiersInfoSchema, 'The tiers and the vNIN enterprise code', []),
        },
      },
      async () => ({
        status: 200,
        msg: {
          tiers: kycTiers.map((tier) => ({
            tier,
            ...tierSummaries[tier],
            limits: tiers.limits[tier],
          })),
          vnin: {
            enterprise_code: tiers.vninEnterpriseCode,
            ussd: vninUssd(tiers.vninEnterpriseCode),
          },
        },
      }),
    );

    // Megabytes of base64 images per request: parsed in a thread, not on the event loop (0023).
    parseLargeJsonOffThread(app);

    app.post(
      capturePaths.precheck,
      {
        schema: {
          tags: ['kyc'],
          summary: 'Check one captured photo at once, before submission (nothing is stored)',
          description:
            'kind: selfie, document_front or document_back; document_type tells a passport, whose photo page must carry a valid machine-readable zone. Answers ok and the problems found (blurred, too dark, no face, more than one face down to 1/15 of the width, no face on the ID, MRZ missing or invalid), each with a message for the member. The same checks run again on the submission.',
          security: bearer,
          body: precheckPayloadSchema,
          response: answers(precheckResultSchema, 'What the checks found in the photo', [
            ...SIGNED_IN,
            413,
          ]),
        },
        bodyLimit: 12 * 1024 * 1024,
        onRequest: authenticate,
        config: { rateLimit: { max: 120, timeWindow: 60 * 60_000 } },
      },
      async (request) => {
        authOf(request);
        const b = request.body;
        // Cleaned as a submission's image would be: bytes checked, orientation applied, re-encoded.
        const clean = await cleanImage(decodeDataUrl(b.image, 'image'), 'image');
        const msg = await checks.precheck({
          kind: b.kind,
          documentType: b.document_type ?? null,
          image: clean.bytes,
        });
        return { status: 200, msg };
      },
    );

    app.post(
      kycPaths.create,
      {
        schema: {
          tags: ['kyc'],
          summary: 'Submit KYC for review (spec 3 record; images as base64 data URLs)',
          description:
            'Needs a verified e-mail and a confirmed payment (403 otherwise); 409 when a submission is under review or exists. Images are checked by their bytes (JPEG/PNG; PDF for the certificate), size and pixel limits, and re-encoded. A PDF certificate is rendered to PNG images of its pages (at most 5; ~150 dpi) and the PDF itself is not kept; a PDF with more pages, a password, more drawing than a certificate needs, or that cannot be read is refused (400). One PDF per member and per address is read at a time, and a member whose PDFs were refused three times within an hour sends none for the rest of that hour (429, Retry-After).',
          security: bearer,
          body: createKycPayloadSchema,
          response: answers(sentence, 'Submitted for review', [...SIGNED_IN, 403, 409, 413]),
        },
        bodyLimit: KYC_BODY_LIMIT,
        onRequest: authenticate,
        config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      },
      async (request) => {
        await kyc.create(authOf(request), request.body, request.ip);
        return { status: 200, msg: kycMessages.submitted };
      },
    );

    app.post(
      kycPaths.update,
      {
        schema: {
          tags: ['kyc'],
          summary:
            'Resubmit a rejected KYC as a new version; files left null keep the earlier ones',
          security: bearer,
          body: updateKycPayloadSchema,
          response: answers(sentence, 'Submitted for review', [...SIGNED_IN, 403, 409, 413]),
        },
        bodyLimit: KYC_BODY_LIMIT,
        onRequest: authenticate,
        config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      },
      async (request) => {
        await kyc.update(authOf(request), request.body, request.ip);
        return { status: 200, msg: kycMessages.submitted };
      },
    );

    app.get(
      kycPaths.fetch,
      {
        schema: {
          tags: ['kyc'],
          summary: "The member's latest KYC submission in msg.info (404: none yet); files as links",
          description:
            'business_cartificate_file links the certificate’s first page; business_cartificate_pages (ours, beside the spec) links every page in order.',
          security: bearer,
          response: answers(kycInfoSchema, 'The latest submission in msg.info', [401, 404]),
        },
        onRequest: authenticate,
      },
      async (request) => ({ status: 200, msg: { info: await kyc.fetch(authOf(request)) } }),
    );

    app.get(
      `${kycPaths.file}/:id`,
      {
        schema: {
          tags: ['kyc'],
          summary: 'One submitted file, to its owner and to reviewers only (never cached)',
          security: bearer,
          params: z.object({ id: z.uuid() }),
          response: failures([400, 401, 404]),
        },
        onRequest: authenticate,
      },
      async (request, reply) => {
        const f = await kyc.file(authOf(request), request.params.id, request.ip);
        // Only certificates stored before decision 0014 can still be PDFs: never shown inline.
        return reply
          .header('content-type', f.contentType)
          .header('cache-control', 'no-store, private')
          .header(
            'content-disposition',
            f.contentType === 'application/pdf' ? 'attachment' : 'inline',
          )
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(f.bytes);
      },
    );

    app.post(
      kycPaths.identityLookup,
      {
        schema: {
          tags: ['kyc'],
          summary: 'BVN identity lookup (Nigeria + BVN), compared with the member’s own details',
          description:
            'Needs a verified e-mail and a paid fee (403); an account has 5 lookups ever (403 after that; an outage does not count). The record (names, portrait; never its phone) comes back, and is kept for the submission, only when first name, last name and date of birth match the profile, and counts for a submission only while the profile keeps them. An unknown BVN and a record that does not match get one answer, 422, naming no field. 502 when the identity provider does not answer. Every attempt is audited.',
          security: bearer,
          body: identityLookupPayloadSchema,
          response: answers(identityLookupResultSchema, 'The record matches the member', [
            ...SIGNED_IN,
            403,
            422,
            502,
          ]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
      },
      async (request) => ({
        status: 200,
        msg: await identityLookup.lookup(authOf(request), request.body, request.ip),
      }),
    );
  };
}
