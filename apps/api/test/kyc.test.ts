import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycMessages, type KycRecord } from '@vouch/contracts';
import {
  dataUrl,
  documentImage,
  facePhoto,
  paidMember,
  passportSubmission,
} from './setup/kyc-fixtures.js';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { operator } from '../src/modules/lifecycle/index.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { enrolTotp } from './setup/second-factor.js';
import { emailIndex } from './setup/columns.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = async (token: string, body: unknown) =>
  post(t.app, '/kyc/create-new-kyc', body, token);
const fetchKyc = async (token: string) => get(t.app, '/kyc/fetch-kyc-info', token);
async function file(url: string, token: string) {
  return t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
}

describe('KYC submission', () => {
  it('is refused before the fee is paid, and before the e-mail is verified', async () => {
    const unverified = await registerMember(t.app, t.db);
    expect((await submit(unverified.token, await passportSubmission())).body).toMatchObject({
      status: 403,
      msg: kycMessages.emailNotVerified,
    });
    const unpaid = await registerMember(t.app, t.db, { verify: true });
    expect((await submit(unpaid.token, await passportSubmission())).body).toMatchObject({
      status: 403,
      msg: kycMessages.notPaid,
    });
  });

  it('lands for review with every field; files come back as links served to the owner only', async () => {
    const m = await paidMember(t.app, t.db);
    const r = await submit(m.token, await passportSubmission());
    expect(r.body).toEqual({ status: 200, msg: kycMessages.submitted });
    const info = (await fetchKyc(m.token)).body.msg as { info: KycRecord };
    expect(info.info).toMatchObject({
      version: 1,
      status: 'CURRENTLY_UNDER_REVIEW',
      identity_type: 'nin',
      identity_number: '12345678901',
      document_type: 'passport',
      business_name: 'Okafor Ventures',
      business_number: 'RC123456',
      first_name: 'Adaeze',
      email_address: m.email,
      document_file: { b: null },
      portrait_file: { old_capture: null },
      business_cartificate_file: null,
      business_cartificate_pages: [],
      reason: null,
    });
    const selfieUrl = info.info.portrait_file.new_capture;
    expect(selfieUrl).toMatch(/^\/api\/v1\/kyc\/files\/[0-9a-f-]{36}$/);
    const own = await file(selfieUrl, m.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toContain('no-store');
    expect((await sharp(own.rawPayload).metadata()).format).toBe('jpeg');

    const stranger = await registerMember(t.app, t.db);
    expect((await file(selfieUrl, stranger.token)).statusCode).toBe(404);
    expect((await t.app.inject({ url: selfieUrl })).statusCode).toBe(401);
    await t.db
      .updateTable('users')
      .set({ role: 'reviewer' })
      .where('email_bidx', '=', emailIndex(t, stranger.email))
      .execute();
    // A reviewer's password alone does not open members' files: the second factor does.
    expect((await file(selfieUrl, stranger.token)).statusCode).toBe(404);
    await enrolTotp(t, stranger.token);
    expect((await file(selfieUrl, stranger.token)).statusCode).toBe(200);
  });

  it('keeps no plaintext ID number, date of birth or phone number in the database', async () => {
    const m = await paidMember(t.app, t.db);
    await submit(m.token, await passportSubmission({ identity_number: '98765432109' }));
    const rows = await t.db.selectFrom('kyc_submissions').selectAll().execute();
    const raw = JSON.stringify(rows);
    expect(raw).not.toContain('98765432109');
    expect(raw).not.toContain('14-03-1992');
    expect(raw).not.toContain(m.payload.phone_number);
    expect(raw).not.toContain(m.payload.whatsapp_number);
  });

  it('re-encodes images: EXIF and anything appended to the image data are gone', async () => {
    const m = await paidMember(t.app, t.db);
    const withExif = await documentImage(1280, 720, 'GPS-SECRET-LOCATION');
    expect(withExif.includes(Buffer.from('GPS-SECRET-LOCATION'))).toBe(true);
    // A polyglot: a valid JPEG with an HTML/script payload after its end marker.
    const polyglot = Buffer.concat([
      facePhoto(),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const r = await submit(
      m.token,
      await passportSubmission({
        document_file: { f: dataUrl(withExif), b: null },
        portrait_file: { old_capture: null, new_capture: dataUrl(polyglot) },
      }),
    );
    expect(r.code).toBe(200);
    const info = ((await fetchKyc(m.token)).body.msg as { info: KycRecord }).info;
    const doc = (await file(info.document_file.f, m.token)).rawPayload;
    const selfie = (await file(info.portrait_file.new_capture, m.token)).rawPayload;
    expect(doc.includes(Buffer.from('GPS-SECRET-LOCATION'))).toBe(false);
    expect((await sharp(doc).metadata()).exif).toBeUndefined();
    expect(selfie.includes(Buffer.from('<script>'))).toBe(false);
  });

  it.each([
    [
      'a PDF renamed to .jpg',
      async () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF'),
      kycMessages.imageInvalid,
    ],
    [
      'a GIF',
      async () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      kycMessages.imageInvalid,
    ],
    ['text', async () => Buffer.from('hello, I am not an image'), kycMessages.imageInvalid],
    ['a truncated JPEG', async () => facePhoto().subarray(0, 400), kycMessages.imageUnreadable],
    [
      'an enormous-pixel image',
      async () =>
        sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      kycMessages.imageTooLarge,
    ],
    [
      'a 26-megapixel image in a small PNG',
      async () =>
        sharp({ create: { width: 5200, height: 5000, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      kycMessages.imageTooLarge,
    ],
    [
      'a tiny image',
      async () =>
        sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
      kycMessages.imageTooSmall,
    ],
  ])('refuses %s with a clear message and stores nothing', async (_n, make, msg) => {
    const m = await paidMember(t.app, t.db);
    const before = await t.db.selectFrom('kyc_files').select('id').execute();
    const r = await submit(
      m.token,
      await passportSubmission({
        portrait_file: { old_capture: null, new_capture: dataUrl(await make()) },
      }),
    );
    expect(r.code).toBe(400);
    expect(r.body.errors?.['portrait_file.new_capture']).toBe(msg);
    expect((await fetchKyc(m.token)).code).toBe(404);
    expect(await t.db.selectFrom('kyc_files').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an oversized file and an oversized body without a 500', async () => {
    const m = await paidMember(t.app, t.db);
    const big = dataUrl(Buffer.alloc(9 * 1024 * 1024, 1));
    const r = await submit(
      m.token,
      await passportSubmission({ document_file: { f: big, b: null } }),
    );
    expect(r.code).toBe(400);
    expect(r.body.errors?.['document_file.f']).toBe(kycMessages.fileTooLarge);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kyc/create-new-kyc',
      headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(41 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('needs front and back for a national ID, front only for a passport', async () => {
    const m = await paidMember(t.app, t.db);
    const noBack = await submit(
      m.token,
      await passportSubmission({ document_type: 'national_id' }),
    );
    expect(noBack.body.errors?.['document_file.b']).toBe(kycMessages.documentBackRequired);
    const both = await submit(
      m.token,
      await passportSubmission({
        document_type: 'national_id',
        document_file: {
          f: dataUrl(await documentImage()),
          b: dataUrl(await documentImage(1000, 640)),
        },
      }),
    );
    expect(both.code).toBe(200);
    const info = ((await fetchKyc(m.token)).body.msg as { info: KycRecord }).info;
    expect(info.document_file.b).toMatch(/^\/api\/v1\/kyc\/files\//);
  });

  it.each([
    [{ identity_number: '' }, 'identity_number', kycMessages.idNumberRequired],
    [{ identity_number: '123' }, 'identity_number', 'A NIN is 11 digits'],
    [{ business_name: 'AB' }, 'business_name', kycMessages.businessNameShort],
    [{ business_number: '123' }, 'business_number', kycMessages.businessNumberShort],
    [{ document_type: 'library_card' }, 'document_type', kycMessages.documentTypeRequired],
  ])('validates %j', async (o, field, msg) => {
    const m = await paidMember(t.app, t.db);
    const r = await submit(m.token, { ...(await passportSubmission()), ...o });
    expect(r.code).toBe(400);
    expect(r.body.errors?.[field]).toBe(msg);
  });

  it('allows one submission under review at a time, even when two race', async () => {
    const m = await paidMember(t.app, t.db);
    const body = await passportSubmission();
    const [a, b] = await Promise.all([submit(m.token, body), submit(m.token, body)]);
    expect([a.code, b.code].sort()).toEqual([200, 409]);
    const again = await submit(m.token, body);
    expect(again.body).toMatchObject({ status: 409, msg: kycMessages.underReview });
    const rows = await t.db
      .selectFrom('kyc_submissions')
      .select('id')
      .where(
        'user_id',
        'in',
        t.db.selectFrom('users').select('id').where('email_bidx', '=', emailIndex(t, m.email)),
      )
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('an update after rejection adds a version, keeps the files not replaced, and returns to review', async () => {
    const m = await paidMember(t.app, t.db);
    await submit(m.token, await passportSubmission());
    const v1 = ((await fetchKyc(m.token)).body.msg as { info: KycRecord }).info;
    expect(
      (await post(t.app, '/kyc/update-kyc-info', await passportSubmission(), m.token)).body.msg,
    ).toBe(kycMessages.underReview);
    await t.lifecycle.decide({
      submissionId: v1.id,
      approve: false,
      reason: 'The document photo is blurred',
      actor: operator,
    });
    const rejected = ((await fetchKyc(m.token)).body.msg as { info: KycRecord }).info;
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'The document photo is blurred' });

    const newDoc = dataUrl(await documentImage(1100, 700));
    const r = await post(
      t.app,
      '/kyc/update-kyc-info',
      {
        ...(await passportSubmission()),
        document_file: { f: newDoc, b: null },
        portrait_file: { old_capture: null, new_capture: null },
      },
      m.token,
    );
    expect(r.body).toEqual({ status: 200, msg: kycMessages.submitted });
    const v2 = ((await fetchKyc(m.token)).body.msg as { info: KycRecord }).info;
    expect(v2).toMatchObject({ version: 2, status: 'CURRENTLY_UNDER_REVIEW', reason: null });
    expect(v2.document_file.f).not.toBe(v1.document_file.f);
    const oldSelfie = (await file(v1.portrait_file.new_capture, m.token)).rawPayload;
    const keptSelfie = (await file(v2.portrait_file.new_capture, m.token)).rawPayload;
    expect(keptSelfie.equals(oldSelfie)).toBe(true);
    const versions = await t.db
      .selectFrom('kyc_submissions')
      .select(['version', 'status'])
      .where(
        'user_id',
        'in',
        t.db.selectFrom('users').select('id').where('email_bidx', '=', emailIndex(t, m.email)),
      )
      .orderBy('version')
      .execute();
    expect(versions).toEqual([
      { version: 1, status: 'REJECTED' },
      { version: 2, status: 'CURRENTLY_UNDER_REVIEW' },
    ]);
  });

  it('e-mails "we received your submission" through the jobs engine, once per version', async () => {
    const m = await paidMember(t.app, t.db);
    const r = await submit(m.token, await passportSubmission());
    expect(r.body).toEqual({ status: 200, msg: kycMessages.submitted });
    const mail = await waitForMail(t.db, m.email, 'We received your KYC submission');
    expect(mail.text_body).toContain('We received your KYC submission on');
    expect(mail.text_body).toMatch(/on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} WAT\./);
    expect(mail.text_body).toContain('within 24-48 hours');
    expect(mail.text_body).toContain('/kyc');
    // Exactly one, sent by the jobs engine (queued in the submission's transaction).
    const jobs = await t.db
      .selectFrom('dev_outbox')
      .select('subject')
      .where('to_address', '=', m.email)
      .where('subject', '=', 'We received your KYC submission')
      .execute();
    expect(jobs).toHaveLength(1);
    // A refused submission (one is already under review) sends nothing.
    await submit(m.token, await passportSubmission());
    await new Promise((r) => setTimeout(r, 200));
    expect(
      await t.db
        .selectFrom('dev_outbox')
        .select('id')
        .where('to_address', '=', m.email)
        .where('subject', '=', 'We received your KYC submission')
        .execute(),
    ).toHaveLength(1);
  });
});
