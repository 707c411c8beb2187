import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageCode, messages, tryAgainInMessage } from '@vouch/contracts';
import { HttpError } from '../lib/http-errors.js';
import { apiHeaders } from './security.js';

/**
 * Our schemas word every rule a person can break; zod's own wording ("Invalid input: expected
 * string, received number") only reaches fields a form never sends wrong, so it is replaced.
 */
function userMessage(message: string | undefined): string {
  return !message || message.startsWith('Invalid input') ? messages.invalidRequest : message;
}

/**
 * Every failure answers { status, msg } (DESIGN.md). Validation: 400, msg the first message and
 * errors { field: message } for all of them. Anything unexpected is logged and answered with a
 * generic message: never a stack trace.
 */
/** The kind of failure, as the business API names it, for a msg that is not one of `messages`. */
const GENERIC_CODES: Record<number, string> = {
  400: 'invalid-request',
  401: 'unauthorized',
  402: 'payment-required',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  410: 'gone',
  413: 'payload-too-large',
  414: 'uri-too-long',
  415: 'unsupported-media-type',
  422: 'unprocessable',
  429: 'rate-limited',
  500: 'server-error',
  502: 'provider-unavailable',
  503: 'unavailable',
};

/** The code a failure's { status, msg } carries (issue 51): msg stays English for clients. */
export function errorCode(status: number, msg: string): string {
  return (
    messageCode(msg) ??
    GENERIC_CODES[status] ??
    (status >= 500 ? 'server-error' : 'invalid-request')
  );
}

export function registerErrorHandler(app: FastifyInstance) {
  // Every failure in the { status, msg } envelope gains its code, whoever sent it.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
    const body = payload as { status?: unknown; msg?: unknown; code?: unknown };
    if (typeof body.msg !== 'string' || typeof body.status !== 'number' || body.code !== undefined)
      return payload;
    return { ...body, code: errorCode(reply.statusCode, body.msg) };
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[field] ??= userMessage(v.message);
      }
      const first = userMessage(error.validation[0]?.message);
      return reply.status(400).send({ status: 400, msg: first, errors });
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        status: error.statusCode,
        msg: error.message,
        ...(error.errors && { errors: error.errors }),
      });
    }
    const code = (error as FastifyError).statusCode ?? 500;
    if (code === 429) {
      // Keep a Retry-After set upstream; otherwise the generic wording.
      const after = Number(reply.getHeader('retry-after'));
      const msg = after > 0 ? tryAgainInMessage(after) : messages.tooManyRequests;
      return reply.status(429).send({ status: 429, msg });
    }
    if (code >= 400 && code < 500) {
      // Malformed JSON, wrong content type, body too large, ...: the client's fault, said plainly.
      const msg =
        code === 413
          ? 'The request is too large.'
          : code === 415
            ? 'Unsupported content type.'
            : messages.invalidRequest;
      return reply.status(code).send({ status: code, msg });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 500, msg: messages.serverError });
  });
}

const API_HEADERS = apiHeaders();

/**
 * What Fastify answers itself, before any route or hook runs (its `frameworkErrors` option): a
 * path parameter over maxParamLength (414) or not valid percent-encoding (400). Its own answers
 * were outside the { status, msg } envelope and without the API's headers (issue 31).
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const code = error.statusCode === 414 ? 414 : 400;
  const msg = code === 414 ? 'The address is too long.' : messages.invalidRequest;
  for (const [name, value] of API_HEADERS) reply.header(name, value);
  return reply.status(code).send({ status: code, msg });
}
