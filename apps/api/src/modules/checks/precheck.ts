import {
  precheckProblemMessages,
  type DocumentType,
  type PrecheckKind,
  type PrecheckProblemCode,
  type PrecheckResult,
} from '@vouch/contracts';
import type { FaceEngine } from '../../adapters/faces/face-engine.js';
import type { MrzReader } from './mrz/reader.js';
import { assessImage } from './quality/assess.js';

export interface PrecheckInput {
  kind: PrecheckKind;
  documentType: DocumentType | null;
  image: Buffer;
}

/**
 * The checks a member can act on at once, on one photo, with the submission checks' own code: the
 * image quality assessment, the face engine (with its small-face count for "exactly one face") and
 * the MRZ reader. What needs the whole submission (face match, duplicates, typed details, lists)
 * waits for the submission. Quality, faces and OCR run side by side (sharp, the face worker and
 * the OCR worker are separate threads).
 */
export async function precheckImage(
  d: { engine: FaceEngine; reader: MrzReader },
  input: PrecheckInput,
): Promise<Omit<PrecheckResult, 'checked'>> {
  const started = performance.now();
  const selfie = input.kind === 'selfie';
  const quality = await assessImage(input.image, selfie ? 'selfie' : 'document');
  const problems: PrecheckProblemCode[] = [...quality.problems];
  // An image that cannot be decoded has nothing more to look at.
  if (!quality.problems.includes('unreadable')) {
    // A blurred or tiny page cannot be read either: OCR would spend seconds trying sizes for the
    // same advice (take it again, sharp), so the MRZ is read only on a usable photo.
    const readable = !problems.some((p) => p === 'blurred' || p === 'low_resolution');
    const passport =
      readable && input.kind === 'document_front' && input.documentType === 'passport';
    const [faces, mrz] = await Promise.all([
      input.kind === 'document_back' ? null : facesOf(d.engine, input.image, selfie),
      passport ? d.reader.read(input.image) : null,
    ]);
    if (faces !== null) {
      if (selfie && faces === 0) problems.push('no_face');
      if (selfie && faces > 1) problems.push('many_faces');
      if (!selfie && faces === 0) problems.push('no_document_face');
    }
    if (mrz) {
      if (!mrz.found || !mrz.parsed) problems.push('mrz_missing');
      else if (!mrz.parsed.valid) problems.push('mrz_invalid');
      else if (mrz.parsed.expired) problems.push('passport_expired');
    }
  }
  return {
    kind: input.kind,
    ok: problems.length === 0,
    problems: problems.map((code) => ({ code, message: precheckProblemMessages[code] })),
    ms: Math.round(performance.now() - started),
  };
}

/** A selfie's faces are counted down to the small ones; a document needs only one face found. */
async function facesOf(engine: FaceEngine, image: Buffer, selfie: boolean): Promise<number> {
  const analysis = await engine.analyse(image);
  if (!selfie) return analysis.faces.length;
  return (await engine.countFaces(image, analysis)).boxes.length;
}
