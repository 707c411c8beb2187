import type { Kysely } from 'kysely';
import { canonicalWalletAddress, isWalletAddress, walletFamily } from '@vouch/contracts';

/**
 * Wallets a member can prove, edit and remove (docs/decisions/0012).
 * - wallets.label: the member's own name for an address.
 * - wallet_proofs: an address whose key signed one of our challenges; it belongs to one account
 *   (primary key address_norm + family, so a lookup by address uses the key's index).
 * - wallet_challenges: the one-time messages to sign.
 * Valid EVM addresses saved before are rewritten with their EIP-55 checksum. No address starts
 * proven: until its member signs for it, a lookup of it finds nobody.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallets').addColumn('label', 'text').execute();

  await db.schema
    .createTable('wallet_proofs')
    .addColumn('address_norm', 'text', (c) => c.notNull())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('proven_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wallet_proofs_pk', ['address_norm', 'family'])
    .execute();
  await db.schema.createIndex('wallet_proofs_user').on('wallet_proofs').column('user_id').execute();

  await db.schema
    .createTable('wallet_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('wallet_id', 'text', (c) => c.notNull().references('wallets.id').onDelete('cascade'))
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_challenges_user')
    .on('wallet_challenges')
    .columns(['user_id', 'created_at'])
    .execute();

  const w = db as Kysely<{
    wallets: { id: string; token: string; network: string; address: string };
  }>;
  const rows = await w
    .selectFrom('wallets')
    .select(['id', 'token', 'network', 'address'])
    .execute();
  for (const r of rows) {
    const family = walletFamily(r.token, r.network);
    if (family !== 'evm' || !isWalletAddress(family, r.address.trim())) continue;
    const address = canonicalWalletAddress(family, r.address);
    if (address !== r.address)
      await w.updateTable('wallets').set({ address }).where('id', '=', r.id).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_challenges').ifExists().execute();
  await db.schema.dropTable('wallet_proofs').ifExists().execute();
  await db.schema.alterTable('wallets').dropColumn('label').execute();
}
