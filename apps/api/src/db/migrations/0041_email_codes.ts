import type { Kysely } from 'kysely';

/**
 * Issue 47: a customer proves an e-mail address with a 6-digit code before any account exists
 * (decision 0053). A code belongs to an address (its blind index), not to a user row, so no
 * account is made for an address nobody proved. A proved code for a new address turns into a
 * one-time sign-up ticket (`ticket_hash`), spent when the account is made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_bidx', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('ticket_hash', 'text')
    .addColumn('ticket_expires_at', 'text')
    .addColumn('ticket_used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_codes_email')
    .on('email_codes')
    .columns(['email_bidx', 'created_at'])
    .execute();
  await db.schema
    .createIndex('email_codes_ticket')
    .on('email_codes')
    .column('ticket_hash')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_codes').execute();
}
