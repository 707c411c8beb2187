import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/**
 * How a process spends its cores on images (docs/decisions/0023). libvips runs off the event loop,
 * but on a small machine its threads still take the cores the event loop needs: by default every
 * sharp call may use a thread per core and libuv runs four at once, so ten members uploading at
 * once would put eight image threads against one event loop.
 */

/** Images cleaned at once by an API process: a core is always left for the event loop. */
export const IMAGE_SLOTS = Math.max(1, availableParallelism() - 1);

/** A counting semaphore: `run` waits for one of `slots` to be free. */
export function semaphore(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/** Every upload's decoding and re-encoding goes through here: at most IMAGE_SLOTS at a time. */
export const imageWork = semaphore(IMAGE_SLOTS);

/**
 * Set once at the start of a server or worker process (not in tests): one libvips thread per
 * image, and no operation cache — every image is seen once, and the cache would keep up to 50 MB
 * of decoded pixels in each process for nothing.
 */
export function limitImageThreads() {
  sharp.concurrency(1);
  sharp.cache(false);
}
