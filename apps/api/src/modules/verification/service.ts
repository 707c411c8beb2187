import { randomUUID } from 'node:crypto';
import {
  documentExpiryMessages,
  matchEvidenceOf,
  businessCheckFrom,
  type BusinessCheck,
  type LookupWallet,
  normaliseWalletAddress,
  verificationMessages,
  type CheckVerificationPayload,
  type LookupsOfMe,
  type SearchType,
  type VerificationResult,
} from '@vouch/contracts';
import type { KycTier } from '@vouch/contracts';
import { sql, type RawBuilder } from 'kysely';
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

/** "2026-03": the month of an instant in Lagos (UTC+1 all year, no daylight saving). */
const lagosMonth = (iso: string) => new Date(Date.parse(iso) + HOUR).toISOString().slice(0, 7);

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
 * The VERIFIED member a search key names, by one indexed equality: a subquery giving their id.
 * A number is found through its proof (one member per proven number, the primary key), and only
 * while it is the member's phone or WhatsApp number on their profile and past its hold. Claims
 * make an e-mail and a WeChat ID one verified member's, and a proof makes an address one
 * account's. `now` ends the holds of numbers and wallets proven after verification (issue 30).
 */
export function memberBy(executor: Db | Tx, by: SearchType, key: string, now: string) {
  if (by === 'PHONE_NUMBER' || by === 'WHATSAPP_NUMBER')
    return executor
      .selectFrom('number_proofs as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .innerJoin('verified_snapshots as v', 'v.user_id', 'u.id')
      .select('n.user_id')
      .where('n.number_bidx', '=', key)
      .where(by === 'PHONE_NUMBER' ? 'u.phone_bidx' : 'u.whatsapp_bidx', '=', key)
      .where('u.status', '=', 'VERIFIED')
      .where((eb) => eb.or([eb('n.held_until', 'is', null), eb('n.held_until', '<=', now)]))
      .limit(1);
  let q = executor
    .selectFrom('verified_snapshots as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select('v.user_id')
    .where('u.status', '=', 'VERIFIED');
  switch (by) {
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
        .where('p.address_norm', '=', key)
        .where((eb) => eb.or([eb('p.held_until', 'is', null), eb('p.held_until', '<=', now)]));
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
      approved_at: string | null;
      business_check: string | null;
      business_registration: string | null;
      kyc_tier: number | null;
      documents_expired_at: string | null;
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
            (by === null
              ? eb.val<string | null>(null)
              : memberBy(executor, by, param('key'), param('now'))
            ).as('found_user_id'),
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
      .returning([
        'found_user_id',
        ...foundMemberColumns(executor, sql.ref('verification_lookups.found_user_id')),
      ]),
  );
}

/** What a lookup statement returns of the member it found (all null for nobody). */
export interface FoundMemberRow {
  found_user_id: string | null;
  last_name: string | null;
  business_name: string | null;
  approved_at: string | null;
  business_check: string | null;
  business_registration: string | null;
  kyc_tier: number | null;
  documents_expired_at: string | null;
  wallets: unknown;
}

/**
 * The columns a lookup statement returns of the member it found, `found` naming the found
 * member's id in its own row (the member lookup's `verification_lookups`, the business lookup's
 * `business_usage`): the approved snapshot's names and how the business name was checked, and
 * the member's wallets. One statement finds, records and answers (decision 0022).
 */
export function foundMemberColumns(executor: Db | Tx, found: RawBuilder<unknown>) {
  const snapshot = executor
    .selectFrom('verified_snapshots as s')
    .where('s.user_id', '=', found as RawBuilder<string>);
  return [
    snapshot.select('s.last_name').as('last_name'),
    snapshot.select('s.business_name').as('business_name'),
    snapshot.select('s.approved_at').as('approved_at'),
    snapshot.select('s.business_check').as('business_check'),
    snapshot.select('s.business_registration').as('business_registration'),
    snapshot.select('s.kyc_tier').as('kyc_tier'),
    snapshot.select('s.documents_expired_at').as('documents_expired_at'),
    walletsJsonOf(executor, found).as('wallets'),
  ] as const;
}

/** What both lookups may say of a member found: the answer's rules in one place. */
export interface VerifiedAnswer {
  userId: string;
  lastName: string;
  /** Only a business name something checked (issue 30); null for an individual. */
  business: { name: string; check: BusinessCheck } | null;
  /** The payer's view of the wallets (held proofs count as none; lookupWalletsOf). */
  wallets: LookupWallet[];
  verifiedAt: string;
  /** The CBN tier of the approved evidence (issue 48); null: none. */
  kycTier: KycTier | null;
  /**
   * The passport the verification rests on expired and was not renewed in time (issue 50): the
   * answer is "documents expired", never "verified".
   */
  documentsExpired: boolean;
}

/** A stored tier as the contract types it (PostgreSQL may hand an integer back as text). */
const asTier = (t: unknown): KycTier | null => {
  const n = Number(t);
  return t !== null && (n === 1 || n === 2 || n === 3) ? n : null;
};

/** The answer a found row gives, decrypted; null when nobody verified was found. */
export function verifiedAnswerOf(pii: MemberPii, row: FoundMemberRow): VerifiedAnswer | null {
  const userId = row.found_user_id;
  if (!userId || row.last_name === null) return null;
  const found = pii.columns.open('verified_snapshots', userId, {
    last_name: row.last_name,
    business_name: row.business_name,
  });
  const verifiedAt = row.approved_at!;
  const check = businessCheckFrom(row.business_check, row.business_registration);
  return {
    userId,
    lastName: found.last_name,
    business: found.business_name && check ? { name: found.business_name, check } : null,
    wallets: lookupWalletsOf(row.wallets, { now: nowIso(), verifiedAt }),
    verifiedAt,
    kycTier: asTier(row.kyc_tier),
    documentsExpired: row.documents_expired_at !== null,
  };
}

/** What a search value is matched by (a keyed hash, an id, an address); null: nobody. */
export function searchKeyOf(pii: MemberPii, by: SearchType, raw: string): string | null {
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
 * "Is the person I am about to pay verified?" Exact, indexed matching after normalisation; only
 * VERIFIED members are found, and "no such member" reads exactly like "not verified". Names,
 * numbers, e-mail and WeChat ID are matched and answered from what a reviewer approved (the
 * verified snapshot), never from the live profile: an edit waits for review before it counts.
 */
export function verificationService(
  db: Db,
  pii: MemberPii,
  options: {
    /** How often businesses' live lookups found this member, and the latest 20 (issue 32). */
    businessLookupsOf?: (
      userId: string,
    ) => Promise<{ count: number; recent: { at: string; search_by: SearchType }[] }>;
  } = {},
) {
  /**
   * Counts the searcher's last hour, finds the member and records the search in one statement
   * (decision 0022), built and compiled once per search type: the row is written only under the
   * quota, and the found member's answer comes back with it. undefined: over the quota, nothing
   * recorded.
   */
  function recordSearch(executor: Db | Tx, auth: AuthContext, p: CheckVerificationPayload) {
    const key = searchKeyOf(pii, p.search_by, p.search_value);
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
      // The hourly quota is per account; accounts nobody verified would make it endless.
      if (!auth.user.email_verified_at)
        throw new HttpError(403, verificationMessages.emailNotVerified);
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
      // Returned with the search it recorded (none for nobody found).
      const found = verifiedAnswerOf(pii, recorded);
      if (!found) throw new HttpError(404, verificationMessages.notVerified);
      if (found.documentsExpired) throw new HttpError(404, documentExpiryMessages.expiredAnswer);
      // A business name is answered only with how it was checked (issue 30); a snapshot without
      // one is an individual's (issue 17), as is a business whose name nothing checked.
      return {
        search: [
          {
            last_name: found.lastName,
            ...(found.business
              ? {
                  applicant_type: 'business' as const,
                  business_name: found.business.name,
                  business_check: found.business.check,
                }
              : { applicant_type: 'individual' as const }),
            wallet_address: JSON.stringify({ addresses: found.wallets }),
            matched_by: { search_by: p.search_by, evidence: matchEvidenceOf[p.search_by] },
            verified_since: lagosMonth(found.verifiedAt),
            kyc_tier: found.kycTier,
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
      // A business's live lookups count too, as "a business" (never which one: decision 0037).
      const byBusinesses = (await options.businessLookupsOf?.(auth.user.id)) ?? {
        count: 0,
        recent: [],
      };
      return {
        count: Number(total.n) + byBusinesses.count,
        recent: [
          ...recent.map((r) => ({
            at: r.created_at,
            search_by: r.search_by as SearchType,
            by: 'member' as const,
          })),
          ...byBusinesses.recent.map((r) => ({ ...r, by: 'business' as const })),
        ]
          .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
          .slice(0, 20),
      };
    },
  };
}

export type VerificationService = ReturnType<typeof verificationService>;
