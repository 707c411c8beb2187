import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  LIVENESS_SESSION_SECONDS,
  LIVENESS_USE_MINUTES,
  livenessMessages,
  livenessReasons,
  type LivenessAction,
  type LivenessFramesPayload,
  type LivenessReason,
  type LivenessResult,
  type LivenessSessionCreated,
} from '@vouch/contracts';
import type { FaceAnalysis } from '../../adapters/faces/face-engine.js';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { HOUR, MINUTE, isoAfter, nowIso } from '../../lib/time.js';
import { cleanImage, decodeDataUrl, type CleanFile } from '../../lib/uploads.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext } from '../auth/index.js';
import { randomChallenge } from './challenge.js';
import { judge, type FrameReading, type Judgement, type Measured } from './judge.js';
import { livenessRepository, type LivenessSessionRow } from './repository.js';

export type LivenessChecker = 'human' | 'sandbox';

export interface LivenessDeps {
  db: Db;
  storage: FileStorage;
  /** The face engine the checks use (one worker thread, models loaded once). */
  readFaces(image: Buffer): Promise<FaceAnalysis>;
  /** LIVENESS_CHECKER: 'human' judges the frames; 'sandbox' passes any single-face sequence. */
  checker: LivenessChecker;
  /** A reviewer's look at a session's frames is on the record. */
  audit: AuditLog;
}

const STAFF = new Set(['reviewer', 'admin']);
/** One audit entry per reviewer and session per few minutes of looking through its frames. */
const VIEW_AUDIT_WINDOW_MS = 10 * MINUTE;

/** What the reviewer and the checks see of a session. */
export interface LivenessSummary {
  id: string;
  challenge: LivenessAction[];
  checker: LivenessChecker;
  outcome: 'passed' | 'failed' | null;
  reasons: LivenessReason[];
  measured: Measured | null;
  frames: { idx: number; state: string; yaw: number | null; pitch: number | null }[];
  /** Descriptors are not kept; the checks re-read the stored frames when they need faces. */
  frameKeys: string[];
  selfieKey: string | null;
}

/** Tiny grey thumbnail of the pixels: the same picture sent twice, whatever its encoding. */
async function pixelHash(image: Buffer): Promise<string> {
  const raw = await sharp(image).resize(64, 64, { fit: 'fill' }).greyscale().raw().toBuffer();
  return createHash('sha256').update(raw).digest('hex');
}

async function readFrame(
  d: LivenessDeps,
  clean: CleanFile,
): Promise<FrameReading & { clean: CleanFile }> {
  const analysis = await d.readFaces(clean.bytes);
  const one = analysis.faces.length === 1 ? analysis.faces[0]! : null;
  return {
    clean,
    faces: analysis.faces.length,
    yaw: one?.pose?.yaw ?? null,
    pitch: one?.pose?.pitch ?? null,
    descriptor: one?.descriptor ?? null,
    score: one?.score ?? 0,
    real: one?.real ?? null,
    live: one?.live ?? null,
    pixels: await pixelHash(clean.bytes),
    sha256: clean.sha256,
  };
}

/** The test double's verdict: every frame shows one face; the first becomes the selfie. */
function sandboxJudgement(frames: FrameReading[]): Judgement {
  const reasons: LivenessReason[] = [];
  if (frames.some((f) => f.faces === 0)) reasons.push('no_face');
  if (frames.some((f) => f.faces > 1)) reasons.push('several_faces');
  return {
    outcome: reasons.length === 0 ? 'passed' : 'failed',
    reasons,
    selfie: reasons.length === 0 ? 0 : null,
    states: frames.map((f) => (f.faces === 1 ? 'neutral' : 'unread')),
    measured: null,
  };
}

