import { randomUUID } from 'node:crypto';
import {
  normaliseWalletAddress,
  verificationMessages,
  type CheckVerificationPayload,
  type LookupsOfMe,
  type SearchType,
  type VerificationResult,
} from '@vouch/contracts';
import { sql } from 'kysely';
import { dialectOf, type Db, type Tx } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import { HOUR, nowIso } from '../../lib/time.js';
import type { AuthContext } from '../auth/index.js';
import type { MemberPii } from '../users/index.js';
import { walletsRepository } from '../wallets/index.js';

/** Per member: searches in the last hour before a 429 (per IP: the route's rate limit). */
export const SEARCHES_PER_MEMBER_PER_HOUR = 30;
/** pg_advisory_xact_lock namespace of the per-member search quota ("look" in ASCII). */
const LOOKUP_QUOTA_LOCK = 0x6c6f6f6b;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * "Is the person I am about to pay verified?" Exact, indexed matching after normalisation; only
 * VERIFIED members are found, and "no such member" reads exactly like "not verified". Names,
 * numbers, e-mail and WeChat ID are matched and answered from what a reviewer approved (the
 * verified snapshot), never from the live profile: an edit waits for review before it counts.
 */
export function verificationService(db: Db, pii: MemberPii) {
  const wallets = walletsRepository(db);

  /**
   * The VERIFIED member the value names, by one indexed equality on their snapshot: a subquery
   * giving their id, or null when the value cannot name anyone.
   */
  function find(executor: Db | Tx, by: SearchType, raw: string) {
    const value = raw.trim();
    let q = executor
      .selectFrom('verified_snapshots as v')
      .innerJoin('users as u', 'u.id', 'v.user_id')
      .select('v.user_id')
      .where('u.status', '=', 'VERIFIED');
    switch (by) {
      case 'PHONE_NUMBER':
        q = q.where('v.phone_bidx', '=', pii.phoneIndex(value));
        break;
      case 'WHATSAPP_NUMBER':
        q = q.where('v.whatsapp_bidx', '=', pii.phoneIndex(value));
        break;
      case 'EMAIL_ADDRESS':
        q = q.where('v.email_bidx', '=', pii.emailIndex(value));
        break;
      case 'UUID':
        if (!UUID.test(value.toLowerCase())) return null;
        q = q.where('v.user_id', '=', value.toLowerCase());
        break;
      case 'WECHAT_ID':
        q = q.where('v.wechat_id_norm', '=', pii.wechatIndex(value));
        break;
      case 'WALLET_ADDRESS':
        // Only an address the member proved by signing for it: one typed in finds nobody.
        q = q
          .innerJoin('wallet_proofs as p', 'p.user_id', 'v.user_id')
          .where('p.address_norm', '=', normaliseWalletAddress(value));
        break;
    }
    // Claims make a phone number, e-mail and WeChat ID one verified member's, and a proof makes
    // an address one account's.
    return q.orderBy('v.approved_at', 'asc').limit(1);
  }

  /**
   * Counts the searcher's last hour, finds the member and records the search in one statement
   * (decision 0022): the row is written only under the quota, and the found member's answer comes
   * back with it. undefined: over the quota, nothing recorded.
   */
  function recordSearch(executor: Db | Tx, auth: AuthContext, p: CheckVerificationPayload) {
    const since = new Date(Date.now() - HOUR).toISOString();
    const member = find(executor, p.search_by, p.search_value);
    return executor
      .insertInto('verification_lookups')
      .columns(['id', 'searcher_id', 'search_by', 'found_user_id', 'created_at'])
      .expression(
        executor
          .selectNoFrom((eb) => [
            eb.val(randomUUID()).as('id'),
            eb.val(auth.user.id).as('searcher_id'),
            eb.val(p.search_by).as('search_by'),
            (member ?? eb.val<string | null>(null)).as('found_user_id'),
            eb.val(nowIso()).as('created_at'),
          ])
          .where(
            (eb) =>
              eb
                .selectFrom('verification_lookups')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('searcher_id', '=', auth.user.id)
                .where('created_at', '>', since),
            '<',
            SEARCHES_PER_MEMBER_PER_HOUR,
          ),
      )
      .returning((eb) => {
        const snapshot = eb
          .selectFrom('verified_snapshots as s')
          .whereRef('s.user_id', '=', 'verification_lookups.found_user_id');
        return [
          'found_user_id',
          snapshot.select('s.last_name').as('last_name'),
          snapshot.select('s.business_name').as('business_name'),
        ];
      })
      .executeTakeFirst();
  }

  return {
    async check(
      auth: AuthContext,
      p: CheckVerificationPayload,
    ): Promise<{ search: VerificationResult[] }> {
      // SQLite runs one statement at a time, so the count and the insert cannot interleave with
      // another search. PostgreSQL takes the member's advisory lock first, in a transaction:
      // concurrent searches on any number of instances cannot all see "29" and go through.
      const recorded =
        dialectOf(db) === 'postgres'
          ? await db.transaction().execute(async (tx) => {
              await sql`select pg_advisory_xact_lock(${LOOKUP_QUOTA_LOCK}, hashtext(${auth.user.id}))`.execute(
                tx,
              );
              return recordSearch(tx, auth, p);
            })
          : await recordSearch(db, auth, p);
      if (!recorded) throw new HttpError(429, verificationMessages.tooManySearches);
      const userId = recorded.found_user_id;
      if (!userId || recorded.last_name === null) {
        throw new HttpError(404, verificationMessages.notVerified);
      }
      const found = pii.columns.open('verified_snapshots', userId, {
        last_name: recorded.last_name,
        business_name: recorded.business_name,
      });
      // Wallets only for a member found: a second statement, as the baseline has none to show.
      const addresses = await wallets.forLookup(userId);
      return {
        search: [
          {
            last_name: found.last_name,
            // A snapshot without a business name is an individual's (issue 17).
            ...(found.business_name
              ? { applicant_type: 'business' as const, business_name: found.business_name }
              : { applicant_type: 'individual' as const }),
            wallet_address: JSON.stringify({ addresses }),
          },
        ],
      };
    },

    async lookupsOfMe(auth: AuthContext): Promise<LookupsOfMe> {
      // Searches for oneself are not "being looked up".
      const base = db
        .selectFrom('verification_lookups')
        .where('found_user_id', '=', auth.user.id)
        .where('searcher_id', '!=', auth.user.id);
      const total = await base
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const recent = await base
        .select(['created_at', 'search_by'])
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute();
      return {
        count: Number(total.n),
        recent: recent.map((r) => ({ at: r.created_at, search_by: r.search_by as SearchType })),
      };
    },
  };
}

export type VerificationService = ReturnType<typeof verificationService>;
