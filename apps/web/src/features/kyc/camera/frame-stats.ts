/** How bright and how sharp a small frame is, from its RGBA pixels. */
export interface FrameStats {
  /** Mean luma, 0 (black) to 255 (white). */
  brightness: number;
  /** Variance of the luma's Laplacian: low when the picture is blurred (or plain). */
  sharpness: number;
}

/** BT.601 luma of each pixel of an RGBA buffer. */
export function lumaOf(rgba: Uint8ClampedArray, width: number, height: number): Float32Array {
  const luma = new Float32Array(width * height);
  for (let i = 0, p = 0; i < luma.length; i++, p += 4) {
    luma[i] = 0.299 * rgba[p]! + 0.587 * rgba[p + 1]! + 0.114 * rgba[p + 2]!;
  }
  return luma;
}

/**
 * Mean luma and the variance of the 4-neighbour Laplacian over the inner pixels: the usual cheap
 * blur measure (edges make large second derivatives; a blurred frame has few). A few thousand
 * pixels are plenty, so callers pass a downscaled frame.
 */
export function frameStats(rgba: Uint8ClampedArray, width: number, height: number): FrameStats {
  const luma = lumaOf(rgba, width, height);
  let sum = 0;
  for (const v of luma) sum += v;
  const brightness = luma.length > 0 ? sum / luma.length : 0;

  let n = 0;
  let lapSum = 0;
  let lapSq = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const lap = luma[i - 1]! + luma[i + 1]! + luma[i - width]! + luma[i + width]! - 4 * luma[i]!;
      lapSum += lap;
      lapSq += lap * lap;
      n++;
    }
  }
  const mean = n > 0 ? lapSum / n : 0;
  const sharpness = n > 0 ? lapSq / n - mean * mean : 0;
  return { brightness, sharpness };
}
