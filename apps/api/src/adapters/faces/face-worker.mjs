// Runs Human (face detection, description, liveness and anti-spoofing models) on TensorFlow.js's
// wasm backend in a worker thread: inference is synchronous CPU work of ~200 ms per image, and on
// the main thread it would stall every HTTP request meanwhile. Plain JavaScript so it loads the same
// way under tsx, vitest and plain node. Models and wasm come from node_modules, never a CDN.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { humanDir, wasmDir } = workerData;
const { Human } = require(path.join(humanDir, 'dist/human.node-wasm.js'));

const human = new Human({
  backend: 'wasm',
  wasmPath: `${wasmDir}/`,
  modelBasePath: `file://${humanDir}/models/`,
  cacheModels: false,
  debug: false,
  // Every image is read afresh: Human's default reuses a model's last answer for an input that
  // changed little, which is exactly what consecutive frames of a live capture are.
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 10, minConfidence: 0.4, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    attention: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: false },
    antispoof: { enabled: true },
    liveness: { enabled: true },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
});

// Human asks TensorFlow.js for file:// URLs, which fetch() cannot read in Node: this load router
// reads the model's JSON and weight files from disk instead.
human.tf.io.registerLoadRouter((url) => {
  const u = Array.isArray(url) ? url[0] : url;
  if (typeof u !== 'string' || !u.startsWith('file://')) return null;
  return {
    load: async () => {
      const file = new URL(u).pathname;
      const json = JSON.parse(readFileSync(file, 'utf8'));
      const weightSpecs = [];
      const parts = [];
      for (const group of json.weightsManifest) {
        weightSpecs.push(...group.weights);
        for (const p of group.paths) parts.push(readFileSync(path.join(path.dirname(file), p)));
      }
      const all = Buffer.concat(parts);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
        weightSpecs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
});

// A second, detector-only instance for counting faces on tiles: passing a config to detect()
// would change the first instance's config for good, and every tile needs no mesh or description.
const counter = new Human({
  ...human.config,
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 20, minConfidence: 0.5, return: false },
    mesh: { enabled: false },
    iris: { enabled: false },
    attention: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
});

const ready = Promise.all([human.load(), counter.load()]);

const degrees = (radians) => Math.round((radians * 180 * 10) / Math.PI) / 10;

async function analyse({ data, width, height }) {
  await ready;
  const tensor = human.tf.tensor3d(new Uint8Array(data), [height, width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    return result.face.map((f) => ({
      score: f.boxScore ?? f.score,
      box: f.box,
      real: typeof f.real === 'number' ? f.real : null,
      live: typeof f.live === 'number' ? f.live : null,
      descriptor: f.embedding ? Array.from(f.embedding) : null,
      pose: f.rotation?.angle
        ? {
            yaw: degrees(f.rotation.angle.yaw),
            pitch: degrees(f.rotation.angle.pitch),
            roll: degrees(f.rotation.angle.roll),
          }
        : null,
    }));
  } finally {
    human.tf.dispose(tensor);
  }
}

/**
 * Face boxes on overlapping tiles of the image, in the whole image's pixels. The detector sees its
 * input at 256 px, so on a whole 720 px selfie a face 1/15 of the width is ~17 px and missed; on a
 * tile a third of the width it is ~50 px and found.
 */
async function detectTiles({ data, width, height, grid }) {
  await ready;
  const image = human.tf.tensor3d(new Uint8Array(data), [height, width, 3], 'int32');
  const boxes = [];
  try {
    // Tiles overlap by half a tile, so a face on a seam is whole in at least one tile.
    const tw = Math.ceil((2 * width) / (grid + 1));
    const th = Math.ceil((2 * height) / (grid + 1));
    for (let gy = 0; gy < grid; gy++) {
      for (let gx = 0; gx < grid; gx++) {
        const x = Math.min(width - tw, Math.round((gx * tw) / 2));
        const y = Math.min(height - th, Math.round((gy * th) / 2));
        const tile = human.tf.slice(image, [y, x, 0], [th, tw, 3]);
        try {
          const result = await counter.detect(tile);
          for (const f of result.face) {
            const [bx, by, bw, bh] = f.box;
            boxes.push({ score: f.boxScore ?? f.score, box: [bx + x, by + y, bw, bh] });
          }
        } finally {
          human.tf.dispose(tile);
        }
      }
    }
  } finally {
    human.tf.dispose(image);
  }
  return boxes;
}

parentPort.on('message', async (msg) => {
  try {
    if (msg.type === 'warmup') {
      await ready;
      parentPort.postMessage({ id: msg.id, ok: true, faces: [] });
      return;
    }
    if (msg.type === 'tiles') {
      parentPort.postMessage({ id: msg.id, ok: true, faces: await detectTiles(msg) });
      return;
    }
    parentPort.postMessage({ id: msg.id, ok: true, faces: await analyse(msg) });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, ok: false, error: String(err?.message ?? err) });
  }
});
