import type { CheckResult, SubmissionChecks } from '@vouch/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { humanFaceEngine, type FaceEngine } from '../../adapters/faces/face-engine.js';
import type { Mailer } from '../../adapters/mail/mailer.js';
import { kycRejectedMail } from '../../adapters/mail/templates.js';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { BackgroundTasks } from '../../lib/background.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/audit-log.js';
import { kycRepository } from '../kyc/repository.js';
import { clearFailure } from './auto-reject.js';
import { createMrzReader, type MrzReader } from './mrz/reader.js';
import { checkPipeline } from './pipeline.js';
import { inProcessQueue, type CheckQueue } from './queue.js';
import { checksRepository } from './repository.js';
import { riskSummary } from './risk.js';
import { sanctionsLists, sanctionsScreener } from './sanctions-store.js';
import { faceStage } from './stages/faces.js';
import { identityStage } from './stages/identity-data.js';
import { imageQualityStage } from './stages/image-quality.js';
import { passportMrzStage } from './stages/passport-mrz.js';
import { sanctionsStage } from './stages/sanctions.js';

export interface ChecksDeps {
  db: Db;
  storage: FileStorage;
  cipher: PiiCipher;
  config: Config;
  mailer: Mailer;
  audit: AuditLog;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  /** Tests and the benchmark may share one engine/reader across apps (models load once). */
  faceEngine?: FaceEngine;
  mrzReader?: MrzReader;
  queue?: (handler: (job: { submissionId: string }) => Promise<void>) => CheckQueue;
}

/** Face descriptions are biometric data: encrypted at rest like the other PII. */
const encodeDescriptor = (d: number[]) =>
  Buffer.from(new Float32Array(d).buffer).toString('base64');
const decodeDescriptor = (s: string) => {
  const b = Buffer.from(s, 'base64');
  return Array.from(new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4));
};

export function checksService(d: ChecksDeps) {
  const cfg = d.config.checks;
  const repo = checksRepository(d.db);
  const ownsEngines = !d.faceEngine;
  const engine = d.faceEngine ?? humanFaceEngine();
  const reader = d.mrzReader ?? createMrzReader();
  const lists = sanctionsLists(d.db);

  async function autoReject(submissionId: string, results: CheckResult[]) {
    const reason = clearFailure(results);
    if (!reason) return;
    const s = await d.db
      .selectFrom('kyc_submissions')
      .select(['id', 'user_id'])
      .where('id', '=', submissionId)
      .executeTakeFirst();
    const at = nowIso();
    if (!s || !(await kycRepository(d.db).decide(s.id, 'REJECTED', reason, null, at))) return;
    await d.db
      .updateTable('kyc_submissions')
      .set({ auto_rejected_at: at })
      .where('id', '=', s.id)
      .execute();
    await d.audit.append({
      actorId: null,
      action: 'kyc.auto_reject',
      targetType: 'kyc_submission',
      targetId: s.id,
      ip: null,
    });
    const member = await d.db
      .selectFrom('users')
      .select(['email', 'first_name'])
      .where('id', '=', s.user_id)
      .executeTakeFirst();
    if (member) {
      const link = `${d.config.appUrl}/kyc/update-kyc-info`;
      d.background.run(() =>
        d.mailer.send(kycRejectedMail(member.email, member.first_name, reason, link)),
      );
    }
  }

  const pipeline = checkPipeline({
    db: d.db,
    storage: d.storage,
    cipher: d.cipher,
    timeoutMs: cfg.timeoutMs,
    log: d.log,
    afterChecks: cfg.autoReject ? autoReject : undefined,
    stages: [
      faceStage({
        engine,
        matchThreshold: cfg.faceMatchThreshold,
        duplicateThreshold: cfg.duplicateFaceThreshold,
        saveDescriptor: (submissionId, userId, descriptor) =>
          repo.saveDescriptor(
            submissionId,
            userId,
            d.cipher.encrypt(encodeDescriptor(descriptor)),
            nowIso(),
          ),
        othersDescriptors: async (userId) =>
          (await repo.othersDescriptors(userId)).map((r) => ({
            submissionId: r.submission_id,
            userId: r.user_id,
            descriptor: decodeDescriptor(d.cipher.decrypt(r.descriptor_enc)),
          })),
      }),
      imageQualityStage(),
      passportMrzStage(reader),
      identityStage(d.db),
      sanctionsStage(sanctionsScreener(d.db, cfg.sanctionsThreshold)),
    ],
  });

  const handler = async (job: { submissionId: string }) => {
    await pipeline.run(job.submissionId);
  };
  const queue = d.queue ? d.queue(handler) : inProcessQueue(handler, d.log);

  return {
    pipeline,
    queue,

    /** A submission or update landed: examine it in the background. */
    submitted(submissionId: string) {
      if (cfg.enabled) queue.enqueue({ submissionId });
    },

    /**
     * Submissions under review whose checks never finished (the server stopped mid-queue: the
     * in-process queue keeps nothing on disk) are examined again. Returns how many were queued.
     */
    async resumePending() {
      if (!cfg.enabled) return 0;
      const rows = await d.db
        .selectFrom('kyc_submissions')
        .select('id')
        .where('status', '=', 'CURRENTLY_UNDER_REVIEW')
        .where('checks_done_at', 'is', null)
        .orderBy('created_at', 'asc')
        .execute();
      for (const r of rows) queue.enqueue({ submissionId: r.id });
      return rows.length;
    },

    /** Loads the configured sanctions lists when their files changed (start-up, CLI). */
    syncLists(opts: { force?: boolean } = {}) {
      return lists.sync(cfg.sanctionsLists, opts);
    },

    async forSubmission(submission: {
      id: string;
      checks_done_at: string | null;
      auto_rejected_at: string | null;
    }): Promise<SubmissionChecks> {
      const results = submission.checks_done_at ? await repo.results(submission.id) : null;
      return {
        enabled: cfg.enabled,
        risk: riskSummary(results),
        results: results ?? [],
        auto_rejected: submission.auto_rejected_at !== null,
      };
    },

    async close() {
      await queue.close();
      if (ownsEngines) await engine.close();
      if (!d.mrzReader) await reader.close();
    },
  };
}

export type ChecksService = ReturnType<typeof checksService>;
