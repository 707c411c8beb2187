import type { Kysely } from 'kysely';

/**
 * The Vouch credential (issue 36, decision 0043).
 * - `credential_offers`: an OID4VCI pre-authorized code (hashed), its tx_code (hashed), single
 *   use and short-lived; redeeming it makes an access token (hashed) that issues one credential.
 * - `credential_nonces`: c_nonce values the nonce endpoint handed out (hashed), each used once.
 * - `credentials`: what was issued, without any personal data: whose, from which approval, its
 *   place in the status list and its status (0 valid, 1 invalid, 2 suspended). No foreign key
 *   to users: when an account is closed and erased the row stays, marked invalid, so its status
 *   bit never falls back to "valid".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credential_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('tx_code_hash', 'text', (c) => c.notNull())
    .addColumn('tx_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('redeemed_at', 'text')
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('token_expires_at', 'text')
    .addColumn('issued_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('credential_nonces')
    .addColumn('nonce_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('credentials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'text')
    .addColumn('status_list', 'integer', (c) => c.notNull())
    .addColumn('status_idx', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kid', 'text', (c) => c.notNull())
    .addColumn('holder_thumbprint', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('status_changed_at', 'text')
    .addUniqueConstraint('credentials_status_slot', ['status_list', 'status_idx'])
    .execute();
  await db.schema.createIndex('credentials_user').on('credentials').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credentials').execute();
  await db.schema.dropTable('credential_nonces').execute();
  await db.schema.dropTable('credential_offers').execute();
}
