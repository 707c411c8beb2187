import type { Kysely } from 'kysely';

/**
 * Issue 50, documents that expire (decision 0059). On the verified snapshot: the approved
 * passport's expiry date (from its machine-readable zone), when the member was told it is
 * coming, and when the verification lapsed for it (the answer says "documents expired" then).
 * `document_renewals`: every renewal the member sent (the new passport with a live capture),
 * renewed or refused with the reasons, kept as the reviewers' record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('verified_snapshots')
    .addColumn('document_expires_on', 'text')
    .execute();
  await db.schema.alterTable('verified_snapshots').addColumn('expiry_noticed_at', 'text').execute();
  await db.schema
    .alterTable('verified_snapshots')
    .addColumn('documents_expired_at', 'text')
    .execute();
  await db.schema
    .createIndex('verified_snapshots_by_document_expiry')
    .on('verified_snapshots')
    .column('document_expires_on')
    .execute();
  await db.schema
    .createTable('document_renewals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    /** JSON: the RenewalProblem codes of a refusal; [] when renewed. */
    .addColumn('problems', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text')
    /** The new passport's page, sealed in storage; only a renewal that succeeded keeps it. */
    .addColumn('document_key', 'text')
    .addColumn('liveness_session_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_renewals_by_user')
    .on('document_renewals')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_renewals').execute();
  await db.schema.dropIndex('verified_snapshots_by_document_expiry').execute();
  await db.schema.alterTable('verified_snapshots').dropColumn('documents_expired_at').execute();
  await db.schema.alterTable('verified_snapshots').dropColumn('expiry_noticed_at').execute();
  await db.schema.alterTable('verified_snapshots').dropColumn('document_expires_on').execute();
}
