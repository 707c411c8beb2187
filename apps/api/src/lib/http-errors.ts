import { messages, tryAgainInMessage } from '@vouch/contracts';

/** An error whose message is safe to show the user; the error handler answers { status, msg }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** For 429s: the error handler sends it as the Retry-After header (seconds). */
    readonly retryAfterSeconds?: number,
  ) {
    // An answer for the client, not a fault: no stack trace is taken (none is ever logged), as a
    // not-found lookup answers one of these on half the searches of a busy site.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}

export const badRequest = (msg: string, errors?: Record<string, string>) =>
  new HttpError(400, msg, errors);
export const unauthorized = () => new HttpError(401, messages.unauthorized);
export const forbidden = () => new HttpError(403, messages.forbidden);
export const notFound = () => new HttpError(404, messages.notFound);
/** A 429 always says when to try again: in its message and in the Retry-After header. */
export const tooManyRequests = (retryAfterSeconds: number, msg?: string) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, msg ?? tryAgainInMessage(seconds), undefined, seconds);
};
