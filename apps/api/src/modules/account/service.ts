import type { KycStatus, MemberProfile } from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { unauthorized } from '../../lib/http-errors.js';
import type { AuthContext } from '../auth/index.js';
import { kycRepository } from '../kyc/index.js';
import type { Lifecycle, ProfileEdit } from '../lifecycle/index.js';
import { toMemberProfile, usersRepository, type MemberPii } from '../users/index.js';
import { walletsRepository } from '../wallets/index.js';

/** The signed-in member's own profile: read and edit. No call takes another member's id. */
export function accountService(
  db: Db,
  pii: MemberPii,
  lifecycle: Pick<Lifecycle, 'editProfile' | 'profileReview'>,
) {
  const users = usersRepository(db, pii);
  const wallets = walletsRepository(db);
  const kyc = kycRepository(db, pii.columns);
  return {
    /** The member's row as this request read it, or read again after a change (`reread`). */
    async profile(auth: AuthContext, reread = false): Promise<MemberProfile> {
      const user = reread ? await users.findById(auth.user.id) : await auth.member();
      if (!user) throw unauthorized();
      const latest = await kyc.latestStatus(user.id);
      return {
        ...toMemberProfile(
          user,
          pii,
          auth.token,
          await wallets.asJson(user.id),
          await lifecycle.profileReview(user.id),
        ),
        kyc_status: (latest as KycStatus | undefined) ?? null,
      };
    },

    /**
     * Saves the edit through the lifecycle: a verified member's change to certified details waits
     * for a reviewer (profile_review says so), and a number another verified member holds is
     * refused.
     */
    async updateProfile(auth: AuthContext, p: ProfileEdit, ip: string): Promise<MemberProfile> {
      await lifecycle.editProfile({ kind: 'member', id: auth.user.id, ip }, p);
      return this.profile(auth, true);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
