// Synthesized live-capture sequences (issue 45, decision 0049): a still photo's face mesh,
// re-rendered turned and tilted. By construction this is an ATTACK (a face rendered from one
// picture), never genuine data: it shows that the real checker can pass the challenged motions,
// and it is never counted in the bona fide rejection rate. The attack battery (attacks.ts) is made
// from the same photos.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { LivenessAction } from '@vouch/contracts';
import { humanPackageDir, tfjsWasmDir } from '../../apps/api/src/lib/model-files.js';

const require = createRequire(import.meta.url);

export interface Raw {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel. */
  data: Buffer;
}

interface HumanLike {
  load(): Promise<void>;
  detect(input: unknown): Promise<{ face: { mesh: number[][]; box: number[] }[] }>;
  faceTriangulation: number[];
  tf: {
    tensor3d(data: Uint8Array, shape: number[], dtype: string): unknown;
    dispose(t: unknown): void;
    io: { registerLoadRouter(r: (url: unknown) => unknown): void };
  };
}

let human: Promise<HumanLike> | null = null;

/** Human with its detector and mesh only, on the wasm backend, models from node_modules. */
function meshModel(): Promise<HumanLike> {
  human ??= (async () => {
    const { Human } = require(path.join(humanPackageDir, 'dist/human.node-wasm.js')) as {
      Human: new (c: object) => HumanLike;
    };
    const h = new Human({
      backend: 'wasm',
      wasmPath: `${tfjsWasmDir}/`,
      modelBasePath: `file://${humanPackageDir}/models/`,
      debug: false,
      cacheSensitivity: 0,
      face: {
        enabled: true,
        detector: { rotation: true, maxDetected: 1, return: false },
        mesh: { enabled: true },
        iris: { enabled: false },
        attention: { enabled: false },
        description: { enabled: false },
        emotion: { enabled: false },
        antispoof: { enabled: false },
        liveness: { enabled: false },
      },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
      filter: { enabled: false },
    });
    h.tf.io.registerLoadRouter((url: unknown) => {
      const u = Array.isArray(url) ? (url[0] as unknown) : url;
      if (typeof u !== 'string' || !u.startsWith('file://')) return null;
      return {
        load: async () => {
          const file = new URL(u).pathname;
          const json = JSON.parse(readFileSync(file, 'utf8')) as {
            modelTopology: unknown;
            format: string;
            weightsManifest: { weights: unknown[]; paths: string[] }[];
          };
          const weightSpecs: unknown[] = [];
          const parts: Buffer[] = [];
          for (const g of json.weightsManifest) {
            weightSpecs.push(...g.weights);
            for (const p of g.paths) parts.push(readFileSync(path.join(path.dirname(file), p)));
          }
          const all = Buffer.concat(parts);
          return {
            modelTopology: json.modelTopology,
            format: json.format,
            weightSpecs,
            weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
          };
        },
      };
    });
    await h.load();
    return h;
  })();
  return human;
}

