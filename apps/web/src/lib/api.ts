import { API_PREFIX, type Envelope } from '@vouch/contracts';
import { serverText } from '../i18n/server-text';
import { clearSession, getToken } from './session';

/**
 * Spec 8's service helpers: every call resolves to { ok, status, msg } — on an HTTP error the
 * server's msg, on a network failure the network error's text. Nothing throws.
 */
export type ApiResult<T> =
  | { ok: true; status: number; msg: T }
  | {
      ok: false;
      status: number;
      msg: string;
      errors?: Record<string, string>;
      /** A 429's Retry-After, in seconds: when the screen may say "try again". */
      retryAfter?: number;
    };

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sends the bearer token (default true when one is stored). */
  auth?: boolean;
  /**
   * Another credential than the session's (the phone's capture credential, decision 0020). Its
   * 401 does not sign anyone out.
   */
  bearer?: string;
}

export async function apiRequest<T>(
  path: string,
  opts: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = opts.auth === false || opts.bearer ? null : getToken();
  const credential = opts.bearer ?? token;
  if (credential) headers.authorization = `Bearer ${credential}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}${path}`, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  } catch (err) {
    return { ok: false, status: 0, msg: err instanceof Error ? err.message : 'Network error' };
  }
  let data: Partial<Envelope<T>> = {};
  try {
    data = (await res.json()) as Envelope<T>;
  } catch {
    // A proxy's HTML error page, an empty body: fall through with the HTTP status.
  }
  if (res.ok && data.status === res.status) {
    return { ok: true, status: res.status, msg: data.msg as T };
  }
  // A session the server no longer accepts (logged out elsewhere, password changed): sign out here.
  if (res.status === 401 && token) {
    clearSession();
    if (!window.location.pathname.startsWith('/login')) window.location.assign('/login');
  }
  // The server words its failures in English (with a stable code): shown in the member's language.
  return {
    ok: false,
    status: res.status,
    msg: serverText(typeof data.msg === 'string' ? data.msg : res.statusText || 'Request failed'),
    errors:
      data.errors &&
      Object.fromEntries(
        Object.entries(data.errors).map(([field, text]) => [field, serverText(text)]),
      ),
    ...(res.status === 429 && retryAfterOf(res) !== undefined && { retryAfter: retryAfterOf(res) }),
  };
}

/** Retry-After as seconds (the header may also be an HTTP date); undefined when absent. */
function retryAfterOf(res: Response): number | undefined {
  const raw = res.headers.get('retry-after');
  if (!raw) return undefined;
  const n = Number(raw);
  if (Number.isFinite(n)) return Math.max(0, Math.ceil(n));
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
