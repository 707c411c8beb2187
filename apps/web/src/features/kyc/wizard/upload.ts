import { API_PREFIX, type Envelope } from '@vouch/contracts';
import type { ApiResult } from '../../../lib/api';
import { clearSession, getToken } from '../../../lib/session';

/**
 * POSTs JSON with the bearer token through XMLHttpRequest, whose upload events (unlike fetch's)
 * report progress: onProgress gets 0…1 as the body goes out. Resolves like apiRequest, never throws.
 */
export function postWithProgress<T>(
  path: string,
  body: unknown,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const token = getToken();
    xhr.open('POST', `${API_PREFIX}${path}`);
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onerror = () => resolve({ ok: false, status: 0, msg: 'Network error' });
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      let data: Partial<Envelope<T>> = {};
      try {
        data = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        // Not JSON (a proxy's error page): fall through with the HTTP status.
      }
      if (xhr.status >= 200 && xhr.status < 300 && data.status === xhr.status) {
        return resolve({ ok: true, status: xhr.status, msg: data.msg as T });
      }
      if (xhr.status === 401 && token) {
        clearSession();
        window.location.assign('/login');
      }
      resolve({
        ok: false,
        status: xhr.status,
        msg: typeof data.msg === 'string' ? data.msg : xhr.statusText || 'Request failed',
        errors: data.errors,
      });
    };
    xhr.send(JSON.stringify(body));
  });
}
