import type { Kysely } from 'kysely';

/**
 * Text messages (SMS, WhatsApp) join e-mail in the dev outbox (issue 30): the sandbox messengers
 * keep what they would have sent there, beside the mail, so /dev/mailbox and `vouch outbox` show
 * both. Every row from before is an e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('dev_outbox')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('email'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dev_outbox').dropColumn('channel').execute();
}
