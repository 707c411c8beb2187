import {
  canonicalWalletAddress,
  normaliseWalletAddress,
  walletFamily,
  walletFormSchema,
  walletMessages,
} from '@vouch/contracts';
import { HttpError, badRequest } from '../../lib/http-errors.js';
import { orderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import type { AuthContext } from '../auth/index.js';
import { walletNotFound } from './errors.js';
import { walletProofs, type WalletProofDeps } from './proofs.js';
import { walletsRepository } from './repository.js';

/**
 * A member's wallets: add (spec 5's rules; no duplicate on a network), label, remove, list, and
 * prove control of an address (proofs.ts).
 */
export function walletService(deps: WalletProofDeps) {
  const { db, audit } = deps;
  const repo = walletsRepository(db);
  return {
    ...walletProofs(deps),
    mine: (auth: AuthContext) => repo.mine(auth.user.id),

    async add(auth: AuthContext, input: { token: string; network: string; address: string }) {
      const parsed = walletFormSchema.safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const i of parsed.error.issues)
          errors[`wallet_address.${String(i.path[0])}`] ??= i.message;
        throw badRequest(parsed.error.issues[0]!.message, errors);
      }
      const { token, network } = parsed.data;
      const family = walletFamily(token, network)!;
      // Kept as the ecosystem writes it: EVM with its EIP-55 checksum, bech32 in lower case.
      const address = canonicalWalletAddress(family, parsed.data.address);
      const inserted = await db
        .insertInto('wallets')
        .values({
          // Time-ordered: a member's wallets keep the order they were added (created_at ties).
          id: orderedId(),
          user_id: auth.user.id,
          token,
          network,
          address,
          address_norm: normaliseWalletAddress(address),
          label: null,
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

    async setLabel(auth: AuthContext, id: string, label: string | null) {
      const r = await db
        .updateTable('wallets')
        .set({ label })
        .where('id', '=', id)
        .where('user_id', '=', auth.user.id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw walletNotFound();
    },

    /**
     * Removes the row; when no other row of the member has the address, its proof goes in the
     * same transaction, so a lookup of it stops finding them at once. Audited (ids only).
     */
    async remove(auth: AuthContext, id: string, ip: string) {
      await db.transaction().execute(async (tx) => {
        const row = await tx
          .deleteFrom('wallets')
          .where('id', '=', id)
          .where('user_id', '=', auth.user.id)
          .returning(['address_norm'])
          .executeTakeFirst();
        if (!row) throw walletNotFound();
        const others = await tx
          .selectFrom('wallets')
          .select('id')
          .where('user_id', '=', auth.user.id)
          .where('address_norm', '=', row.address_norm)
          .executeTakeFirst();
        let proofDropped = false;
        if (!others) {
          const d = await tx
            .deleteFrom('wallet_proofs')
            .where('user_id', '=', auth.user.id)
            .where('address_norm', '=', row.address_norm)
            .executeTakeFirst();
          proofDropped = Number(d.numDeletedRows) > 0;
        }
        await audit.append(tx, {
          actorId: auth.user.id,
          ip,
          action: 'wallet.remove',
          targetType: 'wallet',
          targetId: id,
          details: { proof_dropped: proofDropped },
        });
      });
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
