import { z } from 'zod';
import { answers, type LegalHoldItem, type LegalHoldRecords } from '@vouch/contracts';

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

export const legalHoldListResponses = answers(
  z.array(legalHoldItem),
  'Closed accounts whose KYC records are kept, with the day each is purged (no personal data)',
  [401, 403, 429],
);

export const legalHoldAccessResponses = answers(
  legalHoldRecords,
  'The kept records, decrypted; the access is already in the audit log with its reason',
  [400, 401, 403, 404, 429],
);
