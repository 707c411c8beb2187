import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where the face models and the TensorFlow.js wasm binaries live: inside their npm packages,
 * never on a CDN. Human's package.json has malformed "exports" (no "./" prefixes), so its folder is
 * found from the entry point Node can resolve.
 */
const require = createRequire(import.meta.url);

export const humanPackageDir = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
export const humanModelsDir = path.join(humanPackageDir, 'models');
export const tfjsWasmDir = path.join(
  path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
  'dist',
);
