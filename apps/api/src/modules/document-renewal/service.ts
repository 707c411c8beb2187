import { randomUUID } from 'node:crypto';
import {
  documentExpiryMessages,
  renewalProblemMessages,
  type DocumentExpiry,
  type DocumentRenewalPayload,
  type DocumentRenewalResult,
  type RenewalDocumentType,
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
  liveness: Pick<LivenessService, 'useForSubmission' | 'release'>;
  /** The checks' judgement (checks.judgeRenewal); none when CHECKS=off: no renewal by machine. */
  judge?: (input: {
    certified: { firstName: string; lastName: string; middleName: string | null; dob: string };
    previousExpiresOn: string | null;
    document: Buffer;
    selfie: Buffer;
    approvedSubmissionId: string | null;
    documentType: RenewalDocumentType;
  }) => Promise<RenewalJudgement>;
}

export interface RenewalRow {
  id: string;
  userId: string;
  outcome: 'renewed' | 'refused' | 'pending';
  documentType: RenewalDocumentType;
  problems: RenewalProblem[];
  expiresOn: string | null;
  documentKey: string | null;
  selfieKey: string | null;
  sessionId: string;
}

/** The record of one renewal, in the member's transaction or a reviewer's. */
export async function recordRenewal(executor: Db | Tx, r: RenewalRow) {
  await executor
    .insertInto('document_renewals')
    .values({
      id: r.id,
      user_id: r.userId,
      outcome: r.outcome,
      document_type: r.documentType,
      problems: JSON.stringify(r.problems),
      expires_on: r.expiresOn,
      document_key: r.documentKey,
      selfie_key: r.selfieKey,
      liveness_session_id: r.sessionId,
      created_at: nowIso(),
    })
    .execute();
}

/** The longest a renewal's reading may take before the member is asked to try again. */
const JUDGE_MS = 30_000;
class JudgeTimeout extends Error {}
function withTimeout<T>(p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new JudgeTimeout()), JUDGE_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** dd-mm-yyyy (as stored) → YYYY-MM-DD. */
const isoOfDob = (dob: string) => dob.split('-').reverse().join('-');

/**
 * A verified member renews the document their verification rests on (issue 50, decision 0059):
 * the new document and a live capture, nothing else. A passport is judged by machine at once; a
 * driver's licence whose faces match waits for a reviewer, who reads its expiry. A refusal says
 * why and changes nothing.
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

  const pendingOf = (userId: string) =>
    d.db
      .selectFrom('document_renewals')
      .select('id')
      .where('user_id', '=', userId)
      .where('outcome', '=', 'pending')
      .executeTakeFirst();

  /** The document's standing, for the dashboard (null: none known, or not verified). */
  async function standing(userId: string): Promise<DocumentExpiry | null> {
    const s = await snapshotOf(userId);
    if (!s) return null;
    return documentExpiryState(s, d.policy, undefined, !!(await pendingOf(userId)));
  }

  /** Whether the member may renew now: their document is expiring, in its grace, or expired. */
  async function renewable(userId: string): Promise<boolean> {
    const s = await standing(userId);
    return s !== null && s.state !== 'valid' && !s.renewal_pending;
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
      if (!snap || !state || state.state === 'valid' || !d.judge)
        throw new HttpError(409, documentExpiryMessages.nothingToRenew);
      if (await pendingOf(userId)) throw new HttpError(409, documentExpiryMessages.alreadyPending);
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
      const documentType = p.document_type ?? 'passport';
      // The file is checked before the live capture is used up: a bad photo costs no capture.
      const document = await cleanImage(
        decodeDataUrl(p.document_file, 'document_file'),
        'document_file',
      );
      const id = randomUUID();
      const { selfieKey } = await d.liveness.useForSubmission(userId, p.liveness_session_id, id);
      const selfie = await d.storage.get(selfieKey);
      if (!selfie) throw new Error(`live capture frame ${selfieKey} is missing from storage`);
      const judged = await withTimeout(
        d.judge({
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
          documentType,
        }),
      ).catch(async (err: unknown) => {
        // Nothing was decided: the live capture is the member's to use again.
        await d.liveness.release(p.liveness_session_id, id);
        if (err instanceof JudgeTimeout)
          throw new HttpError(503, documentExpiryMessages.busy, undefined, 30);
        throw err;
      });
      const base = { id, userId, documentType, sessionId: p.liveness_session_id };
      // A passport is renewed by machine when every face could be compared; a driver's licence,
      // or a face approved before that the machine cannot compare, goes to a reviewer.
      const machineRenews = documentType === 'passport' && judged.previousCompared;
      if (judged.problems.length > 0 || (documentType === 'passport' && !judged.expiresOn)) {
        const problems: RenewalProblem[] =
          judged.problems.length > 0 ? judged.problems : ['mrz_unreadable'];
        await recordRenewal(d.db, {
          ...base,
          outcome: 'refused',
          problems,
          expiresOn: null,
          documentKey: null,
          selfieKey: null,
        });
        throw new HttpError(
          422,
          problems.map((c) => renewalProblemMessages[c]).join(' '),
          Object.fromEntries(problems.map((c) => [c, renewalProblemMessages[c]])),
        );
      }
      const key = `renewals/${id}/document`;
      await d.storage.put(key, document.bytes, document.contentType);
      const kept = { ...base, problems: [], documentKey: key, selfieKey };
      try {
        if (!machineRenews) {
          // Its faces match where they could be compared; a reviewer decides (review.ts).
          await recordRenewal(d.db, { ...kept, outcome: 'pending', expiresOn: null });
          return { status: 'pending', expires_on: null };
        }
        const expiresOn = judged.expiresOn!;
        await d.lifecycle.renewDocuments(
          userId,
          expiresOn,
          { kind: 'member', id: userId, ip },
          (tx) => recordRenewal(tx, { ...kept, outcome: 'renewed', expiresOn }),
        );
        return { status: 'renewed', expires_on: expiresOn };
      } catch (err) {
        await d.storage.delete(key);
        throw err;
      }
    },
  };
}

export type DocumentRenewal = ReturnType<typeof documentRenewal>;
