import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { guardedDownload, type DownloadResult } from '../../lib/guarded-download.js';
import type { Resolver } from '../../lib/guarded-fetch.js';

export interface ListDownload {
  url: string;
  file: string;
}

export interface RefreshReport {
  url: string;
  result: DownloadResult;
}

/**
 * The scheduled refresh of lists published at a URL (issue 50, `SANCTIONS_LIST_URLS`): each is
 * downloaded through the SSRF guard (a public address only, no redirects, a size and time limit)
 * into the data folder, replacing the last copy only when whole; then the lists are loaded again
 * (only a changed file is), and a change is what the re-screening compares everyone with. A
 * download that fails keeps the last good copy in use, and says why.
 */
export function listRefresh(d: {
  downloads: ListDownload[];
  maxBytes: number;
  timeoutMs?: number;
  /** Tests reach a list server on loopback (WEBHOOKS_ALLOW_LOOPBACK's switch). */
  allowLoopback: boolean;
  resolve?: Resolver;
  /** Loads the configured lists again (the checks' syncLists): what changed is reloaded. */
  sync: () => Promise<{ status: string }[]>;
}) {
  return {
    async run(): Promise<{ downloads: RefreshReport[]; changed: number }> {
      const downloads: RefreshReport[] = [];
      for (const dl of d.downloads) {
        await mkdir(path.dirname(dl.file), { recursive: true });
        downloads.push({
          url: dl.url,
          result: await guardedDownload(dl.url, dl.file, {
            allowLoopback: d.allowLoopback,
            resolve: d.resolve,
            maxBytes: d.maxBytes,
            timeoutMs: d.timeoutMs ?? 10 * 60_000,
          }),
        });
      }
      const reports = downloads.length > 0 ? await d.sync() : [];
      return { downloads, changed: reports.filter((r) => r.status === 'loaded').length };
    },
  };
}
export type ListRefresh = ReturnType<typeof listRefresh>;
