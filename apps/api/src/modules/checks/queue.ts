import type { FastifyBaseLogger } from 'fastify';

/** One unit of background work: run every check on one submission version. */
export interface CheckJob {
  submissionId: string;
}

/**
 * Where submissions wait for their checks. The in-process queue below is the default; a Redis-backed
 * queue (several app instances, jobs surviving a restart) implements the same three methods.
 */
export interface CheckQueue {
  enqueue(job: CheckJob): void;
  /** Resolves when every job enqueued so far has finished (tests, graceful shutdown). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Jobs run one at a time, in order: the checks already use both cores (face models in one worker
 * thread, OCR in another), so running two submissions at once would only make each slower. A job
 * that throws is logged; the pipeline records its own failures, so this is the last resort.
 */
export function inProcessQueue(
  handler: (job: CheckJob) => Promise<void>,
  log: FastifyBaseLogger,
): CheckQueue {
  const waiting: CheckJob[] = [];
  let running: Promise<void> | null = null;
  let closed = false;

  async function work() {
    for (let job = waiting.shift(); job; job = waiting.shift()) {
      try {
        await handler(job);
      } catch (err) {
        log.error({ err, submissionId: job.submissionId }, 'check job failed');
      }
    }
  }

  function kick() {
    if (running || closed) return;
    running = work().finally(() => {
      running = null;
      if (waiting.length > 0) kick();
    });
  }

  return {
    enqueue(job) {
      if (closed) return;
      waiting.push(job);
      // After the current tick: the submission's transaction has committed and the answer is sent.
      setImmediate(kick);
    },
    async drain() {
      for (;;) {
        await new Promise((r) => setImmediate(r));
        if (running) await running;
        else if (waiting.length === 0) return;
      }
    },
    async close() {
      await this.drain();
      closed = true;
    },
  };
}
