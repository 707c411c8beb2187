import type { Kysely } from 'kysely';

/**
 * Account info reads a member's latest profile change on every request (lifecycle
 * queries.profileReview); without an index on the member that was a scan of every member's
 * changes (issue 14, decision 0022).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('profile_changes_user')
    .on('profile_changes')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profile_changes_user').execute();
}
