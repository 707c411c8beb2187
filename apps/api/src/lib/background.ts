import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer has been sent (mail, tokens on enumeration-sensitive paths).
 * Tracked so that closing the app waits for it: a shutdown does not drop a reset e-mail, and the
 * database is not closed under a task that is still using it.
 */
export function backgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(task: () => Promise<unknown>) {
      const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => log.error({ err }, 'background task failed'),
        )
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof backgroundTasks>;
