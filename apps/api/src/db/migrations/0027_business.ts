import type { Kysely } from 'kysely';

/**
 * Vouch for businesses (issue 32, decision 0037).
 * - organisations: a business and its live-mode standing (none → pending → approved | refused).
 *   Ids say what they are (org_…). Test mode needs no approval.
 * - organisation_members: who is on the team and as what (owner, developer, viewer); a member
 *   may be on several.
 * - organisation_invitations: single-use links (SHA-256 of the token), 7 days; the invitee's
 *   e-mail encrypted (bound to the row) and its blind index to match the accepting member.
 * - api_keys: only a keyed hash of each secret (HMAC, unique: the one indexed read of every
 *   business request), its hint (first 12 and last 4 characters), mode and scopes. A rolled key
 *   gets expires_at; a revoked one revoked_at. last_used_at is written behind.
 * - business_usage: one row per business API lookup (test and live): key, time, search type,
 *   found or not, the answer's request id — never the value searched. A live lookup that found a
 *   member keeps the member's id (their "looked up" count; never shown to the business).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('support_email', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    /** JSON array of origins */
    .addColumn('redirect_origins', 'text', (c) => c.notNull())
    .addColumn('live_status', 'text', (c) => c.notNull())
    .addColumn('live_requested_at', 'text')
    .addColumn('live_decided_at', 'text')
    .addColumn('live_decided_by', 'text')
    .addColumn('live_reason', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('organisations_live')
    .on('organisations')
    .columns(['live_status', 'live_requested_at'])
    .execute();

  await db.schema
    .createTable('organisation_members')
    .addColumn('organisation_id', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('organisation_members_pk', ['organisation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('organisation_members_user')
    .on('organisation_members')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('organisation_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_bidx', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('organisation_invitations_org')
    .on('organisation_invitations')
    .columns(['organisation_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    /** Comma-separated ApiKeyScope values */
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    /** The key that replaced this one when it was rolled. */
    .addColumn('rolled_to', 'text')
    .execute();
  await db.schema
    .createIndex('api_keys_org')
    .on('api_keys')
    .columns(['organisation_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('business_usage')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('search_by', 'text', (c) => c.notNull())
    .addColumn('found_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('found', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_usage_org')
    .on('business_usage')
    .columns(['organisation_id', 'mode', 'created_at'])
    .execute();
  await db.schema
    .createIndex('business_usage_found')
    .on('business_usage')
    .columns(['found_user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'business_usage',
    'api_keys',
    'organisation_invitations',
    'organisation_members',
    'organisations',
  ])
    await db.schema.dropTable(t).execute();
}
