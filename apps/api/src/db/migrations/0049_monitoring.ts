import type { Kysely } from 'kysely';

/**
 * Issue 50, ongoing screening. `monitoring_alerts`: a possible match of a verified member with a
 * list entry found after they were verified, a case for a reviewer (one per member and entry
 * version: a dismissed one stays dismissed until the entry changes). `monitoring_entries_seen`:
 * the fingerprint of every list entry everyone has been compared with, so a reload compares only
 * the new or changed entries. `monitoring_state`: the lists last screened against.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monitoring_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entry_fingerprint', 'text', (c) => c.notNull())
    /** JSON: the query name, the entry's matched name, its list, programmes, PEP, the score. */
    .addColumn('hit', 'text', (c) => c.notNull())
    .addColumn('score', 'real', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('monitoring_alerts_member_entry', ['member_id', 'entry_fingerprint'])
    .execute();
  await db.schema
    .createIndex('monitoring_alerts_by_status')
    .on('monitoring_alerts')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('monitoring_entries_seen')
    .addColumn('fingerprint', 'text', (c) => c.primaryKey())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('monitoring_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monitoring_state').execute();
  await db.schema.dropTable('monitoring_entries_seen').execute();
  await db.schema.dropTable('monitoring_alerts').execute();
}
