import { sql, type Kysely } from 'kysely';

/**
 * Issue 49, item 3: an organisation goes live through a business verification of itself.
 * - `business_verifications.subject`: `customer` (a business's check of its own customer) or
 *   `organisation` (Vouch's check of the organisation asking to go live);
 * - `organisations.registration`: the CAC number its owner gave; `verified_registration`: the one
 *   a business verification approved (the consent screen's "Verified business: RC 1234567");
 *   `live_verification_id`: the verification deciding its live request;
 * - `verification_sessions.fee_payer`: who pays a person's KYC fee from a link. A going-live
 *   organisation's directors pay their own, as any member: the organisation has no live balance
 *   yet, and a link must not become a way to verify people on someone else's account.
 * Requests made before this migration (pending, never approved) stay with the back office's
 * Businesses queue as they were asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('business_verifications')
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(sql.lit('customer')))
    .execute();
  for (const column of ['registration', 'verified_registration', 'live_verification_id'])
    await db.schema.alterTable('organisations').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('verification_sessions')
    .addColumn('fee_payer', 'text', (c) => c.notNull().defaultTo(sql.lit('organisation')))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_sessions').dropColumn('fee_payer').execute();
  for (const column of ['registration', 'verified_registration', 'live_verification_id'])
    await db.schema.alterTable('organisations').dropColumn(column).execute();
  await db.schema.alterTable('business_verifications').dropColumn('subject').execute();
}
