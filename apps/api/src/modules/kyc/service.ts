import { createHash, randomUUID } from 'node:crypto';
import {
  inMemberCasing,
  kycMessages,
  type CreateKycPayload,
  type KycRecord,
  type KycStatus,
  type UpdateKycPayload,
} from '@vouch/contracts';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import type { KycFileKind } from '../../db/schema.js';
import { blindIndex, type PiiCipher } from '../../lib/crypto.js';
import { decisionTiming } from './decision-timing.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { MINUTE, nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext } from '../auth/index.js';
import type { Lifecycle } from '../lifecycle/index.js';
import type { LivenessService } from '../liveness/index.js';
import { paymentsQueries } from '../payments/index.js';
import type { RecordConsent } from '../privacy/index.js';
import type { MemberPii, UserRow } from '../users/index.js';
import { carryOver, filesOfKind, storeFiles, type IncomingFile } from './files.js';
import { isMemberRecord } from './lookup-match.js';
import { decodeLookupRecord } from './lookup-record.js';
import {
  kycRepository,
  type IdentityLookupRow,
  type KycFileRow,
  type SubmissionRow,
} from './repository.js';

export interface KycDeps {
  db: Db;
  storage: FileStorage;
  cipher: PiiCipher;
  pii: MemberPii;
  indexKey: Buffer;
  lifecycle: Pick<Lifecycle, 'submit'>;
  audit: AuditLog;
  /** The review step's biometric consent goes on record (modules/privacy). */
  recordConsent: RecordConsent;
  /** Checks on and AUTO_DECISIONS=on: a clear case may be decided within seconds (issue 34). */
  instantDecisions?: boolean;
  /** The live capture a submission names for its selfie (issue 45). */
  liveness?: Pick<LivenessService, 'useForSubmission' | 'release'>;
}

/** A reviewer looking through a case's images: one audit entry per file per few minutes. */
const DOWNLOAD_AUDIT_WINDOW_MS = 10 * MINUTE;

const STAFF = new Set(['reviewer', 'admin']);
export const fileUrl = (id: string) => `/api/v1/kyc/files/${id}`;

function incomingFiles(p: CreateKycPayload | UpdateKycPayload): IncomingFile[] {
  const list: IncomingFile[] = [];
  const add = (kind: KycFileKind, field: string, v: string | null | undefined) => {
    if (v) list.push({ kind, field, dataUrl: v });
  };
  // A live capture's frame is the selfie; an uploaded one beside it counts for nothing.
  if (!p.liveness_session_id)
    add('selfie', 'portrait_file.new_capture', p.portrait_file?.new_capture);
  add('document_front', 'document_file.f', p.document_file?.f);
  if (p.document_type !== 'passport') add('document_back', 'document_file.b', p.document_file?.b);
  add('certificate', 'business_cartificate_file', p.business_cartificate_file);
  return list;
}

