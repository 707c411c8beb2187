import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  memberSecondFactorMessages as msg,
  SECOND_FACTOR_FIELD,
  secondFactorMarkers,
  STEP_UP_MINUTES,
} from '@vouch/contracts';
import { HttpError } from '../../lib/http-errors.js';
import { MINUTE } from '../../lib/time.js';
import { authOf } from '../../plugins/authenticate.js';
import { isStaffRole, type AuthContext } from '../auth/index.js';

/** A second factor passed this long ago still vouches for a sensitive action. */
export const STEP_UP_WINDOW_MS = STEP_UP_MINUTES * MINUTE;

/**
 * Whether this session may do something that could redirect the member's payments without
 * being asked for the factor again: yes for an account without a second factor (nothing to ask
 * for) and for staff (their factor guards the back office, decision 0015); for a member with one,
 * only within STEP_UP_WINDOW_MS of passing it (sign-in or step-up).
 */
export function hasFreshSecondFactor(auth: AuthContext, now = Date.now()): boolean {
  if (isStaffRole(auth.user.role) || !auth.secondFactorEnrolled) return true;
  if (!auth.secondFactorAt) return false;
  return now - Date.parse(auth.secondFactorAt) <= STEP_UP_WINDOW_MS;
}

/** The refusal the web app recognises (errors.second_factor 'step_up'): ask, then try again. */
export const stepUpNeeded = () =>
  new HttpError(403, msg.stepUpNeeded, { [SECOND_FACTOR_FIELD]: secondFactorMarkers.stepUp });

export function assertFreshSecondFactor(auth: AuthContext): void {
  if (!hasFreshSecondFactor(auth)) throw stepUpNeeded();
}

/**
 * The step-up guard, for routes that add a way to be paid or take over the account (a wallet, a
 * number, the password). After `authenticate`, in one line:
 *
 *   onRequest: [authenticate, requireFreshSecondFactor],
 *
 * A member with a second factor who has not passed it in the last five minutes gets 403
 * { msg, errors: { second_factor: 'step_up' } } before the body is read; after
 * POST /account/second-factor/verify the same request goes through.
 */
export async function requireFreshSecondFactor(
  request: FastifyRequest,
  _reply: FastifyReply,
): Promise<void> {
  assertFreshSecondFactor(authOf(request));
}
