import type { Kysely } from 'kysely';

/** Members, their sessions and e-mail tokens, the login throttle and the dev outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone_enc', 'text', (c) => c.notNull())
    .addColumn('phone_bidx', 'text', (c) => c.notNull())
    .addColumn('whatsapp_enc', 'text', (c) => c.notNull())
    .addColumn('whatsapp_bidx', 'text', (c) => c.notNull())
    .addColumn('wechat_id', 'text')
    .addColumn('wechat_id_norm', 'text')
    .addColumn('wechat_name', 'text')
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('dob_enc', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('profile_image', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('last_seen', 'text')
    .addColumn('last_ip_address', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('verification_sent_at', 'text')
    .addColumn('registration_attempt_mailed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_phone_bidx').on('users').column('phone_bidx').execute();
  await db.schema.createIndex('users_whatsapp_bidx').on('users').column('whatsapp_bidx').execute();
  await db.schema
    .createIndex('users_wechat_id_norm')
    .on('users')
    .column('wechat_id_norm')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_tokens_user_purpose')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dev_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['dev_outbox', 'login_throttle', 'email_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
