import { Document } from 'mupdf';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_MAX_PAGES,
  kycMessages,
  type KycBusinessFields,
  type KycRecordBase,
} from '@vouch/contracts';
import { localStorage } from '../src/adapters/storage/local-storage.js';
import { operator } from '../src/modules/lifecycle/index.js';
import { dataUrl, documentImage, paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { get, post } from './setup/members.js';
import {
  nameEscapedJavaScriptPdf,
  objectStreamJavaScriptPdf,
  plainCertificatePdf,
} from './setup/pdf-fixtures.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { emailIndex } from './setup/columns.js';

/** Every submission here is a business's (they carry certificates). */
type KycRecord = KycRecordBase & KycBusinessFields;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof paidMember>>;

const SCRIPT = "app.alert('certificate-script-ran')";
/** What the certificate checks looked for in the raw bytes before decision 0014. */
const OLD_PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|OpenAction|AA)\b/;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (b: Buffer) => b.subarray(0, 8).equals(PNG_MAGIC);
const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

const pdfUrl = (pdf: Buffer) => dataUrl(pdf, 'application/pdf');
const submitWith = async (m: Member, certificate: string) =>
  post(
    t.app,
    '/kyc/create-new-kyc',
    await passportSubmission({ business_cartificate_file: certificate }),
    m.token,
  );
const record = async (m: Member) =>
  ((await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord }).info;
