import type { Kysely } from 'kysely';

/**
 * Issue 50, re-verification on demand: a session a business opened to have a member confirm a
 * grant again names that grant; the member's Allow replaces it (revoked_by 'replaced').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('verification_sessions')
    .addColumn('reverifies_grant_id', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_sessions').dropColumn('reverifies_grant_id').execute();
}
