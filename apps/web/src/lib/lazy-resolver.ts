import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TValues extends FieldValues, TContext, TOutput> = Resolver<
  TValues,
  TContext,
  TOutput
> & {
  /** Starts the download; a screen calls it once it is up, so the first check does not wait. */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose module (the form's zod schema with zod itself, tens of kB)
 * downloads after the screen is up instead of before it can be used. A check that comes before
 * the download has finished waits for it; a failed download is tried again at the next check.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): LazyResolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      // A failure here is reported by the check that needs the resolver, which tries again.
      loaded().catch(() => {});
    },
  });
}
