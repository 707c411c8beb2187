import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchOptions } from '@playwright/test';
import sharp from 'sharp';
import { facesDir } from '../../scripts/lib/shared-dir.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The face Chromium's fake camera shows (tests may read the shared fixtures). */
export const FACE = path.join(facesDir(), 'person-a-1.jpg');
export const FAKE_CAMERA_FILE = path.resolve(here, '../.tmp/fake-camera/person-a.y4m');
/** More clips for the capture help: a plain wall (no face), a dark room, a face out of focus. */
export const WALL_CAMERA_FILE = path.resolve(here, '../.tmp/fake-camera/wall.y4m');
export const DARK_CAMERA_FILE = path.resolve(here, '../.tmp/fake-camera/dark.y4m');
export const BLURRED_CAMERA_FILE = path.resolve(here, '../.tmp/fake-camera/blurred.y4m');
/** A document on a dark table, for the document camera. */
export const DOCUMENT_CAMERA_FILE = path.resolve(here, '../.tmp/fake-camera/document.y4m');

const W = 640;
const H = 480;

/** RGB → I420 (BT.601, video range), the planes a Y4M 'C420jpeg' frame holds. */
function toI420(rgb: Buffer): Buffer {
  const y = Buffer.alloc(W * H);
  const u = Buffer.alloc((W / 2) * (H / 2));
  const v = Buffer.alloc((W / 2) * (H / 2));
  for (let row = 0; row < H; row++) {
    for (let col = 0; col < W; col++) {
      const i = (row * W + col) * 3;
      const r = rgb[i]!;
      const g = rgb[i + 1]!;
      const b = rgb[i + 2]!;
      y[row * W + col] = Math.round(0.257 * r + 0.504 * g + 0.098 * b + 16);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (W / 2) + col / 2;
        u[c] = Math.round(-0.148 * r - 0.291 * g + 0.439 * b + 128);
        v[c] = Math.round(0.439 * r - 0.368 * g - 0.071 * b + 128);
      }
    }
  }
  return Buffer.concat([y, u, v]);
}

/**
 * Writes W×H RGB pixels as a Y4M clip for '--use-file-for-fake-video-capture': a few identical
 * frames (Chromium loops it). Written aside and renamed, so a browser launched meanwhile (another
 * spec, another port) never reads half a file.
 */
function writeClip(rgb: Buffer, file: string): string {
  const frame = Buffer.concat([Buffer.from('FRAME\n'), toI420(rgb)]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F30:1 Ip A1:1 C420jpeg\n`);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
  renameSync(partial, file);
  return file;
}

/**
 * The image fitted into the 640×480 frame on a light grey background, as raw RGB; optionally
 * darkened (brightness < 1) or out of focus (a Gaussian blur of that sigma, in frame pixels).
 */
async function framed(image: string, { brightness = 1, blur = 0 } = {}) {
  let img = sharp(image)
    .resize(W, H, { fit: 'contain', background: { r: 226, g: 232, b: 240 } })
    .removeAlpha();
  if (brightness !== 1) img = img.linear(brightness, 0);
  // Blurred after the resize, so the sigma is in the camera's pixels.
  if (blur > 0) img = sharp(await img.png().toBuffer()).blur(blur);
  return img.raw().toBuffer();
}

/** Writes a Y4M clip of the face (640×480, Chromium loops it). Returns its absolute path. */
export async function makeFakeCameraFile(image = FACE, file = FAKE_CAMERA_FILE): Promise<string> {
  return writeClip(await framed(image), file);
}

/** A clip with no face: a softly lit wall, lighter at the top. */
export function makeWallCameraFile(file = WALL_CAMERA_FILE): string {
  const rgb = Buffer.alloc(W * H * 3);
  for (let row = 0; row < H; row++) {
    const shade = 215 - Math.round((row / H) * 45);
    rgb.fill(Buffer.from([shade, shade - 8, shade - 20]), row * W * 3, (row + 1) * W * 3);
  }
  return writeClip(rgb, file);
}

/** The face as in a dim room: every pixel at 15% of its brightness. */
export async function makeDarkCameraFile(image = FACE, file = DARK_CAMERA_FILE): Promise<string> {
  return writeClip(await framed(image, { brightness: 0.15 }), file);
}

/** The face out of focus (or shaken): a Gaussian blur of sigma 4 px. */
export async function makeBlurredCameraFile(
  image = FACE,
  file = BLURRED_CAMERA_FILE,
): Promise<string> {
  return writeClip(await framed(image, { blur: 4 }), file);
}

/**
 * A document (e.g. a passport page JPEG) lying flat on a dark table, filling about three quarters
 * of the frame's width, as the rear camera would see it.
 */
export async function makeDocumentCameraFile(
  document: Buffer,
  file = DOCUMENT_CAMERA_FILE,
): Promise<string> {
  const card = await sharp(document).resize(470, 320, { fit: 'inside' }).toBuffer();
  const { width = 0, height = 0 } = await sharp(card).metadata();
  const rgb = await sharp({
    create: { width: W, height: H, channels: 3, background: { r: 38, g: 42, b: 48 } },
  })
    .composite([
      { input: card, left: Math.round((W - width) / 2), top: Math.round((H - height) / 2) },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  return writeClip(rgb, file);
}

/** A JPEG of a face for setInputFiles (uploads are checked to be at least 300×300). */
export async function faceJpeg(image: string, width = 800, height = 600): Promise<Buffer> {
  return sharp(image)
    .resize(width, height, { fit: 'contain', background: { r: 240, g: 240, b: 240 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The config's launch options (executable, base args) plus Chromium's fake camera playing a clip:
 * FACE unless another clip is given (one per browser launch).
 */
export function withFakeCamera(base: LaunchOptions, clip = FAKE_CAMERA_FILE): LaunchOptions {
  return {
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  };
}
