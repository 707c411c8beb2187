import type { Config, Human } from '@vladmandic/human';
import { startBackend } from '../camera/face-detector';
import type { PoseSample } from './guide';

/**
 * Human with BlazeFace and the face mesh, for the live capture's prompts: where the head points.
 * Loaded on the live capture only (the mesh model is 1.5 MB), from our own origin like the
 * capture help's detector.
 */
const config: Partial<Config> = {
  debug: false,
  modelBasePath: '/models/human/',
  wasmPath: '/models/tfjs-wasm/',
  cacheModels: false,
  warmup: 'none',
  cacheSensitivity: 0,
  filter: { enabled: false, return: false },
  gesture: { enabled: false },
  face: {
    enabled: true,
    detector: {
      modelPath: 'blazeface.json',
      rotation: true,
      maxDetected: 2,
      minConfidence: 0.3,
      skipFrames: 0,
      skipTime: 0,
      return: false,
    },
    mesh: { enabled: true, modelPath: 'facemesh.json' },
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

export interface PoseReader {
  read(canvas: HTMLCanvasElement): Promise<PoseSample>;
}

const degrees = (r: number) => (r * 180) / Math.PI;

async function createReader(): Promise<PoseReader> {
  performance.mark('liveness:load');
  const { Human } = await import('@vladmandic/human');
  const human: Human = new Human(config);
  human.tf.setWasmPaths(config.wasmPath!);
  if (!(await startBackend(human))) throw new Error('No TensorFlow.js backend');
  await human.load();
  if (human.models.stats().numLoadedModels < 2) throw new Error('The face models did not load');
  performance.mark('liveness:ready');
  let queue: Promise<unknown> = Promise.resolve();
  return {
    read(canvas) {
      const run = queue.then(async (): Promise<PoseSample> => {
        const r = await human.detect(canvas);
        if (r.error) throw new Error(r.error);
        const angle = r.face.length === 1 ? r.face[0]!.rotation?.angle : undefined;
        return {
          faces: r.face.length,
          yaw: angle ? degrees(angle.yaw) : null,
          pitch: angle ? degrees(angle.pitch) : null,
        };
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

let reader: Promise<PoseReader> | null = null;

/** Loaded once a page; a failure is kept (the member can upload a photo instead). */
export function loadPoseReader(): Promise<PoseReader> {
  reader ??= createReader().catch((err: unknown) => {
    performance.mark('liveness:unavailable');
    throw err;
  });
  return reader;
}
