import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@vouch/contracts';
import { HttpError } from './http-errors.js';
import { nestsDeeperThan } from './json-nesting.mjs';

/** Why a JSON body was refused, as the log says it. */
export type BodyRefusalReason =
  'invalid JSON' | 'prototype poisoning' | 'too deep' | 'parser failed';

/** A body refused before any route saw it: 400, with its own words when nesting is the cause. */
export class BodyRefusal extends HttpError {
  constructor(readonly reason: BodyRefusalReason) {
    super(400, reason === 'too deep' ? messages.bodyTooDeep : messages.invalidRequest);
  }
}

export type ParserDone = (err: Error | null, value?: unknown) => void;

/**
 * Answers a refused body for this request alone, and says so in the log with the request's id
 * (Fastify's request logger carries it): a refused upload is otherwise invisible to operators.
 */
export function refuseBody(request: FastifyRequest, refusal: BodyRefusal, done: ParserDone) {
  request.log.warn({ reason: refusal.reason }, 'request body refused');
  done(refusal);
}

/**
 * Fastify's own JSON parser (secure-json-parse: prototype poisoning refused) behind a nesting
 * check of the raw bytes, so no body deeper than MAX_JSON_DEPTH reaches a recursive walk. The
 * size was bounded before this runs (the route's bodyLimit, 413).
 */
export function inlineJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: Buffer, done: ParserDone) => {
    if (nestsDeeperThan(body)) return refuseBody(request, new BodyRefusal('too deep'), done);
    // Fastify words empty, malformed and poisoned bodies alike (FST_ERR_CTP_*_JSON_BODY).
    parse(request, body.toString('utf8'), (err, value) =>
      err ? refuseBody(request, new BodyRefusal('invalid JSON'), done) : done(null, value),
    );
  };
}
