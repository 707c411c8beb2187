import { sql } from 'kysely';
import type { ApiMode, SearchType, UsageSummary } from '@vouch/contracts';
import { DAY } from '../../lib/time.js';
import type { AuthContext } from '../auth/index.js';
import { requireRole, type BusinessDeps } from './context.js';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A CSV field: quoted when it holds a comma, a quote or a line break; formulas defused. */
function csvField(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Usage (issue 32, item 5): per day and per key, from the usage rows the business API writes
 * (never the values searched). Live lookups are priced with BUSINESS_PRICE_LOOKUP_NGN; test
 * lookups are free. Live verification fees (issue 33) come from verification_fees.
 */
export function usageService(d: BusinessDeps) {
  async function perDayAndKey(organisationId: string, mode: ApiMode, from: string) {
    const rows = await d.db
      .selectFrom('business_usage')
      .select((eb) => [
        sql<string>`substr(created_at, 1, 10)`.as('day'),
        'key_id',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('found').as('f'),
      ])
      .where('organisation_id', '=', organisationId)
      .where('mode', '=', mode)
      .where('created_at', '>=', from)
      .groupBy([sql`substr(created_at, 1, 10)`, 'key_id'])
      .execute();
    const names = new Map(
      (
        await d.db
          .selectFrom('api_keys')
          .select(['id', 'name'])
          .where('organisation_id', '=', organisationId)
          .execute()
      ).map((k) => [k.id, k.name]),
    );
    return rows.map((r) => ({
      day: r.day,
      keyId: r.key_id,
      name: names.get(r.key_id) ?? r.key_id,
      lookups: Number(r.n),
      found: Number(r.f ?? 0),
    }));
  }

  /** Fees paid for members sent through live links, per day (test links never charge). */
  async function feesPerDay(organisationId: string, mode: ApiMode, from: string) {
    if (mode !== 'live') return [];
    const rows = await d.db
      .selectFrom('verification_fees')
      .select((eb) => [
        sql<string>`substr(created_at, 1, 10)`.as('day'),
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('amount_kobo').as('kobo'),
      ])
      .where('organisation_id', '=', organisationId)
      .where('created_at', '>=', from)
      // A refunded fee (the member declined before submitting: issue 46) is not billed.
      .where('refunded_at', 'is', null)
      .groupBy(sql`substr(created_at, 1, 10)`)
      .execute();
    return rows.map((r) => ({ day: r.day, n: Number(r.n), kobo: Number(r.kobo ?? 0) }));
  }

  const rangeOf = (days: number) => {
    const to = Date.now();
    const fromDay = day(to - (days - 1) * DAY);
    return { from: fromDay, to: day(to) };
  };

  return {
    async summary(
      auth: AuthContext,
      organisationId: string,
      q: { mode: ApiMode; days: number },
    ): Promise<UsageSummary> {
      await requireRole(d.db, organisationId, auth.user.id, 'read');
      const range = rangeOf(q.days);
      const rows = await perDayAndKey(organisationId, q.mode, range.from);
      const days = new Map<string, { lookups: number; found: number }>();
      for (let t = Date.parse(range.from); day(t) <= range.to; t += DAY)
        days.set(day(t), { lookups: 0, found: 0 });
      const keys = new Map<
        string,
        { key_id: string; name: string; lookups: number; found: number }
      >();
      for (const r of rows) {
        const dd = days.get(r.day);
        if (dd) {
          dd.lookups += r.lookups;
          dd.found += r.found;
        }
        const k = keys.get(r.keyId) ?? { key_id: r.keyId, name: r.name, lookups: 0, found: 0 };
        k.lookups += r.lookups;
        k.found += r.found;
        keys.set(r.keyId, k);
      }
      const recent = await d.db
        .selectFrom('business_usage')
        .select(['created_at', 'key_id', 'search_by', 'found', 'request_id'])
        .where('organisation_id', '=', organisationId)
        .where('mode', '=', q.mode)
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute();
      const total = rows.reduce((a, r) => a + r.lookups, 0);
      const fees = (await feesPerDay(organisationId, q.mode, range.from)).reduce(
        (a, r) => ({ n: a.n + r.n, kobo: a.kobo + r.kobo }),
        { n: 0, kobo: 0 },
      );
      return {
        mode: q.mode,
        from: range.from,
        to: range.to,
        total,
        found: rows.reduce((a, r) => a + r.found, 0),
        amount_ngn: q.mode === 'live' ? total * d.priceLookupNgn : 0,
        price_lookup_ngn: d.priceLookupNgn,
        verifications_paid: fees.n,
        verifications_paid_ngn: fees.kobo / 100,
        days: [...days].map(([date, v]) => ({ date, ...v })),
        keys: [...keys.values()].sort((a, b) => b.lookups - a.lookups),
        recent: recent.map((r) => ({
          at: r.created_at,
          key_id: r.key_id,
          search_by: r.search_by as SearchType,
          found: Number(r.found) === 1,
          request_id: r.request_id,
        })),
      };
    },

    /**
     * The same figures as a CSV file, what an invoice is checked against: one line per day and
     * key for lookups (`item` lookups), and one per day for the verification fees the
     * organisation paid for members sent through live links (`item` verification_fees, no key).
     */
    async csv(
      auth: AuthContext,
      organisationId: string,
      q: { mode: ApiMode; days: number },
    ): Promise<string> {
      await requireRole(d.db, organisationId, auth.user.id, 'read');
      const range = rangeOf(q.days);
      const price = q.mode === 'live' ? d.priceLookupNgn : 0;
      type Line = [string, string, string, string, number, number | '', number];
      const lookups: Line[] = (await perDayAndKey(organisationId, q.mode, range.from)).map((r) => [
        r.day,
        'lookups',
        r.keyId,
        r.name,
        r.lookups,
        r.found,
        r.lookups * price,
      ]);
      const fees: Line[] = (await feesPerDay(organisationId, q.mode, range.from)).map((r) => [
        r.day,
        'verification_fees',
        '',
        '',
        r.n,
        '',
        r.kobo / 100,
      ]);
      const rows = [...lookups, ...fees].sort(
        (a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]) || a[3].localeCompare(b[3]),
      );
      const lines = [
        ['date', 'item', 'key_id', 'key_name', 'mode', 'count', 'found', 'amount_ngn'].join(','),
        ...rows.map(([date, item, keyId, name, count, found, amount]) =>
          [date, item, keyId, name, q.mode, count, found, amount].map(csvField).join(','),
        ),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}

export type UsageService = ReturnType<typeof usageService>;
