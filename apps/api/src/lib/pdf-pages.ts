import { Worker } from 'node:worker_threads';

/** One rendered page: PNG bytes and their size in pixels. */
export interface RenderedPage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Why a document was refused. tooComplex: its pages would run more drawing operators than
 * maxOperators (counted before anything is drawn); unreadable covers broken, timed-out and
 * out-of-memory documents.
 */
export type PdfRefusal = 'unreadable' | 'encrypted' | 'tooManyPages' | 'tooComplex';

export type PdfRenderResult =
  { ok: true; pages: RenderedPage[] } | { ok: false; reason: PdfRefusal; detail?: string };

export interface PdfRenderLimits {
  /** A document with more pages is refused before any page is drawn. */
  maxPages: number;
  /** Resolution to draw at, in dots per inch (before the two caps below). */
  dpi: number;
  /** Longest side of a page image, in pixels. */
  maxSide: number;
  /** Pixels of a page image (width × height). */
  maxPixels: number;
  /**
   * Drawing operators of all pages together (forms counted each time they are drawn), counted
   * in the decoded content streams before any page is drawn: a certificate runs a few thousand.
   */
  maxOperators: number;
  /** Time for the document, from the moment MuPDF is loaded; past it the worker is terminated. */
  timeoutMs: number;
  /** Time for the worker to load MuPDF (compiling its WebAssembly) before the document's turn. */
  startupTimeoutMs: number;
  /** The renderer's WebAssembly heap may not grow past this. */
  memoryLimitBytes: number;
}

export const DEFAULT_PDF_LIMITS: PdfRenderLimits = {
  maxPages: 5,
  dpi: 150,
  maxSide: 2560,
  maxPixels: 25_000_000,
  maxOperators: 200_000,
  // One render may delay other members' certificates by this much at most (issue 31).
  timeoutMs: 5_000,
  startupTimeoutMs: 20_000,
  memoryLimitBytes: 512 * 1024 * 1024,
};

type WorkerAnswer =
  | { ready: true; ok?: undefined }
  | { ok: true; pages: { png: Uint8Array; width: number; height: number }[] }
  | { ok: false; reason: PdfRefusal; detail?: string };

/**
 * One document at a time per process: each may use up to memoryLimitBytes while it renders. Who
 * may wait here is bounded by the caller (lib/pdf-render-gate.ts: one document per member and
 * per address), so whatever one member sends delays another's document by one render at most.
 */
let queue: Promise<unknown> = Promise.resolve();

function renderInWorker(bytes: Buffer, limits: PdfRenderLimits): Promise<PdfRenderResult> {
  return new Promise((resolve) => {
    // A copy the worker owns (the request's buffer may be a slice of a larger pool).
    const copy = new Uint8Array(bytes).buffer;
    const w = new Worker(new URL('./pdf-render-worker.mjs', import.meta.url), {
      workerData: {
        bytes: copy,
        maxPages: limits.maxPages,
        dpi: limits.dpi,
        maxSide: limits.maxSide,
        maxPixels: limits.maxPixels,
        memoryLimitBytes: limits.memoryLimitBytes,
        maxOperators: limits.maxOperators,
      },
      transferList: [copy],
      // A plain .mjs worker: it needs no TypeScript loader from the parent.
      execArgv: [],
      // The JavaScript side holds only the page images; MuPDF's own heap is capped in the worker.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    let settled = false;
    const finish = (result: PdfRenderResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void w.terminate();
      resolve(result);
    };
    const timeUp = (ms: number) =>
      setTimeout(() => finish({ ok: false, reason: 'unreadable', detail: 'timed out' }), ms);
    let timer = timeUp(limits.startupTimeoutMs);
    w.on('message', (m: WorkerAnswer) => {
      if ('ready' in m) {
        clearTimeout(timer);
        timer = timeUp(limits.timeoutMs);
        return;
      }
      if (!m.ok) return finish(m);
      finish({
        ok: true,
        pages: m.pages.map((p) => ({
          png: Buffer.from(p.png.buffer, p.png.byteOffset, p.png.byteLength),
          width: p.width,
          height: p.height,
        })),
      });
    });
    // A crash of the renderer (out of memory, an abort inside MuPDF) refuses this document only.
    w.on('error', (err) => finish({ ok: false, reason: 'unreadable', detail: err.message }));
    w.on('exit', (code) =>
      finish({ ok: false, reason: 'unreadable', detail: `renderer exited (${code})` }),
    );
  });
}

/**
 * Renders a PDF's pages to PNG images with MuPDF in a worker thread, within `limits` (pages,
 * drawing operators, resolution, pixels, time, memory). Never throws for a bad document: it says why it refused.
 * The PDF itself is not kept anywhere.
 */
export function renderPdfPages(
  bytes: Buffer,
  limits: Partial<PdfRenderLimits> = {},
): Promise<PdfRenderResult> {
  const all = { ...DEFAULT_PDF_LIMITS, ...limits };
  const run = queue.then(() => renderInWorker(bytes, all));
  queue = run.catch(() => undefined);
  return run;
}
