import type { ProblemDetails } from './types.js';

/**
 * An answer of 4xx or 5xx from Vouch: the problem it sent (RFC 9457), its stable `code` to branch
 * on, and the request id to quote to support. `status` 0 means no answer came (network, timeout).
 */
export class VouchError extends Error {
  override readonly name = 'VouchError';
  readonly status: number;
  readonly code: string;
  readonly requestId: string | null;
  readonly problem: ProblemDetails | null;
  /** Seconds Vouch asked to wait (Retry-After), when it did. */
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    message: string;
    code: string;
    requestId?: string | null;
    problem?: ProblemDetails | null;
    retryAfter?: number | null;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId ?? null;
    this.problem = init.problem ?? null;
    this.retryAfter = init.retryAfter ?? null;
  }

  /** The field errors of an `invalid-request` problem, by field. */
  get errors(): Record<string, string> {
    return this.problem?.errors ?? {};
  }
}

/** A failed answer as a VouchError: `body` is what came, parsed (a problem document, or not). */
export function errorOf(response: Response, body: unknown): VouchError {
  const problem =
    body && typeof body === 'object' && typeof (body as ProblemDetails).title === 'string'
      ? (body as ProblemDetails)
      : null;
  const text = typeof body === 'string' ? body : '';
  const retry = Number(response.headers.get('retry-after') ?? NaN);
  return new VouchError({
    status: response.status,
    code: problem?.code ?? `http-${response.status}`,
    message: problem
      ? `${problem.title}: ${problem.detail}`
      : `Vouch answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
    requestId: problem?.request_id ?? response.headers.get('vouch-request-id'),
    problem,
    retryAfter: Number.isFinite(retry) && retry >= 0 ? retry : null,
  });
}

/** No answer at all: the network, a timeout. */
export const unreachable = (err: unknown) =>
  new VouchError({
    status: 0,
    code: (err as Error)?.name === 'TimeoutError' ? 'timeout' : 'network',
    message: `Vouch could not be reached: ${(err as Error)?.message ?? String(err)}`,
    cause: err,
  });
