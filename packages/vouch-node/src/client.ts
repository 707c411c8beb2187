import createClient from 'openapi-fetch';
import type { paths } from './generated/business-api.js';
import { errorOf, unreachable } from './errors.js';
import { retryingFetch } from './retries.js';
import type {
  CreateVerificationSession,
  CreateWebhookEndpoint,
  CreatedWebhookEndpoint,
  Grant,
  ListEvents,
  ListGrants,
  ListVerificationSessions,
  LookupRequest,
  LookupResult,
  Page,
  PresentationRequest,
  PresentationResult,
  RotateWebhookSecret,
  SimulatedOutcome,
  VerificationSession,
  VouchEvent,
  WebhookEndpoint,
} from './types.js';

export const API_PREFIX = '/api/business/v1';

export interface VouchOptions {
  /** A secret key from the console: `vk_test_…` or `vk_live_…`. */
  apiKey: string;
  /** Vouch's address, e.g. https://vouch.example.ng (its business API is under /api/business/v1). */
  baseUrl: string;
  /** Further attempts after a failure that may be retried (default 2). */
  maxRetries?: number;
  /** Milliseconds before one attempt is abandoned (default 30 000). */
  timeoutMs?: number;
  /** Another fetch (a proxy's, a test's). */
  fetch?: typeof fetch;
  /** @internal waits between attempts (tests make them instant). */
  sleep?: (ms: number) => Promise<void>;
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The call's data, or a VouchError with the problem Vouch answered. */
async function unwrap<T>(call: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch (err) {
    throw unreachable(err);
  }
  if (!answer.response.ok) throw errorOf(answer.response, answer.error);
  return answer.data as T;
}

/**
 * Every page of a list, one after another: `for await (const s of vouch.verificationSessions
 * .list({ status: 'approved' }))`. Each page is one request, made when the previous is used up.
 */
export async function* everyItem<T>(
  pageOf: (cursor: string | undefined) => Promise<Page<T>>,
): AsyncGenerator<T, void, undefined> {
  let cursor: string | undefined;
  for (;;) {
    const page = await pageOf(cursor);
    yield* page.data;
    if (!page.has_more || !page.next_cursor) return;
    cursor = page.next_cursor;
  }
}

/** A page, which is also every item from it on when iterated with `for await`. */
export type AutoPage<T> = Promise<Page<T>> & AsyncIterable<T>;

function autoPage<T>(pageOf: (cursor: string | undefined) => Promise<Page<T>>, first?: string) {
  const page = pageOf(first) as AutoPage<T>;
  // Not awaited: a rejected first page is the caller's, through whichever way they read it.
  page.catch(() => undefined);
  page[Symbol.asyncIterator] = () =>
    everyItem((cursor) => (cursor === undefined ? page : pageOf(cursor)))[Symbol.asyncIterator]();
  return page;
}

/**
 * Vouch's business API. `new Vouch({ apiKey })`, then `vouch.verificationSessions.create(…)`.
 * Each method answers the API's JSON as typed by the OpenAPI document and throws a VouchError
 * for a problem; POSTs carry an Idempotency-Key and failures that may be retried are (twice).
 */
export class Vouch {
  readonly mode: 'test' | 'live';
  readonly verificationSessions;
  readonly lookups;
  readonly webhookEndpoints;
  readonly events;
  readonly grants;
  readonly credentialPresentations;