export function kycService(d: KycDeps) {
  const repo = kycRepository(d.db, d.pii.columns);
  const payments = paymentsQueries(d.db);

  /**
   * A matched lookup counts for the names and date of birth it matched: after an edit of either
   * it no longer describes the member, and the submission goes without it (issue 31). Invalidated
   * rather than freezing the profile, so a member who fixes a name is never stuck: they look up
   * again, or go on without, and a reviewer checks the ID.
   */
  async function lookupStillTheMembers(
    user: Pick<UserRow, 'first_name' | 'last_name' | 'dob_enc'>,
    row: IdentityLookupRow | undefined,
  ) {
    if (!row) return undefined;
    const record = decodeLookupRecord(d.cipher, row.result_enc);
    const member = { ...user, dob: d.pii.decrypt(user.dob_enc) };
    return isMemberRecord(record, member) ? { ...row, record } : undefined;
  }

  /**
   * The selfie from a passed live capture: its frontal frame, the session used up by this
   * submission. Null for an upload.
   */
  async function liveSelfie(userId: string, sessionId: string | null, submissionId: string) {
    if (!sessionId) return null;
    if (!d.liveness) throw new HttpError(400, kycMessages.livenessSessionInvalid);
    const { selfieKey } = await d.liveness.useForSubmission(userId, sessionId, submissionId);
    const bytes = await d.storage.get(selfieKey);
    if (!bytes) {
      await d.liveness.release(sessionId, submissionId);
      throw new Error(`live capture frame ${selfieKey} is missing from storage`);
    }
    const file: KycFileRow = {
      id: randomUUID(),
      submission_id: submissionId,
      user_id: userId,
      kind: 'selfie',
      storage_key: selfieKey,
      content_type: 'image/jpeg',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      width: null,
      height: null,
      created_at: nowIso(),
    };
    return { sessionId, file };
  }

  async function mayCapture(auth: AuthContext) {
    if (!auth.user.email_verified_at) throw new HttpError(403, kycMessages.emailNotVerified);
    if (!(await payments.hasPaid(auth.user.id))) throw new HttpError(403, kycMessages.notPaid);
    return repo.latest(auth.user.id);
  }

  async function submit(
    auth: AuthContext,
    p: CreateKycPayload | UpdateKycPayload,
    previous: SubmissionRow | undefined,
    ip: string,
  ) {
    const user = await auth.member();
    const idNumber = p.identity_number.trim();
    const idBidx = blindIndex(d.indexKey, 'id_number', `${p.identity_type}:${idNumber}`);
    // A NIN's record may have come by its virtual NIN, which names no number (issue 48): the
    // member's latest one stands for the NIN they type, the face checks comparing its portrait.
    const lookup = await lookupStillTheMembers(
      user,
      (await repo.latestLookup(user.id, idBidx)) ??
        (p.identity_type === 'nin' ? await repo.latestVninLookup(user.id) : undefined),
    );
    const stored = await storeFiles(d.storage, user.id, incomingFiles(p), ip);
    const id = randomUUID();
    const live = await liveSelfie(user.id, p.liveness_session_id ?? null, id).catch(
      async (err: unknown) => {
        await stored.discard();
        throw err;
      },
    );
    // The payload's biometric_consent is required by its schema: what was agreed is on record.
    await d.recordConsent(user.id, 'biometric', ip);
    const files = stored.rows(id);
    if (live) files.push(live.file);
    const replaced = new Set(files.map((f) => f.kind));
    // A kept selfie keeps the live capture it came from; a new upload has none.
    const keptLive =
      previous && !replaced.has('selfie') ? (previous.liveness_session_id ?? null) : null;
    if (previous) {
      // An update keeps every file it does not replace (a passport never keeps a back side); a
      // certificate is kept or replaced whole, all its pages.
      for (const f of await repo.files(previous.id)) {
        if (f.kind === 'lookup_portrait' || replaced.has(f.kind)) continue;
        if (f.kind === 'document_back' && p.document_type === 'passport') continue;
        // An individual has no certificate, even one from an earlier business version.
        if (f.kind === 'certificate' && p.applicant_type === 'individual') continue;
        files.push(carryOver(f, id));
      }
    }
    if (lookup?.photo_key) {
      files.push({
        id: randomUUID(),
        submission_id: id,
        user_id: user.id,
        kind: 'lookup_portrait',
        storage_key: lookup.photo_key,
        content_type: 'image/jpeg',
        size: 0,
        sha256: '',
        width: null,
        height: null,
        created_at: nowIso(),
      });
    }
    // The record's middle name in the member's casing: BVN capitals are not what gets certified
    // (issue 37); the member's own spelling of the same name wins.
    const typedMiddle = p.middle_name?.trim() || null;
    const recordMiddle = lookup?.record.middleName ?? null;
    const middle = recordMiddle ? inMemberCasing(recordMiddle, typedMiddle) : null;
    try {
      await d.lifecycle.submit(
        { kind: 'member', id: user.id, ip },
        {
          id,
          user_id: user.id,
          identity_type: p.identity_type,
          // Sealed for the row as the lifecycle stores it (v2, decision 0013).
          identity_number_enc: idNumber,
          identity_number_bidx: idBidx,
          country: p.country,
          document_type: p.document_type,
          first_name: user.first_name,
          last_name: user.last_name,
          middle_name: middle ?? typedMiddle,
          dob_enc: user.dob_enc,
          phone_enc: user.phone_enc,
          // What an approval will certify is what the member had when they submitted.
          whatsapp_enc: user.whatsapp_enc,
          wechat_id: user.wechat_id,
          email: user.email,
          applicant_type: p.applicant_type ?? 'business',
          // The contract refused business details for an individual; '' marks none (0012).
          business_name: p.applicant_type !== 'individual' ? (p.business_name ?? '') : '',
          business_number: p.applicant_type !== 'individual' ? (p.business_number ?? null) : null,
          identity_lookup_id: lookup?.id ?? null,
          liveness_session_id: live?.sessionId ?? keptLive,
          created_at: nowIso(),
        },
        previous?.id ?? null,
        files,
      );
    } catch (err) {
      await stored.discard();
      if (live) await d.liveness?.release(live.sessionId, id);
      // Two submissions racing: the unique index let only one in.
      if (/unique|duplicate/i.test((err as Error).message))
        throw new HttpError(409, kycMessages.underReview);
      throw err;
    }
  }

  /** `forStaff`: the registry's portrait is shown (reviewers); a member's own record has none. */
  function toRecord(s: SubmissionRow, files: KycFileRow[], forStaff = false): KycRecord {
    const url = (kind: KycFileKind) => {
      const f = filesOfKind(files, kind)[0];
      return f ? fileUrl(f.id) : null;
    };
    const base = {
      id: s.id,
      version: Number(s.version),
      first_name: s.first_name,
      last_name: s.last_name,
      middle_name: s.middle_name,
      identity_number: s.identity_number_enc,
      identity_type: s.identity_type as KycRecord['identity_type'],
      country: s.country,
      phone_number: d.pii.decrypt(s.phone_enc),
      email_address: s.email,
      document_type: s.document_type as KycRecord['document_type'],
      document_file: { f: url('document_front') ?? '', b: url('document_back') },
      // The registry's portrait is for reviewers only (issue 45): null to the member.
      portrait_file: {
        old_capture: forStaff ? url('lookup_portrait') : null,
        new_capture: url('selfie') ?? '',
      },
      status: s.status as KycStatus,
      reason: s.reason,
      submitted_at: s.created_at,
    };
    // An individual's record has no business fields at all, not empty ones (issue 17).
    if (s.applicant_type === 'individual') return { ...base, applicant_type: 'individual' };
    return {
      ...base,
      applicant_type: 'business',
      business_cartificate_file: url('certificate'),
      business_cartificate_pages: filesOfKind(files, 'certificate').map((f) => fileUrl(f.id)),
      business_name: s.business_name,
      business_number: s.business_number,
    };
  }

  return {
    /**
     * The capture page's rule: a verified e-mail, a paid fee, and nothing under review or
     * approved (a rejected submission is corrected in the update wizard, which captures too).
     * Throws the same 403/409 the submission would.
     */
    async assertMayCapture(auth: AuthContext): Promise<void> {
      const latest = await mayCapture(auth);
      if (latest?.status === 'CURRENTLY_UNDER_REVIEW')
        throw new HttpError(409, kycMessages.underReview);
      if (latest?.status === 'APPROVED') throw new HttpError(409, kycMessages.alreadyApproved);
    },

    async create(auth: AuthContext, p: CreateKycPayload, ip: string) {
      const latest = await mayCapture(auth);
      if (latest?.status === 'CURRENTLY_UNDER_REVIEW')
        throw new HttpError(409, kycMessages.underReview);
      if (latest?.status === 'APPROVED') throw new HttpError(409, kycMessages.alreadyApproved);
      if (latest) throw new HttpError(409, kycMessages.alreadySubmitted);
      await submit(auth, p, undefined, ip);
    },

    async update(auth: AuthContext, p: UpdateKycPayload, ip: string) {
      const latest = await mayCapture(auth);
      if (latest?.status === 'CURRENTLY_UNDER_REVIEW')
        throw new HttpError(409, kycMessages.underReview);
      if (latest?.status === 'APPROVED') throw new HttpError(409, kycMessages.alreadyApproved);
      if (!latest) throw new HttpError(409, kycMessages.nothingToUpdate);
      await submit(auth, p, latest, ip);
    },

    async fetch(auth: AuthContext): Promise<KycRecord> {
      const latest = await repo.latest(auth.user.id);
      if (!latest) throw new HttpError(404, kycMessages.notFound);
      return {
        ...toRecord(latest, await repo.files(latest.id)),
        decision: await decisionTiming(d.db, latest, d.instantDecisions ?? false),
      };
    },

    /** Any submission as spec 3's record (for the back office's case view). */
    async record(submission: SubmissionRow): Promise<KycRecord> {
      return toRecord(submission, await repo.files(submission.id), true);
    },

    /**
     * The owner and reviewers may read a file; to anyone else it does not exist. A reviewer's
     * download of a member's file is on the audit record.
     */
    async file(auth: AuthContext, id: string, ip: string) {
      const f = await repo.file(id);
      // Staff read others' files only after their second factor (hardening issue).
      const staff = STAFF.has(auth.user.role) && auth.secondFactorAt !== null;
      if (!f || (f.user_id !== auth.user.id && !staff)) throw notFound();
      // The registry's portrait is not the member's to download (issue 45), even their own.
      if (f.kind === 'lookup_portrait' && f.user_id === auth.user.id) throw notFound();
      if (f.user_id !== auth.user.id) {
        // A closed member's files are kept for the law, locked: staff do not see them.
        const owner = await d.db
          .selectFrom('users')
          .select('status')
          .where('id', '=', f.user_id)
          .executeTakeFirst();
        if (!owner || owner.status === 'CLOSED') throw notFound();
      }
      const bytes = await d.storage.get(f.storage_key);
      if (!bytes) throw notFound();
      if (f.user_id !== auth.user.id) {
        const since = new Date(Date.now() - DOWNLOAD_AUDIT_WINDOW_MS).toISOString();
        const recent = await d.db
          .selectFrom('audit_log')
          .select('seq')
          .where('target_id', '=', f.id)
          .where('actor_id', '=', auth.user.id)
          .where('action', '=', 'file.download')
          .where('at', '>', since)
          .limit(1)
          .executeTakeFirst();
        if (!recent)
          await d.audit.append(d.db, {
            actorId: auth.user.id,
            action: 'file.download',
            targetType: 'kyc_file',
            targetId: f.id,
            ip,
            details: { kind: f.kind, submission_id: f.submission_id },
          });
      }
      return { bytes, contentType: f.content_type };
    },
  };
}

export type KycService = ReturnType<typeof kycService>;
