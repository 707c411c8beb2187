import { randomUUID } from 'node:crypto';
import {
  documentExpiryMessages,
  renewalProblemMessages,
  type DocumentExpiry,
  type DocumentRenewalPayload,
  type DocumentRenewalResult,
  type RenewalProblem,
} from '@vouch/contracts';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db, Tx } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import { HOUR, nowIso } from '../../lib/time.js';
import { cleanImage, decodeDataUrl } from '../../lib/uploads.js';
import type { AuthContext } from '../auth/index.js';
import type { RenewalJudgement } from '../checks/index.js';
import type { Lifecycle } from '../lifecycle/index.js';
import type { LivenessService } from '../liveness/index.js';
import type { MemberPii } from '../users/index.js';
import { documentExpiryState, type ExpiryPolicy } from './expiry-state.js';

/** Refused renewals a member may make in a day: each costs two face readings and an OCR. */
const REFUSALS_PER_DAY = 5;

export interface DocumentRenewalDeps {
  db: Db;
  storage: FileStorage;
  /** The snapshot's names are sealed columns, its date of birth encrypted (decision 0013). */
  pii: MemberPii;
  policy: ExpiryPolicy;
  lifecycle: Pick<Lifecycle, 'renewDocuments'>;
  liveness: Pick<LivenessService, 'useForSubmission'>;
  /** The checks' judgement (checks.judgeRenewal); none when CHECKS=off: no renewal by machine. */
  judge?: (input: {
    certified: { firstName: string; lastName: string; middleName: string | null; dob: string };
    previousExpiresOn: string | null;
    document: Buffer;
    selfie: Buffer;
    approvedSubmissionId: string | null;
  }) => Promise<RenewalJudgement>;
}

/** dd-mm-yyyy (as stored) → YYYY-MM-DD. */
const isoOfDob = (dob: string) => dob.split('-').reverse().join('-');

/**
 * A verified member renews the passport their verification rests on (issue 50, decision 0059):
 * the new passport's page and a live capture, nothing else. The checks judge it by machine; a
 * refusal says why and changes nothing.
 */
export function documentRenewal(d: DocumentRenewalDeps) {
  async function snapshotOf(userId: string) {
    const row = await d.db
      .selectFrom('verified_snapshots as v')
      .innerJoin('users as u', 'u.id', 'v.user_id')
      .select([
        'v.submission_id',
        'v.first_name',
        'v.last_name',
        'v.middle_name',
        'v.dob_enc',
        'v.document_expires_on',
        'v.documents_expired_at',
      ])
      .where('v.user_id', '=', userId)
      .where('u.status', '=', 'VERIFIED')
      .executeTakeFirst();
    return row && d.pii.columns.open('verified_snapshots', userId, row);
  }

  /** The document's standing, for the dashboard (null: none known, or not verified). */
  async function standing(userId: string): Promise<DocumentExpiry | null> {
    const s = await snapshotOf(userId);
    return s ? documentExpiryState(s, d.policy) : null;
  }

  /** Whether the member may renew now: their document is expiring, in its grace, or expired. */
  async function renewable(userId: string): Promise<boolean> {
    const s = await standing(userId);
    return s !== null && s.state !== 'valid';
  }

  async function record(
    executor: Db | Tx,
    row: {
      id: string;
      userId: string;
      outcome: 'renewed' | 'refused';
      problems: RenewalProblem[];
      expiresOn: string | null;
      documentKey: string | null;
      sessionId: string;
    },
  ) {
    await executor
      .insertInto('document_renewals')
      .values({
        id: row.id,
        user_id: row.userId,
        outcome: row.outcome,
        problems: JSON.stringify(row.problems),
        expires_on: row.expiresOn,
        document_key: row.documentKey,
        liveness_session_id: row.sessionId,
        created_at: nowIso(),
      })
      .execute();
  }

  return {
    standing,
    renewable,

    async renew(
      auth: AuthContext,
      p: DocumentRenewalPayload,
      ip: string,
    ): Promise<DocumentRenewalResult> {
      const userId = auth.user.id;
      const snap = await snapshotOf(userId);
      const state = snap ? documentExpiryState(snap, d.policy) : null;
      if (!snap || !state || state.state === 'valid')
        throw new HttpError(409, documentExpiryMessages.nothingToRenew);
      if (!d.judge) throw new HttpError(409, documentExpiryMessages.nothingToRenew);
      const refused = await d.db
        .selectFrom('document_renewals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('outcome', '=', 'refused')
        .where('created_at', '>', new Date(Date.now() - 24 * HOUR).toISOString())
        .executeTakeFirstOrThrow();
      if (Number(refused.n) >= REFUSALS_PER_DAY)
        throw new HttpError(
          429,
          'Too many renewals were refused today. Try again tomorrow, or contact support.',
          undefined,
          3600,
        );
      // The file is checked before the live capture is used up: a bad photo costs no capture.
      const document = await cleanImage(
        decodeDataUrl(p.document_file, 'document_file'),
        'document_file',
      );
      const id = randomUUID();
      const { selfieKey } = await d.liveness.useForSubmission(userId, p.liveness_session_id, id);
      const selfie = await d.storage.get(selfieKey);
      if (!selfie) throw new Error(`live capture frame ${selfieKey} is missing from storage`);
      const judged = await d.judge({
        certified: {
          firstName: snap.first_name,
          lastName: snap.last_name,
          middleName: snap.middle_name,
          dob: isoOfDob(d.pii.decrypt(snap.dob_enc)),
        },
        previousExpiresOn: snap.document_expires_on,
        document: document.bytes,
        selfie,
        approvedSubmissionId: snap.submission_id,
      });
      const base = { id, userId, sessionId: p.liveness_session_id };
      if (judged.problems.length > 0 || !judged.expiresOn) {
        const problems: RenewalProblem[] =
          judged.problems.length > 0 ? judged.problems : ['mrz_unreadable'];
        await record(d.db, {
          ...base,
          outcome: 'refused',
          problems,
          expiresOn: null,
          documentKey: null,
        });
        throw new HttpError(
          422,
          problems.map((c) => renewalProblemMessages[c]).join(' '),
          Object.fromEntries(problems.map((c) => [c, renewalProblemMessages[c]])),
        );
      }
      const key = `renewals/${id}/document`;
      await d.storage.put(key, document.bytes, document.contentType);
      const expiresOn = judged.expiresOn;
      try {
        await d.lifecycle.renewDocuments(
          userId,
          expiresOn,
          { kind: 'member', id: userId, ip },
          (tx) =>
            record(tx, { ...base, outcome: 'renewed', problems: [], expiresOn, documentKey: key }),
        );
      } catch (err) {
        await d.storage.delete(key);
        throw err;
      }
      return { renewed: true, expires_on: expiresOn };
    },
  };
}

export type DocumentRenewal = ReturnType<typeof documentRenewal>;
