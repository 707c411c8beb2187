import { sql, type Kysely } from 'kysely';

/**
 * Members' own second factor (issue 30, docs/decisions/0033).
 * - users.second_factor_since: when the account's first factor (a confirmed authenticator app or
 *   a passkey) was set up; null while it has none. The session check reads it on every request
 *   (beside the role, already read), so a member's session that has not passed the factor opens
 *   nothing else, without a look at the factor tables each time. Written only by the
 *   second-factor module, in the transaction that adds or removes a factor.
 * Staff who set up a factor before this migration get theirs filled in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('second_factor_since', 'text').execute();
  await sql`
    UPDATE users SET second_factor_since = (
      SELECT MIN(t) FROM (
        SELECT confirmed_at AS t FROM staff_totp
          WHERE staff_totp.user_id = users.id AND confirmed_at IS NOT NULL
        UNION ALL
        SELECT created_at AS t FROM staff_passkeys WHERE staff_passkeys.user_id = users.id
      ) AS factors
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('second_factor_since').execute();
}
