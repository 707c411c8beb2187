import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/**
 * Deletes what the credential endpoints wrote and can no longer use (issue 46): offers past their
 * ten minutes whose access token, if any, has ended too; c_nonces past their five minutes (a
 * spent one is refused by its expiry as well as its mark); verification links' opened requests
 * past theirs. None carries personal data, but each is a row per call, and the nonce endpoint is
 * public. Run by the repeating sweep job; `now` for tests.
 */
export async function sweepCredentialRows(db: Db, now = nowIso()): Promise<number> {
  const offers = await db
    .deleteFrom('credential_offers')
    .where('expires_at', '<=', now)
    .where((eb) => eb.or([eb('token_expires_at', 'is', null), eb('token_expires_at', '<=', now)]))
    .executeTakeFirst();
  const nonces = await db
    .deleteFrom('credential_nonces')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  const requests = await db
    .deleteFrom('credential_requests')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return [offers, nonces, requests].reduce((n, r) => n + Number(r.numDeletedRows ?? 0), 0);
}
