import { describe, expect, it } from 'vitest';
import {
  captureHelp,
  limits,
  noHelp,
  steady,
  type CaptureHelp,
  type Observation,
  type SeenFace,
} from './capture-help';
import type { DocumentView } from './document-shape';
import { captureHelpMessages as say } from './guidance';

/** A face of the given width (share of the frame), centred on (cx, cy). */
function face(width: number, cx = 0.5, cy = 0.5, score = 0.9): SeenFace {
  const height = width * 1.1;
  return { x: cx - width / 2, y: cy - height / 2, width, height, score };
}

function seen(faces: SeenFace[], over: Partial<Observation> = {}): Observation {
  return { faces, brightness: 120, sharpness: 60, ...over };
}

describe('capture help for the selfie', () => {
  const text = (o: Observation) => captureHelp('selfie', o).text;

  it('says it looks good for one centred, well-sized, sharp and lit face', () => {
    expect(captureHelp('selfie', seen([face(0.45)]))).toEqual({ tone: 'good', text: say.good });
  });

  it('asks for light first: in the dark faces go unseen', () => {
    expect(text(seen([], { brightness: 30 }))).toBe(say.dark);
    expect(text(seen([face(0.45)], { brightness: limits.minBrightness - 1 }))).toBe(say.dark);
    expect(text(seen([face(0.45)], { brightness: limits.minBrightness }))).toBe(say.good);
  });

  it('asks for a face when none is seen, ignoring weak detections', () => {
    expect(text(seen([]))).toBe(say.selfie.noFace);
    expect(text(seen([face(0.45, 0.5, 0.5, limits.minScore - 0.01)]))).toBe(say.selfie.noFace);
    // A plain wall is also 'blurred'; the missing face is the useful advice.
    expect(text(seen([], { sharpness: 0 }))).toBe(say.selfie.noFace);
  });

  it('asks for only the member when several faces are seen', () => {
    expect(text(seen([face(0.4, 0.3), face(0.2, 0.8)]))).toBe(say.selfie.manyFaces);
    expect(text(seen([face(0.4), face(0.2, 0.8, 0.5, 0.2)]))).toBe(say.good);
  });

  it('asks to come closer or move back when the face is too small or too large', () => {
    expect(text(seen([face(limits.minFaceWidth - 0.01)]))).toBe(say.selfie.tooSmall);
    expect(text(seen([face(limits.maxFaceWidth + 0.01)]))).toBe(say.selfie.tooClose);
    expect(text(seen([face(limits.minFaceWidth)]))).toBe(say.good);
    expect(text(seen([face(limits.maxFaceWidth)]))).toBe(say.good);
  });

  it('asks to centre the face when it is off to a side, above or below', () => {
    const off = limits.maxOffCentre + 0.02;
    expect(text(seen([face(0.4, 0.5 - off)]))).toBe(say.selfie.offCentre);
    expect(text(seen([face(0.4, 0.5 + off)]))).toBe(say.selfie.offCentre);
    expect(text(seen([face(0.4, 0.5, 0.5 + off)]))).toBe(say.selfie.offCentre);
    expect(text(seen([face(0.4, 0.5 + limits.maxOffCentre - 0.02)]))).toBe(say.good);
  });

  it('says the picture is blurred only once the face is in place', () => {
    const blurred = { sharpness: limits.minSharpness - 1 };
    expect(text(seen([face(0.45)], blurred))).toBe(say.selfie.blurred);
    expect(text(seen([face(0.1)], blurred))).toBe(say.selfie.tooSmall);
  });
});

describe('capture help for a document', () => {
  const text = (o: Observation) => captureHelp('document', o).text;
  const view = (over: Partial<DocumentView> = {}): DocumentView => ({
    found: true,
    cutOff: false,
    box: { x: 0.1, y: 0.15, width: 0.8, height: 0.7 },
    textDensity: 0.1,
    ...over,
  });

  it('says it looks good when a card with text is in view, whatever faces are seen', () => {
    expect(text(seen([], { document: view() }))).toBe(say.good);
  });

  it('is not fooled by a face: with no document in view it asks for one', () => {
    const faceOnly = seen([face(0.45)], { document: view({ found: false, box: null }) });
    expect(captureHelp('document', faceOnly)).toEqual({
      tone: 'hint',
      text: say.document.notFound,
    });
    expect(text(seen([face(0.45)]))).toBe(say.document.notFound);
  });

  it('asks for the whole document when it runs off the frame', () => {
    expect(text(seen([], { document: view({ found: false, cutOff: true }) }))).toBe(
      say.document.cutOff,
    );
  });

  it('asks for light, then sharpness', () => {
    expect(text(seen([], { document: view(), brightness: 20 }))).toBe(say.dark);
    expect(text(seen([], { document: view(), sharpness: 2 }))).toBe(say.document.blurred);
  });
});

describe('steady advice', () => {
  const a: CaptureHelp = { tone: 'hint', text: say.dark };
  const b: CaptureHelp = { tone: 'hint', text: say.selfie.noFace };
  const ok: CaptureHelp = { tone: 'good', text: say.good };

  it('shows the first advice at once', () => {
    expect(steady(noHelp, a).shown).toBe(a);
  });

  it('changes only when new advice comes twice in a row', () => {
    let s = steady(noHelp, a);
    s = steady(s, ok);
    expect(s.shown).toBe(a);
    s = steady(s, ok);
    expect(s.shown).toBe(ok);
  });

  it('ignores a one-frame blip, and a different blip does not add up', () => {
    let s = steady(noHelp, ok);
    s = steady(s, a);
    s = steady(s, ok);
    s = steady(s, a);
    expect(s.shown).toBe(ok);
    s = steady(s, b);
    expect(s.shown).toBe(ok);
  });

  it('keeps the same state while the advice holds: no re-render, no new announcement', () => {
    const s = steady(noHelp, ok);
    expect(steady(s, { ...ok })).toBe(s);
  });
});
