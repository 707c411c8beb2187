import type { Kysely } from 'kysely';

/**
 * Instant decisions for clear cases (issue 34, decision 0041). `policy_decisions`: what the
 * decision policy concluded for a version once its checks finished (approve or review), with the
 * policy's version and the results it relied on. `second_looks`: the sampled automatic approvals a
 * reviewer confirms or revokes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policy_decisions')
    .addColumn('submission_id', 'text', (c) =>
      c.primaryKey().references('kyc_submissions.id').onDelete('cascade'),
    )
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('relied_on', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('policy_decisions_at')
    .on('policy_decisions')
    .columns(['decided_at'])
    .execute();
  await db.schema
    .createTable('second_looks')
    .addColumn('submission_id', 'text', (c) =>
      c.primaryKey().references('kyc_submissions.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('second_looks_status')
    .on('second_looks')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('second_looks_member')
    .on('second_looks')
    .columns(['member_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('second_looks').execute();
  await db.schema.dropTable('policy_decisions').execute();
}
