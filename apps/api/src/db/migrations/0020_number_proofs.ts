import { sql, type Kysely } from 'kysely';

/**
 * Numbers proven by a one-time code, and new identifiers held before they answer (issue 30,
 * decision 0034).
 * - number_proofs: a phone or WhatsApp number its member proved (a code by SMS or WhatsApp, or the
 *   phone on their matched BVN record). One member per number (primary key: the number's blind
 *   index), so a lookup by number is one key read. `held_until`: proven after verification, it
 *   answers lookups only from then.
 * - number_proof_codes: the codes sent, as keyed hashes; single use, 10 minutes, 5 tries. The rows
 *   are also what the resend delay and the daily caps count.
 * - identifier_holds: a wallet or a number proven after verification, waiting to join the answer;
 *   the member is mailed a link (its token stored as a SHA-256 hash) that cancels it.
 * - wallet_proofs.held_until: as for numbers.
 * - number_proof_invites: the members verified before numbers were proven, each mailed once to
 *   prove theirs (mailed_at). Until they do, their numbers do not answer lookups.
 * Phone claims go: a number typed on a profile no longer blocks anyone (only a proof holds a
 * number). E-mail and WeChat claims stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('number_proofs')
    .addColumn('number_bidx', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('proven_at', 'text', (c) => c.notNull())
    .addColumn('held_until', 'text')
    .execute();
  await db.schema.createIndex('number_proofs_user').on('number_proofs').column('user_id').execute();

  await db.schema
    .createTable('number_proof_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('number_bidx', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('number_proof_codes_user')
    .on('number_proof_codes')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('number_proof_codes_number')
    .on('number_proof_codes')
    .columns(['number_bidx', 'created_at'])
    .execute();

  await db.schema
    .createTable('identifier_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    /** wallet: address_norm and family ("0xabc…|evm"); number: the number's blind index. */
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('held_until', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema
    .createIndex('identifier_holds_user')
    .on('identifier_holds')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema.alterTable('wallet_proofs').addColumn('held_until', 'text').execute();

  await db.schema
    .createTable('number_proof_invites')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('mailed_at', 'text')
    .execute();
  await sql`insert into number_proof_invites (user_id, mailed_at)
    select id, null from users where status = 'VERIFIED'`.execute(db);

  await sql`delete from identity_claims where kind = 'phone'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('number_proof_invites').ifExists().execute();
  await db.schema.alterTable('wallet_proofs').dropColumn('held_until').execute();
  await db.schema.dropTable('identifier_holds').ifExists().execute();
  await db.schema.dropTable('number_proof_codes').ifExists().execute();
  await db.schema.dropTable('number_proofs').ifExists().execute();
}
