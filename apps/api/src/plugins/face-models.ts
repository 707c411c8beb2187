import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { humanModelsDir, tfjsWasmDir } from '../lib/model-files.js';

/**
 * The browser's capture-time face help loads its detector from our own origin, lazily, only on
 * the capture steps: Human's face detector model and TensorFlow.js's wasm binaries, straight from
 * node_modules. Only the files the browser needs are served; the versions are pinned by the
 * lockfile, so they may be cached for a day.
 */
const BROWSER_MODELS = /^(blazeface|facemesh)\.(json|bin)$/;
const WASM = /^tfjs-backend-wasm(-simd|-threaded-simd)?\.wasm$/;

export async function registerFaceModels(app: FastifyInstance) {
  for (const [prefix, root, allowed] of [
    ['/models/human/', humanModelsDir, BROWSER_MODELS],
    ['/models/tfjs-wasm/', tfjsWasmDir, WASM],
  ] as const) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: false,
      list: false,
      allowedPath: (pathName) => allowed.test(pathName.replace(/^\//, '')),
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=86400');
      },
    });
  }
}
