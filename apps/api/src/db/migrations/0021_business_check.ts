import { sql, type Kysely } from 'kysely';

/**
 * How each verified business name was checked (issue 30, decision 0032). From now on a snapshot
 * certifies a business name only with a check: 'cac' (the registry found the number active under
 * that name; business_registration holds it) or 'document' (a reviewer approved the version with
 * its business certificate).
 *
 * Snapshots approved before had no registry check. Where the approved version had a certificate,
 * the reviewer read it: 'document'. Where it had none, nothing but the member's word stood behind
 * the name, so the snapshot stops certifying it (business_name null): the answer reads as the
 * individual's that it always was in fact. The submission keeps the name; an admin can revoke so
 * the member submits again with a certificate or a CAC number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verified_snapshots').addColumn('business_check', 'text').execute();
  await db.schema
    .alterTable('verified_snapshots')
    .addColumn('business_registration', 'text')
    .execute();
  await sql`update verified_snapshots set business_check = 'document'
    where business_name is not null
      and exists (select 1 from kyc_files f
        where f.submission_id = verified_snapshots.submission_id and f.kind = 'certificate')`.execute(
    db,
  );
  await sql`update verified_snapshots set business_name = null
    where business_check is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verified_snapshots').dropColumn('business_registration').execute();
  await db.schema.alterTable('verified_snapshots').dropColumn('business_check').execute();
}
