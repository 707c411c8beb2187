import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { facesDir } from '../../../../../../scripts/lib/shared-dir.mjs';
import {
  assessImage,
  DEFAULT_QUALITY_THRESHOLDS,
  qualityProblemLabels,
  type ImageQuality,
} from './assess.js';
import { documentPhoto, screenshotPng } from './test-images.js';

const dir = facesDir();
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.jpg'));
const face = (name: string) => readFileSync(path.join(dir, name));
/** What lib/uploads.ts cleanImage does to every upload before the checks see it. */
const asUploaded = (img: Buffer) =>
  sharp(img)
    .resize({ width: 2560, height: 2560, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 88 })
    .toBuffer();
const variant = (name: string, edit: (s: Sharp) => Sharp) =>
  edit(sharp(face(name)))
    .jpeg()
    .toBuffer();

const figures = (q: ImageQuality) =>
  `sharpness ${q.sharpness.toFixed(2)}, brightness ${q.brightness.toFixed(0)}, ` +
  `flat ${q.flatFraction.toFixed(2)}, problems [${q.problems.join(', ')}]`;

describe('assessImage on the face fixtures', () => {
  it.each(fixtures)(
    'finds no problem in %s, as sent or as the upload cleaner stores it',
    async (f) => {
      for (const bytes of [face(f), await asUploaded(face(f))]) {
        const q = await assessImage(bytes, 'selfie');
        expect(q.problems, `${f}: ${figures(q)}`).toEqual([]);
        expect(q.score).toBe(1);
      }
    },
  );

  it.each(fixtures)('flags %s blurred with blur(4) and stronger, and nothing else', async (f) => {
    for (const sigma of [4, 8, 16]) {
      const q = await assessImage(await variant(f, (s) => s.blur(sigma)), 'selfie');
      expect(q.problems, `${f} blur(${sigma}): ${figures(q)}`).toEqual(['blurred']);
      expect(q.score).toBeLessThan(0.7);
    }
  });

  it.each(fixtures)('flags %s darkened as too dark, not blurred', async (f) => {
    const q = await assessImage(await variant(f, (s) => s.linear(0.2, 0)), 'selfie');
    // auto-reject reads blurred + too_dark as unreadable, so darkness alone must not look blurred.
    expect(q.problems, `${f} dark: ${figures(q)}`).toEqual(['too_dark']);
  });

  it.each(fixtures)('flags %s blown out as overexposed', async (f) => {
    const q = await assessImage(await variant(f, (s) => s.linear(3, 60)), 'selfie');
    expect(q.problems, `${f} blown out: ${figures(q)}`).toEqual(['overexposed']);
  });
});

describe('resolution', () => {
  it('flags a tiny selfie, and a selfie-sized image as a document', async () => {
    const tiny = await assessImage(await variant('person-b.jpg', (s) => s.resize(200)), 'selfie');
    expect(tiny.problems).toEqual(['low_resolution']);
    expect([tiny.width, tiny.height]).toEqual([200, 200]);
    // 480 px is enough for a selfie but not for a document (600 by default).
    const asDocument = await assessImage(face('person-b.jpg'), 'document');
    expect(asDocument.problems).toEqual(['low_resolution']);
  });

  it('takes thresholds from the caller', async () => {
    const q = await assessImage(face('person-b.jpg'), 'selfie', { selfieMinShortSide: 720 });
    expect(q.problems).toEqual(['low_resolution']);
    expect(DEFAULT_QUALITY_THRESHOLDS.selfieMinShortSide).toBe(480);
  });
});

