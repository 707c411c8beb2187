import { describe, expect, it } from 'vitest';
import { kycMessages } from '@vouch/contracts';
import type { PdfRenderResult } from './pdf-pages.js';
import { pdfRenderGate } from './pdf-render-gate.js';
import { HOUR, MINUTE } from './time.js';

/** A render that finishes when the test says, with the result the test gives. */
function pending() {
  let finish!: (r: PdfRenderResult) => void;
  const promise = new Promise<PdfRenderResult>((resolve) => (finish = resolve));
  return { render: () => promise, finish };
}
const drawn: PdfRenderResult = { ok: true, pages: [] };
const tooComplex: PdfRenderResult = { ok: false, reason: 'tooComplex' };

describe('pdfRenderGate (who may have a PDF rendered)', () => {
  it('takes one document per member and one per address at a time, refusing a second at once', async () => {
    const gate = pdfRenderGate();
    const first = pending();
    const running = gate.run({ member: 'a', address: '10.0.0.1' }, first.render);
    // Same member from elsewhere, and another member from the same address: refused now.
    for (const who of [
      { member: 'a', address: '10.0.0.2' },
      { member: 'b', address: '10.0.0.1' },
    ])
      await expect(gate.run(who, () => Promise.resolve(drawn))).rejects.toMatchObject({
        statusCode: 429,
        message: kycMessages.certificateBusy,
        retryAfterSeconds: 5,
      });
    // Anyone else goes ahead.
    await expect(
      gate.run({ member: 'c', address: '10.0.0.3' }, () => Promise.resolve(drawn)),
    ).resolves.toEqual(drawn);
    first.finish(drawn);
    await running;
    // Once the first is answered, the member and the address may send again.
    await expect(
      gate.run({ member: 'a', address: '10.0.0.1' }, () => Promise.resolve(drawn)),
    ).resolves.toEqual(drawn);
  });

  it('pauses a member’s PDFs for the rest of the hour after three refused; others go on', async () => {
    let clock = 1_000_000;
    const gate = pdfRenderGate({ refusals: 3, windowMs: HOUR }, () => clock);
    const a = { member: 'a', address: '10.0.0.1' };
    for (let i = 0; i < 3; i++) {
      await expect(gate.run(a, () => Promise.resolve(tooComplex))).resolves.toEqual(tooComplex);
      clock += 10 * MINUTE;
    }
    let rendered = false;
    const render = () => {
      rendered = true;
      return Promise.resolve(drawn);
    };
    // 30 minutes after the first refusal: paused for 30 more, and nothing is rendered.
    await expect(gate.run(a, render)).rejects.toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 30 * 60,
      message: expect.stringMatching(/photo of the certificate.*in 30 minutes\.$/),
    });
    expect(rendered).toBe(false);
    await expect(gate.run({ member: 'b', address: '10.0.0.1' }, render)).resolves.toEqual(drawn);
    // An hour after the first refusal, one has aged out: the member may send a PDF again.
    clock += 30 * MINUTE + 1;
    await expect(gate.run(a, render)).resolves.toEqual(drawn);
  });

  it('does not count refusals an honest member meets (a password, too many pages)', async () => {
    const gate = pdfRenderGate();
    const a = { member: 'a', address: '10.0.0.1' };
    for (let i = 0; i < 5; i++)
      await gate.run(a, () => Promise.resolve({ ok: false, reason: 'encrypted' }));
    await expect(gate.run(a, () => Promise.resolve(drawn))).resolves.toEqual(drawn);
  });
});
