import { sql, type Kysely } from 'kysely';

/**
 * Reset codes a person can type (issue 17): the reset e-mail carries a link with a 256-bit token
 * (token_hash, as before) and an 8-character code from an unambiguous alphabet.
 * - email_tokens.code_hash: a keyed hash (HMAC) of the account and the code; null for other tokens.
 * - email_tokens.code_failures: wrong codes typed for this account; at five the code is dead (the
 *   link still works). See decision 0016.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_tokens').addColumn('code_hash', 'text').execute();
  await db.schema
    .alterTable('email_tokens')
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_tokens').dropColumn('code_failures').execute();
  await db.schema.alterTable('email_tokens').dropColumn('code_hash').execute();
}
