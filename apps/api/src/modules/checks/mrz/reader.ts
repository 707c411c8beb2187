import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import { mrzCandidates } from './extract.js';
import { parseMrz } from './parse.js';
import type { MrzParsed, MrzReader, MrzReading } from './types.js';

import type { TextReading } from './types.js';

export type { MrzParsed, MrzReader, MrzReading, TextReading } from './types.js';

/**
 * English LSTM model shipped inside @tesseract.js-data/eng: the int-quantised "best" model, which
 * is the one tesseract.js would fetch from a CDN for LSTM-only OCR. Reading it from here keeps the
 * check offline.
 */
const require = createRequire(import.meta.url);
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

const MRZ_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/**
 * Where to look, as the fraction of the height to skip: on a page the bottom band first (ICAO puts
 * the MRZ there), then the whole page; an image already cropped to a strip is read whole.
 */
const regions = (page: GreyPage) => (page.info.width >= 3 * page.info.height ? [0] : [0.65, 0]);

/**
 * Sizes the region is scaled to before OCR, tried in turn until the check digits hold: a width and
 * a vertical factor. The LSTM model's misreads of MRZ text (a '<6' read as 'H', a doubled letter)
 * depend on glyph size and shape, so another size usually fixes what one got wrong, and squashing
 * the glyphs vertically (making them relatively wider, as OCR-B is) helped most in measurements
 * on rendered pages. At 1200 px a full-width MRZ has glyphs of about 40 px.
 */
const scales = [
  { width: 1200, squash: 0.8 },
  { width: 1000, squash: 0.6 },
  { width: 800, squash: 1 },
];

/**
 * One long-lived Tesseract worker, created on the first read and reused. Reads run one at a time
 * (the worker is single-threaded anyway); each has its own time limit, after which the worker is
 * discarded so a stuck job cannot block the next read.
 */
export function createMrzReader(opts: { timeoutMs?: number } = {}): MrzReader {
  const timeoutMs = opts.timeoutMs ?? 20_000;
  let worker: Promise<Tesseract.Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const getWorker = () =>
    (worker ??= startWorker(() => void discardWorker()).catch((err: unknown) => {
      worker = null;
      throw err;
    }));

  const discardWorker = async () => {
    const current = worker;
    worker = null;
    if (current) await (await current.catch(() => null))?.terminate();
  };

  /** The worker's parameters differ per kind of read; switched only when the kind changes. */
  const modes = new WeakMap<Tesseract.Worker, Mode>();
  async function workerFor(mode: Mode): Promise<Tesseract.Worker> {
    const ocr = await getWorker();
    if ((modes.get(ocr) ?? 'mrz') !== mode) {
      await ocr.setParameters(PARAMS[mode]);
      modes.set(ocr, mode);
    }
    return ocr;
  }

  async function readTextNow(image: Buffer, bottomFraction: number): Promise<TextReading> {
    const ocr = await workerFor('text');
    const page = await greyPage(image);
    const { data } = await ocr.recognize(await prepareText(page, bottomFraction), {
      rotateAuto: true,
    });
    return { text: data.text, confidence: data.confidence };
  }

  async function readNow(image: Buffer): Promise<MrzReading> {
    const ocr = await workerFor('mrz');
    const page = await greyPage(image);
    let best: MrzReading | null = null;
    for (const topFraction of regions(page)) {
      for (const scale of scales) {
        const { data } = await ocr.recognize(await prepare(page, topFraction, scale), {
          // Straightens slightly tilted photos before reading (Tesseract measures the skew).
          rotateAuto: true,
        });
        const reading = interpret(data.text);
        if (reading.parsed?.valid) return reading;
        if (!best || (reading.found && !best.found)) best = reading;
        // No run of fillers at all: nothing MRZ-like here that another size would read better.
        if (!data.text.includes('<<')) break;
      }
      // Lines that look like an MRZ but do not add up: the whole page would read no better.
      if (best?.found) break;
    }
    return best!;
  }

  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(new Error('MRZ reader is closed'));
    const run = queue.then(() => withTimeout(work(), timeoutMs, discardWorker));
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    read: (image) => enqueue(() => readNow(image)),
    readText: (image, region = {}) => enqueue(() => readTextNow(image, region.bottomFraction ?? 1)),
    async close() {
      closed = true;
      await queue;
      await discardWorker();
    },
  };
}

