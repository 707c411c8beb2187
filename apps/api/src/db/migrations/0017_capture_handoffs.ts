import type { Kysely } from 'kysely';

/**
 * "Continue on your phone" (issue 17, item 4; decision 0020).
 * - capture_handoffs: one link per row, for one member and one capture step. The link's secret and
 *   the phone's capture credential are stored as SHA-256 hashes only; a link is redeemed once
 *   (opened_at), lives 15 minutes, and is revoked when the member makes a newer one.
 * - capture_handoff_photos: what the phone sent, one photo per kind, until the computer has it
 *   (the files themselves are in the file store under handoffs/).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('capture_handoffs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('capture_token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text')
    .addColumn('capture_expires_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('capture_handoffs_user')
    .on('capture_handoffs')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('capture_handoff_photos')
    .addColumn('handoff_id', 'text', (c) =>
      c.notNull().references('capture_handoffs.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('capture_handoff_photos_pk', ['handoff_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('capture_handoff_photos').execute();
  await db.schema.dropTable('capture_handoffs').execute();
}
