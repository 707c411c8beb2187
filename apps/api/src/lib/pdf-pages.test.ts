import { describe, expect, it } from 'vitest';
import {
  formXObjectPdf,
  manyOperatorsPdf,
  plainCertificatePdf,
} from '../../test/setup/pdf-fixtures.js';
import { DEFAULT_PDF_LIMITS, renderPdfPages } from './pdf-pages.js';

const isPng = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

describe('renderPdfPages (MuPDF in a worker, within limits)', () => {
  it('draws each page to a PNG at ~150 dpi', async () => {
    const r = await renderPdfPages(
      plainCertificatePdf([
        [595, 842],
        [612, 792],
      ]),
    );
    if (!r.ok) throw new Error(`refused: ${r.reason}`);
    expect(r.pages.map((p) => [p.width, p.height])).toEqual([
      [1240, 1755],
      [1275, 1650],
    ]);
    expect(r.pages.every((p) => isPng(p.png))).toBe(true);
  });

  it('draws a page that claims to be 200 inches square small, under the side and pixel caps', async () => {
    const r = await renderPdfPages(plainCertificatePdf([[14400, 14400]]), { maxSide: 2560 });
    if (!r.ok) throw new Error(`refused: ${r.reason}`);
    const { width, height } = r.pages[0]!;
    expect(width).toBe(height);
    expect(width).toBeLessThanOrEqual(2560);
    expect(width).toBeGreaterThan(2500);
    const capped = await renderPdfPages(plainCertificatePdf([[14400, 7200]]), {
      maxSide: 100_000,
      maxPixels: 1_000_000,
    });
    if (!capped.ok) throw new Error(`refused: ${capped.reason}`);
    expect(capped.pages[0]!.width * capped.pages[0]!.height).toBeLessThanOrEqual(1_000_000);
  });

  it('refuses too many pages before drawing any', async () => {
    const five = Array.from({ length: 5 }, () => [595, 842] as [number, number]);
    const r = await renderPdfPages(plainCertificatePdf(five), { maxPages: 4 });
    expect(r).toMatchObject({ ok: false, reason: 'tooManyPages', detail: '5' });
  });

  it('refuses, never crashes, when the renderer would need more memory than allowed', async () => {
    // A 2560 × 2560 page needs a ~20 MB pixmap; the heap may not grow past 32 MB.
    const r = await renderPdfPages(plainCertificatePdf([[14400, 14400]]), {
      memoryLimitBytes: 32 * 1024 * 1024,
    });
    expect(r).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(r.ok ? '' : r.detail).toMatch(/alloc/);
    // The next document renders as usual.
    expect((await renderPdfPages(plainCertificatePdf())).ok).toBe(true);
  });

  it('stops a document that takes longer than allowed', async () => {
    const r = await renderPdfPages(plainCertificatePdf(), { timeoutMs: 1 });
    expect(r).toEqual({ ok: false, reason: 'unreadable', detail: 'timed out' });
  });

  it('refuses a page of millions of drawing operators for their count, before drawing it', async () => {
    const r = await renderPdfPages(manyOperatorsPdf(1_000_000));
    expect(r).toEqual({ ok: false, reason: 'tooComplex', detail: 'over 200000 operators' });
    // Refused by the count alone: even with no time to draw anything, the answer is the same.
    const r2 = await renderPdfPages(manyOperatorsPdf(1_000_000), { timeoutMs: 2_000 });
    expect(r2).toMatchObject({ ok: false, reason: 'tooComplex' });
  });

  it('counts a form XObject’s operators each time it is drawn', async () => {
    // 400 draws of a 1,000-operator form: 400,400 operators, from streams of 400 and 1,000.
    const r = await renderPdfPages(formXObjectPdf(400, 1000));
    expect(r).toMatchObject({ ok: false, reason: 'tooComplex' });
    // 10 draws of a 30-operator form are a drawing like any other.
    const small = await renderPdfPages(formXObjectPdf(10, 30));
    expect(small.ok).toBe(true);
  });

  it('stops a document under the operator cap that still draws for longer than five seconds', async () => {
    expect(DEFAULT_PDF_LIMITS.timeoutMs).toBeLessThanOrEqual(5_000);
    // 190,000 operators: 63,000 fills of the whole page, each two million pixels at 150 dpi.
    const r = await renderPdfPages(manyOperatorsPdf(190_000));
    expect(r).toEqual({ ok: false, reason: 'unreadable', detail: 'timed out' });
    // The worker was stopped: the next document renders as usual.
    expect((await renderPdfPages(plainCertificatePdf())).ok).toBe(true);
  }, 30_000);

  it('refuses what is not a PDF at all', async () => {
    const r = await renderPdfPages(Buffer.from('%PDF-1.7\nnothing here\n'));
    expect(r).toMatchObject({ ok: false, reason: 'unreadable' });
  });
});
