import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_DATA_URL, MAX_DATA_URL_LENGTH } from '@vouch/contracts';
import { holdUpload, releaseUploads } from './held-uploads.js';

/** Bodies up to this size are parsed inline: the round trip to a thread costs more than parsing. */
const INLINE_BYTES = 256 * 1024;

class BodyError extends Error {
  readonly statusCode = 400;
}

/** A parsed body, and the data URLs (keys) whose files the thread decoded. */
export interface ParsedBody {
  value: unknown;
  held: string[];
}

interface Pending {
  resolve: (parsed: ParsedBody) => void;
  reject: (err: Error) => void;
}

/**
 * One long-lived thread that turns JSON bodies into values; requests are answered in order. The
 * bytes are moved to it (not copied); the parsed value is copied back by structured clone, a
 * memcpy of the strings, far cheaper than decoding and parsing them here.
 */
export function jsonThread() {
  let worker: Worker | null = null;
  let seq = 0;
  const pending = new Map<number, Pending>();

  function start(): Worker {
    const w = new Worker(new URL('./json-parse-worker.mjs', import.meta.url), {
      execArgv: [],
      workerData: {
        dataUrlPattern: DOCUMENT_DATA_URL.source,
        maxDataUrlLength: MAX_DATA_URL_LENGTH,
      },
    });
    w.on(
      'message',
      (m: {
        id: number;
        ok: boolean;
        value?: unknown;
        files?: { key: string; bytes: Uint8Array }[];
        reason?: 'invalid' | 'poisoned';
      }) => {
        const p = pending.get(m.id);
        pending.delete(m.id);
        const files = m.files ?? [];
        if (!p) return;
        if (!m.ok) {
          p.reject(new BodyError(m.reason === 'poisoned' ? 'Forbidden property' : 'Invalid JSON'));
          return;
        }
        for (const f of files)
          holdUpload(f.key, Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.length));
        p.resolve({ value: m.value, held: files.map((f) => f.key) });
      },
    );
    const fail = (err: Error) => {
      for (const p of pending.values()) p.reject(err);
      pending.clear();
      if (worker === w) worker = null;
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`JSON worker exited (${code})`)));
    // An idle parser keeps no process alive.
    w.unref();
    return w;
  }

  return {
    /** Starts the thread now rather than at the first large body (a few ms of the loop's time). */
    warm() {
      worker ??= start();
    },
    parse(body: Buffer): Promise<ParsedBody> {
      worker ??= start();
      const id = ++seq;
      // A body Fastify read whole has memory of its own, which is moved to the thread; a view
      // into shared memory (a small pooled buffer) is copied instead.
      const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
      const bytes = own ? new Uint8Array(body.buffer) : new Uint8Array(body);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

/**
 * Routes registered in `app` (an encapsulated plugin) get their large JSON bodies parsed in a
 * worker thread; small ones still go through Fastify's own parser. Same refusals as Fastify's:
 * an empty body, invalid JSON and prototype poisoning answer 400.
 */
export function parseLargeJsonOffThread(app: FastifyInstance) {
  const inline = app.getDefaultJsonParser('error', 'error');
  const thread = jsonThread();
  thread.warm();
  /** The files each request's body brought, released when it is answered (or abandoned). */
  const heldBy = new WeakMap<FastifyRequest, string[]>();
  const release = (request: FastifyRequest) => {
    const held = heldBy.get(request);
    if (held) releaseUploads(held);
    heldBy.delete(request);
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done: (err: Error | null, value?: unknown) => void) => {
      if (body.length <= INLINE_BYTES) {
        inline(request, body.toString('utf8'), done);
        return;
      }
      thread.parse(body).then(
        ({ value, held }) => {
          heldBy.set(request, held);
          done(null, value);
        },
        (err: Error) => done(err instanceof BodyError ? err : new BodyError('Invalid JSON')),
      );
    },
  );
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
  app.addHook('onClose', () => thread.close());
}
