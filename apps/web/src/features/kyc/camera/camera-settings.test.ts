// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { captureGeometry, constraintsFor } from './camera-settings';
import { fitWithin } from './image-file';

describe('camera settings (spec 9)', () => {
  it('asks for a 720x720 front camera for the selfie and a 1280x720 rear one for documents', () => {
    expect(constraintsFor('selfie').video).toMatchObject({
      facingMode: 'user',
      width: { ideal: 720 },
      height: { ideal: 720 },
    });
    expect(constraintsFor('document').video).toMatchObject({
      facingMode: 'environment',
      width: { ideal: 1280 },
      height: { ideal: 720 },
    });
  });

  it('saves the selfie as the centred square, at most 720 px', () => {
    expect(captureGeometry('selfie', 1280, 720)).toEqual({
      sx: 280,
      sy: 0,
      sw: 720,
      sh: 720,
      dw: 720,
      dh: 720,
    });
    expect(captureGeometry('selfie', 640, 480)).toMatchObject({ sx: 80, sw: 480, dw: 480 });
  });

  it('keeps the whole document frame, scaled to fit 1280x720', () => {
    expect(captureGeometry('document', 1920, 1080)).toMatchObject({ dw: 1280, dh: 720 });
    expect(captureGeometry('document', 640, 480)).toMatchObject({ sw: 640, dw: 640, dh: 480 });
  });

  it('scales uploads down to 2000 px on the long side, never up', () => {
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(1200, 1600, 2000)).toEqual({ width: 1200, height: 1600 });
  });
});
