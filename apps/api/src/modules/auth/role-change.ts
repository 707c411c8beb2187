import type { Role } from '@vouch/contracts';
import type { Tx } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import type { Sessions } from './sessions.js';

export interface RoleChanged {
  /** False when the account already had the role: nothing was written, no session ended. */
  changed: boolean;
  sessionsEnded: number;
}

/**
 * The one way a role changes (the back office's role route, the CLI's create-staff): in the
 * caller's transaction, beside its audit entry, and every session of the account ends with it.
 * A session holds what its sign-in was allowed (a member's 30-day "remember me", no second
 * factor, a password shorter than staff may have); after a promotion the member signs in again
 * under staff rules, and after a demotion no staff session is left (issue 31).
 */
export async function changeRole(
  tx: Tx,
  sessions: Pick<Sessions, 'revokeAllFor'>,
  userId: string,
  role: Role,
): Promise<RoleChanged> {
  const r = await tx
    .updateTable('users')
    .set({ role, updated_at: nowIso() })
    .where('id', '=', userId)
    .where('role', '!=', role)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return { changed: false, sessionsEnded: 0 };
  return { changed: true, sessionsEnded: await sessions.revokeAllFor(userId, undefined, tx) };
}
