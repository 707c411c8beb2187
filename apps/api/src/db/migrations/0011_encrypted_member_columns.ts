import { sql, type Kysely } from 'kysely';

/** app_meta key: set here, removed by the start-up pass once every row is sealed (seal-columns). */
export const SEAL_PENDING = 'columns_seal_pending';

/**
 * Members' names, e-mail, WeChat and IP addresses become v2 ciphertext bound to their row
 * (decision 0013). Migrations have no keys, so this only adds what the encrypted values need and
 * marks the work: at the next start the app fills the blind indexes and encrypts the plain values
 * (db/seal-columns.ts), in batches, before it serves.
 * - users.email_bidx (unique): the e-mail's blind index, for log-in and registration; the
 *   ciphertext in users.email keeps its old unique constraint, which no longer decides anything.
 * - verified_snapshots.email_bidx: Check Verification by e-mail.
 * - users/verified_snapshots.wechat_id_norm and identity_claims.value for e-mail and WeChat:
 *   the same columns, rewritten as blind indexes by the start-up pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_bidx', 'text').execute();
  await db.schema
    .createIndex('users_email_bidx')
    .on('users')
    .column('email_bidx')
    .unique()
    .execute();
  await db.schema.alterTable('verified_snapshots').addColumn('email_bidx', 'text').execute();
  await db.schema.dropIndex('verified_snapshots_email').ifExists().execute();
  await db.schema
    .createIndex('verified_snapshots_email_bidx')
    .on('verified_snapshots')
    .column('email_bidx')
    .execute();
  await sql`insert into app_meta (key, value) values (${SEAL_PENDING}, '1')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from app_meta where key = ${SEAL_PENDING}`.execute(db);
  await db.schema.dropIndex('verified_snapshots_email_bidx').ifExists().execute();
  await db.schema.dropIndex('users_email_bidx').ifExists().execute();
  await db.schema.alterTable('verified_snapshots').dropColumn('email_bidx').execute();
  await db.schema.alterTable('users').dropColumn('email_bidx').execute();
  await db.schema
    .createIndex('verified_snapshots_email')
    .on('verified_snapshots')
    .column('email')
    .execute();
}
