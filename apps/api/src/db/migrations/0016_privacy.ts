import type { Kysely } from 'kysely';

/**
 * The member's own data (issue 16).
 * - consents: what a member agreed to and when (terms and privacy policy at registration;
 *   biometric processing at KYC submission).
 * - data_requests: a copy asked for (export) or an account closed (erasure); admins see their
 *   age against the one-month deadline. An export's download token is stored as a hash only.
 * - retention_holds: what the law makes us keep after an account closes (KYC records under the
 *   CBN AML/CFT Regulations) and the day it is purged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('given_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('consents_user')
    .on('consents')
    .columns(['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('data_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('storage_key', 'text')
    .addColumn('token_hash', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('data_requests_user')
    .on('data_requests')
    .columns(['user_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('data_requests_token')
    .on('data_requests')
    .column('token_hash')
    .execute();

  await db.schema
    .createTable('retention_holds')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('account_ended_at', 'text', (c) => c.notNull())
    .addColumn('purge_after', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retention_holds').execute();
  await db.schema.dropTable('data_requests').execute();
  await db.schema.dropTable('consents').execute();
}
