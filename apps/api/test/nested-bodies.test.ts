import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@vouch/contracts';
import { dataUrl, paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Issue 31: a body of a few hundred kB nested 150,000 arrays deep parses (V8's JSON.parse does not
 * recurse) but every recursive walk of it throws RangeError. In the upload parsing thread that
 * failed every other member's upload waiting there; it must fail only itself, with its own answer.
 */
const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
});
afterAll(() => t.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A photo of noise: JPEG cannot shrink it, so the submission is well over the inline threshold. */
async function noisyDocument(): Promise<Buffer> {
  const [width, height] = [900, 700];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const sendRaw = (url: string, payload: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

/** The warning written for a refused body, and the access-log line of the same request. */
function refusalLogged(reason: string) {
  const warnings = lines.filter((l) => l.msg === 'request body refused' && l.reason === reason);
  return warnings.map((w) => ({
    warning: w,
    answered: lines.find((l) => l.msg === 'request' && l.reqId === w.reqId),
  }));
}

describe('a deeply nested JSON body (issue 31)', () => {
  it('is refused on its own while another member’s large upload is parsed beside it', async () => {
    const attacker = await registerMember(t.app, t.db, { verify: true });
    const member = await paidMember(t.app, t.db);
    const upload = JSON.stringify(
      await passportSubmission({
        document_file: { f: dataUrl(await noisyDocument()), b: null },
      }),
    );
    // Both go to the parsing thread (bodies over 256 KiB).
    expect(upload.length).toBeGreaterThan(256 * 1024);
    const deep = nested(150_000);
    expect(deep.length).toBeGreaterThan(256 * 1024);
    lines.length = 0;

    // Nested bodies on either side of the upload: whichever the thread reads first, the upload
    // waits in the same thread as one of them.
    const [d1, d2, ok, d3] = await Promise.all([
      sendRaw('/kyc/precheck', deep, attacker.token),
      sendRaw('/kyc/precheck', deep, attacker.token),
      sendRaw('/kyc/create-new-kyc', upload, member.token),
      sendRaw('/kyc/precheck', deep, attacker.token),
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    for (const d of [d1, d2, d3]) {
      expect(d.statusCode).toBe(400);
      expect(d.json()).toMatchObject({ status: 400, msg: messages.bodyTooDeep });
    }
    // Each refusal is logged with its request's id, and that request was answered 400.
    const logged = refusalLogged('too deep');
    expect(logged).toHaveLength(3);
    for (const { warning, answered } of logged) {
      expect(typeof warning.reqId).toBe('string');
      expect(answered).toMatchObject({ res: { statusCode: 400 } });
    }
  }, 60_000);

  it('is refused with the same answer when it is small enough to be parsed in line', async () => {
    const attacker = await registerMember(t.app, t.db, { verify: true });
    const deep = nested(100_000);
    expect(deep.length).toBeLessThan(256 * 1024);
    lines.length = 0;
    const r = await sendRaw('/kyc/precheck', deep, attacker.token);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ status: 400, msg: messages.bodyTooDeep });
    expect(refusalLogged('too deep')).toHaveLength(1);
  });

  it('is refused on every route, not only the upload ones', async () => {
    const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const r = await sendRaw('/auth/login', deepObject);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ status: 400, msg: messages.bodyTooDeep });
  });

  it('leaves bodies of an ordinary depth to validation, and ignores brackets inside strings', async () => {
    const attacker = await registerMember(t.app, t.db, { verify: true });
    // Brackets and escaped quotes inside a string are data, not nesting.
    const r = await post(
      t.app,
      '/kyc/precheck',
      { kind: 'selfie', image: `x\\"${'['.repeat(5000)}`, extra: [[[[{ a: [1] }]]]] },
      attacker.token,
    );
    expect(r.code).toBe(400);
    expect(r.body.msg).not.toBe(messages.bodyTooDeep);
    const login = await post(t.app, '/auth/login', {
      email_address: 'nobody@example.com',
      password: 'Kola!nut42',
    });
    expect(login.body.msg).not.toBe(messages.bodyTooDeep);
  });
});
