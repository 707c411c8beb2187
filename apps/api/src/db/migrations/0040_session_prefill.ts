import type { Kysely } from 'kysely';

/**
 * Issue 47: what a business passes about its customer when it creates a session (`customer`:
 * name, e-mail, phone) to fill the sign-up form from the link. Encrypted like the grants'
 * values, handed out once (and then set to null), and set to null as soon as the session moves
 * past being opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_sessions').addColumn('customer_enc', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_sessions').dropColumn('customer_enc').execute();
}
