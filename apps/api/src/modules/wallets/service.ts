import { randomUUID } from 'node:crypto';
import { normaliseWalletAddress, walletFormSchema, walletMessages } from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { HttpError, badRequest } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { AuthContext } from '../auth/index.js';

/** POST /account/add-wallet-address: spec 5's rules; no duplicate address on a network. */
export function walletService(db: Db) {
  return {
    async add(auth: AuthContext, input: { token: string; network: string; address: string }) {
      const parsed = walletFormSchema.safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const i of parsed.error.issues)
          errors[`wallet_address.${String(i.path[0])}`] ??= i.message;
        throw badRequest(parsed.error.issues[0]!.message, errors);
      }
      const { token, network } = parsed.data;
      const address = parsed.data.address.trim();
      const inserted = await db
        .insertInto('wallets')
        .values({
          id: randomUUID(),
          user_id: auth.user.id,
          token,
          network,
          address,
          address_norm: normaliseWalletAddress(address),
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'network', 'address_norm']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
        throw new HttpError(409, walletMessages.duplicate, {
          'wallet_address.address': walletMessages.duplicate,
        });
      }
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