type Mode = 'mrz' | 'text';

/**
 * MRZ reads: its alphabet only, one block of lines. Printed text: any character (an empty
 * whitelist is none), and Tesseract's own layout analysis, since labels and values sit in columns
 * beside a portrait.
 */
const PARAMS: Record<Mode, Partial<Tesseract.WorkerParams>> = {
  mrz: {
    tessedit_char_whitelist: MRZ_CHARS,
    tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK,
  },
  text: {
    tessedit_char_whitelist: '',
    tessedit_pageseg_mode: Tesseract.PSM.AUTO,
  },
};

/**
 * Printed text is read at about 1200 px wide: labels and names of an ID card photographed whole
 * are then 20-40 px high, which the LSTM model reads well (at 800 px it confused "JUL" with ")UL");
 * larger only costs time.
 */
const TEXT_WIDTH = 1200;

function prepareText({ data, info }: GreyPage, bottomFraction: number): Promise<Buffer> {
  const height = Math.max(1, Math.floor(info.height * Math.min(1, Math.max(0.1, bottomFraction))));
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return sharp(data, { raw })
    .extract({ left: 0, top: 0, width: info.width, height })
    .resize({ width: TEXT_WIDTH })
    .normalise()
    .png()
    .toBuffer();
}

/** The worker_threads Worker behind a tesseract.js worker (present in Node, not in its typings). */
interface WithThread {
  worker?: { on?(event: 'error', listener: (err: Error) => void): void } | null;
}

async function startWorker(onCrash: () => void): Promise<Tesseract.Worker> {
  const worker = await Tesseract.createWorker(
    'eng',
    Tesseract.OEM.LSTM_ONLY,
    {
      langPath,
      gzip: true,
      // Never read or write a traineddata cache in the current directory.
      cacheMethod: 'none',
      // Without a handler tesseract.js rethrows a failed job inside its message listener, which
      // would crash the process; the job's own promise still rejects.
      errorHandler: () => {},
    },
    // Dictionaries bias OCR towards English words; an MRZ has none.
    { load_system_dawg: '0', load_freq_dawg: '0' },
  );
  await worker.setParameters({
    // A uniform block of text lines: the MRZ band, or a whole page read top to bottom.
    ...PARAMS.mrz,
    // Images carry no meaningful density; without one Tesseract guesses and logs a warning.
    user_defined_dpi: '300',
  });
  // tesseract.js leaves the thread's 'error' event unhandled, which would take the whole process
  // down if the OCR thread crashed; drop the worker instead (the read in flight then times out).
  (worker as WithThread).worker?.on?.('error', onCrash);
  return worker;
}

interface GreyPage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** Upright (EXIF orientation applied: phone photos are often stored sideways) and grey. */
async function greyPage(image: Buffer): Promise<GreyPage> {
  return sharp(image).rotate().greyscale().raw().toBuffer({ resolveWithObject: true });
}

/** The region from `topFraction` down, resized to `scale` and contrast-stretched. */
function prepare(
  { data, info }: GreyPage,
  topFraction: number,
  scale: { width: number; squash: number },
): Promise<Buffer> {
  const top = Math.floor(info.height * topFraction);
  const height = info.height - top;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return sharp(data, { raw })
    .extract({ left: 0, top, width: info.width, height })
    .resize({
      width: scale.width,
      height: Math.max(1, Math.round(((height * scale.width) / info.width) * scale.squash)),
      fit: 'fill',
    })
    .normalise()
    .png()
    .toBuffer();
}

function interpret(rawText: string): MrzReading {
  const candidates = mrzCandidates(rawText);
  let chosen: { lines: string[]; parsed: MrzParsed | null } | null = null;
  for (const lines of candidates) {
    const parsed = tryParse(lines);
    if (parsed?.valid) return { found: true, lines, rawText, parsed };
    chosen ??= { lines, parsed };
  }
  return chosen
    ? { found: true, rawText, ...chosen }
    : { found: false, lines: [], rawText, parsed: null };
}

function tryParse(lines: string[]): MrzParsed | null {
  try {
    return parseMrz(lines);
  } catch {
    return null;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Promise<void>): Promise<T> {
  // The losing promise may still settle later; keep that from surfacing as unhandled.
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout().finally(() => reject(new Error(`MRZ read timed out after ${ms} ms`)));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
