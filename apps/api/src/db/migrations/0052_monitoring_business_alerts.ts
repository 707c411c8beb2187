import type { Kysely } from 'kysely';

/**
 * Issue 50, ongoing screening of verified businesses: a possible match of an approved (live)
 * business verification's name with a list entry found after its approval, one per verification
 * and entry version, decided like a member's alert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monitoring_business_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_verification_id', 'text', (c) =>
      c.notNull().references('business_verifications.id').onDelete('cascade'),
    )
    .addColumn('entry_fingerprint', 'text', (c) => c.notNull())
    .addColumn('hit', 'text', (c) => c.notNull())
    .addColumn('score', 'real', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('monitoring_business_alerts_bv_entry', [
      'business_verification_id',
      'entry_fingerprint',
    ])
    .execute();
  await db.schema
    .createIndex('monitoring_business_alerts_by_status')
    .on('monitoring_business_alerts')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monitoring_business_alerts').execute();
}
