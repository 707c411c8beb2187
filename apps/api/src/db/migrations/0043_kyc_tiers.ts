import type { Kysely } from 'kysely';

/**
 * Issue 48: the CBN tier a verified member's approved evidence supports, kept with what was
 * approved (the snapshot) as the answers read it, and the tier a business may require of a
 * verification session. A vNIN lookup is an identity_lookups row of id_type 'vnin' (its token is
 * never stored).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verified_snapshots').addColumn('kyc_tier', 'integer').execute();
  await db.schema.alterTable('verified_snapshots').addColumn('tier_evidence', 'text').execute();
  await db.schema
    .alterTable('verification_sessions')
    .addColumn('required_tier', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_sessions').dropColumn('required_tier').execute();
  await db.schema.alterTable('verified_snapshots').dropColumn('tier_evidence').execute();
  await db.schema.alterTable('verified_snapshots').dropColumn('kyc_tier').execute();
}
