import { Worker } from 'node:worker_threads';

/** How often the checkpoint thread copies the write-ahead log into the database file. */
export const CHECKPOINT_EVERY_MS = 100;
/**
 * The server's own connection still checkpoints once the log passes this many pages (16 MiB):
 * that is what lets the log start over, and it keeps the log bounded should the thread stop.
 */
export const AUTOCHECKPOINT_PAGES = 4000;

type Log = { warn: (obj: object, msg: string) => void };

/**
 * WAL checkpoints off the event loop. SQLite copies the write-ahead log into the database file
 * at a commit once the log has grown past wal_autocheckpoint pages, inside that commit, and with
 * synchronous=NORMAL the copy ends with two fsyncs: measured, half of what a lookup's insert
 * cost on the request path (decision 0022). A worker thread with its own connection runs a
 * PASSIVE checkpoint (which never blocks readers or writers) every CHECKPOINT_EVERY_MS, so the
 * server's connection finds almost nothing left to copy when its own checkpoint comes. The same
 * checkpoints, the same fsyncs, the same durability, on the other core.
 */
export function checkpointsOffThread(file: string, log?: Log) {
  const worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), {
    workerData: { file, everyMs: CHECKPOINT_EVERY_MS },
    execArgv: [],
  });
  // The thread never keeps a process alive (the CLI exits when its work is done).
  worker.unref();
  worker.on('error', (err) =>
    (log ?? console).warn(
      { err },
      'SQLite checkpoint thread stopped; the server connection checkpoints by itself',
    ),
  );
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    /**
     * Asks the thread to close its connection and end (it does so between two turns), and
     * resolves once it has. A process that awaits this before it exits never leaves while the
     * thread is still loading the SQLite driver: on Node 24 an addon torn down in the middle of
     * loading aborts the process (seen in a short-lived process that closed its database at once).
     */
    stop(): Promise<void> {
      // Kept alive until the thread has ended (it was left out of the count until now).
      worker.ref();
      worker.postMessage('stop');
      const late = setTimeout(() => void worker.terminate(), 5000);
      late.unref();
      return exited.finally(() => clearTimeout(late));
    },
  };
}