describe('screenshots', () => {
  let shot: Buffer;
  beforeAll(async () => {
    shot = await screenshotPng();
  });

  it('flags a phone screenshot with its signs, as a PNG and as the cleaner stores it', async () => {
    for (const bytes of [shot, await asUploaded(shot)]) {
      const q = await assessImage(bytes, 'document');
      expect(q.problems, figures(q)).toEqual(['screenshot']);
      expect(q.screenshotSigns.length).toBeGreaterThanOrEqual(2);
      expect(q.screenshotSigns).toContain('exact screen size 1170×2532');
      expect(q.screenshotSigns.join('; ')).toMatch(/large flat areas \(\d+% of pixels\)/);
      expect(q.screenshotSigns.join('; ')).toMatch(/status bar/);
    }
  });

  it('still flags one cropped to no screen size, or scaled down to fit 2560 px', async () => {
    const cropped = await asUploaded(
      await sharp(shot).extract({ left: 0, top: 0, width: 1170, height: 2300 }).png().toBuffer(),
    );
    const c = await assessImage(cropped, 'document');
    expect(c.problems, figures(c)).toEqual(['screenshot']);
    expect(c.screenshotSigns.join('; ')).not.toMatch(/screen size/);

    const proMax = await sharp(shot).resize(1284, 2778, { fit: 'fill' }).png().toBuffer();
    const p = await assessImage(await asUploaded(proMax), 'document');
    expect([p.width, p.height]).toEqual([1183, 2560]);
    expect(p.screenshotSigns.join('; ')).toMatch(/scaled to 1183×2560 .*1284×2778/);
    expect(p.problems).toEqual(['screenshot']);
  });

  it('does not call a phone photo of a document a screenshot', async () => {
    const photo = await documentPhoto(face('person-a-1.jpg'));
    for (const bytes of [photo, await asUploaded(photo)]) {
      const q = await assessImage(bytes, 'document');
      expect(q.problems, figures(q)).toEqual([]);
      expect(q.screenshotSigns).toEqual([]);
      expect(q.flatFraction).toBeLessThan(0.05);
    }
  });
});

describe('unreadable input', () => {
  it.each([
    ['garbage', Buffer.from('definitely not an image')],
    ['empty', Buffer.alloc(0)],
    ['a truncated JPEG', face('person-b.jpg').subarray(0, 4000)],
  ])('reports %s as unreadable without throwing', async (_, bytes) => {
    const q = await assessImage(bytes, 'selfie');
    expect(q.problems).toEqual(['unreadable']);
    expect(q.score).toBe(0);
  });
});

describe('labels and score', () => {
  it('has reviewer wording for every problem', () => {
    expect(qualityProblemLabels.screenshot).toBe('Looks like a screenshot');
    for (const label of Object.values(qualityProblemLabels)) expect(label).toMatch(/^[A-Z]/);
  });

  it('scores lower the further an image is from passing', async () => {
    const mild = await assessImage(await variant('person-b.jpg', (s) => s.blur(4)), 'selfie');
    const strong = await assessImage(await variant('person-b.jpg', (s) => s.blur(16)), 'selfie');
    const twice = await assessImage(
      await variant('person-b.jpg', (s) => s.blur(4).linear(0.2, 0)),
      'selfie',
    );
    expect(strong.score).toBeLessThan(mild.score);
    expect(mild.score).toBeGreaterThan(0);
    // Problems multiply: each caps the score at 0.7.
    expect(twice.problems).toEqual(['blurred', 'too_dark']);
    expect(twice.score).toBeLessThan(0.7 * 0.7);
  });
});

describe('speed', () => {
  it('assesses a 1280×720 JPEG quickly (printed, not asserted)', async () => {
    const doc = await sharp(await documentPhoto(face('person-a-2.jpg')))
      .resize(1280, 720)
      .jpeg({ quality: 88 })
      .toBuffer();
    const big = await sharp(doc).resize(2560).jpeg({ quality: 88 }).toBuffer();
    for (const [label, bytes] of [
      ['1280×720 JPEG', doc],
      ['2560×1440 JPEG', big],
    ] as const) {
      await assessImage(bytes, 'document'); // warm up the JIT and libvips
      const times: number[] = [];
      for (let i = 0; i < 15; i++) {
        const started = performance.now();
        await assessImage(bytes, 'document');
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (p: number) => times[Math.floor(p * (times.length - 1))]!.toFixed(1);
      console.log(`assessImage ${label}: median ${at(0.5)} ms, min ${at(0)}, max ${at(1)}`);
    }
  });
});
