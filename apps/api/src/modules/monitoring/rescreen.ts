import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep, setImmediate as yieldToLoop } from 'node:timers/promises';
import type { MonitoringHit } from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import { nowIso } from '../../lib/time.js';
import {
  buildScreeningIndex,
  screen,
  type SanctionsEntry,
  type SanctionsScreener,
  type ScreeningHit,
} from '../checks/index.js';

/** A business's names to screen: the one given and the registry's, once each. */
function businessNamesOf(given: string, registry: string | null): string[] {
  let registered: string | null = null;
  try {
    registered = registry ? ((JSON.parse(registry) as { name?: string }).name ?? null) : null;
  } catch {
    registered = null;
  }
  return [...new Set([given, ...(registered ? [registered] : [])])];
}

/** Members read per query. */
const BATCH = 500;
/**
 * The longest the comparison holds the event loop at once. The server's one JavaScript thread
 * also answers the API: the monitoring benchmark measured the lookup at 18 % of its idle rate
 * while a run merely yielded between slices. So a run takes at most `cpuShare` of the thread:
 * after each slice it rests long enough for that share (8 %: 10 ms of work, 115 ms of rest).
 */
const SLICE_MS = 10;
const LISTS_KEY = 'lists';

export interface RescreenReport {
  /** False when the lists had not changed since the last run (nothing compared). */
  ran: boolean;
  newEntries: number;
  members: number;
  /** Approved live business verifications compared (their registered names). */
  businesses: number;
  alerts: number;
}

const alertRow = (hit: MonitoringHit, fingerprint: string) => ({
  id: randomUUID(),
  entry_fingerprint: fingerprint,
  hit: JSON.stringify(hit),
  score: hit.score,
  status: 'open' as const,
  reason: null,
  decided_by: null,
  decided_at: null,
  created_at: nowIso(),
});

const hitOf = (h: ScreeningHit): MonitoringHit => ({
  query: h.query,
  matched_name: h.matchedName,
  entry_name: h.entry.name,
  entry_id: h.entry.id,
  list: h.entry.list,
  programs: h.entry.programs,
  pep: h.entry.pep,
  score: Math.round(h.score * 1000) / 1000,
});

/** A list entry's version: any change to it (a new alias, a new programme) is a new version. */
export const fingerprintOf = (e: SanctionsEntry) =>
  createHash('sha256').update(JSON.stringify(e)).digest('hex');

/**
 * Ongoing screening (issue 50): every verified member compared with the list entries that are new
 * or changed since everyone was last compared, whenever the loaded lists change (the CLI's
 * `sanctions-reload`, a server's start, a scheduled refresh). An entry everyone has been compared
 * with is remembered by its fingerprint and never compared again; a member is compared with every
 * entry when they are verified (the checks' sanctions stage). So a reload of 10,000 entries of
 * which 12 are new compares every member with 12 entries. A possible match opens an alert, once
 * per member and entry version: nothing a payer or a business reads changes until a reviewer
 * acts (alerts.ts).
 */
