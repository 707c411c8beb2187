import { sql, type Kysely } from 'kysely';

/**
 * Individual or business (issue 17). Every submission before this one came from the spec's
 * wizard, which required a business name: a row with a business name is a business, one without
 * (none should exist) an individual. An individual's business_name stays '' (the column is NOT
 * NULL since 0003, and SQLite cannot drop that without rebuilding the table); the API never
 * shows it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('kyc_submissions')
    .addColumn('applicant_type', 'text', (c) => c.notNull().defaultTo('business'))
    .execute();
  await sql`update kyc_submissions set applicant_type = 'individual'
    where business_name is null or trim(business_name) = ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kyc_submissions').dropColumn('applicant_type').execute();
}
