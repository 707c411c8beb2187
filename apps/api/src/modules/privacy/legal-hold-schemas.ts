import { z } from 'zod';
import type { LegalHoldItem, LegalHoldRecords } from '@vouch/contracts';

/** The answers of the legal-hold routes (every status they give), for the docs and the serializer. */
const holdShape = {
  user_uuid: z.string(),
  reason: z.string(),
  account_ended_at: z.string(),
  purge_after: z.string(),
};
const legalHoldItem = z.object(holdShape) satisfies z.ZodType<LegalHoldItem>;

const legalHoldRecords = z.object({
  ...holdShape,
  submissions: z.array(
    z.object({
      id: z.string(),
      version: z.number(),
      status: z.string(),
      reason: z.string().nullable(),
      submitted_at: z.string(),
      decided_at: z.string().nullable(),
      applicant_type: z.string(),
      country: z.string(),
      identity_type: z.string(),
      identity_number: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      middle_name: z.string().nullable(),
      phone_number: z.string(),
      email_address: z.string(),
      document_type: z.string(),
      business_name: z.string().nullable(),
      business_number: z.string().nullable(),
      files: z.array(
        z.object({
          id: z.string(),
          kind: z.string(),
          content_type: z.string(),
          size: z.number(),
          stored_at: z.string(),
        }),
      ),
    }),
  ),
  payments: z.array(
    z.object({
      ref_number: z.string(),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<LegalHoldRecords>;

/** { status, msg } of a refusal (errors: each field's message, for a 400). */
const failure = z.object({
  status: z.number().int(),
  msg: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

const ok = <T extends z.ZodType>(msg: T) => z.object({ status: z.literal(200), msg });

export const legalHoldListResponses = {
  200: ok(z.array(legalHoldItem)),
  401: failure,
  403: failure,
};

export const legalHoldAccessResponses = {
  200: ok(legalHoldRecords),
  400: failure,
  401: failure,
  403: failure,
  404: failure,
  429: failure,
};
