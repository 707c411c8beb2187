import { sql, type Kysely } from 'kysely';

/**
 * KYC submissions (every version kept), their files, and identity lookups. ID numbers, dates of
 * birth and phone numbers are ciphertext; identity_number_bidx finds the same ID number on
 * another account without decrypting anything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_lookups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_number_bidx', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('result_enc', 'text', (c) => c.notNull())
    .addColumn('photo_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('identity_lookups_user')
    .on('identity_lookups')
    .columns(['user_id', 'id_number_bidx'])
    .execute();

  await db.schema
    .createTable('kyc_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('identity_type', 'text', (c) => c.notNull())
    .addColumn('identity_number_enc', 'text', (c) => c.notNull())
    .addColumn('identity_number_bidx', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text')
    .addColumn('dob_enc', 'text', (c) => c.notNull())
    .addColumn('phone_enc', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('business_number', 'text')
    .addColumn('identity_lookup_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addUniqueConstraint('kyc_submissions_user_version', ['user_id', 'version'])
    .execute();
  await db.schema
    .createIndex('kyc_submissions_id_number')
    .on('kyc_submissions')
    .column('identity_number_bidx')
    .execute();
  // At most one submission per member under review, even with two requests racing.
  await db.schema
    .createIndex('kyc_submissions_one_under_review')
    .on('kyc_submissions')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'CURRENTLY_UNDER_REVIEW')
    .execute();

  await db.schema
    .createTable('kyc_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('submission_id', 'text', (c) =>
      c.notNull().references('kyc_submissions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kyc_files_submission')
    .on('kyc_files')
    .column('submission_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['kyc_files', 'kyc_submissions', 'identity_lookups']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
