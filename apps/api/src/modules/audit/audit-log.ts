import { createHash, createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { AuditEntry } from '@vouch/contracts';
import { dialectOf, type Db, type Tx } from '../../db/database.js';
import type { AuditLogTable } from '../../db/schema.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import { nowIso } from '../../lib/time.js';

const GENESIS = '0'.repeat(64);
/** pg_advisory_xact_lock key of the audit chain ("audit" in ASCII). */
const AUDIT_LOCK = 0x61756469;
const REKEYED = 'audit_rekeyed_at';

export interface AuditEvent {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  ip: string | null;
  /** ids and codes only — never names, numbers or free text */
  details?: Record<string, string | number | boolean | null>;
}

/** What the admin's audit view asks for (ids resolved, dates as UTC instants). */
export interface AuditPageFilters {
  /** Exact, or a family when it ends with a dot ('auth.'). */
  action?: string;
  actorId?: string;
  targetId?: string;
  /** Entries at or after this instant. */
  since?: string;
  /** Entries before this instant. */
  until?: string;
  /** Entries with a smaller seq (the cursor). */
  before?: number;
  limit: number;
}

/** A LIKE pattern's own wildcards taken literally (escape character: backslash). */
const likeEscaped = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AuditHead {
  seq: number;
  hash: string;
}

export type AuditVerdict =
  | { ok: true; entries: number; head: AuditHead | null }
  | { ok: false; seq: number; problem: string };

type Unhashed = Omit<AuditLogTable, 'hash'>;

const fields = (e: Unhashed) =>
  JSON.stringify([
    e.seq,
    e.prev_hash,
    e.at,
    e.actor_id,
    e.action,
    e.target_type,
    e.target_id,
    e.ip,
    e.details,
  ]);

/** Entries written before the chain was keyed (docs/decisions/0009): plain SHA-256. */
const legacyHash = (e: Unhashed) => createHash('sha256').update(fields(e)).digest('hex');

/** The parsed "SEQ:HASH" an operator recorded with `audit-head`, or null if malformed. */
export function parseHead(value: string): AuditHead | null {
  const m = /^(\d+):([0-9a-f]{64})$/.exec(value.trim());
  return m ? { seq: Number(m[1]), hash: m[2]! } : null;
}

/**
 * Append-only and keyed: each entry holds the HMAC (with AUDIT_KEY, which is not in the database)
 * of its contents and of the entry before it. Someone who can write the database can change or
 * delete entries, but cannot make the chain check out again without the key; cutting entries off
 * the end is caught against a head the operator recorded (`audit-head`).
 *
 * The client address is an encrypted column bound to the entry's seq (decision 0013); the chain
 * is computed over the address itself, so re-encrypting it under a new master key (rotate-keys)
 * leaves every hash as it was, and checking the chain needs the master keys as well as AUDIT_KEY.
 */
export function auditLog(db: Db, key: Buffer, cols: ColumnCipher) {
  const hashOf = (e: Unhashed) => createHmac('sha256', key).update(fields(e)).digest('hex');
  /** An entry as written: its address decrypted (plain ones, from before, as they are). */
  const opened = <E extends { seq: number | string; ip: string | null }>(e: E): E =>
    e.ip === null ? e : { ...e, ip: cols.openValue('audit_log', 'ip', Number(e.seq), e.ip) };

  async function appendIn(trx: Tx, ev: AuditEvent) {
    // PostgreSQL: appenders take turns (held until their transaction ends). SQLite transactions
    // already hold the database's write lock (BEGIN IMMEDIATE).
    if (dialectOf(trx) === 'postgres')
      await sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(trx);
    const last = await trx
      .selectFrom('audit_log')
      .select(['seq', 'hash'])
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const entry = {
      seq: Number(last?.seq ?? 0) + 1,
      at: nowIso(),
      actor_id: ev.actorId,
      action: ev.action,
      target_type: ev.targetType,
      target_id: ev.targetId,
      ip: ev.ip,
      details: JSON.stringify(ev.details ?? {}),
      prev_hash: last?.hash ?? GENESIS,
    };
    const ip =
      entry.ip === null
        ? null
        : cols.encrypt(entry.ip, { table: 'audit_log', column: 'ip', id: String(entry.seq) });
    await trx
      .insertInto('audit_log')
      .values({ ...entry, ip, hash: hashOf(entry) })
      .execute();
  }

  return {
    /**
     * Appends in the caller's transaction (the entry commits with the change it records), or in
     * a transaction of its own when given the database.
     */
    async append(executor: Db | Tx, ev: AuditEvent): Promise<void> {
      if (executor.isTransaction) return appendIn(executor as Tx, ev);
      await executor.transaction().execute((trx) => appendIn(trx, ev));
    },

    /**
     * A page of entries, newest first, before the seq `before` (the page before's last), with
     * the filters given (each one an indexed equality or range; actors and targets as ids: the
     * caller resolves e-mail addresses). One more row than asked tells whether a page follows.
     */
    async page(
      f: AuditPageFilters,
    ): Promise<{ entries: Omit<AuditEntry, 'actor_name'>[]; next: number | null }> {
      let q = db.selectFrom('audit_log').selectAll();
      if (f.action?.endsWith('.'))
        q = q.where(sql<boolean>`action like ${`${likeEscaped(f.action)}%`} escape '\\'`);
      else if (f.action) q = q.where('action', '=', f.action);
      if (f.actorId) q = q.where('actor_id', '=', f.actorId);
      if (f.targetId) q = q.where('target_id', '=', f.targetId);
      if (f.since) q = q.where('at', '>=', f.since);
      if (f.until) q = q.where('at', '<', f.until);
      if (f.before !== undefined) q = q.where('seq', '<', f.before);
      const rows = await q
        .orderBy('seq', 'desc')
        .limit(f.limit + 1)
        .execute();
      const more = rows.length > f.limit;
      const entries = rows
        .slice(0, f.limit)
        .map(opened)
        .map((r) => ({
          seq: Number(r.seq),
          at: r.at,
          actor_id: r.actor_id,
          action: r.action,
          target_type: r.target_type,
          target_id: r.target_id,
          ip: r.ip,
          hash: r.hash,
        }));
      return { entries, next: more ? entries.at(-1)!.seq : null };
    },

    async head(): Promise<AuditHead | null> {
      const r = await db
        .selectFrom('audit_log')
        .select(['seq', 'hash'])
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      return r ? { seq: Number(r.seq), hash: r.hash } : null;
    },

    /**
     * Walks the whole chain; reports the first entry whose hash or link does not hold. With a
     * recorded head, also that the chain still reaches it unchanged.
     */
    async verify(recorded?: AuditHead): Promise<AuditVerdict> {
      const rows = (await db.selectFrom('audit_log').selectAll().orderBy('seq').execute()).map(
        opened,
      );
      let prev = GENESIS;
      let expectedSeq = 1;
      for (const r of rows) {
        const seq = Number(r.seq);
        if (seq !== expectedSeq)
          return { ok: false, seq, problem: `entry ${expectedSeq} is missing` };
        if (r.prev_hash !== prev)
          return { ok: false, seq, problem: 'does not link to the entry before it' };
        const { hash, ...rest } = r;
        const unhashed = { ...rest, seq };
        if (hashOf(unhashed) !== hash) {
          const legacy = legacyHash(unhashed) === hash;
          return {
            ok: false,
            seq,
            problem: legacy
              ? 'it was written before the audit key was set: run `npm run vouch -- audit-rekey` once'
              : 'its contents were changed (or it was written with another AUDIT_KEY)',
          };
        }
        if (recorded && seq === recorded.seq && hash !== recorded.hash)
          return { ok: false, seq, problem: 'it differs from the head you recorded' };
        prev = hash;
        expectedSeq += 1;
      }
      if (recorded && recorded.seq >= expectedSeq)
        return {
          ok: false,
          seq: recorded.seq,
          problem: `the log ends at entry ${expectedSeq - 1}: entries up to the recorded head were removed`,
        };
      const last = rows.at(-1);
      return {
        ok: true,
        entries: rows.length,
        head: last ? { seq: Number(last.seq), hash: last.hash } : null,
      };
    },

    /**
     * Once, for a log begun before AUDIT_KEY existed: checks the unkeyed chain and re-hashes every
     * entry with the key, then records that it did (a second run is refused).
     */
    async rekey(): Promise<{ ok: true; entries: number } | { ok: false; problem: string }> {
      return db.transaction().execute(async (trx) => {
        const done = await trx
          .selectFrom('app_meta')
          .select('value')
          .where('key', '=', REKEYED)
          .executeTakeFirst();
        if (done) return { ok: false, problem: `the log was already re-keyed on ${done.value}` };
        if (dialectOf(trx) === 'postgres')
          await sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(trx);
        const rows = (await trx.selectFrom('audit_log').selectAll().orderBy('seq').execute()).map(
          opened,
        );
        let prevOld = GENESIS;
        let prevNew = GENESIS;
        for (const r of rows) {
          const { hash, ...rest } = r;
          const seq = Number(r.seq);
          const keyed = hashOf({ ...rest, seq });
          if (r.prev_hash !== prevOld || (legacyHash({ ...rest, seq }) !== hash && keyed !== hash))
            return { ok: false as const, problem: `entry ${seq} does not check out; not re-keyed` };
          const next = hashOf({ ...rest, seq, prev_hash: prevNew });
          await trx
            .updateTable('audit_log')
            .set({ prev_hash: prevNew, hash: next })
            .where('seq', '=', seq)
            .execute();
          prevOld = hash;
          prevNew = next;
        }
        await trx.insertInto('app_meta').values({ key: REKEYED, value: nowIso() }).execute();
        await appendIn(trx, {
          actorId: null,
          action: 'audit.rekey',
          targetType: 'audit_log',
          targetId: null,
          ip: null,
          details: { entries: rows.length },
        });
        return { ok: true as const, entries: rows.length };
      });
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