export function livenessService(d: LivenessDeps) {
  const repo = livenessRepository(d.db);

  /** Descriptors of the pictures Vouch holds of this member: a frame must not be one of them. */
  async function knownPictures(userId: string): Promise<number[][]> {
    const row = await repo.latestPortraitKey(userId);
    const bytes = row?.photo_key ? await d.storage.get(row.photo_key) : null;
    if (!bytes) return [];
    const a = await d.readFaces(bytes);
    return a.faces.flatMap((f) => (f.descriptor ? [f.descriptor] : []));
  }

  function ownSession(row: LivenessSessionRow | undefined, userId: string): LivenessSessionRow {
    // Someone else's session does not exist, to this member.
    if (!row || row.user_id !== userId) throw notFound();
    return row;
  }

  return {
    /** A new challenge for a member who may capture (the caller checked: fee paid, nothing open). */
    async open(userId: string): Promise<LivenessSessionCreated> {
      const id = randomUUID();
      const challenge = randomChallenge();
      const createdAt = nowIso();
      const expiresAt = isoAfter(LIVENESS_SESSION_SECONDS * 1000);
      await repo.insert({
        id,
        user_id: userId,
        challenge: JSON.stringify(challenge),
        created_at: createdAt,
        expires_at: expiresAt,
        checker: d.checker,
        answered_at: null,
        outcome: null,
        reasons: null,
        measured: null,
        selfie_key: null,
        used_by: null,
      });
      return { id, challenge, expires_at: expiresAt };
    },

    /**
     * The frames of one session, judged once. Bad images are refused (400) before the session is
     * taken, so a member whose upload failed can send again; once taken, the answer stands.
     */
    async answer(userId: string, id: string, p: LivenessFramesPayload): Promise<LivenessResult> {
      const arrived = Date.now();
      const row = ownSession(await repo.byId(id), userId);
      if (row.answered_at) throw new HttpError(409, livenessMessages.sessionFinished);
      if (Date.parse(row.expires_at) < arrived)
        throw new HttpError(410, livenessMessages.sessionExpired);
      // The browser's clock only orders the frames.
      const ordered = [...p.frames].sort((a, b) => a.at - b.at);
      const cleaned: CleanFile[] = [];
      for (const [i, f] of ordered.entries())
        cleaned.push(await cleanImage(decodeDataUrl(f.image, `frames.${i}.image`), `frames.${i}`));
      if (!(await repo.claimAnswer(id, nowIso())))
        throw new HttpError(409, livenessMessages.sessionFinished);

      const readings = [];
      for (const c of cleaned) readings.push(await readFrame(d, c));
      const challenge = JSON.parse(row.challenge) as LivenessAction[];
      const elapsedMs = arrived - Date.parse(row.created_at);
      const verdict =
        d.checker === 'sandbox'
          ? sandboxJudgement(readings)
          : judge(challenge, readings, {
              elapsedMs,
              seenBefore: await repo.seen(readings.map((r) => r.sha256)),
              knownPictures: await knownPictures(userId),
            });

      const keys = readings.map((_, i) => `liveness/${userId}/${id}/${i}.jpg`);
      for (const [i, r] of readings.entries())
        await d.storage.put(keys[i]!, r.clean.bytes, r.clean.contentType);
      await repo.finish(
        id,
        verdict.outcome,
        verdict.reasons,
        verdict.measured,
        verdict.selfie === null ? null : keys[verdict.selfie]!,
        readings.map((r, i) => ({
          session_id: id,
          idx: i,
          storage_key: keys[i]!,
          sha256: r.sha256,
          faces: r.faces,
          yaw: r.yaw,
          pitch: r.pitch,
          state: verdict.states[i] ?? 'unread',
        })),
      );
      return {
        id,
        outcome: verdict.outcome,
        reasons: verdict.reasons.map((code) => ({ code, message: livenessReasons[code] })),
      };
    },

    /**
     * A submission names a passed session of its own member, answered within the hour and not
     * used before; it is then used up. Answers the selfie's storage key.
     */
    async useForSubmission(userId: string, id: string, submissionId: string) {
      const row = await repo.byId(id);
      const refuse = (msg: string) =>
        new HttpError(400, msg, { liveness_session_id: msg }) as HttpError;
      if (!row || row.user_id !== userId) throw refuse(livenessMessages.sessionNotFound);
      if (row.outcome !== 'passed' || !row.selfie_key) throw refuse(livenessMessages.notPassed);
      const usableUntil =
        Date.parse(row.answered_at ?? row.created_at) + LIVENESS_USE_MINUTES * MINUTE;
      if (row.used_by || usableUntil < Date.now()) throw refuse(livenessMessages.notUsable);
      if (!(await repo.use(id, submissionId))) throw refuse(livenessMessages.notUsable);
      return { selfieKey: row.selfie_key };
    },

    /** A submission that failed after naming its session gives it back. */
    release(id: string, submissionId: string) {
      return repo.release(id, submissionId);
    },

    /**
     * One frame of a session, to reviewers (after their second factor) only: the strip beside
     * the challenge in the case view. Audited once per reviewer, session and ten minutes.
     */
    async frame(auth: AuthContext, id: string, idx: number, ip: string) {
      if (!STAFF.has(auth.user.role) || auth.secondFactorAt === null) throw notFound();
      const f = (await repo.frames(id)).find((x) => x.idx === idx);
      const bytes = f?.storage_key ? await d.storage.get(f.storage_key) : null;
      if (!f || !bytes) throw notFound();
      const since = new Date(Date.now() - VIEW_AUDIT_WINDOW_MS).toISOString();
      const recent = await d.db
        .selectFrom('audit_log')
        .select('seq')
        .where('target_id', '=', id)
        .where('actor_id', '=', auth.user.id)
        .where('action', '=', 'liveness.frames_viewed')
        .where('at', '>', since)
        .limit(1)
        .executeTakeFirst();
      if (!recent)
        await d.audit.append(d.db, {
          actorId: auth.user.id,
          action: 'liveness.frames_viewed',
          targetType: 'liveness_session',
          targetId: id,
          ip,
          details: {},
        });
      return { bytes, contentType: 'image/jpeg' };
    },

    /**
     * Frames are biometric data kept only as long as the selfie they gave: once a session is past
     * its use (two hours), its frames' files go unless its selfie is a submission's file, and then
     * they go when that file does (a purge of rejected images, a closed account's deletion). The
     * hashes stay, so a frame sent again is still a replay. Returns how many files were deleted.
     */
    async sweep(graceMs = 2 * HOUR): Promise<number> {
      const cutoff = new Date(Date.now() - graceMs).toISOString();
      const rows = await d.db
        .selectFrom('liveness_frames as f')
        .innerJoin('liveness_sessions as s', 's.id', 'f.session_id')
        .select(['f.session_id', 'f.idx', 'f.storage_key', 's.selfie_key'])
        .where('f.storage_key', '!=', '')
        .where('s.created_at', '<', cutoff)
        .limit(2000)
        .execute();
      const selfies = [...new Set(rows.flatMap((r) => (r.selfie_key ? [r.selfie_key] : [])))];
      // A submission's selfie, or a document renewal's (issue 50), is kept with its frames.
      const kept = new Set(
        selfies.length === 0
          ? []
          : [
              ...(
                await d.db
                  .selectFrom('kyc_files')
                  .select('storage_key')
                  .where('storage_key', 'in', selfies)
                  .execute()
              ).map((r) => r.storage_key),
              ...(
                await d.db
                  .selectFrom('document_renewals')
                  .select('selfie_key')
                  .where('selfie_key', 'in', selfies)
                  .execute()
              ).map((r) => r.selfie_key!),
            ],
      );
      let deleted = 0;
      for (const r of rows) {
        if (r.selfie_key && kept.has(r.selfie_key)) continue;
        await d.storage.delete(r.storage_key);
        await d.db
          .updateTable('liveness_frames')
          .set({ storage_key: '' })
          .where('session_id', '=', r.session_id)
          .where('idx', '=', r.idx)
          .execute();
        deleted += 1;
      }
      return deleted;
    },

    async summary(id: string): Promise<LivenessSummary | null> {
      const row = await repo.byId(id);
      if (!row) return null;
      const frames = await repo.frames(id);
      return {
        id: row.id,
        challenge: JSON.parse(row.challenge) as LivenessAction[],
        checker: row.checker as LivenessChecker,
        outcome: row.outcome,
        reasons: row.reasons ? (JSON.parse(row.reasons) as LivenessReason[]) : [],
        measured: row.measured ? (JSON.parse(row.measured) as Measured) : null,
        frames: frames.map((f) => ({ idx: f.idx, state: f.state, yaw: f.yaw, pitch: f.pitch })),
        frameKeys: frames.map((f) => f.storage_key),
        selfieKey: row.selfie_key,
      };
    },
  };
}

export type LivenessService = ReturnType<typeof livenessService>;
