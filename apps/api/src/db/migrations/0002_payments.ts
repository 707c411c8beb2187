import type { Kysely } from 'kysely';

/**
 * Transactions (amounts in kobo) and the sandbox provider's own ledger. The sandbox ledger stands
 * where a real provider's records would: our transactions only ever change after asking it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ref_number', 'text', (c) => c.notNull().unique())
    .addColumn('amount_kobo', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_tx_id', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transactions_user_created')
    .on('transactions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('sandbox_charges')
    .addColumn('ref_number', 'text', (c) => c.primaryKey())
    .addColumn('provider_tx_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_kobo', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_charges').ifExists().execute();
  await db.schema.dropTable('transactions').ifExists().execute();
}
