import { useQuery } from '@tanstack/react-query';
import {
  API_PREFIX,
  privacyMessages,
  privacyPaths,
  type CloseAccountPayload,
  type MyDataSummary,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../lib/api';
import { getToken } from '../../lib/session';

export const privacyKeys = {
  myData: ['privacy', 'my-data'] as const,
};

/** GET /privacy/my-data: what we hold about the signed-in member, grouped, with counts. */
export function useMyData() {
  return useQuery({
    queryKey: privacyKeys.myData,
    queryFn: async () => {
      const res = await apiRequest<MyDataSummary>(privacyPaths.myData);
      if (!res.ok) throw new Error(res.msg);
      return res.msg;
    },
    staleTime: 0,
  });
}

/** POST /privacy/export: 200 a copy is being prepared; 409 one already is. */
export function requestExport(): Promise<ApiResult<string>> {
  return apiRequest<string>(privacyPaths.export, { method: 'POST', body: {} });
}

/** POST /privacy/close with the password (400 with the API's message when it is wrong). */
export function closeAccount(payload: CloseAccountPayload): Promise<ApiResult<string>> {
  return apiRequest<string>(privacyPaths.close, { body: payload });
}

export type DownloadResult = { ok: true; blob: Blob } | { ok: false; status: number; msg: string };

/**
 * GET /privacy/export/download?token= with the bearer token: the ZIP as a blob (not JSON, so
 * not through apiRequest). A used, expired or someone else's link answers the API's message.
 */
export async function downloadExport(token: string): Promise<DownloadResult> {
  const bearer = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}${privacyPaths.download}?token=${encodeURIComponent(token)}`, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  } catch (err) {
    return { ok: false, status: 0, msg: err instanceof Error ? err.message : 'Network error' };
  }
  if (res.ok) return { ok: true, blob: await res.blob() };
  let msg: string = privacyMessages.exportLinkInvalid;
  try {
    const body = (await res.json()) as { msg?: unknown };
    if (typeof body.msg === 'string') msg = body.msg;
  } catch {
    // Not JSON (a proxy's page): the link's own message stands.
  }
  return { ok: false, status: res.status, msg };
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
