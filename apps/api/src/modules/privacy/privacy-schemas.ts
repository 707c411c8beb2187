import { z } from 'zod';
import {
  answers,
  failures,
  responseOf,
  sentence,
  type DataRequestItem,
  type MyDataSummary,
  type RetentionPolicy,
} from '@vouch/contracts';

/** The answers of the member's own-data routes (decision 0022: every status each can give). */
const iso = z.string().describe('ISO 8601 UTC');
const requestStatus = z.enum(['open', 'ready', 'downloaded', 'expired', 'done', 'failed']);

const retention = responseOf<RetentionPolicy>()(
  z.object({
    kyc_records_days: z.number().int(),
    rejected_images_days: z.number().int(),
    lookups_days: z.number().int(),
    abandoned_days: z.number().int(),
  }),
);

const myData = responseOf<MyDataSummary>()(
  z.object({
    account: z.object({
      uuid: z.string(),
      email_address: z.string(),
      name: z.string(),
      member_since: iso,
      status: z.string(),
      wallets: z.number().int(),
    }),
    kyc: z.object({
      submissions: z.number().int(),
      files: z.number().int(),
      latest_status: z.string().nullable(),
    }),
    payments: z.object({ count: z.number().int(), listed: z.number().int() }),
    lookups: z.object({
      searches_made: z.number().int(),
      looked_up_by_others: z.number().int(),
    }),
    tickets: z.object({ count: z.number().int(), messages: z.number().int() }),
    consents: z.array(
      z.object({
        kind: z.enum(['terms_privacy', 'biometric']),
        version: z.string(),
        given_at: iso,
      }),
    ),
    retention,
    export: z
      .object({ status: requestStatus, requested_at: iso, expires_at: iso.nullable() })
      .nullable(),
  }),
);

const dataRequest = responseOf<DataRequestItem>()(
  z.object({
    id: z.string(),
    kind: z.enum(['export', 'erasure']),
    status: requestStatus,
    member_uuid: z.string(),
    requested_at: iso,
    completed_at: iso.nullable(),
    age_days: z.number().int(),
    deadline: iso,
    overdue: z.boolean(),
  }),
);

export const policyResponses = answers(retention, 'Days each kind of record is kept', [429]);
export const myDataResponses = answers(
  myData,
  'What we hold about the member, grouped, with counts; never who looked them up',
  [401, 429],
);
export const exportResponses = answers(
  sentence,
  'The copy is being prepared; a mail with the link follows',
  [401, 409, 429],
);
/** The ZIP itself is bytes; only its failures are JSON. */
export const downloadFailures = failures([400, 401, 404, 429]);
export const closeResponses = answers(
  sentence,
  'The account is closed and its data erased (KYC records kept, locked); 409 while a KYC submission is under review',
  [400, 401, 409, 429],
);
export const dataRequestsResponses = answers(
  z.array(dataRequest),
  'Data requests with their age and deadline',
  [401, 403, 429],
);
