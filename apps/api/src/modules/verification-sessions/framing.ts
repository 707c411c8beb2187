import type { Db } from '../../db/database.js';

/** An origin as the organisation settings store it: scheme, host and an optional port only. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * Who may frame a session's hosted page (issue 47, the embedded flow): the session's organisation's
 * own redirect origins and nothing else, as a CSP `frame-ancestors` list. An unknown session, or
 * an organisation without origins, gets none (the page then refuses every frame).
 */
export async function framingOrigins(db: Db, sessionId: string): Promise<string[]> {
  const row = await db
    .selectFrom('verification_sessions as s')
    .innerJoin('organisations as o', 'o.id', 's.organisation_id')
    .select('o.redirect_origins')
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return [];
  let origins: unknown;
  try {
    origins = JSON.parse(row.redirect_origins);
  } catch {
    return [];
  }
  // Written into a header: only what is unmistakably an origin (the settings validate them too).
  return Array.isArray(origins)
    ? origins.filter((o): o is string => typeof o === 'string' && ORIGIN.test(o))
    : [];
}
