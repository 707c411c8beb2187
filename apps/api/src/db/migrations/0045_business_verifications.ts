import type { Kysely } from 'kysely';

/**
 * Issue 49, business verifications (KYB): an organisation's check of a business (its own
 * customers', or its own for going live), and the business's people. The registry's record is a
 * business's public record (kept as JSON); people's names and dates of birth are personal data
 * and sealed. A person's answer is a verification session (0029) of the same organisation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text')
    .addColumn('registration', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('registry_lookup', 'text', (c) => c.notNull())
    .addColumn('registry', 'text')
    .addColumn('name_matches', 'integer')
    .addColumn('screening', 'text', (c) => c.notNull())
    .addColumn('screening_hits', 'text')
    .addColumn('review_reasons', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('lookup_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_lookup_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_verifications_org')
    .on('business_verifications')
    .columns(['organisation_id', 'mode', 'created_at'])
    .execute();
  await db.schema
    .createIndex('business_verifications_status')
    .on('business_verifications')
    .columns(['status', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('business_verifications_lookup')
    .on('business_verifications')
    .columns(['registry_lookup', 'next_lookup_at'])
    .execute();

  await db.schema
    .createTable('business_verification_people')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('verification_id', 'text', (c) =>
      c.notNull().references('business_verifications.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('person_enc', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('share_percent', 'real')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('member_id', 'text')
    .addColumn('kyc_tier', 'integer')
    .addColumn('screening', 'text', (c) => c.notNull())
    .addColumn('screening_hits', 'text')
    .addColumn('mismatch', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_verification_people_of')
    .on('business_verification_people')
    .columns(['verification_id', 'position'])
    .execute();
  await db.schema
    .createIndex('business_verification_people_session')
    .on('business_verification_people')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('business_verification_people').execute();
  await db.schema.dropTable('business_verifications').execute();
}
