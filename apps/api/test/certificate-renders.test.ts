import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycMessages } from '@vouch/contracts';
import { dataUrl, documentImage, paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import type { Json } from './setup/members.js';
import { manyOperatorsPdf, plainCertificatePdf } from './setup/pdf-fixtures.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Issue 31: a small crafted certificate PDF (millions of drawing operators, compressed) held the
 * process-wide PDF renderer until its 20 s timeout, and could be sent again and again; two of them
 * queued made another member's one-page certificate wait 38 s.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof paidMember>>;

const pdfUrl = (pdf: Buffer) => dataUrl(pdf, 'application/pdf');
/** About five times the operator cap: refused when counted, minutes of work when drawn. */
const crafted = pdfUrl(manyOperatorsPdf(1_000_000));

/** A KYC submission with this certificate, from this member at this address. */
async function submit(m: Member, certificate: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/kyc/create-new-kyc',
    payload: await passportSubmission({ business_cartificate_file: certificate }),
    headers: { authorization: `Bearer ${m.token}` },
    remoteAddress: ip,
  });
  return { code: res.statusCode, body: res.json<Json>(), headers: res.headers };
}

describe('certificate PDFs cannot hold the renderer (issue 31)', () => {
  it('refuses crafted PDFs for their operator count without drawing them; another member’s certificate goes through beside them', async () => {
    const attacker = await paidMember(t.app, t.db);
    const member = await paidMember(t.app, t.db);
    const [a1, a2, ok] = await Promise.all([
      submit(attacker, crafted, '10.0.0.66'),
      submit(attacker, crafted, '10.0.0.66'),
      submit(member, pdfUrl(plainCertificatePdf()), '10.0.0.7'),
    ]);
    expect(ok.code, JSON.stringify(ok.body)).toBe(200);
    // Each crafted one is refused before any page is drawn: counted over the cap, or, while the
    // member's first is being read, at once.
    const refusals = [a1, a2].map((r) => ({ code: r.code, msg: r.body.msg }));
    expect(refusals).toContainEqual({ code: 400, msg: kycMessages.certificateTooComplex });
    for (const r of refusals)
      expect([
        { code: 400, msg: kycMessages.certificateTooComplex },
        { code: 429, msg: kycMessages.certificateBusy },
      ]).toContainEqual(r);
  }, 60_000);

  it('stops taking PDFs from a member after three refused in an hour; a photo of the certificate still goes', async () => {
    const m = await paidMember(t.app, t.db);
    for (let i = 0; i < 3; i++) {
      const r = await submit(m, crafted, '10.0.1.1');
      expect(r.code).toBe(400);
      expect(r.body.msg).toBe(kycMessages.certificateTooComplex);
    }
    // Even a good PDF, and from another address: the count is the member's.
    const paused = await submit(m, pdfUrl(plainCertificatePdf()), '10.0.1.2');
    expect(paused.code).toBe(429);
    expect(paused.body.msg).toMatch(/^Too many of your PDFs could not be read/);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(50 * 60);
    const photo = await submit(m, dataUrl(await documentImage(1200, 900)), '10.0.1.1');
    expect(photo.code, JSON.stringify(photo.body)).toBe(200);
    // Another member is not affected.
    const other = await paidMember(t.app, t.db);
    expect((await submit(other, pdfUrl(plainCertificatePdf()), '10.0.1.3')).code).toBe(200);
  }, 60_000);
});
