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

/**
 * An image to show: a data URL as it is; a stored submission's file link (which needs the bearer
 * header, so an <img src> cannot load it) fetched with the token and shown as a blob: URL, revoked
 * when no longer shown.
 */
export function useFileSource(url: string | null): FileState {
  const isData = !!url && url.startsWith('data:');
  const [remote, setRemote] = useState<FileState>({ status: 'loading' });

  useEffect(() => {
    if (!url || isData) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setRemote({ status: 'loading' });
    const token = getToken();
    fetch(absolute(url), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const blob = await res.blob();
        objectUrl = URL.createObjectURL(blob);
        setRemote({ status: 'ready', src: objectUrl, type: blob.type });
      })
      .catch(() => {
        if (!controller.signal.aborted) setRemote({ status: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, isData]);

  if (!url) return { status: 'failed' };
  if (isData) return { status: 'ready', src: url, type: typeOfDataUrl(url) };
  return remote;
}
