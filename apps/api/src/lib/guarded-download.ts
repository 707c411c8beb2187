import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { checkedAddress, pinnedRequest, RefusedUrl, type GuardOptions } from './guarded-fetch.js';

export type DownloadResult = { ok: true; bytes: number } | { ok: false; error: string };

/**
 * Downloads `url` into `file` through the SSRF guard (guarded-fetch.ts): a public address only,
 * connected to as checked, no redirects, at most `maxBytes`, within `timeoutMs`. The file is
 * written beside its final name and renamed at the end, so a half download never replaces the
 * list in use. Never throws: every failure is a result with its reason.
 */
export async function guardedDownload(
  url: string,
  file: string,
  o: GuardOptions & { timeoutMs: number; maxBytes: number },
): Promise<DownloadResult> {
  let u: URL;
  let target: { address: string; family: number };
  try {
    u = new URL(url);
    if (u.protocol !== 'https:' && u.protocol !== 'http:')
      throw new RefusedUrl('Only http and https URLs are downloaded.');
    target = await checkedAddress(u, o);
  } catch (err) {
    return { ok: false, error: err instanceof RefusedUrl ? err.message : 'The URL is not valid.' };
  }
  // Its own name each time: a retried run never writes into another's half file.
  const partial = `${file}.${randomUUID()}.part`;
  const { lib, options } = pinnedRequest(u, target, 'GET', {
    'user-agent': 'Vouch-Lists/1.0',
    accept: 'text/csv, */*',
  });
  const result = await new Promise<DownloadResult>((resolve) => {
    let done = false;
    const finish = (r: DownloadResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = lib.request(options, (res) => {
      const status = res.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        res.destroy();
        return finish({
          ok: false,
          error: `HTTP ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`,
        });
      }
      const out = createWriteStream(partial);
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
        if (bytes > o.maxBytes) {
          res.destroy();
          out.destroy();
          const limit =
            o.maxBytes >= 1e6 ? `${Math.round(o.maxBytes / 1e6)} MB` : `${o.maxBytes} bytes`;
          finish({ ok: false, error: `Larger than the ${limit} allowed` });
        }
      });
      res.on('error', (err) => finish({ ok: false, error: `Interrupted: ${err.message}` }));
      out.on('error', (err) => finish({ ok: false, error: `Could not write: ${err.message}` }));
      out.on('finish', () => finish({ ok: true, bytes }));
      res.pipe(out);
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish({ ok: false, error: `Not downloaded within ${Math.round(o.timeoutMs / 1000)} s` });
    }, o.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish({ ok: false, error: `Could not connect: ${err.code ?? err.message}`.slice(0, 300) }),
    );
    req.end();
  });
  if (!result.ok) {
    await rm(partial, { force: true });
    return result;
  }
  await rename(partial, file);
  return result;
}
