import type { Kysely } from 'kysely';

/**
 * Issue 49: the business's own papers on a business verification (CAC certificate, status
 * report, memorandum), for the reviewer. A document is kept as the images of its pages
 * (`pages` of them under `file_prefix`: a PDF is drawn to PNGs and never kept itself, as the
 * member's certificate is, decision 0014). `added_by` is the key's id or the console member's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_verification_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('verification_id', 'text', (c) =>
      c.notNull().references('business_verifications.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull())
    .addColumn('file_prefix', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_verification_documents_by_verification')
    .on('business_verification_documents')
    .columns(['verification_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('business_verification_documents').execute();
}
