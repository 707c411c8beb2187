/**
 * A provider could not be reached or did not answer in time: the message may or may not have
 * gone, and the job tries again (a one-time code sent twice is the same code).
 */
export function unreachable(provider: string, err: unknown): Error {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  // fetch says only "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND…).
  const why =
    e.name === 'TimeoutError'
      ? 'no answer in time'
      : (e.cause?.code ?? e.cause?.message ?? e.message);
  return new Error(`${provider} unreachable: ${why}`);
}
