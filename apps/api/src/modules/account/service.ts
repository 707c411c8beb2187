import type { KycStatus, Locale, MemberProfile } from '@vouch/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { unauthorized } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import { NO_PASSWORD, withSeen, type AuthContext } from '../auth/index.js';
import { activeHoldsOf, holdsJsonOf } from '../holds/index.js';
import { latestStatusOf } from '../kyc/index.js';
import {
  profileReviewJsonOf,
  profileReviewOf,
  tierOfStoredEvidence,
  type Lifecycle,
  type ProfileEdit,
} from '../lifecycle/index.js';
import { numberProofsJsonOf, numberStatesOf } from '../numbers/index.js';
import {
  PROFILE_COLUMNS,
  toMemberProfile,
  type MemberPii,
  type ProfileRow,
} from '../users/index.js';
import { lookupWalletsOf, walletsJsonOf } from '../wallets/index.js';

/**
 * Account info in one statement (decision 0025): the member's profile columns with their latest
 * submission's status, their wallets and their latest profile change, each module giving its
 * subquery. It was four statements after the session check, each a round through the driver.
 */
export const accountRow = preparedQuery<
  { userId: string; now: string },
  ProfileRow & {
    phone_bidx: string;
    whatsapp_bidx: string;
    kyc_status: string | null;
    wallets: unknown;
    profile_review: unknown;
    number_proofs: unknown;
    holds: unknown;
    has_password: number;
    tier_evidence: string | null;
  }
>((executor, param) => {
  const id = sql.ref('u.id');
  return executor
    .selectFrom('users as u')
    .select(PROFILE_COLUMNS.map((c) => `u.${c}` as const))
    .select([
      'u.phone_bidx',
      'u.whatsapp_bidx',
      latestStatusOf(id).as('kyc_status'),
      walletsJsonOf(executor, id).as('wallets'),
      profileReviewJsonOf(executor, id).as('profile_review'),
      numberProofsJsonOf(executor, id).as('number_proofs'),
      holdsJsonOf(executor, id, param('now')).as('holds'),
      executor
        .selectFrom('verified_snapshots as vs')
        .select('vs.tier_evidence')
        .where('vs.user_id', '=', id as RawBuilder<string>)
        .as('tier_evidence'),
      // The hash never leaves the database: only whether the account has a password.
      sql<number>`case when u.password_hash in (${sql.lit(NO_PASSWORD)}, 'erased') then 0 else 1 end`.as(
        'has_password',
      ),
    ])
    .where('u.id', '=', param('userId'));
});

/** The signed-in member's own profile: read and edit. No call takes another member's id. */
export function accountService(db: Db, pii: MemberPii, lifecycle: Pick<Lifecycle, 'editProfile'>) {
  return {
    /** The member's profile as it is now, with this request's Last Seen. */
    async profile(auth: AuthContext): Promise<MemberProfile> {
      const row = await accountRow.takeFirst(db, { userId: auth.user.id, now: nowIso() });
      // Closed between the session check and now: as good as signed out.
      if (!row) throw unauthorized();
      // This request's Last Seen first: the stored address it replaces is never decrypted.
      const user = pii.columns.open('users', row.id, withSeen(row, auth.seen));
      const addresses = lookupWalletsOf(row.wallets);
      return toMemberProfile(user, pii, auth.token, {
        walletAddress: addresses.length > 0 ? JSON.stringify({ addresses }) : null,
        profileReview: profileReviewOf(row.profile_review),
        kycStatus: (row.kyc_status as KycStatus | null) ?? null,
        numbers: numberStatesOf(row.number_proofs, {
          phone: row.phone_bidx,
          whatsapp: row.whatsapp_bidx,
        }),
        holds: activeHoldsOf(row.holds),
        hasPassword: Number(row.has_password) === 1,
        // Only a verified member holds a tier (a revoked one's snapshot says nothing now).
        tier: user.status === 'VERIFIED' ? tierOfStoredEvidence(row.tier_evidence) : null,
      });
    },

    /**
     * Saves the edit through the lifecycle: a verified member's change to certified details waits
     * for a reviewer (profile_review says so), and a WeChat ID another verified member holds is
     * refused. A changed number is unproven until the member proves it.
     */
    async updateProfile(auth: AuthContext, p: ProfileEdit, ip: string): Promise<MemberProfile> {
      await lifecycle.editProfile({ kind: 'member', id: auth.user.id, ip }, p);
      return this.profile(auth);
    },

    /**
     * Issue 51: the language of the member's screens, mails and text messages. Not a verified
     * detail: nothing to review, nothing shared with anyone.
     */
    async setLanguage(auth: AuthContext, locale: Locale): Promise<MemberProfile> {
      await db
        .updateTable('users')
        .set({ preferred_language: locale, updated_at: nowIso() })
        .where('id', '=', auth.user.id)
        .execute();
      return this.profile(auth);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
