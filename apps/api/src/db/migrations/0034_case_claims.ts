import type { Kysely } from 'kysely';

/**
 * Claims on a case (issue 34): the reviewer working on a submission, so two do not work one case.
 * One row per claimed submission; `seen_at` moves while its holder works on the case, and a claim
 * not seen for 30 minutes has lapsed (read as no claim; the next claim replaces the row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('case_claims')
    .addColumn('submission_id', 'text', (c) => c.primaryKey())
    .addColumn('reviewer_id', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('case_claims_reviewer')
    .on('case_claims')
    .column('reviewer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('case_claims').execute();
}
