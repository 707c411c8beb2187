import type { Kysely } from 'kysely';

/**
 * Issue 47: a prepaid balance per organisation that live lookups and live verification fees draw
 * on. `organisations.balance_kobo` is the running balance, changed only by one guarded UPDATE
 * per move (a lookup's debit refuses to go below zero; a fee for a session already accepted is
 * taken even so, the customer being mid-way). `balance_credits` is every top-up, once per
 * reference (a payment's, or the operator's for a bank transfer). `low_balance_mailed_at` says
 * the owners were told the balance is running low, until a credit lifts it again.
 *
 * Organisations start at zero: existing live organisations are refused live lookups and new live
 * sessions until they are funded (README "Prepaid balance"; the operator's `credit-business`).
 * A fee taken before this migration never came out of a balance, so its refund must not go into
 * one: `verification_fees.from_balance` says which did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('organisations')
    .addColumn('balance_kobo', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('organisations').addColumn('low_balance_mailed_at', 'text').execute();
  await db.schema
    .alterTable('verification_fees')
    .addColumn('from_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('balance_credits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('credited_at', 'text')
    .execute();
  await db.schema
    .createIndex('balance_credits_org')
    .on('balance_credits')
    .columns(['organisation_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('balance_credits').execute();
  await db.schema.alterTable('verification_fees').dropColumn('from_balance').execute();
  await db.schema.alterTable('organisations').dropColumn('low_balance_mailed_at').execute();
  await db.schema.alterTable('organisations').dropColumn('balance_kobo').execute();
}
