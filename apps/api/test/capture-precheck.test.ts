import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrecheckResult } from '@vouch/contracts';
import {
  dataUrl,
  documentImage,
  facePhoto,
  groupSelfie,
  passportPage,
  soloSelfie,
} from './setup/kyc-fixtures.js';
import { post, registerMember } from './setup/members.js';
import { sharedChecks } from './setup/checks.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { CHECKS: 'on' },
    checks: sharedChecks(),
  });
  token = (await registerMember(t.app, t.db, { verify: true })).token;
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function precheck(body: Record<string, unknown>, as = token) {
  return post(t.app, '/kyc/precheck', body, as);
}

async function problems(kind: string, image: Buffer, document_type?: string) {
  const r = await precheck({ kind, image: dataUrl(image), document_type });
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  const msg = r.body.msg as PrecheckResult;
  expect(msg.checked).toBe(true);
  return msg;
}

const codes = (r: PrecheckResult) => r.problems.map((p) => p.code);

describe('POST /kyc/precheck: one photo checked at capture', () => {
  it('accepts a good selfie and a good passport page', async () => {
    const selfie = await problems('selfie', await soloSelfie());
    expect(selfie.problems).toEqual([]);
    expect(selfie.ok).toBe(true);
    const page = await problems('document_front', await passportPage(), 'passport');
    expect(page.problems, JSON.stringify(page.problems)).toEqual([]);
    expect(page.ok).toBe(true);
  }, 60_000);

  it('flags a blurred document, with a message that says to retake it', async () => {
    const blurred = await sharp(await passportPage())
      .blur(6)
      .jpeg()
      .toBuffer();
    const r = await problems('document_front', blurred, 'national_id');
    expect(r.ok).toBe(false);
    expect(codes(r)).toContain('blurred');
    expect(r.problems.find((p) => p.code === 'blurred')!.message).toMatch(/take it again/);
  }, 60_000);

  it('flags a passport photo page without its machine-readable zone', async () => {
    const page = await passportPage();
    const { width, height } = await sharp(page).metadata();
    // The MRZ's two lines at the bottom covered with the page's own paper colour.
    const band = Math.round(height! * 0.3);
    const { data } = await sharp(page)
      .extract({ left: 2, top: height! - 3, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const cropped = await sharp(page)
      .composite([
        {
          input: {
            create: {
              width: width!,
              height: band,
              channels: 3,
              background: { r: data[0]!, g: data[1]!, b: data[2]! },
            },
          },
          left: 0,
          top: height! - band,
        },
      ])
      .jpeg({ quality: 92 })
      .toBuffer();
    const r = await problems('document_front', cropped, 'passport');
    expect(codes(r)).toEqual(['mrz_missing']);
    // The same photo as a national ID's front: no MRZ is expected there.
    expect(codes(await problems('document_front', cropped, 'national_id'))).toEqual([]);
  }, 60_000);

  it('flags a selfie with two small faces in the background, and one with no face', async () => {
    const group = await problems('selfie', await groupSelfie(1 / 15));
    expect(codes(group)).toEqual(['many_faces']);
    const wall = await problems('selfie', await documentImage(720, 720));
    expect(codes(wall)).toContain('no_face');
  }, 60_000);

  it('flags a document front with no face on it; a back needs none', async () => {
    const plain = await documentImage();
    expect(codes(await problems('document_front', plain, 'national_id'))).toContain(
      'no_document_face',
    );
    expect(codes(await problems('document_back', plain, 'national_id'))).toEqual([]);
  }, 60_000);

  it('refuses bad input with a clear message and needs a signed-in member', async () => {
    const noKind = await precheck({ image: dataUrl(facePhoto()) });
    expect(noKind.code).toBe(400);
    expect(noKind.body.msg).toBe('Say which photo this is');
    const notImage = await precheck({
      kind: 'selfie',
      image: `data:image/png;base64,${Buffer.from('%PDF-1.4 not an image').toString('base64')}`,
    });
    expect(notImage.code).toBe(400);
    expect(notImage.body.msg).toBe('Upload a JPEG or PNG image');
    const tiny = await precheck({
      kind: 'selfie',
      image: dataUrl(await sharp(facePhoto()).resize(100, 100).jpeg().toBuffer()),
    });
    expect(tiny.code).toBe(400);
    const anonymous = await post(t.app, '/kyc/precheck', {
      kind: 'selfie',
      image: dataUrl(facePhoto()),
    });
    expect(anonymous.code).toBe(401);
  });

  it('examines nothing when the checks are off', async () => {
    const off = await createTestApp();
    try {
      const m = await registerMember(off.app, off.db, { verify: true });
      const r = await post(
        off.app,
        '/kyc/precheck',
        { kind: 'selfie', image: dataUrl(await groupSelfie()) },
        m.token,
      );
      expect(r.code).toBe(200);
      expect(r.body.msg).toMatchObject({ checked: false, ok: true, problems: [] });
    } finally {
      await off.close();
    }
  });
});
