import type { Kysely } from 'kysely';

/**
 * Wallet addresses (one row each, indexed for the verification search) and the record of every
 * verification lookup — who searched, by what kind, when, whether found; never the value typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_norm', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wallets_user_network_address', ['user_id', 'network', 'address_norm'])
    .execute();
  await db.schema
    .createIndex('wallets_address_norm')
    .on('wallets')
    .column('address_norm')
    .execute();
  await db.schema.createIndex('wallets_user').on('wallets').column('user_id').execute();

  await db.schema
    .createTable('verification_lookups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('searcher_id', 'text', (c) => c.notNull())
    .addColumn('search_by', 'text', (c) => c.notNull())
    .addColumn('found_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_lookups_searcher')
    .on('verification_lookups')
    .columns(['searcher_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verification_lookups_found')
    .on('verification_lookups')
    .columns(['found_user_id', 'created_at'])
    .execute();
  // Lookups by e-mail are exact on the lower-cased address, which the users table already has.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_lookups').ifExists().execute();
  await db.schema.dropTable('wallets').ifExists().execute();
}
