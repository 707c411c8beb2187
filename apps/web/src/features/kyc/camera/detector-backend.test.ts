import { describe, expect, it } from 'vitest';
import { backendsToTry } from './detector-backend';

describe('the face detector backend', () => {
  it('tries WebGL first on a real GPU, with wasm as the fallback', () => {
    expect(
      backendsToTry('ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)'),
    ).toEqual(['webgl', 'wasm']);
    expect(backendsToTry('Adreno (TM) 640')).toEqual(['webgl', 'wasm']);
  });

  it('uses wasm without WebGL, or when WebGL is drawn by the CPU', () => {
    expect(backendsToTry(null)).toEqual(['wasm']);
    for (const renderer of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
    ]) {
      expect(backendsToTry(renderer)).toEqual(['wasm']);
    }
  });
});
