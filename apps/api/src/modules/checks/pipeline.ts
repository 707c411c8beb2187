import { checkCodes, type CheckResult } from '@vouch/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { nowIso } from '../../lib/time.js';
import { loadCheckContext, type CheckContext } from './context.js';
import { checksRepository, type StoredCheck } from './repository.js';
import { riskLevel } from './risk.js';
import type { Stage } from './stage.js';

export interface PipelineDeps {
  db: Db;
  storage: FileStorage;
  cipher: PiiCipher;
  columns: ColumnCipher;
  stages: Stage[];
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Called with the stored results (automatic rejection of clear failures, when enabled). */
  afterChecks?: (submissionId: string, results: CheckResult[]) => Promise<void>;
}

export interface StageTiming {
  stage: string;
  ms: number;
}

class StageTimeout extends Error {}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StageTimeout()), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const order = (c: StoredCheck) => checkCodes.indexOf(c.code);

/**
 * Runs every stage on one submission version, concurrently (faces in their worker thread, OCR in
 * its own, image statistics in libvips' threads), stores each check's result and the risk level.
 * A stage that throws or overruns its time is recorded as "could not run"; it never blocks the
 * submission or its review.
 */
export function checkPipeline(d: PipelineDeps) {
  const repo = checksRepository(d.db);

  async function runStage(
    stage: Stage,
    ctx: CheckContext,
  ): Promise<{ checks: StoredCheck[]; ms: number }> {
    const started = performance.now();
    const codes = stage.codes(ctx);
    try {
      const results = await withTimeout(stage.run(ctx), d.timeoutMs);
      const ms = performance.now() - started;
      return { checks: results.map((r) => ({ ...r, duration_ms: ms })), ms };
    } catch (err) {
      const ms = performance.now() - started;
      const timedOut = err instanceof StageTimeout;
      d.log.warn(
        { err: timedOut ? undefined : err, stage: stage.name, submissionId: ctx.submission.id },
        timedOut ? 'check stage timed out' : 'check stage failed',
      );
      const summary = timedOut
        ? `Could not run: took longer than ${Math.round(d.timeoutMs / 1000)} s`
        : 'Could not run: the check failed unexpectedly';
      return {
        checks: codes.map((code) => ({
          code,
          outcome: 'not_run' as const,
          score: null,
          summary,
          details: { error: timedOut ? 'timeout' : 'error' },
          duration_ms: ms,
        })),
        ms,
      };
    }
  }

  return {
    /** Returns the time each stage took (the benchmark prints them); null if no such submission. */
    async run(submissionId: string): Promise<{ total: number; stages: StageTiming[] } | null> {
      const started = performance.now();
      const stored = await d.db
        .selectFrom('kyc_submissions')
        .selectAll()
        .where('id', '=', submissionId)
        .executeTakeFirst();
      if (!stored) return null;
      const submission = d.columns.open('kyc_submissions', submissionId, stored);
      const ctx = await loadCheckContext(d.db, d.storage, d.cipher, d.columns, submission);
      const done = await Promise.all(d.stages.map((s) => runStage(s, ctx)));
      const checks = done.flatMap((r) => r.checks).sort((a, b) => order(a) - order(b));
      const at = nowIso();
      await repo.save(submissionId, checks, at, riskLevel(checks));
      if (d.afterChecks) {
        await d.afterChecks(
          submissionId,
          checks.map((c) => ({ ...c, checked_at: at })),
        );
      }
      return {
        total: performance.now() - started,
        stages: d.stages.map((s, i) => ({ stage: s.name, ms: done[i]!.ms })),
      };
    },
  };
}

export type CheckPipeline = ReturnType<typeof checkPipeline>;
