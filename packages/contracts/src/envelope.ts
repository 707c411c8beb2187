import { z } from 'zod';

/** DESIGN.md: every JSON body is { status, msg } with the HTTP status equal to status. */
export interface Envelope<T> {
  status: number;
  msg: T;
  /** Failures: msg's stable code (issue 51), which the web app translates. */
  code?: string;
  /** Validation failures: every field's first message. */
  errors?: Record<string, string>;
}

export interface LoginResult {
  authToken: string;
  /**
   * Ours: 'required' when the account has a second factor. The token then opens nothing but the
   * sign-in's second step (`POST /account/second-factor/verify`) until the factor is passed.
   */
  second_factor?: 'required';
}

/**
 * Response schemas (decision 0022). Every API route declares what it answers with these, so the
 * OpenAPI document describes each answer and the serialiser writes only the declared fields.
 * They live apart from the request schemas the web app imports, so its bundle never carries them.
 */

/** Any failure: msg in words; a validation failure (400) adds errors { field: message }. */
export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  msg: z.string(),
  code: z
    .string()
    .optional()
    .describe(
      'Stable code of msg for clients to translate or branch on (issue 51): the kebab-case of its message key, or the kind of failure (invalid-request, unauthorized, not-found, rate-limited…); msg stays English',
    ),
  errors: z.record(z.string(), z.string()).optional(),
});

/** What each failure status means, as the OpenAPI document says it. */
export const failureDescriptions = {
  400: 'Invalid request: msg is the first problem, errors holds every field’s message',
  401: 'Not signed in, or the session ended (expired, logged out, revoked)',
  402: 'A payment did not go through (or was not made): nothing was added',
  403: 'Signed in but not allowed (role, second factor, or the account’s state)',
  404: 'Not found (or not visible to this account)',
  409: 'Conflicts with the current state (already done, or held by someone else)',
  410: 'No longer valid (expired or already used)',
  413: 'The request is too large',
  414: 'The address is too long (a path parameter over 100 characters)',
  415: 'The body is not of a type this operation takes (send application/json)',
  422: 'Understood but refused: msg says why',
  429: 'Too many requests: Retry-After says when to try again',
  502: 'An outside provider did not answer; nothing changed',
  503: 'Not ready or overloaded: Retry-After says when to try again',
} as const;
export type FailureStatus = keyof typeof failureDescriptions;

/** The success envelope around `msg`. */
export function okEnvelope<T extends z.ZodType>(msg: T, description: string) {
  return z.object({ status: z.number().int(), msg }).describe(description);
}

/**
 * A route's `response` schemas: 200 with `msg`, and the failures its own code can answer, each
 * described. What the framework answers on any route of a kind (a body too large, of another
 * type or malformed; a path parameter too long; rate limited; overloaded) is added to the
 * document by the API's docs plugin (apps/api/src/plugins/docs.ts), from the route itself.
 */
export function answers<T extends z.ZodType>(
  msg: T,
  description: string,
  failures: readonly FailureStatus[],
) {
  const out: { 200: ReturnType<typeof okEnvelope<T>> } & Partial<
    Record<FailureStatus, typeof errorEnvelopeSchema>
  > = { 200: okEnvelope(msg, description) };
  for (const status of failures)
    out[status] = errorEnvelopeSchema.describe(failureDescriptions[status]);
  return out;
}

/** Failures only, for routes whose success is not JSON (a file). */
export function failures(statuses: readonly FailureStatus[]) {
  const out: Partial<Record<FailureStatus, typeof errorEnvelopeSchema>> = {};
  for (const status of statuses)
    out[status] = errorEnvelopeSchema.describe(failureDescriptions[status]);
  return out;
}

/** The usual failures of a signed-in route with input: invalid, not signed in, too many. */
export const SIGNED_IN = [400, 401, 429] as const;
/** A staff route: also 403 (role or second factor). */
export const STAFF = [400, 401, 403, 429] as const;

type KeysOf<T> = T extends readonly unknown[] ? never : keyof T;
type Keeps<S extends z.ZodType, T> = [T] extends [z.input<S>]
  ? [KeysOf<T>] extends [KeysOf<z.input<S>>]
    ? [KeysOf<z.input<S>>] extends [KeysOf<T>]
      ? S
      : never
    : never
  : never;

/**
 * A response schema checked against the contract's interface at compile time: every T passes
 * it (no answer fails to serialise) and it names exactly T's fields (none is dropped).
 */
export const responseOf =
  <T>() =>
  <S extends z.ZodType>(schema: S & Keeps<S, T>): S =>
    schema;
