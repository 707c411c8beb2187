import { createHash } from 'node:crypto';
import type { AuditEntry } from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import type { AuditLogTable } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

const GENESIS = '0'.repeat(64);

export interface AuditEvent {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  ip: string | null;
  /** ids and codes only — never names, numbers or free text */
  details?: Record<string, string | number | boolean | null>;
}

function hashOf(e: Omit<AuditLogTable, 'hash'>): string {
  return createHash('sha256')
    .update(
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
      ]),
    )
    .digest('hex');
}

/** Append-only, hash-chained (each entry holds the hash of the previous one). */
export function auditLog(db: Db) {
  return {
    /** Appends in a transaction; a concurrent append that takes the same seq retries. */
    async append(ev: AuditEvent): Promise<void> {
      for (let attempt = 0; ; attempt++) {
        try {
          await db.transaction().execute(async (trx) => {
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
            await trx
              .insertInto('audit_log')
              .values({ ...entry, hash: hashOf(entry) })
              .execute();
          });
          return;
        } catch (err) {
          if (
            attempt >= 10 ||
            !/unique|duplicate|constraint|busy|serializ/i.test((err as Error).message)
          )
            throw err;
          await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
        }
      }
    },

    async list(limit = 200): Promise<AuditEntry[]> {
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        seq: Number(r.seq),
        at: r.at,
        actor_id: r.actor_id,
        action: r.action,
        target_type: r.target_type,
        target_id: r.target_id,
        ip: r.ip,
        hash: r.hash,
      }));
    },

    /** Walks the whole chain; reports the first entry whose hash or link does not hold. */
    async verify(): Promise<
      { ok: true; entries: number } | { ok: false; seq: number; problem: string }
    > {
      const rows = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
      let prev = GENESIS;
      let expectedSeq = 1;
      for (const r of rows) {
        const seq = Number(r.seq);
        if (seq !== expectedSeq)
          return { ok: false, seq, problem: `entry ${expectedSeq} is missing` };
        if (r.prev_hash !== prev)
          return { ok: false, seq, problem: 'does not link to the entry before it' };
        const { hash, ...rest } = r;
        if (hashOf({ ...rest, seq }) !== hash)
          return { ok: false, seq, problem: 'its contents were changed' };
        prev = hash;
        expectedSeq += 1;
      }
      return { ok: true, entries: rows.length };
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
