import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors.js';

export const NUL_REFUSED = 'Text may not contain the NUL character (\\u0000).';

/** Whether a parsed JSON body holds U+0000 in any string, key or value. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value))
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v));
  return false;
}

/**
 * PostgreSQL's text cannot hold U+0000 ("invalid byte sequence for encoding UTF8: 0x00"), so an
 * id of `%00` or a name with a NUL in it reached the database and came back a 500 (the second
 * probe of issue 46); SQLite stored it. No Vouch field has a use for it: a URL or a JSON body
 * carrying one is refused with 400 before any route runs, in each API's own error format.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw new HttpError(400, NUL_REFUSED);
  });
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw new HttpError(400, NUL_REFUSED);
  });
}
