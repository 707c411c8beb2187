import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { inProcessQueue } from './queue.js';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;

describe('in-process check queue', () => {
  it('runs jobs one at a time, in order, and drain waits for all of them', async () => {
    const seen: string[] = [];
    let running = 0;
    let most = 0;
    const q = inProcessQueue(async (job) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      seen.push(job.submissionId);
      running--;
    }, log);
    for (const id of ['a', 'b', 'c']) q.enqueue({ submissionId: id });
    await q.drain();
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
  });

  it('goes on after a job throws', async () => {
    const seen: string[] = [];
    const errors: unknown[] = [];
    const q = inProcessQueue(
      async (job) => {
        if (job.submissionId === 'bad') throw new Error('boom');
        seen.push(job.submissionId);
      },
      { error: (o: unknown) => errors.push(o) } as unknown as FastifyBaseLogger,
    );
    q.enqueue({ submissionId: 'bad' });
    q.enqueue({ submissionId: 'good' });
    await q.drain();
    expect(seen).toEqual(['good']);
    expect(errors).toHaveLength(1);
  });

  it('accepts nothing after close', async () => {
    const seen: string[] = [];
    const q = inProcessQueue(async (job) => void seen.push(job.submissionId), log);
    await q.close();
    q.enqueue({ submissionId: 'late' });
    await q.drain();
    expect(seen).toEqual([]);
  });
});
