import { randomUUID } from 'node:crypto';
import {
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
import { HttpError, notFound } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { AuthContext } from '../auth/sessions.js';
import { transactionsRepository } from '../payments/repository.js';
import type { MemberPii } from '../users/pii.js';
import { carryOver, storeFiles, type IncomingFile } from './files.js';
import { kycRepository, type KycFileRow, type SubmissionRow } from './repository.js';

export interface KycDeps {
  db: Db;
  storage: FileStorage;
  cipher: PiiCipher;
  pii: MemberPii;
  indexKey: Buffer;
  /** A version was stored: the automated checks examine it in the background. */
  onSubmitted?: (submissionId: string) => void;
}

const STAFF = new Set(['reviewer', 'admin']);
export const fileUrl = (id: string) => `/api/v1/kyc/files/${id}`;

function incomingFiles(p: CreateKycPayload | UpdateKycPayload): IncomingFile[] {
  const list: IncomingFile[] = [];
  const add = (kind: KycFileKind, field: string, v: string | null | undefined) => {
    if (v) list.push({ kind, field, dataUrl: v });
  };
  add('selfie', 'portrait_file.new_capture', p.portrait_file?.new_capture);
  add('document_front', 'document_file.f', p.document_file?.f);
  if (p.document_type !== 'passport') add('document_back', 'document_file.b', p.document_file?.b);
  add('certificate', 'business_cartificate_file', p.business_cartificate_file);
  return list;
}

export function kycService(d: KycDeps) {
  const repo = kycRepository(d.db);
  const transactions = transactionsRepository(d.db);

  async function mayCapture(auth: AuthContext) {
    if (!auth.user.email_verified_at) throw new HttpError(403, kycMessages.emailNotVerified);
    if (!(await transactions.hasPaid(auth.user.id))) throw new HttpError(403, kycMessages.notPaid);
    return repo.latest(auth.user.id);
  }

  async function submit(
    auth: AuthContext,
    p: CreateKycPayload | UpdateKycPayload,
    previous: SubmissionRow | undefined,
  ) {
    const user = auth.user;
    const idNumber = p.identity_number.trim();
    const idBidx = blindIndex(d.indexKey, 'id_number', `${p.identity_type}:${idNumber}`);
    const lookup = await repo.latestLookup(user.id, idBidx);
    const stored = await storeFiles(d.storage, user.id, incomingFiles(p));
    const id = randomUUID();
    const files = stored.rows(id);
    const have = new Set(files.map((f) => f.kind));
    if (previous) {
      // An update keeps every file it does not replace (a passport never keeps a back side).
      for (const f of await repo.files(previous.id)) {
        if (f.kind === 'lookup_portrait' || have.has(f.kind)) continue;
        if (f.kind === 'document_back' && p.document_type === 'passport') continue;
        files.push(carryOver(f, id));
        have.add(f.kind);
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
    const middle = lookup
      ? (JSON.parse(d.cipher.decrypt(lookup.result_enc)) as { middleName: string | null })
          .middleName
      : null;
    try {
      await repo.insert(
        {
          id,
          user_id: user.id,
          version: (previous?.version ?? 0) + 1,
          status: 'CURRENTLY_UNDER_REVIEW',
          reason: null,
          identity_type: p.identity_type,
          identity_number_enc: d.cipher.encrypt(idNumber),
          identity_number_bidx: idBidx,
          country: p.country,
          document_type: p.document_type,
          first_name: user.first_name,
          last_name: user.last_name,
          middle_name: middle ?? p.middle_name?.trim() ?? null,
          dob_enc: user.dob_enc,
          phone_enc: user.phone_enc,
          email: user.email,
          business_name: p.business_name,
          business_number: p.business_number ?? null,
          identity_lookup_id: lookup?.id ?? null,
          created_at: nowIso(),
          decided_at: null,
          decided_by: null,
          risk_level: null,
          checks_done_at: null,
          auto_rejected_at: null,
        },
        files,
      );
    } catch (err) {
      await stored.discard();
      // Two submissions racing: the unique index let only one in.
      if (/unique|duplicate/i.test((err as Error).message))
        throw new HttpError(409, kycMessages.underReview);
      throw err;
    }
    d.onSubmitted?.(id);
  }

  function toRecord(s: SubmissionRow, files: KycFileRow[]): KycRecord {
    const url = (kind: KycFileKind) => {
      const f = files.find((x) => x.kind === kind);
      return f ? fileUrl(f.id) : null;
    };
    return {
      id: s.id,
      version: Number(s.version),
      first_name: s.first_name,
      last_name: s.last_name,
      middle_name: s.middle_name,
      identity_number: d.cipher.decrypt(s.identity_number_enc),
      identity_type: s.identity_type as KycRecord['identity_type'],
      country: s.country,
      phone_number: d.pii.decrypt(s.phone_enc),
      email_address: s.email,
      document_type: s.document_type as KycRecord['document_type'],
      document_file: { f: url('document_front') ?? '', b: url('document_back') },
      portrait_file: { old_capture: url('lookup_portrait'), new_capture: url('selfie') ?? '' },
      business_cartificate_file: url('certificate'),
      business_name: s.business_name,
      business_number: s.business_number,
      status: s.status as KycStatus,
      reason: s.reason,
      submitted_at: s.created_at,
    };
  }

  return {
    async create(auth: AuthContext, p: CreateKycPayload) {
      const latest = await mayCapture(auth);
      if (latest?.status === 'CURRENTLY_UNDER_REVIEW')
        throw new HttpError(409, kycMessages.underReview);
      if (latest?.status === 'APPROVED') throw new HttpError(409, kycMessages.alreadyApproved);
      if (latest) throw new HttpError(409, kycMessages.alreadySubmitted);
      await submit(auth, p, undefined);
    },

    async update(auth: AuthContext, p: UpdateKycPayload) {
      const latest = await mayCapture(auth);
      if (latest?.status === 'CURRENTLY_UNDER_REVIEW')
        throw new HttpError(409, kycMessages.underReview);
      if (latest?.status === 'APPROVED') throw new HttpError(409, kycMessages.alreadyApproved);
      if (!latest) throw new HttpError(409, kycMessages.nothingToUpdate);
      await submit(auth, p, latest);
    },

    async fetch(auth: AuthContext): Promise<KycRecord> {
      const latest = await repo.latest(auth.user.id);
      if (!latest) throw new HttpError(404, kycMessages.notFound);
      return toRecord(latest, await repo.files(latest.id));
    },

    /** Any submission as spec 3's record (for the back office's case view). */
    async record(submission: SubmissionRow): Promise<KycRecord> {
      return toRecord(submission, await repo.files(submission.id));
    },

    /** The owner and reviewers may read a file; to anyone else it does not exist. */
    async file(auth: AuthContext, id: string) {
      const f = await repo.file(id);
      if (!f || (f.user_id !== auth.user.id && !STAFF.has(auth.user.role))) throw notFound();
      const bytes = await d.storage.get(f.storage_key);
      if (!bytes) throw notFound();
      return { bytes, contentType: f.content_type };
    },

    /** Operator decision (CLI until the back office lands); approval makes the member VERIFIED. */
    async decide(
      userId: string,
      decision: 'APPROVED' | 'REJECTED',
      reason: string | null,
      by: string | null,
    ) {
      const latest = await repo.latest(userId);
      if (!latest || !(await repo.decide(latest.id, decision, reason, by, nowIso()))) return false;
      if (decision === 'APPROVED') {
        await d.db
          .updateTable('users')
          .set({ status: 'VERIFIED', updated_at: nowIso() })
          .where('id', '=', userId)
          .execute();
      }
      return true;
    },
  };
}

export type KycService = ReturnType<typeof kycService>;
