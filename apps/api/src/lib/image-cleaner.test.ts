import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ImageCleaner, type CleanLimits } from './image-cleaner.js';

const limits: CleanLimits = { maxPixels: 25_000_000, minSide: 300, maxSide: 800, quality: 88 };
const cleaner = new ImageCleaner();
afterAll(() => cleaner.close());

/** A 1200 × 900 photo taken rotated (EXIF orientation 6) with a GPS-like comment in its EXIF. */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: 'lat 6.45 lon 3.39' } } })
    .toBuffer();

/** The nice value of a process (field 19 of /proc/<pid>/stat). */
const niceOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

describe('the image cleaner process (decision 0025)', () => {
  it('re-encodes as JPEG: orientation applied, EXIF gone, long side within the limit', async () => {
    const out = await cleaner.clean(await photo(), limits);
    if (!out.ok) throw new Error(`refused: ${out.reason}`);
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('jpeg');
    // Turned upright (900 × 1200), then brought within 800 px.
    expect([meta.width, meta.height]).toEqual([600, 800]);
    expect([out.width, out.height]).toEqual([600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(out.data.includes(Buffer.from('lat 6.45'))).toBe(false);
  });

  it('says why it refuses: unreadable, too small, too many pixels', async () => {
    const jpegHeaderOnly = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
    expect(await cleaner.clean(jpegHeaderOnly, limits)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    const small = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect(await cleaner.clean(small, limits)).toEqual({ ok: false, reason: 'tooSmall' });
    expect(await cleaner.clean(await photo(), { ...limits, maxPixels: 1_000_000 })).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
  });

  it('runs at a lower CPU priority than the API', async () => {
    await cleaner.clean(await photo(), limits);
    const pid = cleaner.processId();
    expect(pid).toBeGreaterThan(0);
    expect(niceOf(pid!)).toBe(10);
    expect(niceOf(process.pid)).toBe(0);
  });

  it('refuses the image a dying cleaner held, and starts a new one for the next', async () => {
    const big = await sharp({
      create: { width: 5000, height: 4000, channels: 3, background: '#789' },
    })
      .jpeg()
      .toBuffer();
    await cleaner.clean(await photo(), limits);
    const first = cleaner.processId()!;
    const held = cleaner.clean(big, limits);
    process.kill(first, 'SIGKILL');
    expect(await held).toEqual({ ok: false, reason: 'unreadable' });
    const next = await cleaner.clean(await photo(), limits);
    expect(next.ok).toBe(true);
    expect(cleaner.processId()).not.toBe(first);
  });
});
