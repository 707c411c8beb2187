/**
 * Two 12-megapixel camera JPEGs per submission, made with sharp from the face fixtures: a selfie
 * (person A, upscaled to 3000 × 4000) and a passport photo page with a valid MRZ (4000 × 3000).
 * Upscaling alone leaves smooth pixels that JPEG squeezes to a few hundred kilobytes; a phone's
 * sensor noise is added so the files weigh what a phone's do (3-5 MB), since parsing, decoding
 * and encrypting cost by the byte. One pair is made per run (about 8 s of sharp) and every member
 * sends it: the API and the checks do the same work for a copy as for a new photo.
 */
import sharp from 'sharp';
import { facePhoto, passportPage } from '../../apps/api/test/setup/kyc-fixtures.js';

export const MEGAPIXELS = 12;

async function camera(base: Buffer, width: number, height: number) {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(base)
    .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

export interface SubmissionImages {
  selfie: Buffer;
  passport: Buffer;
}

export async function makeImages(): Promise<SubmissionImages> {
  const [selfie, passport] = await Promise.all([
    camera(facePhoto('person-a-1.jpg'), 3000, 4000),
    passportPage().then((page) => camera(page, 4000, 3000)),
  ]);
  return { selfie, passport };
}
