// Renders the pages of one uploaded PDF to PNG images with MuPDF (the `mupdf` npm package, its
// WebAssembly build), in a worker thread of its own: rendering is synchronous CPU work, and the
// parent can stop a document that takes too long by terminating this thread. One worker per
// document, so nothing of one upload outlives it. Plain JavaScript so it loads the same way under
// tsx, vitest and plain node (like adapters/faces/face-worker.mjs).
//
// No PDF JavaScript runs here: MuPDF executes document JavaScript only after pdf_enable_js, which
// nothing here calls (disableJS() below says so explicitly), and a pixmap render performs no
// actions (OpenAction, Launch, URI, SubmitForm); embedded files and multimedia are never opened.
import { parentPort, workerData } from 'node:worker_threads';
import { countOperators } from './pdf-operators.mjs';

const { bytes, maxPages, dpi, maxSide, maxPixels, memoryLimitBytes, maxOperators } = workerData;

// Bound the memory a hostile document can make MuPDF take (a decompression bomb, a huge image):
// the WebAssembly heap of this thread may not grow past memoryLimitBytes. MuPDF's allocator then
// gets no memory and throws, which refuses the document like any other unreadable one.
const grow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function limitedGrow(deltaPages) {
  if (this.buffer.byteLength + deltaPages * 65536 > memoryLimitBytes) {
    throw new RangeError('PDF rendering memory limit reached');
  }
  return grow.call(this, deltaPages);
};

/**
 * Pixels per point: dpi/72, but never past the longest side or the pixel cap, whatever size the
 * page claims (a 200-inch page renders small, not as a 900-megapixel image). MuPDF rounds a page's
 * pixel box outwards, so a pixel of room is kept on each axis.
 */
function fitScale(w, h) {
  let scale = Math.min(dpi / 72, maxSide / Math.max(w, h), Math.sqrt(maxPixels / (w * h)));
  const fits = (s) => {
    const pw = Math.ceil(w * s) + 1;
    const ph = Math.ceil(h * s) + 1;
    return Math.max(pw, ph) <= maxSide && pw * ph <= maxPixels;
  };
  for (let i = 0; i < 100 && !fits(scale); i++) scale *= 0.995;
  return scale;
}

/** The content streams of a page's /Contents (one stream or an array of them). */
function streamsOf(contents) {
  if (contents.isStream()) return [contents];
  const out = [];
  if (contents.isArray()) for (let i = 0; i < contents.length; i++) out.push(contents.get(i));
  return out.filter((c) => c.isStream());
}

/**
 * How many operators drawing these pages would run, counted from their decoded content streams
 * before anything is drawn (issue 31): a form XObject counts its own operators each time a page
 * or another form draws it, and so do annotations' appearances (drawn with the page). Counting
 * stops once past `cap`; a form that draws itself counts as past it.
 */
function drawingCost(pages, cap) {
  const formCosts = new Map();
  const counting = new Set();
  let total = 0;

  function formCost(form, inherited) {
    const key = form.isIndirect() ? form.asIndirect() : null;
    if (key !== null && formCosts.has(key)) return formCosts.get(key);
    if (key !== null && counting.has(key)) return Infinity;
    if (key !== null) counting.add(key);
    const own = form.get('Resources');
    const cost = streamsCost([form], own.isNull() ? inherited : own);
    if (key !== null) {
      counting.delete(key);
      formCosts.set(key, cost);
    }
    return cost;
  }

  function streamsCost(streams, resources) {
    let cost = 0;
    for (const s of streams) {
      const data = s.readStream();
      let counted;
      try {
        counted = countOperators(data.asUint8Array(), cap);
      } finally {
        data.destroy();
      }
      cost += counted.operators;
      for (const [name, times] of counted.draws) {
        if (total + cost > cap) return cost;
        const x = resources.isNull() ? resources : resources.get('XObject', name);
        const subtype = x.get('Subtype');
        if (!x.isStream() || !subtype.isName() || subtype.asName() !== 'Form') continue;
        cost += times * formCost(x, resources);
      }
      if (total + cost > cap) return cost;
    }
    return cost;
  }

  for (const page of pages) {
    const obj = page.getObject();
    const resources = obj.getInheritable('Resources');
    total += streamsCost(streamsOf(obj.get('Contents')), resources);
    for (const annot of [...page.getAnnotations(), ...page.getWidgets()]) {
      if (total > cap) return total;
      const normal = annot.getObject().get('AP', 'N');
      const appearances = normal.isStream() ? [normal] : [];
      if (normal.isDictionary()) normal.forEach((v) => v.isStream() && appearances.push(v));
      for (const ap of appearances) total += formCost(ap, resources);
    }
    if (total > cap) return total;
  }
  return total;
}

