import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.js';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('answers written from the response schema', () => {
  const profile = z.object({
    status: z.number().int(),
    msg: z.object({
      uuid: z.string(),
      middle_name: z.string().nullable(),
      wechat_id: z.string().optional(),
      wallets: z.array(z.object({ token: z.string(), proven: z.boolean() })),
    }),
  });

  it('writes exactly the declared fields: nothing else the service had leaves the server', () => {
    const write = compile(profile);
    const out = write({
      status: 200,
      msg: {
        uuid: 'u1',
        middle_name: null,
        password_hash: '$argon2id$…',
        wallets: [{ token: 'USDT', proven: true, label: 'savings' }],
      },
    });
    expect(JSON.parse(out)).toEqual({
      status: 200,
      msg: { uuid: 'u1', middle_name: null, wallets: [{ token: 'USDT', proven: true }] },
    });
    expect(out).not.toContain('argon2');
    expect(out).not.toContain('savings');
  });

  it('refuses an answer missing a required field rather than writing half of it', () => {
    expect(() => compile(profile)({ status: 200, msg: { uuid: 'u1' } })).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot say (a transform)', () => {
    const shouting = z.object({ msg: z.string().transform((s) => s.toUpperCase()) });
    expect(() => compile(shouting)({ msg: 'ok' })).toThrow();
    const plain = z.object({ msg: z.string() });
    expect(compile(plain)({ msg: 'ok', extra: 1 })).toBe('{"msg":"ok"}');
  });
});
