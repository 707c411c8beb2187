import type { Insertable, Selectable } from 'kysely';
import { submissionMove, type SubmissionEvent } from '@vouch/contracts';
import type { KycFilesTable, LifecycleDatabase } from '../../db/schema.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import { TransitionRefused } from './errors.js';
import { lockRow, type W } from './store.js';

export type SubmissionRow = Selectable<LifecycleDatabase['kyc_submissions']>;

/** A version as the KYC module puts it together; the lifecycle sets its status and decision. */
export type NewSubmission = Omit<
  SubmissionRow,
  | 'status'
  | 'reason'
  | 'decided_at'
  | 'decided_by'
  | 'auto_rejected_at'
  | 'risk_level'
  | 'checks_done_at'
  | 'version'
>;

/** Rows come out with names, e-mail, WeChat and the ID number decrypted (decision 0013). */
export async function lockSubmission(
  trx: W,
  id: string,
  cols: ColumnCipher,
): Promise<SubmissionRow | undefined> {
  await lockRow(trx, 'kyc_submissions', id);
  const row = await trx
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && cols.open('kyc_submissions', id, row);
}

export async function latestSubmission(
  trx: W,
  userId: string,
  cols: ColumnCipher,
): Promise<SubmissionRow | undefined> {
  const row = await trx
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && cols.open('kyc_submissions', row.id, row);
}

type Decision = Partial<
  Pick<SubmissionRow, 'reason' | 'decided_at' | 'decided_by' | 'auto_rejected_at'>
>;

/** Moves a locked submission by `event`, or throws TransitionRefused with `refusal`. */
export async function moveSubmission(
  trx: W,
  s: SubmissionRow,
  event: SubmissionEvent,
  refusal: string,
  set: Decision = {},
) {
  const to = submissionMove(event, s.status);
  if (!to) throw new TransitionRefused(refusal);
  await trx
    .updateTable('kyc_submissions')
    .set({ status: to, ...set })
    .where('id', '=', s.id)
    .where('status', '=', s.status)
    .execute();
  Object.assign(s, { status: to, ...set });
}

/** A new version under review, after `previous` (or the first), with its files. */
export async function insertSubmission(
  trx: W,
  row: NewSubmission,
  previous: SubmissionRow | undefined,
  files: Insertable<KycFilesTable>[],
  refusal: string,
  cols: ColumnCipher,
): Promise<SubmissionRow> {
  const status = submissionMove('submitted', previous?.status ?? 'none');
  if (!status) throw new TransitionRefused(refusal);
  const full: SubmissionRow = {
    ...row,
    version: Number(previous?.version ?? 0) + 1,
    status,
    reason: null,
    decided_at: null,
    decided_by: null,
    auto_rejected_at: null,
    risk_level: null,
    checks_done_at: null,
  };
  await trx
    .insertInto('kyc_submissions')
    .values(cols.seal('kyc_submissions', full.id, full))
    .execute();
  if (files.length > 0) await trx.insertInto('kyc_files').values(files).execute();
  return full;
}
