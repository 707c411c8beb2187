import type { Kysely } from 'kysely';

/**
 * The Vouch ID hardening of issue 46.
 * - `credential_requests`: a verification link's request opened by a holder's wallet (the
 *   OpenID4VP request object): the nonce it was given (hashed), the link, the thumbprint of the
 *   key that opened it, five minutes, used once. `…/present` takes only a presentation over such
 *   a nonce signed by that key, so a nonce read off the public page, or opened by someone else's
 *   key, answers nothing.
 * - Indexes on the expiry of offers, nonces and requests: the sweep deletes them by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credential_requests')
    .addColumn('nonce_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('verification_sessions.id').onDelete('cascade'),
    )
    .addColumn('holder_thumbprint', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credential_requests_expiry')
    .on('credential_requests')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('credential_requests_session')
    .on('credential_requests')
    .column('session_id')
    .execute();
  await db.schema
    .createIndex('credential_nonces_expiry')
    .on('credential_nonces')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('credential_offers_expiry')
    .on('credential_offers')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('credential_offers_expiry').ifExists().execute();
  await db.schema.dropIndex('credential_nonces_expiry').ifExists().execute();
  await db.schema.dropTable('credential_requests').ifExists().execute();
}
