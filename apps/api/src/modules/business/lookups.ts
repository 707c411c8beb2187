import {
  balanceMessages,
  businessTestIdentities,
  normaliseWalletAddress,
  type BusinessLookupPayload,
  type BusinessLookupResult,
  type SearchType,
} from '@vouch/contracts';
import { sql } from 'kysely';
import { preparedQuery } from '../../db/prepared.js';
import { orderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import {
  foundMemberColumns,
  memberBy,
  searchKeyOf,
  verifiedAnswerOf,
  type FoundMemberRow,
} from '../verification/index.js';
import { Problem } from './api/problems.js';
import type { OrgBalance } from './balance.js';
import type { ApiKeyAuth, BusinessDeps } from './context.js';

interface LiveArgs {
  id: string;
  organisationId: string;
  keyId: string;
  searchBy: SearchType;
  key: string;
  now: string;
  requestId: string;
}

/**
 * A live lookup is one statement, as the member lookup is (decision 0022): the usage row is
 * written with the member the key finds (the verification module's own `memberBy`, so both
 * lookups find exactly the same people) and returns the found member's approved snapshot and
 * wallets. Built and compiled once per search type.
 */
function liveLookupStatement(by: SearchType | null) {
  return preparedQuery<LiveArgs, FoundMemberRow>((executor, param) =>
    executor
      .insertInto('business_usage')
      .columns([
        'id',
        'organisation_id',
        'key_id',
        'mode',
        'search_by',
        'found_user_id',
        'found',
        'request_id',
        'created_at',
      ])
      .expression(
        executor
          .selectFrom(
            executor
              .selectNoFrom(() => [
                (by === null
                  ? sql<string | null>`cast(null as text)`
                  : memberBy(executor, by, param('key'), param('now'))
                ).as('f'),
              ])
              .as('m'),
          )
          .select((eb) => [
            eb.val(param('id')).as('id'),
            eb.val(param('organisationId')).as('organisation_id'),
            eb.val(param('keyId')).as('key_id'),
            sql.lit('live').as('mode'),
            eb.val(param('searchBy')).as('search_by'),
            eb.ref('m.f').as('found_user_id'),
            sql<number>`case when m.f is null then 0 else 1 end`.as('found'),
            eb.val(param('requestId')).as('request_id'),
            eb.val(param('now')).as('created_at'),
          ]),
      )
      .returning([
        'found_user_id',
        ...foundMemberColumns(executor, sql.ref('business_usage.found_user_id')),
      ]),
  );
}

const liveStatements = new Map<SearchType | null, ReturnType<typeof liveLookupStatement>>();
function liveLookupBy(by: SearchType | null) {
  let s = liveStatements.get(by);
  if (!s) liveStatements.set(by, (s = liveLookupStatement(by)));
  return s;
}

/** Digits of a Nigerian number in one form (234…), whichever way it was typed. */
function numberDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
}

/** How a test lookup's value compares with a test identity's, per search type. */
function sameTestValue(by: SearchType, a: string, b: string): boolean {
  switch (by) {
    case 'PHONE_NUMBER':
    case 'WHATSAPP_NUMBER':
      return numberDigits(a) === numberDigits(b);
    case 'WALLET_ADDRESS':
      return normaliseWalletAddress(a) === normaliseWalletAddress(b);
    default:
      return a.trim().toLowerCase() === b.trim().toLowerCase();
  }
}

/** Test mode: the documented identities, and never a member. */
export function testLookup(p: BusinessLookupPayload): BusinessLookupResult {
  const verified = sameTestValue(
    p.search_by,
    p.search_value,
    businessTestIdentities.verified[p.search_by],
  );
  if (!verified) return { verified: false };
  const m = businessTestIdentities.member;
  return {
    verified: true,
    member: {
      last_name: m.last_name,
      business_name: m.business_name,
      wallets: m.wallets.map((w) => ({ ...w })),
      kyc_tier: m.kyc_tier,
    },
  };
}

/**
 * The business lookup (issue 32, item 4): the member lookup's privacy (the approved snapshot,
 * proven wallets only, one answer for unknown and unverified alike), without the member's
 * hourly quota (the API limits each key instead), and a usage row instead of a
 * `verification_lookups` row. Test keys never read a member.
 */
export function businessLookups(d: BusinessDeps, balance: OrgBalance) {
  const testUsage = preparedQuery<
    {
      id: string;
      organisationId: string;
      keyId: string;
      searchBy: SearchType;
      found: number;
      requestId: string;
      now: string;
    },
    never
  >((executor, param) =>
    executor.insertInto('business_usage').values({
      id: param('id'),
      organisation_id: param('organisationId'),
      key_id: param('keyId'),
      mode: 'test',
      search_by: param('searchBy'),
      found_user_id: null,
      found: param('found'),
      request_id: param('requestId'),
      created_at: param('now'),
    }),
  );

  return {
    async lookup(
      key: ApiKeyAuth,
      p: BusinessLookupPayload,
      requestId: string,
    ): Promise<BusinessLookupResult> {
      const now = nowIso();
      if (key.mode === 'test') {
        const answer = testLookup(p);
        await testUsage.execute(d.db, {
          id: orderedId(),
          organisationId: key.organisationId,
          keyId: key.keyId,
          searchBy: p.search_by,
          found: answer.verified ? 1 : 0,
          requestId,
          now,
        });
        return answer;
      }
      // Paid for from the prepaid balance before it runs (issue 47); given back if it fails.
      if (!(await balance.takeLookup(key.organisationId)))
        throw new Problem('balance-too-low', balanceMessages.tooLowForLookup);
      let found;
      try {
        const searchKey = searchKeyOf(d.pii, p.search_by, p.search_value);
        const row = await liveLookupBy(searchKey === null ? null : p.search_by).takeFirst(d.db, {
          id: orderedId(),
          organisationId: key.organisationId,
          keyId: key.keyId,
          searchBy: p.search_by,
          key: searchKey ?? '',
          now,
          requestId,
        });
        found = row ? verifiedAnswerOf(d.pii, row) : null;
      } catch (err) {
        // No answer, no charge.
        await balance.giveBackLookup(key.organisationId);
        throw err;
      }
      if (!found) return { verified: false };
      if (found.documentsExpired) return { verified: false, reason: 'documents_expired' };
      return {
        verified: true,
        member: {
          last_name: found.lastName,
          business_name: found.business?.name ?? null,
          // A business gets proven wallets only (the member lookup also lists unproven ones,
          // marked as such: a person reads the mark; a system might not).
          wallets: found.wallets
            .filter((w) => w.proven)
            .map((w) => ({ token: w.token, network: w.network, address: w.address })),
          kyc_tier: found.kycTier,
        },
      };
    },

    /**
     * How often businesses' live lookups found this member, and the latest 20: the member's "who
     * looked you up" counts them as "a business", never which one.
     */
    async lookupsOfMember(userId: string) {
      const base = d.db
        .selectFrom('business_usage')
        .where('found_user_id', '=', userId)
        .where('mode', '=', 'live');
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

export type BusinessLookups = ReturnType<typeof businessLookups>;
