import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@vouch/contracts';
import { heldUpload, heldUploadCount, releaseUploads } from './held-uploads.js';
import { jsonThread, parseLargeJsonOffThread } from './off-thread-json.js';
import { decodeDataUrl } from './uploads.js';

const photo = randomBytes(450_000);
const photoUrl = `data:image/jpeg;base64,${photo.toString('base64')}`;

/** Over the inline threshold (256 KiB): goes to the thread. */
const big = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ image: photoUrl, n: 1, ...extra });

describe('jsonThread', () => {
  const thread = jsonThread();
  afterAll(() => thread.close());

  it('parses in another thread: the bytes are moved there, leaving this side empty', async () => {
    const body = Buffer.from(new TextEncoder().encode(big({ name: 'Adaéze' })));
    expect(body.byteOffset).toBe(0);
    const { value, held } = await thread.parse(body);
    expect((value as { name: string }).name).toBe('Adaéze');
    expect(body.buffer.byteLength).toBe(0);
    releaseUploads(held);
  });

  it('decodes the data URLs there: the body carries a key of the same type, the bytes are held', async () => {
    const { value, held } = await thread.parse(Buffer.from(big()));
    const image = (value as { image: string }).image;
    expect(image).toMatch(/^data:image\/jpeg;base64,[0-9a-f]{48}$/);
    expect(held).toEqual([image]);
    expect(heldUpload(image)!.equals(photo)).toBe(true);
    releaseUploads(held);
    expect(heldUpload(image)).toBeUndefined();
  });

  it('leaves alone what the contract would refuse, so it is refused as before', async () => {
    const badChars = `data:image/jpeg;base64,${'A'.repeat(300_000)}!`;
    const pdfWhereAnything = `data:text/html;base64,${'A'.repeat(300_000)}`;
    const { value, held } = await thread.parse(
      Buffer.from(JSON.stringify({ a: badChars, b: pdfWhereAnything })),
    );
    expect(value).toEqual({ a: badChars, b: pdfWhereAnything });
    expect(held).toEqual([]);
  });

  it('refuses invalid JSON and prototype poisoning, as Fastify does', async () => {
    await expect(thread.parse(Buffer.from('{"a": '))).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      thread.parse(Buffer.from('{"a": [{"__proto__": {"admin": true}}]}')),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      thread.parse(Buffer.from('{"constructor": {"prototype": {"admin": true}}}')),
    ).rejects.toMatchObject({ statusCode: 400 });
    // A key merely named constructor is data.
    expect((await thread.parse(Buffer.from('{"constructor": "x"}'))).value).toEqual({
      constructor: 'x',
    });
  });
});

describe('jsonThread: one body’s failure is its own (issue 31)', () => {
  const nested = (depth: number) => Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);

  it('refuses a body nested too deep without failing the bodies waiting behind it', async () => {
    const thread = jsonThread();
    try {
      // Both are handed over at once: the nested one is read first, the upload waits behind it.
      const [deep, upload, after] = await Promise.allSettled([
        thread.parse(nested(150_000)),
        thread.parse(Buffer.from(big())),
        thread.parse(Buffer.from('{"n": 2}')),
      ]);
      expect(deep).toMatchObject({
        status: 'rejected',
        reason: { statusCode: 400, message: messages.bodyTooDeep, reason: 'too deep' },
      });
      expect(upload.status).toBe('fulfilled');
      if (upload.status === 'fulfilled') releaseUploads(upload.value.held);
      expect(after).toMatchObject({ status: 'fulfilled', value: { value: { n: 2 } } });
    } finally {
      await thread.close();
    }
  });

  it('refuses the body a thread died on, and parses the others in a new thread', async () => {
    // A heap too small for this body: the thread runs out of memory parsing it and is killed.
    const thread = jsonThread({ maxHeapMb: 16 });
    try {
      const huge = Buffer.from(
        JSON.stringify(Array.from({ length: 400_000 }, (_, i) => ({ i, s: `v${i}` }))),
      );
      const [crashed, next] = await Promise.allSettled([
        thread.parse(huge),
        thread.parse(Buffer.from('{"n": 3}')),
      ]);
      expect(crashed).toMatchObject({
        status: 'rejected',
        reason: { statusCode: 400, reason: 'parser failed' },
      });
      expect(next).toMatchObject({ status: 'fulfilled', value: { value: { n: 3 } } });
    } finally {
      await thread.close();
    }
  });
});

describe('parseLargeJsonOffThread (a route plugin)', () => {
  const app = Fastify({ bodyLimit: 4 * 1024 * 1024 });
  void app.register(async (scope) => {
    parseLargeJsonOffThread(scope);
    scope.post('/in', async (request) => {
      const b = request.body as { image?: string; n?: number };
      const bytes = b.image ? decodeDataUrl(b.image, 'image') : null;
      return {
        sha256: bytes && createHash('sha256').update(bytes).digest('hex'),
        n: b.n ?? null,
      };
    });
  });
  afterAll(() => app.close());
  const send = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/in',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('gives the route the same files for a large and a small body, and holds none after', async () => {
    const sha256 = createHash('sha256').update(photo).digest('hex');
    const small = randomBytes(100_000);
    const smallUrl = `data:image/png;base64,${small.toString('base64')}`;
    const smallSha = createHash('sha256').update(small).digest('hex');
    // The same 100 kB image inline (a small body) and through the thread (padding makes it large).
    const inline = await send(JSON.stringify({ image: smallUrl, n: 2 }));
    const threaded = await send(
      JSON.stringify({ image: smallUrl, n: 3, pad: 'x'.repeat(300_000) }),
    );
    expect(inline.json()).toEqual({ sha256: smallSha, n: 2 });
    expect(threaded.json()).toEqual({ sha256: smallSha, n: 3 });
    expect((await send(big())).json()).toEqual({ sha256, n: 1 });
    expect((await send('{"n": 4}')).json()).toEqual({ sha256: null, n: 4 });
    expect(heldUploadCount()).toBe(0);
  });

  it('answers 400 to a large body that is not JSON or is poisoned, and to an empty one', async () => {
    expect((await send(`${big()}}`)).statusCode).toBe(400);
    const deep = await send(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    expect(deep.statusCode).toBe(400);
    expect((deep.json() as { message: string }).message).toBe(messages.bodyTooDeep);
    const poisoned = big().replace('"n":1', '"n":1,"__proto__":{"x":1}');
    expect((await send(poisoned)).statusCode).toBe(400);
    expect((await send('')).statusCode).toBe(400);
    expect(heldUploadCount()).toBe(0);
  });
});
