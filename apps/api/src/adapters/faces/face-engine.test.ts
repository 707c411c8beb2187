import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { facesDir } from '../../../../../scripts/lib/shared-dir.mjs';
import { humanFaceEngine, mergeFaceBoxes } from './face-engine.js';
import { faceSimilarity } from './similarity.js';

const engine = humanFaceEngine();
afterAll(() => engine.close());
const face = (name: string) => readFileSync(path.join(facesDir(), name));

describe('Human face engine (wasm, in a worker) on the shared fixtures', () => {
  it("matches person A's photos to each other and not to B or C", async () => {
    const names = [
      'person-a-1.jpg',
      'person-a-2.jpg',
      'person-a-3.jpg',
      'person-b.jpg',
      'person-c.jpg',
    ];
    const d: Record<string, number[]> = {};
    for (const n of names) {
      const r = await engine.analyse(face(n));
      expect(r.faces, n).toHaveLength(1);
      expect(r.faces[0]!.descriptor).toHaveLength(1024);
      d[n] = r.faces[0]!.descriptor!;
    }
    const sim = (a: string, b: string) => faceSimilarity(d[a]!, d[b]!);
    for (const [a, b] of [
      ['person-a-1.jpg', 'person-a-2.jpg'],
      ['person-a-1.jpg', 'person-a-3.jpg'],
      ['person-a-2.jpg', 'person-a-3.jpg'],
    ]) {
      expect(sim(a!, b!), `${a} ~ ${b}`).toBeGreaterThan(0.55);
    }
    for (const a of ['person-a-1.jpg', 'person-a-2.jpg', 'person-a-3.jpg']) {
      expect(sim(a, 'person-b.jpg'), `${a} vs B`).toBeLessThan(0.5);
      expect(sim(a, 'person-c.jpg'), `${a} vs C`).toBeLessThan(0.5);
    }
  }, 60_000);

  it('sees more than one face in the group photo', async () => {
    const r = await engine.analyse(face('group-of-four.jpg'));
    expect(r.faces.length).toBeGreaterThan(1);
  }, 60_000);

  it('counts one face, not more, on each single-person photo when tiles are searched too', async () => {
    for (const n of ['person-a-1.jpg', 'person-a-2.jpg', 'person-b.jpg', 'person-c.jpg']) {
      const img = face(n);
      const counted = await engine.countFaces(img, await engine.analyse(img));
      expect(counted.boxes, n).toHaveLength(1);
    }
  }, 60_000);

  it('merges a face seen whole and on a tile into one, and keeps separate faces apart', () => {
    const big: [number, number, number, number] = [100, 100, 300, 300];
    const sameOnTile: [number, number, number, number] = [180, 160, 150, 160];
    const other: [number, number, number, number] = [500, 40, 50, 50];
    expect(mergeFaceBoxes([big, sameOnTile, other])).toEqual([big, other]);
  });

  it('finds no face in a picture without one', async () => {
    const sharp = (await import('sharp')).default;
    const wall = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 190, b: 170 } },
    })
      .jpeg()
      .toBuffer();
    expect((await engine.analyse(wall)).faces).toHaveLength(0);
  }, 60_000);

  it('refuses bytes that are not an image without killing the worker', async () => {
    await expect(engine.analyse(Buffer.from('not an image'))).rejects.toThrow();
    expect((await engine.analyse(face('person-b.jpg'))).faces).toHaveLength(1);
  }, 60_000);
});
