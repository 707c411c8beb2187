import type { Kysely } from 'kysely';

/**
 * The staff second factor and throttling without lockouts (hardening issue).
 * - staff_totp: one TOTP secret per staff member (encrypted); confirmed_at is null while the QR
 *   code is being scanned; last_step refuses a code used twice.
 * - staff_recovery_codes: hashes of the ten single-use codes.
 * - sessions.second_factor_at: when this session passed the second factor (staff routes need it);
 *   sessions.last_active_at: staff sessions end after 30 minutes idle;
 *   sessions.second_factor_failures: wrong codes end the session after five.
 * - login_throttle.next_attempt_at: the earliest next guess for this account from this address
 *   (progressive delays, no lockout); keys now name the account and the client address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_totp')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('last_step', 'integer')
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_user')
    .on('staff_recovery_codes')
    .column('user_id')
    .execute();

  await db.schema.alterTable('sessions').addColumn('second_factor_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_active_at', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('second_factor_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Old lockout rows mean nothing to the new keys.
  await db.deleteFrom('login_throttle' as never).execute();
  await db.schema.alterTable('login_throttle').addColumn('next_attempt_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_throttle').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('sessions').dropColumn('second_factor_failures').execute();
  await db.schema.alterTable('sessions').dropColumn('last_active_at').execute();
  await db.schema.alterTable('sessions').dropColumn('second_factor_at').execute();
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_totp').execute();
}
