import type { Kysely } from 'kysely';

/**
 * Verification sessions and consent (issue 33, decision 0039).
 * - verification_sessions: a business's link for one customer (vs_…), per organisation and mode;
 *   its status, the claims asked for, and the member who answered it (set null when the account
 *   is erased: the session stays, its claims gone).
 * - consent_grants: what a member allowed one organisation to read (grant_…): the claim names,
 *   the purpose, when; their values copied from the approved snapshot at that moment, encrypted,
 *   and erased when the grant is revoked.
 * - idempotency_keys: the business API's Idempotency-Key records (IETF draft): per organisation
 *   and mode, a fingerprint of the request, and its answer once done; kept 24 hours.
 * - verification_fees: a member who was not verified verifies from a live link and the
 *   organisation pays the KYC fee (its usage): one row per session, the amount at the time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verification_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text', (c) => c.notNull())
    /** Comma-separated SessionClaim values */
    .addColumn('claims', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('grant_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_sessions_org')
    .on('verification_sessions')
    .columns(['organisation_id', 'mode', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('verification_sessions_reference')
    .on('verification_sessions')
    .columns(['organisation_id', 'mode', 'reference'])
    .execute();
  await db.schema
    .createIndex('verification_sessions_member')
    .on('verification_sessions')
    .columns(['member_id', 'status'])
    .execute();
  await db.schema
    .createIndex('verification_sessions_expiry')
    .on('verification_sessions')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('consent_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('organisation_id', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('claims', 'text', (c) => c.notNull())
    /** The claims' values, encrypted JSON; null once revoked. */
    .addColumn('values_enc', 'text')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    /** member | account_closed */
    .addColumn('revoked_by', 'text')
    .execute();
  await db.schema
    .createIndex('consent_grants_user')
    .on('consent_grants')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('consent_grants_org')
    .on('consent_grants')
    .columns(['organisation_id', 'mode'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('organisation_id', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('idem_key', 'text', (c) => c.notNull())
    /** SHA-256 of method, path and body */
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    /** running | done */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_type', 'text')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['organisation_id', 'mode', 'idem_key'])
    .execute();
  await db.schema
    .createTable('verification_fees')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('amount_kobo', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_fees_org')
    .on('verification_fees')
    .columns(['organisation_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verification_fees_user')
    .on('verification_fees')
    .column('user_id')
    .execute();

  await db.schema
    .createIndex('idempotency_keys_expiry')
    .on('idempotency_keys')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'verification_fees',
    'idempotency_keys',
    'consent_grants',
    'verification_sessions',
  ])
    await db.schema.dropTable(t).execute();
}
