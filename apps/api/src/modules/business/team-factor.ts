import {
  memberSecondFactorMessages,
  SECOND_FACTOR_FIELD,
  secondFactorMarkers,
} from '@vouch/contracts';
import type { Db, Tx } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import type { AuthContext } from '../auth/index.js';
import { assertFreshSecondFactor } from '../second-factor/index.js';

/** 403 errors.second_factor 'enrol': the web app says where to turn two-step verification on. */
export const enrolNeeded = () =>
  new HttpError(403, memberSecondFactorMessages.enrolNeeded, {
    [SECOND_FACTOR_FIELD]: secondFactorMarkers.enrol,
  });

/**
 * The second factor in front of every console action that creates a credential, grants a role or
 * changes where data is sent (issue 46, finding 1): API keys, invitations, role changes, webhook
 * endpoints and their secrets, redirect origins. A member with a factor passes it within the
 * last five minutes (403 'step_up' otherwise), as for a wallet; a member without one may act only
 * on an organisation that never had live access, because there a stolen session is a stolen
 * business (403 'enrol' otherwise). `live` is for an action that is live by itself (a live endpoint).
 *
 * Checked on every such request, not at live approval: an owner who turns the factor off, or an
 * invitee who joins later, is stopped at their next sensitive action.
 */
export async function requireTeamSecondFactor(
  executor: Db | Tx,
  auth: AuthContext,
  organisationId: string,
  { live = false }: { live?: boolean } = {},
): Promise<void> {
  if (auth.secondFactorEnrolled) return assertFreshSecondFactor(auth);
  if (!live) {
    const o = await executor
      .selectFrom('organisations')
      .select(['live_status', 'checked_name'])
      .where('id', '=', organisationId)
      .executeTakeFirst();
    // Approved now, or approved before: a rename back in review keeps its live keys and
    // endpoints, so it keeps the rule too (the second probe: a pending rename switched it off).
    live = o?.live_status === 'approved' || (o !== undefined && o.checked_name !== null);
  }
  if (live) throw enrolNeeded();
}
