import { Worker } from 'node:worker_threads';

/** One rendered page: PNG bytes and their size in pixels. */
export interface RenderedPage {
  png: Buffer;
  width: number;
  height: number;
}

export type PdfRefusal = 'unreadable' | 'encrypted' | 'tooManyPages';

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
  /** Wall-clock time for the whole document; past it the worker is terminated. */
  timeoutMs: number;
  /** The renderer's WebAssembly heap may not grow past this. */
  memoryLimitBytes: number;
}

export const DEFAULT_PDF_LIMITS: PdfRenderLimits = {
  maxPages: 5,
  dpi: 150,
  maxSide: 2560,
  maxPixels: 25_000_000,
  timeoutMs: 20_000,
  memoryLimitBytes: 512 * 1024 * 1024,
};

type WorkerAnswer =
  | { ok: true; pages: { png: Uint8Array; width: number; height: number }[] }
  | { ok: false; reason: PdfRefusal; detail?: string };

/** One document at a time per process: each may use up to memoryLimitBytes while it renders. */
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
    const timer = setTimeout(
      () => finish({ ok: false, reason: 'unreadable', detail: 'timed out' }),
      limits.timeoutMs,
    );
    w.on('message', (m: WorkerAnswer) => {
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
 * resolution, pixels, time, memory). Never throws for a bad document: it says why it refused.
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
