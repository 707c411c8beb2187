import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { humanPackageDir, tfjsWasmDir } from '../../lib/model-files.js';

export interface DetectedFace {
  /** Detector confidence 0-1. */
  score: number;
  /** [x, y, width, height] in pixels of the analysed image. */
  box: [number, number, number, number];
  /** Anti-spoofing model: 1 = looks like a real face, 0 = looks like a photo of a photo/screen. */
  real: number | null;
  /** Liveness model score 0-1 (from a single still: evidence, not proof). */
  live: number | null;
  /** 1024-number face description for matching; null when the face was too poor to describe. */
  descriptor: number[] | null;
}

export interface FaceAnalysis {
  width: number;
  height: number;
  faces: DetectedFace[];
}

export interface FaceEngine {
  analyse(image: Buffer): Promise<FaceAnalysis>;
  close(): Promise<void>;
}

/** Larger images give no better faces, only slower inference and bigger transfers. */
const MAX_SIDE = 1024;

interface Pending {
  resolve: (faces: DetectedFace[]) => void;
  reject: (err: Error) => void;
}

/**
 * Human in a worker thread. Images are decoded here with sharp (libvips' own threads) and handed
 * over as raw RGB; requests are answered in order, one at a time, by the worker.
 */
export function humanFaceEngine(opts: { callTimeoutMs?: number } = {}): FaceEngine {
  // A stuck model would hold every later submission's checks: past this, the worker is replaced.
  const callTimeoutMs = opts.callTimeoutMs ?? 30_000;
  interface Running {
    w: Worker;
    pending: Map<number, Pending>;
  }
  let current: Running | null = null;
  let seq = 0;

  function start(): Running {
    const w = new Worker(new URL('./face-worker.mjs', import.meta.url), {
      workerData: { humanDir: humanPackageDir, wasmDir: tfjsWasmDir },
      // A plain .mjs worker: it needs no TypeScript loader from the parent.
      execArgv: [],
    });
    // Each worker answers only its own requests: a replaced worker's exit fails no one else's.
    const run: Running = { w, pending: new Map() };
    w.on('message', (m: { id: number; ok: boolean; faces?: DetectedFace[]; error?: string }) => {
      const p = run.pending.get(m.id);
      run.pending.delete(m.id);
      if (!p) return;
      if (m.ok) p.resolve(m.faces ?? []);
      else p.reject(new Error(m.error ?? 'face analysis failed'));
    });
    const fail = (err: Error) => {
      for (const p of run.pending.values()) p.reject(err);
      run.pending.clear();
      if (current === run) current = null;
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`face worker exited (${code})`)));
    w.unref();
    return run;
  }

  function call(msg: Record<string, unknown>, transfer: ArrayBuffer[] = []) {
    current ??= start();
    const run = current;
    const id = ++seq;
    return new Promise<DetectedFace[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (current === run) current = null;
        void run.w.terminate();
      }, callTimeoutMs);
      run.pending.set(id, {
        resolve: (v) => (clearTimeout(timer), resolve(v)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      run.w.postMessage({ ...msg, id }, transfer);
    });
  }

  return {
    async analyse(image) {
      const { data, info } = await sharp(image, { limitInputPixels: 25_000_000 })
        .rotate()
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const buf = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
      const faces = await call(
        { type: 'analyse', data: buf, width: info.width, height: info.height },
        [buf as ArrayBuffer],
      );
      return { width: info.width, height: info.height, faces };
    },
    async close() {
      const run = current;
      current = null;
      if (run) await run.w.terminate();
    },
  };
}