// MuPDF is loaded before the parent's clock for the document starts: the time limit is the
// document's own, not the few hundred milliseconds of compiling the renderer on a busy machine.
const mupdf = await import('mupdf');
// MuPDF's warnings about broken files would go to stderr; the outcome says all we need.
mupdf.setLog(null);
parentPort.postMessage({ ready: true });

/** @returns {Promise<{ ok: true, pages: { png: Uint8Array, width: number, height: number }[] } | { ok: false, reason: string, detail?: string }>} */
async function render() {
  let doc;
  try {
    doc = mupdf.Document.openDocument(new Uint8Array(bytes), 'application/pdf');
  } catch (err) {
    return { ok: false, reason: 'unreadable', detail: String(err?.message ?? err) };
  }
  try {
    const pdf = doc.asPDF();
    if (!pdf) return { ok: false, reason: 'unreadable', detail: 'not a PDF' };
    pdf.disableJS();
    // An empty user password is tried on open: only a document that needs a real one is locked.
    if (doc.needsPassword()) return { ok: false, reason: 'encrypted' };
    const count = doc.countPages();
    if (count < 1) return { ok: false, reason: 'unreadable', detail: 'no pages' };
    // Counted before anything is drawn: a many-page document costs no rendering at all.
    if (count > maxPages) return { ok: false, reason: 'tooManyPages', detail: String(count) };
    const loaded = [];
    for (let i = 0; i < count; i++) loaded.push(doc.loadPage(i));
    try {
      // So is the drawing the pages ask for: a page built to keep the renderer busy is refused
      // for its size, in milliseconds, instead of running to the time limit.
      const cost = drawingCost(loaded, maxOperators);
      if (cost > maxOperators) {
        return { ok: false, reason: 'tooComplex', detail: `over ${maxOperators} operators` };
      }
      return drawPages(loaded);
    } finally {
      for (const page of loaded) page.destroy();
    }
  } catch (err) {
    return { ok: false, reason: 'unreadable', detail: String(err?.message ?? err) };
  } finally {
    doc.destroy();
  }
}

/** Each page as a PNG image, within the resolution, side and pixel limits. */
function drawPages(loaded) {
  const pages = [];
  for (const [i, page] of loaded.entries()) {
    const [x0, y0, x1, y1] = page.getBounds();
    const w = x1 - x0;
    const h = y1 - y0;
    if (!(Number.isFinite(w) && Number.isFinite(h) && w >= 1 && h >= 1)) {
      return { ok: false, reason: 'unreadable', detail: `page ${i + 1} has no size` };
    }
    const scale = fitScale(w, h);
    const pixmap = page.toPixmap(
      mupdf.Matrix.scale(scale, scale),
      mupdf.ColorSpace.DeviceRGB,
      false,
      true,
    );
    try {
      const width = pixmap.getWidth();
      const height = pixmap.getHeight();
      if (width * height > maxPixels) {
        return { ok: false, reason: 'unreadable', detail: `page ${i + 1} too large` };
      }
      pages.push({ png: pixmap.asPNG().slice(), width, height });
    } finally {
      pixmap.destroy();
    }
  }
  return { ok: true, pages };
}

render().then(
  (result) => {
    const transfer = result.ok ? result.pages.map((p) => p.png.buffer) : [];
    parentPort.postMessage(result, transfer);
  },
  (err) => {
    parentPort.postMessage({
      ok: false,
      reason: 'unreadable',
      detail: String(err?.message ?? err),
    });
  },
);
