import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonThread, parseLargeJsonOffThread } from './off-thread-json.js';

/** Over the inline threshold (256 KiB): goes to the thread. */
const big = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ image: `data:image/jpeg;base64,${'A'.repeat(600_000)}`, n: 1, ...extra });

describe('jsonThread', () => {
  const thread = jsonThread();
  afterAll(() => thread.close());

  it('parses in another thread: the bytes are moved there, leaving this side empty', async () => {
    const body = Buffer.from(new TextEncoder().encode(big({ name: 'Adaéze' })));
    expect(body.byteOffset).toBe(0);
    const value = (await thread.parse(body)) as { image: string; name: string };
    expect(value.image).toHaveLength(600_000 + 'data:image/jpeg;base64,'.length);
    expect(value.name).toBe('Adaéze');
    expect(body.buffer.byteLength).toBe(0);
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
    expect(await thread.parse(Buffer.from('{"constructor": "x"}'))).toEqual({ constructor: 'x' });
  });
});

describe('parseLargeJsonOffThread (a route plugin)', () => {
  const app = Fastify({ bodyLimit: 4 * 1024 * 1024 });
  void app.register(async (scope) => {
    parseLargeJsonOffThread(scope);
    scope.post('/in', async (request) => {
      const b = request.body as { image?: string; n?: number };
      return { length: b.image?.length ?? 0, n: b.n ?? null };
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

  it('gives the route the same body for a large and a small payload', async () => {
    const large = await send(big());
    expect(large.statusCode).toBe(200);
    expect(large.json()).toEqual({ length: 600_023, n: 1 });
    const small = await send('{"n": 2}');
    expect(small.json()).toEqual({ length: 0, n: 2 });
  });

  it('answers 400 to a large body that is not JSON or is poisoned, and to an empty one', async () => {
    expect((await send(`${big()}}`)).statusCode).toBe(400);
    const poisoned = big().replace('"n":1', '"n":1,"__proto__":{"x":1}');
    expect((await send(poisoned)).statusCode).toBe(400);
    expect((await send('')).statusCode).toBe(400);
  });
});
