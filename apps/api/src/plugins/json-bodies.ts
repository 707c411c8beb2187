import type { FastifyInstance } from 'fastify';
import { inlineJsonParser } from '../lib/json-body.js';

/**
 * Every route's JSON bodies go through the nesting check before they are parsed (issue 31); the
 * KYC upload routes replace this with their threaded parser, which makes the same check.
 */
export function registerJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, inlineJsonParser(app));
}
