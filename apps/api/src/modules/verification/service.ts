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
import { preparedQuery } from '../../db/prepared.js';
import { HttpError } from '../../lib/http-errors.js';
import { HOUR, nowIso } from '../../lib/time.js';
import type { AuthContext } from '../auth/index.js';
import type { MemberPii } from '../users/index.js';
import { lookupWalletsOf, walletsJsonOf } from '../wallets/index.js';

/** Per member: searches in the last hour before a 429 (per IP: the route's rate limit). */
export const SEARCHES_PER_MEMBER_PER_HOUR = 30;
/** pg_advisory_xact_lock namespace of the per-member search quota ("look" in ASCII). */
const LOOKUP_QUOTA_LOCK = 0x6c6f6f6b;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface SearchArgs {
  id: string;
  searcher: string;
  searchBy: SearchType;
  /** What the member is matched by (verificationService's searchKey). */
  key: string;
  now: string;
  since: string;
}

/**
 * The VERIFIED member a search key names, by one indexed equality on their snapshot: a subquery
 * giving their id. Claims make a phone number, e-mail and WeChat ID one verified member's, and a
 * proof makes an address one account's.
 */
function memberBy(executor: Db | Tx, by: SearchType, key: string) {
  let q = executor
    .selectFrom('verified_snapshots as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select('v.user_id')
    .where('u.status', '=', 'VERIFIED');
  switch (by) {
    case 'PHONE_NUMBER':
      q = q.where('v.phone_bidx', '=', key);
      break;
    case 'WHATSAPP_NUMBER':
      q = q.where('v.whatsapp_bidx', '=', key);
      break;
    case 'EMAIL_ADDRESS':
      q = q.where('v.email_bidx', '=', key);
      break;
    case 'UUID':
      q = q.where('v.user_id', '=', key);
      break;
    case 'WECHAT_ID':
      q = q.where('v.wechat_id_norm', '=', key);
      break;
    case 'WALLET_ADDRESS':
      // Only an address the member proved by signing for it: one typed in finds nobody.
      q = q
        .innerJoin('wallet_proofs as p', 'p.user_id', 'v.user_id')
        .where('p.address_norm', '=', key);
      break;
  }
  return q.orderBy('v.approved_at', 'asc').limit(1);
}

/** The search statement of each search type (null: a value that cannot name anyone). */
const recordSearchStatements = new Map<
  SearchType | null,
  ReturnType<typeof recordSearchStatement>
>();

export function recordSearchBy(by: SearchType | null) {
  let statement = recordSearchStatements.get(by);
  if (!statement) recordSearchStatements.set(by, (statement = recordSearchStatement(by)));
  return statement;
}

function recordSearchStatement(by: SearchType | null) {
  return preparedQuery<
    SearchArgs,
    {
      found_user_id: string | null;
      last_name: string | null;
      business_name: string | null;
      wallets: unknown;
    }
  >((executor, param) =>
    executor
      .insertInto('verification_lookups')
      .columns(['id', 'searcher_id', 'search_by', 'found_user_id', 'created_at'])
      .expression(
        executor
          .selectNoFrom((eb) => [
            eb.val(param('id')).as('id'),
            eb.val(param('searcher')).as('searcher_id'),
            eb.val(param('searchBy')).as('search_by'),
            (by === null ? eb.val<string | null>(null) : memberBy(executor, by, param('key'))).as(
              'found_user_id',
            ),
            eb.val(param('now')).as('created_at'),
          ])
          .where(
            (eb) =>
              eb
                .selectFrom('verification_lookups')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('searcher_id', '=', param('searcher'))
                .where('created_at', '>', param('since')),
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
          walletsJsonOf(executor, sql.ref('verification_lookups.found_user_id')).as('wallets'),
        ];
      }),
  );
}

/**
 * "Is the person I am about to pay verified?" Exact, indexed matching after normalisation; only
 * VERIFIED members are found, and "no such member" reads exactly like "not verified". Names,
 * numbers, e-mail and WeChat ID are matched and answered from what a reviewer approved (the
 * verified snapshot), never from the live profile: an edit waits for review before it counts.
 */
export function verificationService(db: Db, pii: MemberPii) {
  /** What a search value is matched by (a keyed hash, an id, an address); null: nobody. */
  function searchKey(by: SearchType, raw: string): string | null {
    const value = raw.trim();
    switch (by) {
      case 'PHONE_NUMBER':
      case 'WHATSAPP_NUMBER':
        return pii.phoneIndex(value);
      case 'EMAIL_ADDRESS':
        return pii.emailIndex(value);
      case 'UUID':
        return UUID.test(value.toLowerCase()) ? value.toLowerCase() : null;
      case 'WECHAT_ID':
        return pii.wechatIndex(value);
      case 'WALLET_ADDRESS':
        return normaliseWalletAddress(value);
    }
  }

  /**
   * Counts the searcher's last hour, finds the member and records the search in one statement
   * (decision 0022), built and compiled once per search type: the row is written only under the
   * quota, and the found member's answer comes back with it. undefined: over the quota, nothing
   * recorded.
   */
  function recordSearch(executor: Db | Tx, auth: AuthContext, p: CheckVerificationPayload) {
    const key = searchKey(p.search_by, p.search_value);
    return recordSearchBy(key === null ? null : p.search_by).takeFirst(executor, {
      id: randomUUID(),
      searcher: auth.user.id,
      searchBy: p.search_by,
      key: key ?? '',
      now: nowIso(),
      since: new Date(Date.now() - HOUR).toISOString(),
    });
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
      // Returned with the search it recorded (none for nobody found).
      const addresses = lookupWalletsOf(recorded.wallets);
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
