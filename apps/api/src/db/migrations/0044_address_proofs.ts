import type { Kysely } from 'kysely';

/**
 * Issue 48, Tier 3: a member's residential address and the utility bill or bank statement that
 * proves it. The address and the OCR's findings are sealed; the image is in file storage under
 * `file_key`. The confirmed one is the certified address; the snapshot's tier evidence records
 * when (0043), never the address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('address_proofs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address_enc', 'text', (c) => c.notNull())
    .addColumn('document_kind', 'text', (c) => c.notNull())
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('reading_enc', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('address_proofs_user')
    .on('address_proofs')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('address_proofs_status')
    .on('address_proofs')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('address_proofs').execute();
}
