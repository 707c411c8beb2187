// The image cleaner's process (lib/image-cleaner.ts): decodes an uploaded photo, checks its size,
// applies its orientation and re-encodes it as JPEG (PNG for a logo) without EXIF, at a low CPU
// priority, so an API instance's event loop answers first while a burst of 12-megapixel uploads
// is decoded. Plain JavaScript (it runs as is from src/ and from dist/); the limits come with
// each request.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import sharp from 'sharp';

const nice = Number(process.env.VOUCH_IMAGE_NICE ?? 10);
// Linux keeps a nice value per thread: every thread there is now, and those made later inherit it.
try {
  for (const tid of readdirSync('/proc/self/task')) setPriority(Number(tid), nice);
} catch {
  try {
    setPriority(nice);
  } catch {
    // not permitted here: the images are cleaned at normal priority
  }
}
// Every image is seen once: one libvips thread, no cache of decoded pixels.
sharp.concurrency(1);
sharp.cache(false);

async function clean(bytes, { maxPixels, minSide, maxSide, quality, format }) {
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > maxPixels) return { ok: false, reason: 'tooLarge' };
  if (Math.min(width, height) < minSide) return { ok: false, reason: 'tooSmall' };
  try {
    const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const out = await (format === 'png' ? image.png() : image.jpeg({ quality })).toBuffer({
      resolveWithObject: true,
    });
    return { ok: true, data: out.data, width: out.info.width, height: out.info.height };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

process.on('message', (request) => {
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.length);
  void clean(bytes, request.limits).then((outcome) => process.send({ id: request.id, outcome }));
});
// The API process is gone (or closed the channel): nothing more will come.
process.on('disconnect', () => process.exit(0));
