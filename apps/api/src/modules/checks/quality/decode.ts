import sharp from 'sharp';

/** 8-bit interleaved pixels, as sharp's raw output gives them. */
export interface Plane {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

export interface Decoded {
  /** Of the original image, after EXIF orientation. */
  width: number;
  height: number;
  /** Long side ≤ GREY_SIDE: blur and exposure. */
  grey: Plane;
  /** Long side ≤ COLOUR_SIDE, 3 channels: flatness and the status bar. */
  colour: Plane;
}

/** A fixed working size makes the Laplacian comparable across 720 px selfies and 40 MP photos. */
export const GREY_SIDE = 640;
/**
 * Flatness needs pixel-level noise, so this copy is larger and resized with the nearest-neighbour
 * kernel (an averaging kernel would smooth a photo's noise into flat areas). 1280 keeps typical
 * documents and selfies at their own size.
 */
export const COLOUR_SIDE = 1280;

const inside = (side: number) =>
  ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;

/** Throws on bytes sharp cannot decode. */
export async function decode(bytes: Buffer): Promise<Decoded> {
  const input = sharp(bytes, { autoOrient: true });
  const meta = await input.metadata();
  // Transparent areas (PNG) count as white, as an image viewer on a white page shows them.
  const base = input.clone().flatten({ background: '#ffffff' });
  const [small, colour] = await Promise.all([
    base
      .clone()
      .resize(inside(GREY_SIDE))
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }),
    base
      .clone()
      .resize({ ...inside(COLOUR_SIDE), kernel: 'nearest' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }),
  ]);
  const plane = (r: typeof small): Plane => ({
    data: r.data,
    width: r.info.width,
    height: r.info.height,
    channels: r.info.channels,
  });
  return {
    width: meta.autoOrient.width,
    height: meta.autoOrient.height,
    grey: luma(plane(small)),
    colour: plane(colour),
  };
}

/**
 * Rec. 709 luma of sRGB pixels, in integer weights summing to 256. Done here rather than with
 * sharp's greyscale(), whose colourspace round trip costs more than the whole decode.
 */
function luma(p: Plane): Plane {
  const { data: d, channels: c } = p;
  const out = new Uint8Array(p.width * p.height);
  for (let i = 0, j = 0; j < out.length; i += c, j++) {
    out[j] = (54 * d[i]! + 183 * d[i + 1]! + 19 * d[i + 2]! + 128) >> 8;
  }
  return { data: out, width: p.width, height: p.height, channels: 1 };
}
