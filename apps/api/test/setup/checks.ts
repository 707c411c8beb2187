import { humanFaceEngine, type FaceEngine } from '../../src/adapters/faces/face-engine.js';
import { createMrzReader, type MrzReader } from '../../src/modules/checks/mrz/reader.js';

let shared: { faceEngine: FaceEngine; mrzReader: MrzReader } | undefined;

/**
 * One face engine and one OCR reader for every test file that runs in this worker process (the
 * API projects share a process between files: isolate false): the models load once a worker, not
 * once a file. Files never close them; they end with the process. A file that needs an engine
 * that misbehaves makes its own.
 */
export function sharedChecks() {
  shared ??= { faceEngine: humanFaceEngine(), mrzReader: createMrzReader() };
  return shared;
}
