import type { Kysely } from 'kysely';

/**
 * The live capture (issue 45, decision 0049). `liveness_sessions`: a challenge the server chose for
 * one member, answered once, with the outcome, the reasons and what was measured. `liveness_frames`:
 * each frame it was answered with (stored, shown to reviewers), its pose and the hash that finds
 * a frame sent again in a later session. A submission names the session its selfie came from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('liveness_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    /** JSON array of actions */
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('checker', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('outcome', 'text')
    /** JSON array of reason codes */
    .addColumn('reasons', 'text')
    /** JSON: thresholds, reference pose, passive scores, the selfie frame */
    .addColumn('measured', 'text')
    .addColumn('selfie_key', 'text')
    .addColumn('used_by', 'text')
    .execute();
  await db.schema
    .createIndex('liveness_sessions_user')
    .on('liveness_sessions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('liveness_frames')
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('liveness_sessions.id').onDelete('cascade'),
    )
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('faces', 'integer', (c) => c.notNull())
    .addColumn('yaw', 'double precision')
    .addColumn('pitch', 'double precision')
    /** neutral, an action, or between */
    .addColumn('state', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('liveness_frames_pk', ['session_id', 'idx'])
    .execute();
  await db.schema
    .createIndex('liveness_frames_sha256')
    .on('liveness_frames')
    .columns(['sha256'])
    .execute();
  await db.schema.alterTable('kyc_submissions').addColumn('liveness_session_id', 'text').execute();
  // What a business is told of the approval it received: whether the selfie was captured live.
  await db.schema.alterTable('verification_sessions').addColumn('liveness', 'text').execute();
  // The phone's live capture, picked up by the computer with the link's other results.
  await db.schema.alterTable('capture_handoffs').addColumn('liveness_session_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('capture_handoffs').dropColumn('liveness_session_id').execute();
  await db.schema.alterTable('verification_sessions').dropColumn('liveness').execute();
  await db.schema.alterTable('kyc_submissions').dropColumn('liveness_session_id').execute();
  await db.schema.dropTable('liveness_frames').execute();
  await db.schema.dropTable('liveness_sessions').execute();
}
