import type { Kysely } from 'kysely';

/**
 * Automated checks: one result per check per submission version, the submission's risk level (for
 * the queue's column and filter), face descriptions for the duplicate-face search (biometric data:
 * stored encrypted), and the sanctions/PEP lists loaded from the operator's files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kyc_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('submission_id', 'text', (c) =>
      c.notNull().references('kyc_submissions.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('kyc_checks_submission_code', ['submission_id', 'code'])
    .execute();

  await db.schema.alterTable('kyc_submissions').addColumn('risk_level', 'text').execute();
  await db.schema.alterTable('kyc_submissions').addColumn('checks_done_at', 'text').execute();
  await db.schema.alterTable('kyc_submissions').addColumn('auto_rejected_at', 'text').execute();
  await db.schema
    .createIndex('kyc_submissions_risk')
    .on('kyc_submissions')
    .columns(['status', 'risk_level'])
    .execute();

  // The case view records one 'case.view' per reviewer per case per few minutes (it refreshes while
  // checks run); this finds the last one.
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_id', 'actor_id', 'at'])
    .execute();

  await db.schema
    .createTable('face_descriptors')
    .addColumn('submission_id', 'text', (c) =>
      c.primaryKey().references('kyc_submissions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('descriptor_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('face_descriptors_user')
    .on('face_descriptors')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sanctions_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('entry_count', 'integer', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) => c.notNull())
    .addColumn('loaded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sanctions_entries')
    .addColumn('list_id', 'text', (c) =>
      c.notNull().references('sanctions_lists.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sanctions_entries_pk', ['list_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sanctions_entries').ifExists().execute();
  await db.schema.dropTable('sanctions_lists').ifExists().execute();
  await db.schema.dropTable('face_descriptors').ifExists().execute();
  await db.schema.dropIndex('audit_log_target').ifExists().execute();
  await db.schema.dropIndex('kyc_submissions_risk').ifExists().execute();
  await db.schema.alterTable('kyc_submissions').dropColumn('auto_rejected_at').execute();
  await db.schema.alterTable('kyc_submissions').dropColumn('checks_done_at').execute();
  await db.schema.alterTable('kyc_submissions').dropColumn('risk_level').execute();
  await db.schema.dropTable('kyc_checks').ifExists().execute();
}
