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
  /**
   * The head's rotation from the face mesh, in degrees: yaw below 0 is the person turning to
   * their own left in an unmirrored picture, pitch above 0 is looking down. Null without a mesh.
   */
  pose?: { yaw: number; pitch: number; roll: number } | null;
}

export interface FaceAnalysis {
  width: number;
  height: number;
  faces: DetectedFace[];
}

export interface FaceCount {
  width: number;
  height: number;
  /** Every distinct face found, [x, y, width, height] in pixels of the analysed image. */
  boxes: [number, number, number, number][];
}

export interface FaceEngine {
  analyse(image: Buffer): Promise<FaceAnalysis>;
  /**
   * Every face down to SMALLEST_FACE of the image's width: `analysis` (the whole image, from
   * analyse) merged with a detection on overlapping tiles. For "exactly one face": a group selfie
   * whose other faces are small in the background.
   */
  countFaces(image: Buffer, analysis: FaceAnalysis): Promise<FaceCount>;
  close(): Promise<void>;
}

/** The smallest face "exactly one face" must still count, as a share of the image's width. */
export const SMALLEST_FACE = 1 / 15;
/** Tiles per side (overlapping by half a tile): a 1/15 face fills ~1/8 of a tile, ~34 px at 256. */
const TILE_GRID = 3;

type Box = [number, number, number, number];

/** The same face seen twice (whole image and a tile, or two tiles): one's centre is in the other. */
function sameFace(a: Box, b: Box): boolean {
  const inside = (p: Box, q: Box) => {
    const cx = p[0] + p[2] / 2;
    const cy = p[1] + p[3] / 2;
    return cx >= q[0] && cx <= q[0] + q[2] && cy >= q[1] && cy <= q[1] + q[3];
  };
  return inside(a, b) || inside(b, a);
}

/** Distinct faces: the boxes in order, each dropped when it is a face already kept. */
export function mergeFaceBoxes(boxes: Box[]): Box[] {
  const kept: Box[] = [];
  for (const b of boxes) if (!kept.some((k) => sameFace(k, b))) kept.push(b);
  return kept;
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

  async function rgb(image: Buffer) {
    const { data, info } = await sharp(image, { limitInputPixels: 25_000_000 })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const buf = data.buffer.slice(
      data.byteOffset,
      data.byteOffset + data.byteLength,
    ) as ArrayBuffer;
    return { buf, width: info.width, height: info.height };
  }

  return {
    async analyse(image) {
      const { buf, width, height } = await rgb(image);
      const faces = await call({ type: 'analyse', data: buf, width, height }, [buf]);
      return { width, height, faces };
    },
    async countFaces(image, analysis) {
      // Two faces or more already: "exactly one" has failed, and the tiles could only add more.
      if (analysis.faces.length > 1)
        return {
          width: analysis.width,
          height: analysis.height,
          boxes: analysis.faces.map((f) => f.box),
        };
      const { buf, width, height } = await rgb(image);
      const tiles = await call({ type: 'tiles', data: buf, width, height, grid: TILE_GRID }, [buf]);
      // Both analyses decode the same image the same way, so their pixels agree.
      const scale = width / analysis.width;
      const whole = analysis.faces.map((f) => f.box.map((v) => v * scale) as Box);
      const minWidth = width * SMALLEST_FACE * 0.75;
      // Whole-image faces first (their boxes are the better ones); a tile's face smaller than
      // three quarters of the smallest counted size is texture, not a person.
      const boxes = mergeFaceBoxes([
        ...whole,
        ...tiles.map((t) => t.box).filter((b) => b[2] >= minWidth),
      ]);
      return { width, height, boxes };
    },
    async close() {
      const run = current;
      current = null;
      if (run) await run.w.terminate();
    },
  };
}
