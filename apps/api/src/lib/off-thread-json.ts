import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_DATA_URL, MAX_DATA_URL_LENGTH } from '@vouch/contracts';
import { holdUpload, releaseUploads } from './held-uploads.js';
import {
  BodyRefusal,
  inlineJsonParser,
  refuseBody,
  type BodyRefusalReason,
  type ParserDone,
} from './json-body.js';

/** Bodies up to this size are parsed inline: the round trip to a thread costs more than parsing. */
const INLINE_BYTES = 256 * 1024;

/** A parsed body, and the data URLs (keys) whose files the thread decoded. */
export interface ParsedBody {
  value: unknown;
  held: string[];
}

interface Job {
  id: number;
  bytes: Uint8Array;
  resolve: (parsed: ParsedBody) => void;
  reject: (err: BodyRefusal) => void;
}

type Answer =
  | { id: number; ok: true; value: unknown; files: { key: string; bytes: Uint8Array }[] }
  | { id: number; ok: false; reason: BodyRefusalReason };

/**
 * One long-lived thread that turns JSON bodies into values, one body at a time: the next body is
 * handed over only when the thread has answered the last, so each answer, refusal or crash
 * belongs to exactly one request. A body the thread refuses (too deep, invalid, poisoned) is
 * refused alone; if the thread dies on one, that one is refused, a new thread starts and the
 * others are parsed there (issue 31: one member's crafted body failed every upload waiting).
 * The bytes are moved to the thread (not copied); the parsed value is copied back by structured
 * clone, a memcpy of the strings, far cheaper than decoding and parsing them here.
 */
export function jsonThread(opts: { maxHeapMb?: number } = {}) {
  let worker: Worker | null = null;
  let seq = 0;
  const waiting: Job[] = [];
  let current: Job | null = null;
  let closed = false;

  function start(): Worker {
    const w = new Worker(new URL('./json-parse-worker.mjs', import.meta.url), {
      execArgv: [],
      // A body that takes the thread past this kills the thread, not the process.
      resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb ?? 512 },
      workerData: {
        dataUrlPattern: DOCUMENT_DATA_URL.source,
        maxDataUrlLength: MAX_DATA_URL_LENGTH,
      },
    });
    w.on('message', (m: Answer) => {
      const job = current;
      if (w !== worker || !job || job.id !== m.id) return;
      current = null;
      if (m.ok) {
        for (const f of m.files)
          holdUpload(f.key, Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.length));
        job.resolve({ value: m.value, held: m.files.map((f) => f.key) });
      } else job.reject(new BodyRefusal(m.reason));
      next();
    });
    // A thread that dies (out of memory, a bug) was parsing the current body and no other.
    const died = () => {
      if (w !== worker) return;
      worker = null;
      const job = current;
      current = null;
      job?.reject(new BodyRefusal('parser failed'));
      next();
    };
    w.on('error', died);
    w.on('exit', died);
    // An idle parser keeps no process alive.
    w.unref();
    return w;
  }

  /** Hands the oldest waiting body to the thread (started again if it died). */
  function next() {
    if (current || closed) return;
    const job = waiting.shift();
    if (!job) return;
    current = job;
    worker ??= start();
    worker.postMessage({ id: job.id, bytes: job.bytes }, [job.bytes.buffer as ArrayBuffer]);
  }

  return {
    /** Starts the thread now rather than at the first large body (a few ms of the loop's time). */
    warm() {
      worker ??= start();
    },
    parse(body: Buffer): Promise<ParsedBody> {
      // A body Fastify read whole has memory of its own, which is moved to the thread; a view
      // into shared memory (a small pooled buffer) is copied instead.
      const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
      const bytes = own ? new Uint8Array(body.buffer) : new Uint8Array(body);
      return new Promise((resolve, reject) => {
        if (closed) return reject(new BodyRefusal('parser failed'));
        waiting.push({ id: ++seq, bytes, resolve, reject });
        next();
      });
    },
    async close() {
      closed = true;
      const w = worker;
      worker = null;
      for (const job of [...(current ? [current] : []), ...waiting.splice(0)])
        job.reject(new BodyRefusal('parser failed'));
      current = null;
      if (w) await w.terminate();
    },
  };
}

/**
 * Routes registered in `app` (an encapsulated plugin) get their large JSON bodies parsed in a
 * worker thread; small ones still go through Fastify's own parser. Same refusals as Fastify's:
 * an empty body, invalid JSON and prototype poisoning answer 400; so does a body nested deeper
 * than MAX_JSON_DEPTH, on both paths, with its own message.
 */
export function parseLargeJsonOffThread(app: FastifyInstance) {
  const inline = inlineJsonParser(app);
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
    (request: FastifyRequest, body: Buffer, done: ParserDone) => {
      if (body.length <= INLINE_BYTES) return inline(request, body, done);
      thread.parse(body).then(
        ({ value, held }) => {
          heldBy.set(request, held);
          done(null, value);
        },
        (err: BodyRefusal) => refuseBody(request, err, done),
      );
    },
  );
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
  app.addHook('onClose', () => thread.close());
}
