import { messages } from '@vouch/contracts';

/** An error whose message is safe to show the user; the error handler answers { status, msg }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, errors?: Record<string, string>) =>
  new HttpError(400, msg, errors);
export const unauthorized = () => new HttpError(401, messages.unauthorized);
export const forbidden = () => new HttpError(403, messages.forbidden);
export const notFound = () => new HttpError(404, messages.notFound);
export const tooManyRequests = (msg: string = messages.tooManyRequests) => new HttpError(429, msg);
