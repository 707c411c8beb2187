import { useEffect, useState } from 'react';
import { API_PREFIX } from '@vouch/contracts';
import { getToken } from './session';

export type FileState =
  { status: 'loading' } | { status: 'ready'; src: string; type: string } | { status: 'failed' };

/** File links are '/api/v1/kyc/files/<id>'; one given relative to the API prefix works too. */
function absolute(url: string): string {
  return url.startsWith('/') && !url.startsWith(`${API_PREFIX}/`) ? `${API_PREFIX}${url}` : url;
}

function typeOfDataUrl(url: string): string {
  return /^data:([^;,]+)/.exec(url)?.[1] ?? '';
}

interface Entry {
  key: string;
  promise: Promise<{ src: string; type: string }>;
  users: number;
  revokeTimer?: number;
}

/**
 * One request per file link, shared: a screen that mounts an image twice in a row (a query
 * refetch redrawing the review, a step remounting) used to abort the first request and send a
 * second (issue 37). An unused entry's blob URL is revoked a little later, not at once, so a
 * remount finds it still there.
 */
const files = new Map<string, Entry>();
const REVOKE_AFTER_MS = 30_000;

function acquire(url: string, token: string | null): Entry {
  // Per session: after a sign-out and another sign-in, nothing of the first session is reused.
  const key = `${token ?? ''}\0${url}`;
  let entry = files.get(key);
  if (!entry) {
    const promise = fetch(absolute(url), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }).then(async (res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const blob = await res.blob();
      return { src: URL.createObjectURL(blob), type: blob.type };
    });
    entry = { key, promise, users: 0 };
    files.set(key, entry);
    // A failed request is not kept: the next screen asks again.
    promise.catch(() => files.delete(key));
  }
  window.clearTimeout(entry.revokeTimer);
  entry.users += 1;
  return entry;
}

function release(entry: Entry) {
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.revokeTimer = window.setTimeout(() => {
    if (entry.users > 0 || files.get(entry.key) !== entry) return;
    files.delete(entry.key);
    void entry.promise.then(({ src }) => URL.revokeObjectURL(src)).catch(() => undefined);
  }, REVOKE_AFTER_MS);
}

/**
 * An image to show: a data URL as it is; a stored submission's file link (which needs the bearer
 * header, so an <img src> cannot load it) fetched once with the token and shown as a blob: URL,
 * revoked a while after no screen shows it.
 */
export function useFileSource(url: string | null): FileState {
  const isData = !!url && url.startsWith('data:');
  const [remote, setRemote] = useState<FileState>({ status: 'loading' });

  useEffect(() => {
    if (!url || isData) return;
    let live = true;
    setRemote({ status: 'loading' });
    const entry = acquire(url, getToken());
    entry.promise.then(
      (file) => {
        if (live) setRemote({ status: 'ready', ...file });
      },
      () => {
        if (live) setRemote({ status: 'failed' });
      },
    );
    return () => {
      live = false;
      release(entry);
    };
  }, [url, isData]);

  if (!url) return { status: 'failed' };
  if (isData) return { status: 'ready', src: url, type: typeOfDataUrl(url) };
  return remote;
}
