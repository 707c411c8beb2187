import { liveCaptureStage, type LiveCaptureDeps } from './stages/live-capture.js';
import sharp from 'sharp';
import type { CheckResult, PrecheckResult, SubmissionChecks } from '@vouch/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { humanFaceEngine, type FaceEngine } from '../../adapters/faces/face-engine.js';
import type { IdentityProvider } from '../../adapters/identity/provider.js';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { nowIso } from '../../lib/time.js';
import { TransitionRefused, type Lifecycle } from '../lifecycle/index.js';
import { clearFailure } from './auto-reject.js';
import { createMrzReader, type MrzReader } from './mrz/reader.js';
import { checkPipeline } from './pipeline.js';
import { checksRepository } from './repository.js';
import { judgeRenewal, type RenewalInput } from './renewal.js';
import { riskSummary } from './risk.js';
import { sanctionsLists, sanctionsScreener } from './sanctions-store.js';
import { documentTextStage } from './stages/document-text.js';
import { businessRegistryStage } from './stages/business-registry.js';
import { faceStage } from './stages/faces.js';
import { identityStage } from './stages/identity-data.js';
import { imageQualityStage } from './stages/image-quality.js';
import { passportMrzStage } from './stages/passport-mrz.js';
import { precheckImage, type PrecheckInput } from './precheck.js';
import { sanctionsStage } from './stages/sanctions.js';

export interface ChecksDeps {
  db: Db;
  storage: FileStorage;
  cipher: PiiCipher;
  /** Submissions' names and ID number are encrypted columns (decision 0013). */
  columns: ColumnCipher;
  config: Config;
  log: FastifyBaseLogger;
  /** The CAC registry lookup of a business's number (the identity provider: sandbox or Dojah). */
  identity: Pick<IdentityProvider, 'name' | 'lookupBusiness'>;
  /** Automatic rejection of clear failures decides through the lifecycle, like a reviewer. */
  lifecycle: Pick<Lifecycle, 'decide' | 'applyPolicy'>;
  /** Tests and the benchmark may share one engine/reader across apps (models load once). */
  faceEngine?: FaceEngine;
  mrzReader?: MrzReader;
  /** The live capture a submission names (the liveness module, which reads frames with our engine). */
  livenessSummary?: LiveCaptureDeps['summary'];
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

  /**
   * AUTO_REJECT=on: a clear failure (no face, unreadable images) is rejected at once, through the
   * lifecycle with the same effects as a reviewer's rejection. A reviewer who decided first wins.
   */
  async function autoReject(submissionId: string, results: CheckResult[]): Promise<boolean> {
    const reason = clearFailure(results);
    if (!reason) return false;
    try {
      await d.lifecycle.decide({
        submissionId,
        approve: false,
        reason,
        reasonCode: 'auto_clear_failure',
        actor: { kind: 'system', name: 'auto-reject' },
      });
    } catch (err) {
      if (!(err instanceof TransitionRefused)) throw err;
    }
    return true;
  }

  /**
   * AUTO_DECISIONS=on: the lifecycle's decision policy approves a clear case or leaves it to a
   * person (decision 0041). Its decision is a bonus: if it cannot be made (a database failing
   * mid-transaction), the case stays under review, whole, for a reviewer, and the checks' results
   * stand.
   */
  async function afterChecks(submissionId: string, results: CheckResult[]) {
    if (cfg.autoReject && (await autoReject(submissionId, results))) return;
    if (!cfg.autoDecisions) return;
    try {
      const o = await d.lifecycle.applyPolicy(submissionId, results, cfg.autoDecisions);
      d.log.info({ submissionId, policy: o.policy, outcome: o.outcome }, 'decision policy');
    } catch (err) {
      d.log.error({ err, submissionId }, 'decision policy failed: the case stays in review');
    }
  }

  const pipeline = checkPipeline({
    db: d.db,
    storage: d.storage,
    cipher: d.cipher,
    columns: d.columns,
    timeoutMs: cfg.timeoutMs,
    log: d.log,
    afterChecks: cfg.autoReject || cfg.autoDecisions ? afterChecks : undefined,
    stages: [
      faceStage({
        engine,
        matchThreshold: cfg.faceMatchThreshold,
        duplicateThreshold: cfg.duplicateFaceThreshold,
        livenessFloor: cfg.livenessFloor,
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
      liveCaptureStage({
        engine,
        storage: d.storage,
        summary: (id) => (d.livenessSummary ? d.livenessSummary(id) : Promise.resolve(null)),
      }),
      imageQualityStage(),
      passportMrzStage(reader),
      documentTextStage(reader),
      identityStage(d.db),
      businessRegistryStage(d.identity),
      sanctionsStage(sanctionsScreener(d.db, cfg.sanctionsThreshold)),
    ],
  });

  return {
    pipeline,

    /** The job of the 'checks' queue: every check on one submission version. */
    run: async (submissionId: string) => {
      await pipeline.run(submissionId);
    },

    /**
     * One photo checked at capture, before submission (issue 17): quality, faces, a passport's MRZ.
     * With the checks off (tests that do not look at them) nothing is examined.
     */
    async precheck(input: PrecheckInput): Promise<PrecheckResult> {
      if (!cfg.enabled) return { kind: input.kind, checked: false, ok: true, problems: [], ms: 0 };
      return { checked: true, ...(await precheckImage({ engine, reader }, input)) };
    },

    /** The printed text of one image, by the OCR the checks use (an address document, issue 48). */
    readText(image: Buffer) {
      return reader.readText(image, { bottomFraction: 1 });
    },

    /** The faces in one image, by the engine the checks use (the live capture reads frames). */
    readFaces(image: Buffer) {
      return engine.analyse(image);
    },

    /**
     * A passport renewal with a live capture (issue 50), judged against the face the member was
     * approved with (that submission's stored description).
     */
    async judgeRenewal(
      input: Omit<RenewalInput, 'previousFace'> & { approvedSubmissionId: string | null },
    ) {
      const stored = input.approvedSubmissionId
        ? await repo.descriptorOf(input.approvedSubmissionId)
        : undefined;
      const previousFace = stored
        ? decodeDescriptor(d.cipher.decrypt(stored.descriptor_enc))
        : null;
      return judgeRenewal(
        { reader, engine, matchThreshold: cfg.faceMatchThreshold },
        { ...input, previousFace },
      );
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

    /**
     * Loads the face models and the OCR engine now, on a small drawn image, so a worker's first
     * submission is not the one that waits for them (nor overruns its job's lease).
     */
    async warmUp() {
      const blank = await sharp({
        create: { width: 320, height: 240, channels: 3, background: '#d5ebee' },
      })
        .jpeg()
        .toBuffer();
      await Promise.all([engine.analyse(blank), reader.read(blank)]);
    },

    async close() {
      if (ownsEngines) await engine.close();
      if (!d.mrzReader) await reader.close();
    },
  };
}

export type ChecksService = ReturnType<typeof checksService>;
