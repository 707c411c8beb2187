import type { Kysely } from 'kysely';

/**
 * The admin's audit view filters by actor and by action, newest first, a page at a time (issue
 * 31): each filter reads its index backwards from the cursor instead of the whole log. A target
 * is found through audit_log_target (0007), whose few rows per target are sorted in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_log_actor_seq')
    .on('audit_log')
    .columns(['actor_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('audit_log_action_seq')
    .on('audit_log')
    .columns(['action', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_action_seq').execute();
  await db.schema.dropIndex('audit_log_actor_seq').execute();
}
