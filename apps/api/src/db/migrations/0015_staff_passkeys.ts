import type { Kysely } from 'kysely';

/**
 * Passkeys (WebAuthn) as the staff second factor (docs/decisions/0015).
 * - staff_passkeys: one row per credential; the public key and signature counter.
 * - webauthn_challenges: the one challenge a session is answering (registration or sign-in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_passkeys_user')
    .on('staff_passkeys')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('session_id', 'text', (c) =>
      c.primaryKey().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('staff_passkeys').execute();
}
