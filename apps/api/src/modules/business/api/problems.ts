import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { businessProblems, type BusinessProblemSlug, type ProblemDetails } from '@vouch/contracts';
import { HttpError } from '../../../lib/http-errors.js';

/** A failure of the business API, answered as RFC 9457 problem details. */
export class Problem extends Error {
  constructor(
    readonly slug: BusinessProblemSlug,
    readonly detail: string,
    readonly extra: {
      errors?: Record<string, string>;
      headers?: [string, string][];
    } = {},
  ) {
    // An answer, not a fault: no stack trace (as HttpError).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(detail);
    Error.stackTraceLimit = limit;
  }
}

export const PROBLEM_JSON = 'application/problem+json';

/**
 * Writes the problem: `type` is a URI on the reference page (`${appUrl}/developers#<slug>`),
 * `title` the same for every problem of that type, `detail` this occurrence, `request_id` the
 * answer's Vouch-Request-Id. Sent as a string, so no response serialiser rewrites it.
 */
export function sendProblem(
  appUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
  p: Problem,
) {
  const { status, title } = businessProblems[p.slug];
  const body: ProblemDetails = {
    type: `${appUrl}/developers#${p.slug}`,
    code: p.slug,
    title,
    status,
    detail: p.detail,
    request_id: request.id,
    ...(p.extra.errors && { errors: p.extra.errors }),
  };
  for (const [name, value] of p.extra.headers ?? []) reply.header(name, value);
  return reply.status(status).type(PROBLEM_JSON).send(JSON.stringify(body));
}

const fieldOf = (instancePath: string) =>
  instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';

/** The contract words every rule a caller can break; zod's own wording only type mismatches. */
const wordsOf = (message: string | undefined, field: string) =>
  !message || message.startsWith('Invalid input')
    ? field === 'body'
      ? 'Send a JSON object: { "search_by": …, "search_value": … }'
      : `${field} is not valid`
    : message;

/** Any error of a business API request as a Problem: validation, Fastify's own, ours, the rest. */
export function problemOf(error: unknown, onUnexpected: (err: unknown) => void): Problem {
  if (error instanceof Problem) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const v of error.validation) {
      const field = fieldOf(v.instancePath);
      errors[field] ??= wordsOf(v.message, field);
    }
    const first = Object.entries(errors)[0];
    return new Problem(
      'invalid-request',
      first ? `${first[0]}: ${first[1]}` : 'The request is not valid.',
      { errors },
    );
  }
  const code =
    error instanceof HttpError ? error.statusCode : ((error as FastifyError).statusCode ?? 500);
  if (code === 413)
    return new Problem(
      'payload-too-large',
      'The body is too large: at most 16 kB of JSON (a document, 4 MB of file).',
    );
  if (code === 415)
    return new Problem('unsupported-media-type', 'Send Content-Type: application/json.');
  if (code === 503) return new Problem('unavailable', 'Try again in a few seconds.');
  if (code === 429 && error instanceof HttpError)
    return new Problem('rate-limited', error.message, {
      headers: [['retry-after', String(Math.ceil(error.retryAfterSeconds ?? 60))]],
    });
  if (code >= 400 && code < 500)
    return new Problem(
      'invalid-request',
      error instanceof HttpError ? error.message : 'The body is not valid JSON.',
    );
  onUnexpected(error);
  return new Problem('server-error', 'Try again; if it keeps happening, tell us the request_id.');
}
