import type { Kysely } from 'kysely';

/**
 * How many BVN lookups each account has made (issue 31): at most IDENTITY_LOOKUPS_PER_ACCOUNT,
 * ever. One row per account, claimed by a conditional upsert before the provider is asked, so
 * lookups sent at once cannot pass the cap together. Lookups made before this count for nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_lookup_counts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('used', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity_lookup_counts').execute();
}
