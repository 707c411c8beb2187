import { sql, type Kysely } from 'kysely';

/**
 * Issue 51: the member's language (`preferred_language`, one of contracts' LOCALES), which their
 * mails and text messages use; and the language a business asked a verification session's pages
 * to open in (`locale`, null: the visitor's own).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('preferred_language', 'text', (col) => col.notNull().defaultTo(sql.lit('en')))
    .execute();
  await db.schema.alterTable('verification_sessions').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_sessions').dropColumn('locale').execute();
  await db.schema.alterTable('users').dropColumn('preferred_language').execute();
}
