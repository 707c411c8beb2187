export type DetectorBackend = 'webgl' | 'wasm';

/**
 * CPU rasterisers that stand in for a GPU (Chromium's SwiftShader, Mesa's llvmpipe/softpipe,
 * Windows' Basic Render Driver). TensorFlow.js on WebGL over one of them is far slower than wasm:
 * in headless Chromium the first detection took 8 s on SwiftShader and 0.5 s on wasm.
 */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * The backends to try, best first, given the WebGL renderer's name (null: no WebGL): WebGL where
 * a real GPU draws it, wasm otherwise and as the fallback.
 */
export function backendsToTry(renderer: string | null): DetectorBackend[] {
  if (renderer === null || SOFTWARE_RENDERER.test(renderer)) return ['wasm'];
  return ['webgl', 'wasm'];
}

/** The WebGL renderer's name, or null without WebGL. The probe's context is released at once. */
export function webGlRenderer(): string | null {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (!gl) return null;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  // Browsers cap live WebGL contexts; TensorFlow.js makes its own.
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return renderer;
}
