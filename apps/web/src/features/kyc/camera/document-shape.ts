/**
 * Is a document in view? A card or passport page photographed flat is a bright-edged rectangle of
 * about 1.3-1.8 : 1 (ID-1 cards 1.59, passport pages 1.42) whose inside is dense with small edges
 * (printed text). Found on the small sampled frame's luma: the rows and columns where a long run of
 * strong edges lies are the card's sides. A face, a wall or a hand has no four straight sides, and
 * a plain rectangle (a blank sheet, a screen) no text.
 */
export interface DocumentView {
  /** Four sides found, card-shaped, with text inside. */
  found: boolean;
  /** A card-shaped outline whose side lies on the frame's edge: part of it is cut off. */
  cutOff: boolean;
  /** The rectangle as fractions of the frame (null when no four sides were found). */
  box: { x: number; y: number; width: number; height: number } | null;
  /** Share of the inside's pixels on a strong edge: text makes it high. */
  textDensity: number;
}

export const documentLimits = {
  /** Luma step between neighbours that counts as an edge. */
  edge: 24,
  /** A side is a run of edge pixels over this share of the frame's width (height). */
  minSide: 0.3,
  minAspect: 1.2,
  maxAspect: 1.9,
  /** The document fills at least this share of the frame. */
  minArea: 0.2,
  /** Text: at least this share of the inside's pixels are on an edge (a rendered passport page reads 0.19, the e2e face photo 0.05). */
  minTextDensity: 0.08,
} as const;

const none = (textDensity = 0): DocumentView => ({
  found: false,
  cutOff: false,
  box: null,
  textDensity,
});

/**
 * The longest run of edge pixels along each row (horizontal sides) and each column (vertical
 * sides). A run, not a count: a row through printed text has many edges, none in a long line.
 */
function sideRuns(luma: Float32Array, w: number, h: number) {
  const t = documentLimits.edge;
  const rows = new Float32Array(h);
  const cols = new Float32Array(w);
  const colRun = new Float32Array(w);
  for (let y = 1; y < h - 1; y++) {
    let run = 0;
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      // A horizontal side: a step between the row above and the row below.
      const hEdge = Math.abs(luma[i + w]! - luma[i - w]!) > t;
      run = hEdge ? run + 1 : 0;
      if (run > rows[y]!) rows[y] = run;
      const vEdge = Math.abs(luma[i + 1]! - luma[i - 1]!) > t;
      colRun[x] = vEdge ? colRun[x]! + 1 : 0;
      if (colRun[x]! > cols[x]!) cols[x] = colRun[x]!;
    }
  }
  return { rows, cols };
}

/** The first and last index (from the outside in) whose run is long enough. */
function outerSides(runs: Float32Array, min: number): [number, number] | null {
  let first = -1;
  let last = -1;
  for (let i = 0; i < runs.length; i++) {
    if (runs[i]! >= min) {
      if (first < 0) first = i;
      last = i;
    }
  }
  return first >= 0 && last - first >= runs.length * 0.2 ? [first, last] : null;
}

function textDensity(luma: Float32Array, w: number, box: [number, number, number, number]) {
  const [x0, y0, x1, y1] = box;
  const t = documentLimits.edge;
  let n = 0;
  let edges = 0;
  for (let y = y0 + 1; y < y1 - 1; y++) {
    for (let x = x0 + 1; x < x1 - 1; x++) {
      const i = y * w + x;
      const g = Math.max(
        Math.abs(luma[i + 1]! - luma[i - 1]!),
        Math.abs(luma[i + w]! - luma[i - w]!),
      );
      if (g > t) edges++;
      n++;
    }
  }
  return n > 0 ? edges / n : 0;
}

export function documentView(luma: Float32Array, w: number, h: number): DocumentView {
  if (w < 16 || h < 16) return none();
  const L = documentLimits;
  const { rows, cols } = sideRuns(luma, w, h);
  const horizontal = outerSides(rows, w * L.minSide);
  const vertical = outerSides(cols, h * L.minSide);
  if (!horizontal && !vertical) return none();
  if (!horizontal || !vertical) {
    // Two sides and a third one: a card running off the frame past its fourth side, if text is
    // between them. (A photo's two straight borders and nothing across them is not a card.)
    const across = horizontal ? cols : rows;
    const acrossMin = horizontal ? h * L.minSide : w * L.minSide;
    if (!across.some((r) => r >= acrossMin)) return none();
    const [a, b] = horizontal ?? vertical!;
    const band: [number, number, number, number] = horizontal ? [0, a, w, b] : [a, 0, b, h];
    const density = textDensity(luma, w, band);
    return { ...none(density), cutOff: density >= L.minTextDensity };
  }
  const [top, bottom] = horizontal;
  const [left, right] = vertical;
  const bw = right - left;
  const bh = bottom - top;
  const aspect = bw / bh;
  // Inset by a tenth, so the sides themselves are not counted as text.
  const ix = Math.round(bw * 0.1);
  const iy = Math.round(bh * 0.1);
  const density = textDensity(luma, w, [left + ix, top + iy, right - ix, bottom - iy]);
  const cardShaped =
    aspect >= L.minAspect && aspect <= L.maxAspect && (bw * bh) / (w * h) >= L.minArea;
  const box = { x: left / w, y: top / h, width: bw / w, height: bh / h };
  if (!cardShaped) return { ...none(density), box };
  const m = 2;
  const cutOff = left <= m || top <= m || right >= w - 1 - m || bottom >= h - 1 - m;
  return { found: density >= L.minTextDensity, cutOff, box, textDensity: density };
}
