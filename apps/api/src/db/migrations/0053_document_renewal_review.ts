import type { Kysely } from 'kysely';

/**
 * Issue 50: a renewal the machine cannot judge (a driver's licence: no MRZ we read) waits for a
 * reviewer, who reads the new expiry date off the document. `outcome` gains 'pending'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('document_renewals')
    .addColumn('document_type', 'text', (c) => c.notNull().defaultTo('passport'))
    .execute();
  await db.schema.alterTable('document_renewals').addColumn('selfie_key', 'text').execute();
  await db.schema.alterTable('document_renewals').addColumn('reason', 'text').execute();
  await db.schema.alterTable('document_renewals').addColumn('decided_by', 'text').execute();
  await db.schema.alterTable('document_renewals').addColumn('decided_at', 'text').execute();
  await db.schema
    .createIndex('document_renewals_by_outcome')
    .on('document_renewals')
    .columns(['outcome', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('document_renewals_by_outcome').execute();
  for (const c of ['decided_at', 'decided_by', 'reason', 'selfie_key', 'document_type'])
    await db.schema.alterTable('document_renewals').dropColumn(c).execute();
}
