import type { WalletAddress } from '@vouch/contracts';
import type { Db } from '../../db/database.js';

export function walletsRepository(db: Db) {
  return {
    async list(userId: string): Promise<WalletAddress[]> {
      const rows = await db
        .selectFrom('wallets')
        .select(['token', 'network', 'address'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows;
    },

    /** Spec 3's wallet_address: a JSON string of { addresses }, or null when there are none. */
    async asJson(userId: string): Promise<string | null> {
      const addresses = await this.list(userId);
      return addresses.length > 0 ? JSON.stringify({ addresses }) : null;
    },
  };
}
