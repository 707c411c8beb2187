import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const ok: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads nothing until asked, then loads once and checks with the loaded resolver', async () => {
    const load = vi.fn(async () => ok);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    resolver.preload();
    resolver.preload();
    const first = await resolver({ email: 'a@example.com' }, undefined, options);
    const second = await resolver({ email: 'b@example.com' }, undefined, options);

    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ values: { email: 'a@example.com' }, errors: {} });
    expect(second.values).toEqual({ email: 'b@example.com' });
  });

  it('makes a check that comes before the download wait for it', async () => {
    let finish!: (r: Resolver<Values>) => void;
    const resolver = lazyResolver(() => new Promise<Resolver<Values>>((r) => (finish = r)));
    const check = resolver({ email: 'a@example.com' }, undefined, options);
    finish(ok);
    await expect(check).resolves.toEqual({ values: { email: 'a@example.com' }, errors: {} });
  });

  it('tries a failed download again at the next check', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(ok);
    const resolver = lazyResolver(load);
    resolver.preload();
    await expect(resolver({ email: 'a@example.com' }, undefined, options)).rejects.toThrow(
      'offline',
    );
    await expect(resolver({ email: 'a@example.com' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@example.com' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
