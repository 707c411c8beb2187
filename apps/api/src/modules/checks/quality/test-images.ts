/**
 * Test helper: synthetic images for the quality tests — a phone screenshot (rendered UI, no sensor
 * noise) and a phone photo of a document (pale textured card with sensor-like noise).
 */
import sharp from 'sharp';

const svg = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  );

const SANS = 'font-family="DejaVu Sans"';

/** An iPhone 12-14 screenshot (1170×2532) of a banking app: status bar, header, cards, text. */
export async function screenshotPng(): Promise<Buffer> {
  const [w, h] = [1170, 2532];
  const rows = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="60" y="${1180 + i * 180}" width="1050" height="150" rx="24" fill="#ffffff"/>` +
      `<circle cx="140" cy="${1255 + i * 180}" r="40" fill="#dbeafe"/>` +
      `<text x="210" y="${1245 + i * 180}" ${SANS} font-size="40" fill="#111827">Transfer to A. Okafor</text>` +
      `<text x="210" y="${1295 + i * 180}" ${SANS} font-size="30" fill="#6b7280">12 Nov · Successful</text>` +
      `<text x="900" y="${1265 + i * 180}" ${SANS} font-size="40" fill="#111827">₦${(i + 1) * 2500}</text>`,
  ).join('');
  const body =
    `<rect width="${w}" height="${h}" fill="#f2f2f7"/>` +
    // Status bar: clock, signal bars, battery on a white band.
    `<rect width="${w}" height="141" fill="#ffffff"/>` +
    `<text x="90" y="95" ${SANS} font-size="48" font-weight="bold" fill="#000">9:41</text>` +
    `<rect x="930" y="70" width="12" height="22" fill="#000"/><rect x="950" y="60" width="12" height="32" fill="#000"/>` +
    `<rect x="1010" y="62" width="80" height="34" rx="8" fill="none" stroke="#000" stroke-width="4"/>` +
    `<rect x="1016" y="68" width="60" height="22" rx="4" fill="#000"/>` +
    // Header and balance card.
    `<rect y="141" width="${w}" height="180" fill="#1d4ed8"/>` +
    `<text x="60" y="250" ${SANS} font-size="64" fill="#ffffff">My account</text>` +
    `<rect x="60" y="400" width="1050" height="600" rx="40" fill="#ffffff"/>` +
    `<text x="120" y="520" ${SANS} font-size="44" fill="#6b7280">Available balance</text>` +
    `<text x="120" y="640" ${SANS} font-size="96" font-weight="bold" fill="#111827">₦ 482,150.00</text>` +
    `<rect x="120" y="800" width="440" height="120" rx="60" fill="#1d4ed8"/>` +
    `<text x="220" y="878" ${SANS} font-size="44" fill="#ffffff">Send money</text>` +
    rows +
    `<rect x="435" y="2490" width="300" height="12" rx="6" fill="#000"/>`;
  return sharp(svg(w, h, body))
    .png()
    .toBuffer();
}

/** Deterministic noise (a photo's must not change between runs). */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A phone photo of an ID card on a pale textured desk, 1280×900: uneven light, the card's printed
 * fields and portrait, then sensor-like noise (σ ≈ 4 levels) over everything, saved as JPEG.
 */
export async function documentPhoto(face: Buffer): Promise<Buffer> {
  const [w, h] = [1280, 900];
  const lines = Array.from(
    { length: 5 },
    (_, i) =>
      `<text x="520" y="${330 + i * 70}" ${SANS} font-size="30" fill="#1f2937">FIELD ${i + 1}: OKAFOR ADAEZE</text>`,
  ).join('');
  const card = svg(
    w,
    h,
    `<rect x="140" y="140" width="1000" height="620" rx="36" fill="#e8efe0"/>` +
      `<rect x="140" y="140" width="1000" height="90" rx="36" fill="#2f6f4a"/>` +
      `<text x="200" y="200" ${SANS} font-size="38" fill="#ffffff">NATIONAL IDENTITY CARD</text>` +
      lines,
  );
  const clean = await sharp({ create: { width: w, height: h, channels: 3, background: '#d9d2c5' } })
    .composite([
      { input: card },
      {
        input: await sharp(face).resize(300, 380, { fit: 'cover' }).toBuffer(),
        left: 190,
        top: 280,
      },
    ])
    .raw()
    .toBuffer();
  const rand = mulberry32(42);
  const noisy = Buffer.alloc(clean.length);
  for (let y = 0; y < h; y++) {
    // Light falls off towards one corner, as under a desk lamp.
    const light = 0.92 + 0.1 * Math.cos((y / h) * 1.3);
    for (let x = 0; x < w; x++) {
      const shade = light + 0.05 * Math.sin((x / w) * 2.1);
      for (let c = 0; c < 3; c++) {
        const i = (y * w + x) * 3 + c;
        const noise = (rand() + rand() + rand() - 1.5) * 8; // σ ≈ 4
        noisy[i] = Math.max(0, Math.min(255, Math.round(clean[i]! * shade + noise)));
      }
    }
  }
  return sharp(noisy, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
