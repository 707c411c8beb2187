import { createHash } from 'node:crypto';
import {
  humanFaceEngine,
  type FaceAnalysis,
  type FaceEngine,
} from '../../src/adapters/faces/face-engine.js';
import { createMrzReader, type MrzReader } from '../../src/modules/checks/mrz/reader.js';

let shared: { faceEngine: FaceEngine; mrzReader: MrzReader } | undefined;

/**
 * One face engine and one OCR reader for every test file that runs in this worker process (the
 * API projects share a process between files: isolate false): the models load once a worker, not
 * once a file. Files never close them; they end with the process. A file that needs an engine
 * that misbehaves makes its own.
 *
 * Both are the real models, asked once per distinct image: the suites submit the same fixture
 * photos and documents again and again (on both databases, in many files), and what a model reads
 * in the same bytes is the same every time. A copy of the first answer is given for the rest
 * (decision 0048: about a third of the API suite's time went to reading the same images again).
 */
export function sharedChecks() {
  if (!shared) {
    const engine = humanFaceEngine();
    const reader = createMrzReader();
    shared = {
      faceEngine: {
        analyse: remembered((image) => engine.analyse(image), digest),
        countFaces: remembered(
          (image: Buffer, analysis: FaceAnalysis) => engine.countFaces(image, analysis),
          digest,
        ),
        close: () => engine.close(),
      },
      mrzReader: {
        read: remembered((image) => reader.read(image), digest),
        readText: remembered(
          (image, region) => reader.readText(image, region),
          (image, region) => `${digest(image)}:${region?.bottomFraction ?? 1}`,
        ),
        close: () => reader.close(),
      },
    };
  }
  return shared;
}

const digest = (image: Buffer) => createHash('sha256').update(image).digest('hex');

/** `work` once per key; later calls get a copy of its answer (a failure is not remembered). */
function remembered<A extends unknown[], R>(
  work: (...args: A) => Promise<R>,
  key: (...args: A) => string,
): (...args: A) => Promise<R> {
  const answers = new Map<string, Promise<R>>();
  return (...args) => {
    const k = key(...args);
    let answer = answers.get(k);
    if (!answer) {
      answer = work(...args);
      answers.set(k, answer);
      answer.catch(() => answers.delete(k));
    }
    return answer.then((r) => structuredClone(r));
  };
}