  constructor(options: VouchOptions) {
    const { apiKey } = options;
    if (!/^vk_(test|live)_/.test(apiKey ?? ''))
      throw new TypeError('apiKey is a Vouch secret key: vk_test_… or vk_live_…');
    if (!URL.canParse(options.baseUrl ?? ''))
      throw new TypeError('baseUrl is Vouch’s address, e.g. https://vouch.example.ng');
    this.mode = apiKey.startsWith('vk_live_') ? 'live' : 'test';
    const client = createClient<paths>({
      baseUrl: `${options.baseUrl.replace(/\/+$/, '')}${API_PREFIX}`,
      headers: { authorization: `Bearer ${apiKey}` },
      fetch: retryingFetch(options.fetch ?? globalThis.fetch, API_PREFIX, {
        maxRetries: options.maxRetries ?? 2,
        timeoutMs: options.timeoutMs ?? 30_000,
        sleep: options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
      }),
    });
    const byId = (id: string) => ({ params: { path: { id } } });
    const idempotency = (key: string | undefined) =>
      key ? { headers: { 'idempotency-key': key } } : {};

    this.verificationSessions = {
      /** A verification link for one customer; `idempotencyKey` makes a retry answer the first. */
      create: (body: CreateVerificationSession, opts: { idempotencyKey?: string } = {}) =>
        unwrap<VerificationSession>(
          client.POST('/verification-sessions', { body, ...idempotency(opts.idempotencyKey) }),
        ),
      retrieve: (id: string) =>
        unwrap<VerificationSession>(client.GET('/verification-sessions/{id}', byId(id))),
      /** Newest first; await it for one page, or `for await` over it for every session. */
      list: (query: Omit<ListVerificationSessions, 'cursor'> & { cursor?: string } = {}) =>
        autoPage<VerificationSession>(
          (cursor) =>
            unwrap(
              client.GET('/verification-sessions', {
                params: { query: { ...query, ...(cursor ? { cursor } : {}) } },
              }),
            ),
          query.cursor,
        ),
      cancel: (id: string) =>
        unwrap<VerificationSession>(client.POST('/verification-sessions/{id}/cancel', byId(id))),
      /** Test mode: move a session as its customer would (its events fire). */
      simulate: (id: string, outcome: SimulatedOutcome) =>
        unwrap<VerificationSession>(
          client.POST('/verification-sessions/{id}/simulate', { ...byId(id), body: { outcome } }),
        ),
    };

    this.lookups = {
      /** Is this person verified? */
      create: (body: LookupRequest) => unwrap<LookupResult>(client.POST('/lookups', { body })),
    };

    this.webhookEndpoints = {
      /** The answer carries the endpoint's signing `secret`, this once. */
      create: (body: CreateWebhookEndpoint) =>
        unwrap<CreatedWebhookEndpoint>(client.POST('/webhook-endpoints', { body })),
      retrieve: (id: string) =>
        unwrap<WebhookEndpoint>(client.GET('/webhook-endpoints/{id}', byId(id))),
      list: () => unwrap<Page<WebhookEndpoint>>(client.GET('/webhook-endpoints')),
      delete: (id: string) => unwrap<unknown>(client.DELETE('/webhook-endpoints/{id}', byId(id))),
      rotateSecret: (id: string, body: RotateWebhookSecret) =>
        unwrap<CreatedWebhookEndpoint>(
          client.POST('/webhook-endpoints/{id}/rotate-secret', { ...byId(id), body }),
        ),
    };

    this.events = {
      /** Newest first; await it for one page, or `for await` over it for every event. */
      list: (query: Omit<ListEvents, 'cursor'> & { cursor?: string } = {}) =>
        autoPage<VouchEvent>(
          (cursor) =>
            unwrap(
              client.GET('/events', {
                params: { query: { ...query, ...(cursor ? { cursor } : {}) } },
              }),
            ),
          query.cursor,
        ),
    };

    this.grants = {
      /** Newest first, with where each member stands now; `for await` for every grant. */
      list: (query: Omit<ListGrants, 'cursor'> & { cursor?: string } = {}) =>
        autoPage<Grant>(
          (cursor) =>
            unwrap(
              client.GET('/grants', {
                params: { query: { ...query, ...(cursor ? { cursor } : {}) } },
              }),
            ),
          query.cursor,
        ),
      /**
       * Ask the grant's member to confirm it again (live keys): a new session, mailed to them;
       * their Allow replaces the grant. Use it when `reverify_due` is true.
       */
      reverify: (id: string, body: { expires_in?: number } = {}) =>
        unwrap<VerificationSession>(client.POST('/grants/{id}/reverify', { ...byId(id), body })),
    };

    this.credentialPresentations = {
      /** A Vouch ID presentation a customer handed you, checked. */
      verify: (body: PresentationRequest) =>
        unwrap<PresentationResult>(client.POST('/credential-presentations/verify', { body })),
    };
  }
}