export async function decode(image: Buffer, maxSide = 640): Promise<Raw> {
  const { data, info } = await sharp(image)
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

export function encode(raw: Raw, quality = 88): Promise<Buffer> {
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** Sensor-like noise: two frames of a camera are never the same pixels. */
export function withNoise(raw: Raw, amplitude: number, seed: number): Raw {
  let s = seed >>> 0 || 1;
  const out = Buffer.from(raw.data);
  for (let i = 0; i < out.length; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    const n = ((s >>> 24) / 255 - 0.5) * 2 * amplitude;
    out[i] = Math.max(0, Math.min(255, Math.round(out[i]! + n)));
  }
  return { ...raw, data: out };
}

export interface FaceMesh {
  raw: Raw;
  /** The photo with the face blurred out: the turned face is drawn over it. */
  background: Raw;
  mesh: number[][];
  triangles: number[];
}

/** The face's 468-point mesh in a photo, and a background without the face. */
export async function meshOf(photo: Buffer): Promise<FaceMesh> {
  const h = await meshModel();
  const raw = await decode(photo);
  const t = h.tf.tensor3d(new Uint8Array(raw.data), [raw.height, raw.width, 3], 'int32');
  const r = await h.detect(t);
  h.tf.dispose(t);
  const face = r.face[0];
  if (!face) throw new Error('no face in the photo to synthesize from');
  const blurred = await sharp(raw.data, {
    raw: { width: raw.width, height: raw.height, channels: 3 },
  })
    .blur(30)
    .raw()
    .toBuffer();
  const background = Buffer.from(raw.data);
  const [bx, by, bw, bh] = face.box as [number, number, number, number];
  for (
    let y = Math.max(0, Math.round(by - bh * 0.1));
    y < Math.min(raw.height, by + bh * 1.05);
    y++
  )
    for (
      let x = Math.max(0, Math.round(bx - bw * 0.05));
      x < Math.min(raw.width, bx + bw * 1.05);
      x++
    ) {
      const o = (y * raw.width + x) * 3;
      background[o] = blurred[o]!;
      background[o + 1] = blurred[o + 1]!;
      background[o + 2] = blurred[o + 2]!;
    }
  return {
    raw,
    background: { ...raw, data: background },
    mesh: face.mesh.slice(0, 468),
    triangles: h.faceTriangulation,
  };
}

/**
 * The mesh turned by `yaw` and tilted by `pitch` (degrees; negative yaw is the person's own
 * left, negative pitch is up, as the face engine reads them), its triangles textured from the
 * photo, far ones first. The mesh's depth is exaggerated threefold: Human's depth is shallow, and
 * a real head turned this far shows its profile more than the mesh alone would.
 */
export function render(m: FaceMesh, yaw: number, pitch: number): Raw {
  const { raw, mesh, triangles } = m;
  const W = raw.width;
  const H = raw.height;
  const a = (yaw * Math.PI) / 180;
  const b = (pitch * Math.PI) / 180;
  const c = [0, 1, 2].map((k) => mesh.reduce((s, p) => s + p[k]!, 0) / mesh.length) as [
    number,
    number,
    number,
  ];
  const dst = mesh.map(([x, y, z]) => {
    const dx = x! - c[0];
    const dy = y! - c[1];
    const dz = (z! - c[2]) * 3;
    const x1 = dx * Math.cos(a) + dz * Math.sin(a);
    const z1 = -dx * Math.sin(a) + dz * Math.cos(a);
    const y2 = dy * Math.cos(b) - z1 * Math.sin(b);
    const z2 = dy * Math.sin(b) + z1 * Math.cos(b);
    return [c[0] + x1, c[1] + y2, z2] as [number, number, number];
  });
  const out = Buffer.from(m.background.data);
  const order: number[] = [];
  for (let i = 0; i < triangles.length; i += 3) order.push(i);
  const depth = (i: number) =>
    dst[triangles[i]!]![2] + dst[triangles[i + 1]!]![2] + dst[triangles[i + 2]!]![2];
  order.sort((i, j) => depth(j) - depth(i));
  for (const i of order) {
    const s = [mesh[triangles[i]!]!, mesh[triangles[i + 1]!]!, mesh[triangles[i + 2]!]!];
    const d = [dst[triangles[i]!]!, dst[triangles[i + 1]!]!, dst[triangles[i + 2]!]!];
    const den =
      (d[1]![1] - d[2]![1]) * (d[0]![0] - d[2]![0]) + (d[2]![0] - d[1]![0]) * (d[0]![1] - d[2]![1]);
    if (Math.abs(den) < 1e-6) continue;
    const xs = d.map((p) => p[0]);
    const ys = d.map((p) => p[1]);
    const minX = Math.max(0, Math.floor(Math.min(...xs)));
    const maxX = Math.min(W - 1, Math.ceil(Math.max(...xs)));
    const minY = Math.max(0, Math.floor(Math.min(...ys)));
    const maxY = Math.min(H - 1, Math.ceil(Math.max(...ys)));
    for (let y = minY; y <= maxY; y++)
      for (let x = minX; x <= maxX; x++) {
        const l0 =
          ((d[1]![1] - d[2]![1]) * (x - d[2]![0]) + (d[2]![0] - d[1]![0]) * (y - d[2]![1])) / den;
        const l1 =
          ((d[2]![1] - d[0]![1]) * (x - d[2]![0]) + (d[0]![0] - d[2]![0]) * (y - d[2]![1])) / den;
        const l2 = 1 - l0 - l1;
        if (l0 < -0.01 || l1 < -0.01 || l2 < -0.01) continue;
        const sx = Math.round(l0 * s[0]![0]! + l1 * s[1]![0]! + l2 * s[2]![0]!);
        const sy = Math.round(l0 * s[0]![1]! + l1 * s[1]![1]! + l2 * s[2]![1]!);
        if (sx < 0 || sy < 0 || sx >= W || sy >= H) continue;
        const o = (y * W + x) * 3;
        const q = (sy * W + sx) * 3;
        out[o] = raw.data[q]!;
        out[o + 1] = raw.data[q + 1]!;
        out[o + 2] = raw.data[q + 2]!;
      }
  }
  return { ...raw, data: out };
}

/** Where each action turns the rendered head (degrees of yaw, pitch). */
export const ACTION_POSE: Record<LivenessAction, [number, number]> = {
  turn_left: [-35, 0],
  turn_right: [35, 0],
  look_up: [0, -22],
  look_down: [0, 22],
};

/**
 * Poses of a sequence, as the browser keeps them: straight, then for each action the head on its
 * way (under half of the full pose), the full pose, and straight again.
 */
export function posesFor(actions: LivenessAction[]): [number, number][] {
  const poses: [number, number][] = [[0, 0]];
  for (const a of actions) {
    const [yaw, pitch] = ACTION_POSE[a];
    poses.push([yaw * 0.43, pitch * 0.45], [yaw, pitch], [0, 0]);
  }
  return poses;
}

/**
 * Frames of the face in `photo` making `actions`: SYNTHESIZED, an attack by construction.
 * Each frame has its own faint noise, as a camera's frames do.
 */
export async function synthesizedSequence(
  photo: Buffer,
  actions: LivenessAction[],
  opts: { seed?: number; poses?: [number, number][] } = {},
): Promise<Buffer[]> {
  const m = await meshOf(photo);
  const poses = opts.poses ?? posesFor(actions);
  const seed = opts.seed ?? 1;
  return Promise.all(
    poses.map(([yaw, pitch], i) => encode(withNoise(render(m, yaw, pitch), 2, seed * 1000 + i))),
  );
}
