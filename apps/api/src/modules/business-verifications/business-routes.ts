import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addBusinessDocumentSchema,
  businessVerificationApiPaths,
  businessVerificationPageSchema,
  businessVerificationSchema,
  createBusinessVerificationSchema,
  listBusinessVerificationsQuerySchema,
  simulateBusinessVerificationSchema,
  type BusinessProblemSlug,
} from '@vouch/contracts';
import { problemResponses } from '../business/index.js';
import type { BusinessVerifications } from './service.js';

const tags = ['business verifications'];
const params = z.object({ id: z.string().min(1).max(40) });
const personParams = params.extend({ person_id: z.string().min(1).max(40) });
const KEYED: BusinessProblemSlug[] = [
  'unauthorized',
  'missing-scope',
  'rate-limited',
  'server-error',
];

/**
 * Business verifications in the business API (issue 49, decision 0055), inside its scope (key,
 * the `sessions` scope: each person answers through a verification session, problem details,
 * the document).
 */
export function businessVerificationRoutes(bv: BusinessVerifications): FastifyPluginAsyncZod {
  const base = businessVerificationApiPaths.verifications;
  return async (api) => {
    api.post(
      base,
      {
        bodyLimit: 32 * 1024,
        config: { scope: 'sessions', idempotent: true },
        schema: {
          operationId: 'createBusinessVerification',
          tags,
          summary: 'Verify a business: the CAC registry, its directors and owners, sanctions',
          description:
            'Looks the registration up in the CAC registry (the registered name, status, type, date and address; the name compared with `name`), screens the business and its people against the sanctions and PEP lists, and lists its people: every director and proprietor and every shareholder with 5 % or more (CAMA 2020), plus the `people` you add. Each person gets a verification link (`people[].verification_url`): a verified Vouch member consents in one step, anyone else verifies first. Whoever answers must be the registry’s person (names and date of birth). Status `pending_people` until everyone has verified, then `in_review`; a reviewer approves or rejects with a reason. Not found, not active, another registered name or a listed business or person sends it to the reviewer at once, with `review_reasons`. A registry that cannot be reached is asked again (`registry.lookup: unreachable`). Test mode uses the documented sandbox registrations and never a real registry. Live mode needs the fee of one customer per person in the prepaid balance (402 `balance-too-low`). Honours `Idempotency-Key`.',
          body: createBusinessVerificationSchema,
          response: {
            200: businessVerificationSchema,
            ...problemResponses([
              'invalid-request',
              'balance-too-low',
              ...KEYED,
              'idempotency-key-in-use',
              'idempotency-key-reused',
              'payload-too-large',
              'unsupported-media-type',
            ]),
          },
        },
      },
      async (request) => bv.create(request.apiKey!, request.body),
    );

    api.get(
      base,
      {
        config: { scope: 'sessions' },
        schema: {
          operationId: 'listBusinessVerifications',
          tags,
          summary: 'Your business verifications, newest first (cursor pages)',
          querystring: listBusinessVerificationsQuerySchema,
          response: {
            200: businessVerificationPageSchema,
            ...problemResponses(['invalid-request', ...KEYED]),
          },
        },
      },
      async (request) => bv.list(request.apiKey!, request.query),
    );

    api.get(
      `${base}/:id`,
      {
        config: { scope: 'sessions' },
        schema: {
          operationId: 'getBusinessVerification',
          tags,
          summary:
            'One business verification: the registry, each person’s status and tier, the decision',
          description: 'Never a person’s ID numbers; names as the registry (or you) listed them.',
          params,
          response: {
            200: businessVerificationSchema,
            ...problemResponses(['not-found', ...KEYED]),
          },
        },
      },
      async (request) => bv.get(request.apiKey!, request.params.id),
    );

    api.post(
      `${base}/:id/people/:person_id/resend`,
      {
        config: { scope: 'sessions' },
        schema: {
          operationId: 'resendBusinessVerificationLink',
          tags,
          summary: 'A new link for one person (after a mismatch, or a link that ended)',
          description:
            'The old link stops working. 409 once the person has verified or the verification is no longer waiting for its people.',
          params: personParams,
          response: {
            200: businessVerificationSchema,
            ...problemResponses(['not-found', 'conflict', 'balance-too-low', ...KEYED]),
          },
        },
      },
      async (request) => bv.resend(request.apiKey!, request.params.id, request.params.person_id),
    );

    api.post(
      `${base}/:id/documents`,
      {
        // A 4 MB file as base64, and the JSON around it.
        bodyLimit: 6 * 1024 * 1024,
        config: { scope: 'sessions', rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
        schema: {
          operationId: 'addBusinessVerificationDocument',
          tags,
          summary: 'Add the business’s own document (CAC certificate, status report, memorandum)',
          description:
            'For the reviewer, beside the registry’s record: a JPEG, PNG or PDF (at most 4 MB) as a base64 data URL. What the file is is read from its bytes; a photo is re-encoded and a PDF is kept as images of its pages (at most 5; a PDF with a password, more pages or more drawing than a document needs is refused), never as the PDF. While the verification is `pending_people` or `in_review` (409 otherwise), at most 10 documents. Answers the verification with its `documents`.',
          params,
          body: addBusinessDocumentSchema,
          response: {
            200: businessVerificationSchema,
            ...problemResponses([
              'invalid-request',
              'not-found',
              'conflict',
              ...KEYED,
              'payload-too-large',
              'unsupported-media-type',
            ]),
          },
        },
      },
      async (request) =>
        bv.addDocument(request.apiKey!, request.params.id, request.body, {
          id: request.apiKey!.keyId,
          ip: request.ip,
          organisationId: request.apiKey!.organisationId,
        }),
    );

    api.post(
      `${base}/:id/simulate`,
      {
        bodyLimit: 16 * 1024,
        config: { scope: 'sessions' },
        schema: {
          operationId: 'simulateBusinessVerification',
          tags,
          summary: 'Test mode: the reviewer’s decision on a verification in review',
          description:
            'Each person’s link is a test session: simulate its approval (`POST /verification-sessions/{id}/simulate`) and the verification goes to `in_review`; then approve or reject it here. Fires the events a live one would.',
          params,
          body: simulateBusinessVerificationSchema,
          response: {
            200: businessVerificationSchema,
            ...problemResponses([
              'invalid-request',
              'not-found',
              'conflict',
              'test-mode-only',
              ...KEYED,
            ]),
          },
        },
      },
      async (request) => bv.simulate(request.apiKey!, request.params.id, request.body.outcome),
    );
  };
}
