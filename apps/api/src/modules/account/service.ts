import type { MemberProfile, UpdateProfilePayload } from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../auth/sessions.js';
import type { MemberPii } from '../users/pii.js';
import { toMemberProfile } from '../users/profile.js';
import { usersRepository } from '../users/repository.js';
import { walletsRepository } from '../wallets/repository.js';
import { unauthorized } from '../../lib/http-errors.js';

type ParsedProfile = Required<UpdateProfilePayload> & {
  wechat_id: string | null;
  wechat_name: string | null;
};

/** The signed-in member's own profile: read and edit. No call takes another member's id. */
export function accountService(db: Db, pii: MemberPii) {
  const users = usersRepository(db);
  const wallets = walletsRepository(db);
  return {
    async profile(auth: AuthContext): Promise<MemberProfile> {
      const user = await users.findById(auth.user.id);
      if (!user) throw unauthorized();
      return toMemberProfile(user, pii, auth.token, await wallets.asJson(user.id));
    },

    async updateProfile(auth: AuthContext, p: ParsedProfile): Promise<MemberProfile> {
      const phone = pii.phone(p.phone_number);
      const whatsapp = pii.phone(p.whatsapp_number);
      await users.update(auth.user.id, {
        first_name: p.first_name,
        last_name: p.last_name,
        phone_enc: phone.enc,
        phone_bidx: phone.bidx,
        whatsapp_enc: whatsapp.enc,
        whatsapp_bidx: whatsapp.bidx,
        wechat_id: p.wechat_id,
        wechat_id_norm: p.wechat_id?.toLowerCase() ?? null,
        wechat_name: p.wechat_name,
      });
      return this.profile(auth);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
