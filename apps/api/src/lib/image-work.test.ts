import { describe, expect, it } from 'vitest';
import { semaphore } from './image-work.js';

describe('semaphore (image work a few at a time)', () => {
  it('runs at most `slots` tasks at once, in the order they came, and frees a slot on failure', async () => {
    const run = semaphore(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const task = (i: number) =>
      run(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        if (i === 1) throw new Error('unreadable');
        return i;
      });
    const all = [0, 1, 2, 3, 4].map((i) => task(i).catch((e: Error) => e.message));
    // Let every task that can start, start.
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    expect(started).toEqual([0, 1]);
    while (gates.length > 0) {
      gates.shift()!();
      await settle();
    }
    expect(await Promise.all(all)).toEqual([0, 'unreadable', 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});
