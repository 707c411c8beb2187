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

const ready = human.load();

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
    }));
  } finally {
    human.tf.dispose(tensor);
  }
}

parentPort.on('message', async (msg) => {
  try {
    if (msg.type === 'warmup') {
      await ready;
      parentPort.postMessage({ id: msg.id, ok: true, faces: [] });
      return;
    }
    parentPort.postMessage({ id: msg.id, ok: true, faces: await analyse(msg) });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, ok: false, error: String(err?.message ?? err) });
  }
});
