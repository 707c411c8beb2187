import type { Config, Human } from '@vladmandic/human';
import type { SeenFace } from './capture-help';
import { backendsToTry, webGlRenderer } from './detector-backend';

/** The face detector the capture help runs; loaded once, on the first capture step. */
export interface FaceDetector {
  /** The TensorFlow.js backend that initialised: 'webgl' on a GPU, else 'wasm'. */
  backend: string;
  /** The faces on a canvas, as fractions of its size. */
  detect(canvas: HTMLCanvasElement): Promise<SeenFace[]>;
}

/**
 * Human with its face detector (BlazeFace) only; every other model is off, so the two files our
 * server serves are the only downloads. Everything comes from our origin (the CSP allows no CDN):
 * the models from /models/human/ and TensorFlow.js's wasm binaries from /models/tfjs-wasm/.
 */
const config: Partial<Config> = {
  debug: false,
  modelBasePath: '/models/human/',
  wasmPath: '/models/tfjs-wasm/',
  // Models are small and the server lets the browser cache them; IndexedDB copies would outlive the
  // session for nothing.
  cacheModels: false,
  warmup: 'none',
  // Every frame is analysed afresh: the help must follow the member as they move.
  cacheSensitivity: 0,
  // Human's WebGL image filters are not needed and would need WebGL even on the wasm backend.
  filter: { enabled: false, return: false },
  gesture: { enabled: false },
  face: {
    enabled: true,
    // scale 1: the box is the face itself (brows to chin), which the size advice is measured on.
    detector: {
      modelPath: 'blazeface.json',
      rotation: false,
      maxDetected: 3,
      minConfidence: 0.3,
      skipFrames: 0,
      skipTime: 0,
      scale: 1,
      return: false,
    },
    mesh: { enabled: false },
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
  segmentation: { enabled: false },
};

function backendOf(human: Human): string {
  return String(human.tf.getBackend());
}

/** WebGL on a real GPU, else (or if WebGL fails to start) wasm; false when neither starts. */
export async function startBackend(human: Human): Promise<boolean> {
  for (const backend of backendsToTry(webGlRenderer())) {
    human.config.backend = backend;
    try {
      await human.init();
      if (backendOf(human) === backend) return true;
    } catch {
      // Try the next backend.
    }
  }
  return false;
}

async function createDetector(): Promise<FaceDetector> {
  performance.mark('capture-help:load');
  // Its own chunk (TensorFlow.js included), fetched only when a capture step opens the camera.
  const { Human } = await import('@vladmandic/human');
  const human = new Human(config);
  // Before any backend starts: wasm must never fall back to its default CDN path.
  human.tf.setWasmPaths(config.wasmPath);
  if (!(await startBackend(human))) throw new Error('No TensorFlow.js backend');
  await human.load();
  // Human logs a model that failed to download and goes on without it; then there is no help.
  if (human.models.stats().numLoadedModels === 0) throw new Error('The face model did not load');
  performance.mark('capture-help:ready', { detail: { backend: backendOf(human) } });

  async function detect(canvas: HTMLCanvasElement): Promise<SeenFace[]> {
    const result = await human.detect(canvas);
    if (result.error) throw new Error(result.error);
    return result.face.map((f) => {
      const [x, y, width, height] = f.boxRaw;
      return { x, y, width, height, score: f.boxScore };
    });
  }
  // One detection at a time, even if two cameras are open: Human keeps per-run state.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    backend: backendOf(human),
    detect(canvas) {
      const run = queue.then(() => detect(canvas));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

let detector: Promise<FaceDetector> | null = null;

/**
 * The detector, loaded on first use and shared by every capture step after it. A failure is kept
 * too (the help is a bonus): the camera works without it and nothing is fetched again.
 */
export function loadFaceDetector(): Promise<FaceDetector> {
  detector ??= createDetector().catch((err: unknown) => {
    // The end of the story for this page: no help will be given (the journeys wait for it).
    performance.mark('capture-help:unavailable');
    throw err;
  });
  return detector;
}