const serve = (url: string, m: Member) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${m.token}` } });

async function userId(m: Member) {
  const u = await t.db
    .selectFrom('users')
    .select('id')
    .where('email_bidx', '=', emailIndex(t, m.email))
    .executeTakeFirstOrThrow();
  return u.id;
}

/**
 * Everything stored for a member: each file row's bytes as the file endpoint serves them, and
 * every object under the member's folder in the store as it lies on disk.
 */
async function everythingStored(m: Member) {
  const id = await userId(m);
  const rows = await t.db.selectFrom('kyc_files').selectAll().where('user_id', '=', id).execute();
  const served: { kind: string; contentType: string; bytes: Buffer }[] = [];
  for (const r of rows) {
    const res = await serve(`/api/v1/kyc/files/${r.id}`, m);
    expect(res.statusCode).toBe(200);
    served.push({ kind: r.kind, contentType: r.content_type, bytes: res.rawPayload });
  }
  if (t.config.storage.kind !== 'local') throw new Error('these tests read the local store');
  const store = localStorage(t.config.storage.root);
  const raw: { key: string; bytes: Buffer }[] = [];
  for await (const o of store.list(`kyc/${id}/`)) {
    raw.push({ key: o.key, bytes: (await store.get(o.key))! });
  }
  return { rows, served, raw };
}

/** No stored object is a PDF or carries the document's script; every served file is an image. */
function expectOnlyImages(stored: Awaited<ReturnType<typeof everythingStored>>) {
  for (const f of stored.served) {
    expect(isPng(f.bytes) || isJpeg(f.bytes)).toBe(true);
    expect(f.contentType).not.toBe('application/pdf');
  }
  for (const o of [...stored.served, ...stored.raw]) {
    expect(o.bytes.includes(Buffer.from('%PDF'))).toBe(false);
    expect(o.bytes.includes(Buffer.from('certificate-script-ran'))).toBe(false);
    expect(o.bytes.includes(Buffer.from('JavaScript'))).toBe(false);
  }
  for (const o of stored.raw) expect(o.key.endsWith('.pdf')).toBe(false);
}

/** A page image that shows something: the certificate's dark band and text, not a blank page. */
async function expectDrawn(png: Buffer) {
  const { channels } = await sharp(png).stats();
  expect(channels[0]!.min).toBeLessThan(64);
  expect(channels[0]!.max).toBeGreaterThan(200);
}

describe('PDF business certificates are kept as page images (decision 0014)', () => {
  it('a plain one-page PDF becomes one PNG page, stored and served; nothing stored is a PDF', async () => {
    const m = await paidMember(t.app, t.db);
    const r = await submitWith(m, pdfUrl(plainCertificatePdf([[595, 842]])));
    expect(r.body).toEqual({ status: 200, msg: kycMessages.submitted });

    const info = await record(m);
    expect(info.business_cartificate_pages).toHaveLength(1);
    expect(info.business_cartificate_file).toBe(info.business_cartificate_pages[0]);
    const page = await serve(info.business_cartificate_file!, m);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.headers['content-disposition']).toBe('inline');
    expect(isPng(page.rawPayload)).toBe(true);
    // A4 at 150 dpi.
    const meta = await sharp(page.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1240, 1755]);
    await expectDrawn(page.rawPayload);

    const stored = await everythingStored(m);
    expect(stored.rows.filter((f) => f.kind === 'certificate')).toHaveLength(1);
    // Selfie, document front and the certificate page: nothing else was written.
    expect(stored.raw).toHaveLength(stored.rows.length);
    expectOnlyImages(stored);
  });

  it('keeps every page of a 3-page PDF in order; an update keeps them all or replaces them all', async () => {
    const m = await paidMember(t.app, t.db);
    // Three page sizes, so each image shows which page it is: A4 portrait, A4 landscape, Letter.
    const pdf = plainCertificatePdf([
      [595, 842],
      [842, 595],
      [612, 792],
    ]);
    expect((await submitWith(m, pdfUrl(pdf))).code).toBe(200);
    const v1 = await record(m);
    expect(v1.business_cartificate_pages).toHaveLength(3);
    expect(v1.business_cartificate_file).toBe(v1.business_cartificate_pages[0]);
    const sizes = async (info: KycRecord) => {
      const out: [number, number][] = [];
      for (const url of info.business_cartificate_pages) {
        const meta = await sharp((await serve(url, m)).rawPayload).metadata();
        out.push([meta.width, meta.height]);
      }
      return out;
    };
    expect(await sizes(v1)).toEqual([
      [1240, 1755],
      [1755, 1240],
      [1275, 1650],
    ]);
    expectOnlyImages(await everythingStored(m));

    // Rejected, then updated without a new certificate: all three pages are carried over.
    await t.lifecycle.decide({
      submissionId: v1.id,
      approve: false,
      reason: 'The document photo is blurred',
      actor: operator,
    });
    const newDoc = dataUrl(await documentImage(1100, 700));
    const update = async (certificate: string | null) =>
      post(
        t.app,
        '/kyc/update-kyc-info',
        {
          ...(await passportSubmission()),
          document_file: { f: newDoc, b: null },
          business_cartificate_file: certificate,
        },
        m.token,
      );
    expect((await update(null)).code).toBe(200);
    const v2 = await record(m);
    expect(v2.version).toBe(2);
    expect(v2.business_cartificate_pages).toHaveLength(3);
    expect(await sizes(v2)).toEqual(await sizes(v1));

    // Rejected again, and updated with a photo of the certificate: it replaces all three pages.
    await t.lifecycle.decide({
      submissionId: v2.id,
      approve: false,
      reason: 'Certificate unclear',
      actor: operator,
    });
    expect((await update(dataUrl(await documentImage(1600, 1200)))).code).toBe(200);
    const v3 = await record(m);
    expect(v3.business_cartificate_pages).toEqual([v3.business_cartificate_file]);
    const photo = await serve(v3.business_cartificate_file!, m);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(isJpeg(photo.rawPayload)).toBe(true);
  });

  it.each([
    ['a name-escaped /J#61vaScript OpenAction', () => nameEscapedJavaScriptPdf(SCRIPT)],
    [
      'JavaScript in a compressed object stream (FlateDecode /ObjStm)',
      () => objectStreamJavaScriptPdf(SCRIPT),
    ],
  ])(
    'a PDF with %s becomes an image; nothing stored holds the PDF or the script',
    async (_n, make) => {
      const pdf = make();
      // Both slip past a search of the raw bytes for active-content keywords.
      expect(OLD_PDF_ACTIVE.test(pdf.toString('latin1'))).toBe(false);
      const m = await paidMember(t.app, t.db);
      expect((await submitWith(m, pdfUrl(pdf))).body).toEqual({
        status: 200,
        msg: kycMessages.submitted,
      });
      const info = await record(m);
      expect(info.business_cartificate_pages).toHaveLength(1);
      const page = await serve(info.business_cartificate_file!, m);
      expect(page.headers['content-type']).toBe('image/png');
      await expectDrawn(page.rawPayload);
      const stored = await everythingStored(m);
      expect(stored.raw).toHaveLength(stored.rows.length);
      expectOnlyImages(stored);
    },
  );

  it(`refuses a PDF of more than ${CERTIFICATE_MAX_PAGES} pages with its message, storing nothing`, async () => {
    const m = await paidMember(t.app, t.db);
    const six = plainCertificatePdf(
      Array.from({ length: 6 }, () => [595, 842] as [number, number]),
    );
    const r = await submitWith(m, pdfUrl(six));
    expect(r.code).toBe(400);
    expect(r.body.msg).toBe(kycMessages.certificateTooManyPages);
    expect(r.body.errors?.business_cartificate_file).toBe(kycMessages.certificateTooManyPages);
    expect((await get(t.app, '/kyc/fetch-kyc-info', m.token)).code).toBe(404);
    const stored = await everythingStored(m);
    expect(stored.rows).toHaveLength(0);
    expect(stored.raw).toHaveLength(0);
  });

  it.each([
    [
      'a broken PDF',
      () => Buffer.from(`%PDF-1.7\n${'this is not a PDF body\n'.repeat(200)}`, 'latin1'),
      kycMessages.certificateUnreadable,
    ],
    ['a PDF without pages', () => plainCertificatePdf([]), kycMessages.certificateUnreadable],
    [
      'a password-protected (AES-256 encrypted) PDF',
      () => {
        const doc = Document.openDocument(plainCertificatePdf(), 'application/pdf').asPDF()!;
        const bytes = Buffer.from(
          doc
            .saveToBuffer('encrypt=aes-256,user-password=open-sesame,owner-password=owner-secret')
            .asUint8Array(),
        );
        doc.destroy();
        return bytes;
      },
      kycMessages.certificateProtected,
    ],
  ])('refuses %s with a 400 and a clear message, storing nothing', async (_n, make, msg) => {
    const m = await paidMember(t.app, t.db);
    const r = await submitWith(m, pdfUrl(make()));
    expect(r.code).toBe(400);
    expect(r.body).toMatchObject({ status: 400, msg, errors: { business_cartificate_file: msg } });
    const stored = await everythingStored(m);
    expect(stored.rows).toHaveLength(0);
    expect(stored.raw).toHaveLength(0);
  });

  it('still takes a JPEG or PNG certificate as one re-encoded JPEG', async () => {
    const m = await paidMember(t.app, t.db);
    const png = await sharp(await documentImage(1400, 1000))
      .png()
      .toBuffer();
    expect((await submitWith(m, dataUrl(png, 'image/png'))).code).toBe(200);
    const info = await record(m);
    expect(info.business_cartificate_pages).toEqual([info.business_cartificate_file]);
    const served = await serve(info.business_cartificate_file!, m);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(isJpeg(served.rawPayload)).toBe(true);
  });
});
