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
    super(message);
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
