import { memberSecondFactorMessages, secondFactorMessages } from '@vouch/contracts';
import { HttpError } from '../../lib/http-errors.js';
import { isStaffRole, type AuthContext } from '../auth/index.js';

/**
 * Who a route serves. Staff keep their own paths and rules (decision 0015: the factor is
 * mandatory, only an admin removes it); members manage an optional factor of their own under
 * /account/second-factor (decision 0033). The same code checks the codes, passkeys and recovery
 * codes for both.
 */
export type Audience = 'staff' | 'member';

export function checkAudience(auth: AuthContext, audience: Audience): void {
  const staff = isStaffRole(auth.user.role);
  if (audience === 'staff' && !staff) throw new HttpError(403, secondFactorMessages.staffOnly);
  if (audience === 'member' && staff) {
    throw new HttpError(403, memberSecondFactorMessages.membersOnly);
  }
}
