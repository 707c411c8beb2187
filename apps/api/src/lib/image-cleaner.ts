import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Uploaded photos are decoded and re-encoded in a child process of the API, at a low CPU priority
 * (nice 10; decision 0025). libvips runs off the event loop but not off the cores: on a small
 * machine a burst of 12-megapixel uploads kept a core busy at the event loop's own priority, and
 * the API's answers waited for it. A child's threads can be given a lower priority (the API's
 * libuv threads cannot: other work shares them), and a decoder that crashes on a crafted file
 * takes the child down, not the API: that upload is refused as unreadable and the next one gets
 * a new child.
 */
export interface CleanLimits {
  maxPixels: number;
  minSide: number;
  /** The long side of the re-encoded image, at most. */
  maxSide: number;
  /** JPEG quality of the re-encoded image. */
  quality: number;
  /** What it is re-encoded as: JPEG (photos) unless PNG is asked for (a logo keeps its alpha). */
  format?: 'jpeg' | 'png';
}

export type CleanOutcome =
  | { ok: true; data: Buffer; width: number; height: number }
  | { ok: false; reason: 'unreadable' | 'tooLarge' | 'tooSmall' };

/** Longer than any real photo takes even on a busy machine; then the child is replaced. */
const CLEAN_TIMEOUT_MS = 120_000;

interface Pending {
  child: ChildProcess;
  resolve: (outcome: CleanOutcome) => void;
  timer: NodeJS.Timeout;
}

export class ImageCleaner {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly file = fileURLToPath(new URL('./image-clean-child.mjs', import.meta.url)),
  ) {}

  clean(bytes: Buffer, limits: CleanLimits): Promise<CleanOutcome> {
    const child = this.running();
    const id = this.nextId++;
    return new Promise<CleanOutcome>((resolve) => {
      const timer = setTimeout(() => {
        // A decoder stuck on this image: it is refused, and the child replaced.
        this.settle(id, { ok: false, reason: 'unreadable' });
        child.kill('SIGKILL');
      }, CLEAN_TIMEOUT_MS);
      this.pending.set(id, { child, resolve, timer });
      child.channel?.ref();
      child.send({ id, bytes, limits });
    });
  }

  /** Starts the child now rather than at the first upload (spawning it takes the loop ~40 ms). */
  warm() {
    this.running();
  }

  /** The child's process id, while there is one (tests read its priority). */
  processId(): number | undefined {
    return this.child?.pid;
  }

  /** Ends the child (the API closing); a later `clean` starts a new one. */
  close() {
    this.child?.kill();
    this.child = undefined;
  }

  private settle(id: number, outcome: CleanOutcome) {
    const p = this.pending.get(id);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(id);
    // An idle child never keeps the process alive (a CLI command ends when its work is done).
    if (this.pending.size === 0) this.child?.channel?.unref();
    p.resolve(outcome);
  }

  private running(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(this.file, [], {
      serialization: 'advanced',
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (m: { id?: unknown; outcome?: CleanOutcome }) => {
      // Only answers count: under `node --watch` (npm run dev) the child also reports the files
      // it loaded on this channel (Node sets WATCH_REPORT_DEPENDENCIES for the whole tree).
      if (typeof m.id !== 'number' || !m.outcome) return;
      const outcome = m.outcome.ok
        ? {
            ...m.outcome,
            data: Buffer.from(
              m.outcome.data.buffer,
              m.outcome.data.byteOffset,
              m.outcome.data.length,
            ),
          }
        : m.outcome;
      this.settle(m.id, outcome);
    });
    // A channel that broke (the child gone mid-send): the exit below settles what it held.
    child.on('error', () => child.kill('SIGKILL'));
    child.once('exit', () => {
      if (this.child === child) this.child = undefined;
      // Whatever it was cleaning when it died is refused as unreadable.
      for (const [id, p] of [...this.pending]) {
        if (p.child === child) this.settle(id, { ok: false, reason: 'unreadable' });
      }
    });
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }
}

/** The API process's one cleaner (the image semaphore bounds how many images it holds). */
export const imageCleaner = new ImageCleaner();
