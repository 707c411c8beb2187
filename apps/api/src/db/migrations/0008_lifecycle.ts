import { sql, type Kysely } from 'kysely';

/**
 * The verification lifecycle (docs/decisions/0009): one owner of every status change.
 * - jobs: the transactional outbox. A state change writes the work it causes (mail, checks) here
 *   in its own transaction; a worker drains it, retrying with backoff.
 * - verified_snapshots: what an approval certified; Check Verification answers only from these.
 * - identity_claims: a phone number (phone or WhatsApp), e-mail or WeChat ID belongs to at most
 *   one verified member (the primary key says so).
 * - profile_changes: a verified member's edits to certified details, waiting for a reviewer.
 * - claim_conflicts: claims refused because another verified member holds the identifier.
 * - app_meta: small facts about the database itself (the audit chain's keying).
 * Data written before this migration is repaired: a member whose fee was confirmed but whose
 * status never moved (a crash between the two writes) moves on, and every VERIFIED member gets a
 * snapshot of what lookups answered until now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('jobs_ready')
    .on('jobs')
    .columns(['queue', 'state', 'run_after'])
    .execute();

  await db.schema.alterTable('users').addColumn('suspended_from', 'text').execute();
  await db.schema.alterTable('users').addColumn('status_reason', 'text').execute();
  await db.schema.alterTable('users').addColumn('status_changed_at', 'text').execute();
  await db.schema.alterTable('kyc_submissions').addColumn('whatsapp_enc', 'text').execute();
  await db.schema.alterTable('kyc_submissions').addColumn('wechat_id', 'text').execute();

  await db.schema
    .createTable('verified_snapshots')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('submission_id', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text')
    .addColumn('dob_enc', 'text', (c) => c.notNull())
    .addColumn('phone_enc', 'text', (c) => c.notNull())
    .addColumn('phone_bidx', 'text', (c) => c.notNull())
    .addColumn('whatsapp_enc', 'text', (c) => c.notNull())
    .addColumn('whatsapp_bidx', 'text', (c) => c.notNull())
    .addColumn('wechat_id', 'text')
    .addColumn('wechat_id_norm', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('business_name', 'text')
    .addColumn('approved_at', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const col of ['phone_bidx', 'whatsapp_bidx', 'wechat_id_norm', 'email'] as const) {
    await db.schema
      .createIndex(`verified_snapshots_${col}`)
      .on('verified_snapshots')
      .column(col)
      .execute();
  }

  await db.schema
    .createTable('identity_claims')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('identity_claims_pk', ['kind', 'value'])
    .execute();
  await db.schema
    .createIndex('identity_claims_user')
    .on('identity_claims')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('profile_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('changes_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('profile_changes_one_pending')
    .on('profile_changes')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('profile_changes_status')
    .on('profile_changes')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('claim_conflicts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('claimant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('holder_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  // Repairs: a confirmed fee whose status change was lost.
  await sql`
    update users set status = 'KYC_IN_PROGRESS'
    where status = 'KYC_REQUIREMENT'
      and exists (select 1 from transactions t where t.user_id = users.id and t.status = 'paid')
  `.execute(db);

  // Every VERIFIED member keeps answering lookups as before: a snapshot of today's values.
  await sql`
    insert into verified_snapshots (user_id, submission_id, first_name, last_name, middle_name,
      dob_enc, phone_enc, phone_bidx, whatsapp_enc, whatsapp_bidx, wechat_id, wechat_id_norm,
      email, business_name, approved_at, approved_by, updated_at)
    select u.id,
      (select s.id from kyc_submissions s where s.user_id = u.id and s.status = 'APPROVED'
        order by s.version desc limit 1),
      u.first_name, u.last_name, null, u.dob_enc, u.phone_enc, u.phone_bidx, u.whatsapp_enc,
      u.whatsapp_bidx, u.wechat_id, u.wechat_id_norm, u.email,
      (select s.business_name from kyc_submissions s where s.user_id = u.id
        and s.status = 'APPROVED' order by s.version desc limit 1),
      coalesce((select s.decided_at from kyc_submissions s where s.user_id = u.id
        and s.status = 'APPROVED' order by s.version desc limit 1), u.updated_at),
      null, u.updated_at
    from users u where u.status = 'VERIFIED'
  `.execute(db);
  // Checks the in-process queue of earlier versions lost (it kept nothing on disk) are queued.
  await sql`
    insert into jobs (id, queue, data, state, attempts, max_attempts, run_after, locked_until,
      last_error, created_at, updated_at)
    select 'legacy-' || id, 'checks', '{"submissionId":"' || id || '"}', 'queued', 0, 4,
      created_at, null, null, created_at, created_at
    from kyc_submissions where status = 'CURRENTLY_UNDER_REVIEW' and checks_done_at is null
  `.execute(db);

  // Claims in order of approval: where two verified members share a number, the first keeps it.
  for (const [kind, column] of [
    ['phone', 'phone_bidx'],
    ['phone', 'whatsapp_bidx'],
    ['email', 'email'],
    ['wechat_id', 'wechat_id_norm'],
  ] as const) {
    await sql`
      insert into identity_claims (kind, value, user_id, created_at)
      select ${kind}, ${sql.ref(column)}, user_id, approved_at from verified_snapshots
      where ${sql.ref(column)} is not null
      order by approved_at
      on conflict do nothing
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'app_meta',
    'claim_conflicts',
    'profile_changes',
    'identity_claims',
    'verified_snapshots',
    'jobs',
  ])
    await db.schema.dropTable(t).ifExists().execute();
  for (const c of ['suspended_from', 'status_reason', 'status_changed_at'])
    await db.schema.alterTable('users').dropColumn(c).execute();
  for (const c of ['whatsapp_enc', 'wechat_id'])
    await db.schema.alterTable('kyc_submissions').dropColumn(c).execute();
}
