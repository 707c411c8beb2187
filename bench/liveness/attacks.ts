// The attack battery of `npm run eval:liveness` (issue 45, decision 0049), built from the shared
// face fixtures. Each attack makes the frames an impostor could send for a session's challenge;
// the ones that are about the session rather than the pictures (too fast, replayed, expired,
// another member's) are played by the evaluation itself against the routes.
import sharp from 'sharp';
import type { LivenessAction } from '@vouch/contracts';
import {
  decode,
  encode,
  posesFor,
  synthesizedSequence,
  withNoise,
  type Raw,
} from './synthesize.js';

/** How many frames a sequence of this challenge has (posesFor). */
const frameCount = (challenge: LivenessAction[]) => posesFor(challenge).length;

/** Rotate, scale and shift a picture a little: a photo held up and moved by hand. */
async function jittered(photo: Buffer, i: number): Promise<Buffer> {
  const angle = [0, 3, -2, 4, -3, 1, -4, 2][i % 8]!;
  const scale = [1, 1.04, 0.97, 1.06, 0.95, 1.02, 0.98, 1.05][i % 8]!;
  const dx = [0, 8, -6, 12, -10, 4, -12, 6][i % 8]!;
  const meta = await sharp(photo).metadata();
  const w = meta.width ?? 480;
  const h = meta.height ?? 480;
  const pad = 48;
  const grey = { r: 64, g: 64, b: 64 };
  const moved = await sharp(
    await sharp(photo)
      .rotate(angle, { background: grey })
      .resize(Math.round(w * scale))
      .toBuffer(),
  )
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: grey })
    .toBuffer({ resolveWithObject: true });
  // The window the camera sees: the photo's size, centred on the moved picture, shifted by dx.
  const left = Math.round((moved.info.width - w) / 2) - dx;
  const top = Math.round((moved.info.height - h) / 2);
  return sharp(moved.data)
    .extract({
      left: Math.max(0, Math.min(moved.info.width - w, left)),
      top: Math.max(0, Math.min(moved.info.height - h, top)),
      width: Math.min(w, moved.info.width),
      height: Math.min(h, moved.info.height),
    })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A photo shown on a screen and filmed: scanlines, a moiré of the pixel grid, a cast. */
function onScreen(raw: Raw, phase: number): Raw {
  const out = Buffer.from(raw.data);
  for (let y = 0; y < raw.height; y++)
    for (let x = 0; x < raw.width; x++) {
      const o = (y * raw.width + x) * 3;
      const scan = y % 3 === 0 ? 0.82 : 1;
      const moire = 1 + 0.08 * Math.sin((x * 0.9 + y * 0.35 + phase) * 1.7);
      out[o] = Math.min(255, out[o]! * scan * moire * 0.95);
      out[o + 1] = Math.min(255, out[o + 1]! * scan * moire);
      out[o + 2] = Math.min(255, out[o + 2]! * scan * moire * 1.12 + 8);
    }
  return { ...raw, data: out };
}

export interface PictureAttack {
  name: string;
  /** What an impostor holding `photo` (and, for some, `other`) would send. */
  frames(
    photo: Buffer,
    challenge: LivenessAction[],
    other: Buffer,
    seed: number,
  ): Promise<Buffer[]>;
}

/** The same action set in another order (the first rotation that differs). */
function reordered(challenge: LivenessAction[]): LivenessAction[] {
  return [...challenge.slice(1), challenge[0]!];
}

export const pictureAttacks: PictureAttack[] = [
  {
    name: 'still photo',
    async frames(photo, challenge) {
      const one = await encode(await decode(photo));
      return Array.from({ length: frameCount(challenge) }, () => one);
    },
  },
  {
    name: 'still photo with camera noise',
    async frames(photo, challenge, _other, seed) {
      const raw = await decode(photo);
      return Promise.all(
        Array.from({ length: frameCount(challenge) }, (_, i) =>
          encode(withNoise(raw, 3, seed * 100 + i)),
        ),
      );
    },
  },
  {
    name: 'photo moved by hand',
    frames: (photo, challenge) =>
      Promise.all(Array.from({ length: frameCount(challenge) }, (_, i) => jittered(photo, i))),
  },
  {
    name: 'photo on a screen',
    async frames(photo, challenge) {
      return Promise.all(
        Array.from({ length: frameCount(challenge) }, async (_, i) =>
          encode(onScreen(await decode(await jittered(photo, i)), i * 0.7)),
        ),
      );
    },
  },
  {
    name: 'portrait mirrored',
    async frames(photo, challenge) {
      const flipped = await sharp(photo).flop().toBuffer();
      return Promise.all(
        Array.from({ length: frameCount(challenge) }, (_, i) =>
          i % 2 ? jittered(flipped, i) : jittered(photo, i),
        ),
      );
    },
  },
  {
    name: 'portrait re-cropped',
    async frames(photo, challenge) {
      const meta = await sharp(photo).metadata();
      const w = meta.width ?? 480;
      const h = meta.height ?? 480;
      return Promise.all(
        Array.from({ length: frameCount(challenge) }, (_, i) => {
          const cut = 10 + 6 * (i % 4);
          return sharp(photo)
            .extract({ left: cut, top: cut, width: w - 2 * cut, height: h - 2 * cut })
            .resize(w, h)
            .jpeg({ quality: 85 + (i % 3) })
            .toBuffer();
        }),
      );
    },
  },
  {
    name: "two people's frames interleaved",
    async frames(photo, challenge, other, seed) {
      const mine = await synthesizedSequence(photo, challenge, { seed });
      const theirs = await synthesizedSequence(other, challenge, { seed: seed + 7 });
      // Straight frames are the victim's; every movement is the impostor's own head.
      const poses = posesFor(challenge);
      return mine.map((f, i) => (poses[i]![0] === 0 && poses[i]![1] === 0 ? f : theirs[i]!));
    },
  },
  {
    name: 'right actions, wrong order',
    frames: (photo, challenge, _other, seed) =>
      synthesizedSequence(photo, reordered(challenge), { seed }),
  },
  {
    name: 'every action, one after another',
    frames: (photo, challenge, _other, seed) =>
      synthesizedSequence(photo, challenge, {
        seed,
        // Sprays all four movements twice, hoping the right ones are found among them.
        poses: [
          ...posesFor(['turn_left', 'turn_right', 'look_up', 'look_down']),
          ...posesFor(['look_down', 'look_up', 'turn_right', 'turn_left']).slice(1),
        ].slice(0, 16),
      }),
  },
];