export function rescreening(d: {
  db: Db;
  columns: ColumnCipher;
  screener: SanctionsScreener;
  threshold: number;
  /** The share of the event loop a run may take, 0 < share ≤ 1 (MONITORING_CPU_SHARE). */
  cpuShare: number;
}) {
  const { db } = d;
  /** Waits so that the work since `since` is at most `cpuShare` of the time. */
  const rest = async (since: number) => {
    const worked = performance.now() - since;
    if (d.cpuShare >= 1) return yieldToLoop();
    await sleep((worked * (1 - d.cpuShare)) / d.cpuShare);
  };

  /** What the lists are now: each list and its contents' hash. */
  async function listsKey(): Promise<string> {
    const lists = await db
      .selectFrom('sanctions_lists')
      .select(['id', 'sha256'])
      .orderBy('id')
      .execute();
    return lists.map((l) => `${l.id}:${l.sha256}`).join('|');
  }

  async function unseen(entries: readonly SanctionsEntry[]) {
    const seen = new Set(
      (await db.selectFrom('monitoring_entries_seen').select('fingerprint').execute()).map(
        (r) => r.fingerprint,
      ),
    );
    const fresh: { entry: SanctionsEntry; fingerprint: string }[] = [];
    const batch = new Set<string>();
    for (const entry of entries) {
      const fingerprint = fingerprintOf(entry);
      if (seen.has(fingerprint) || batch.has(fingerprint)) continue;
      batch.add(fingerprint);
      fresh.push({ entry, fingerprint });
    }
    return fresh;
  }

  /** Opens an alert per member and entry version (one that exists, dismissed or not, stays). */
  async function open(memberId: string, hits: { hit: MonitoringHit; fingerprint: string }[]) {
    let opened = 0;
    for (const { hit, fingerprint } of hits) {
      const r = await db
        .insertInto('monitoring_alerts')
        .values({ ...alertRow(hit, fingerprint), member_id: memberId })
        .onConflict((oc) => oc.columns(['member_id', 'entry_fingerprint']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (r) opened += 1;
    }
    return opened;
  }

  /** The same for an approved business verification. */
  async function openForBusiness(
    verificationId: string,
    hits: { hit: MonitoringHit; fingerprint: string }[],
  ) {
    let opened = 0;
    for (const { hit, fingerprint } of hits) {
      const r = await db
        .insertInto('monitoring_business_alerts')
        .values({ ...alertRow(hit, fingerprint), business_verification_id: verificationId })
        .onConflict((oc) =>
          oc.columns(['business_verification_id', 'entry_fingerprint']).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (r) opened += 1;
    }
    return opened;
  }

  return {
    /**
     * Compares every verified member with the entries not yet compared, if the lists changed
     * since the last run (or `force`). Safe to run twice at once: alerts are unique per member
     * and entry, and the entries are marked seen after everyone was compared.
     */
    async run({
      force = false,
      onStart,
    }: {
      force?: boolean;
      /** Told when members are about to be compared (the job logs it; the benchmark waits for it). */
      onStart?: (newEntries: number) => void;
    } = {}): Promise<RescreenReport> {
      const key = await listsKey();
      const last = await db
        .selectFrom('monitoring_state')
        .select('value')
        .where('key', '=', LISTS_KEY)
        .executeTakeFirst();
      if (!force && last?.value === key)
        return { ran: false, newEntries: 0, members: 0, businesses: 0, alerts: 0 };
      const loaded = await d.screener.index();
      const fresh = loaded ? await unseen(loaded.index.entries) : [];
      let members = 0;
      let businesses = 0;
      let alerts = 0;
      if (fresh.length > 0) {
        onStart?.(fresh.length);
        const index = buildScreeningIndex(fresh.map((f) => f.entry));
        const fingerprints = new Map(
          fresh.map((f) => [`${f.entry.source}:${f.entry.id}`, f.fingerprint]),
        );
        const fingerprintFor = (h: ScreeningHit) =>
          fingerprints.get(`${h.entry.source}:${h.entry.id}`)!;
        let after = '';
        // Reading a page counts as work too.
        let slice = performance.now();
        for (;;) {
          const rows = await db
            .selectFrom('verified_snapshots')
            .innerJoin('users', 'users.id', 'verified_snapshots.user_id')
            .select([
              'verified_snapshots.user_id',
              'verified_snapshots.first_name',
              'verified_snapshots.last_name',
              'verified_snapshots.middle_name',
              'verified_snapshots.business_name',
            ])
            .where('users.status', '=', 'VERIFIED')
            .where('verified_snapshots.user_id', '>', after)
            .orderBy('verified_snapshots.user_id')
            .limit(BATCH)
            .execute();
          if (rows.length === 0) break;
          for (const raw of rows) {
            if (performance.now() - slice > SLICE_MS) {
              // The API's requests go first.
              await rest(slice);
              slice = performance.now();
            }
            const m = d.columns.open('verified_snapshots', raw.user_id, raw);
            const names = [
              `${m.first_name} ${m.last_name}`,
              ...(m.middle_name ? [`${m.first_name} ${m.middle_name} ${m.last_name}`] : []),
            ];
            const hits = [
              ...screen(index, { names, kind: 'person' }, d.threshold),
              ...(m.business_name
                ? screen(index, { names: [m.business_name], kind: 'organisation' }, d.threshold)
                : []),
            ];
            if (hits.length > 0)
              alerts += await open(
                raw.user_id,
                hits.map((h) => ({ fingerprint: fingerprintFor(h), hit: hitOf(h) })),
              );
          }
          members += rows.length;
          after = rows[rows.length - 1]!.user_id;
        }
        // Verified businesses (issue 49's approved live verifications): the name given and the
        // registry's, as organisations. Their people are verified members, compared above.
        let afterBv = '';
        for (;;) {
          const rows = await db
            .selectFrom('business_verifications')
            .select(['id', 'name', 'registry'])
            .where('status', '=', 'approved')
            .where('mode', '=', 'live')
            .where('id', '>', afterBv)
            .orderBy('id')
            .limit(BATCH)
            .execute();
          if (rows.length === 0) break;
          for (const bv of rows) {
            if (performance.now() - slice > SLICE_MS) {
              await rest(slice);
              slice = performance.now();
            }
            const hits = screen(
              index,
              { names: businessNamesOf(bv.name, bv.registry), kind: 'organisation' },
              d.threshold,
            );
            if (hits.length > 0)
              alerts += await openForBusiness(
                bv.id,
                hits.map((h) => ({ fingerprint: fingerprintFor(h), hit: hitOf(h) })),
              );
          }
          businesses += rows.length;
          afterBv = rows[rows.length - 1]!.id;
        }
        for (let i = 0; i < fresh.length; i += BATCH)
          await db
            .insertInto('monitoring_entries_seen')
            .values(
              fresh
                .slice(i, i + BATCH)
                .map((f) => ({ fingerprint: f.fingerprint, seen_at: nowIso() })),
            )
            .onConflict((oc) => oc.column('fingerprint').doNothing())
            .execute();
      }
      await db
        .insertInto('monitoring_state')
        .values({ key: LISTS_KEY, value: key, updated_at: nowIso() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: key, updated_at: nowIso() }))
        .execute();
      return { ran: true, newEntries: fresh.length, members, businesses, alerts };
    },
  };
}
export type Rescreening = ReturnType<typeof rescreening>;
