import { randomBytes, randomUUID } from 'node:crypto';
import {
  WALLET_CHALLENGE_MINUTES,
  walletTokens,
  isProvableAddress,
  isWalletAddress,
  walletFamily,
  walletProofMessages,
  type WalletChallenge,
  type WalletFamily,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { HttpError, badRequest } from '../../lib/http-errors.js';
import { MINUTE, nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext } from '../auth/index.js';
import { walletTarget, type HoldsService } from '../holds/index.js';
import type { Lifecycle } from '../lifecycle/index.js';
import { walletNotFound } from './errors.js';
import { verifyWalletSignature } from './signatures.js';

export interface WalletProofDeps {
  db: Db;
  audit: AuditLog;
  lifecycle: Pick<Lifecycle, 'recordConflicts'>;
  holds: Pick<HoldsService, 'heldUntil' | 'place' | 'kick'>;
}

/** "USDT (TRC20) TQn9Y2…x7Gh": what the member reads of a held wallet. */
function heldWalletLabel(w: { token: string; network: string; address: string }) {
  const t = walletTokens.find((x) => x.value === w.token);
  const n = t?.networks.find((x) => x.value === w.network);
  const a = w.address.length > 14 ? `${w.address.slice(0, 6)}…${w.address.slice(-4)}` : w.address;
  return `${t?.label ?? w.token} (${n?.label ?? w.network}) ${a}`;
}

/**
 * The one-time message a wallet signs. One line of plain ASCII, so that no copy and paste into a
 * wallet (or a Windows clipboard) changes its bytes; it names Vouch, the member, the address, a
 * nonce and the expiry, so a signature is good for this proof only.
 */
export function challengeMessage(c: {
  address: string;
  userId: string;
  nonce: string;
  expiresAt: string;
}): string {
  return `Vouch wallet proof: I control ${c.address} and link it to Vouch member ${c.userId}. Nonce: ${c.nonce}. Expires: ${c.expiresAt}.`;
}

const refused = (status: number, msg: string) => new HttpError(status, msg, { signature: msg });

/** Proof of control (docs/decisions/0012): issue a challenge, check the wallet's signature. */
export function walletProofs({ db, audit, lifecycle, holds }: WalletProofDeps) {
  return {
    async challenge(auth: AuthContext, walletId: string): Promise<WalletChallenge> {
      const w = await db
        .selectFrom('wallets')
        .select(['id', 'token', 'network', 'address'])
        .where('id', '=', walletId)
        .where('user_id', '=', auth.user.id)
        .executeTakeFirst();
      if (!w) throw walletNotFound();
      const family = walletFamily(w.token, w.network);
      if (!family || !isWalletAddress(family, w.address))
        throw badRequest(walletProofMessages.invalidFormat);
      if (!isProvableAddress(family, w.address))
        throw badRequest(walletProofMessages.cannotProveFormat);
      const now = new Date();
      const expiresAt = new Date(now.getTime() + WALLET_CHALLENGE_MINUTES * MINUTE)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z');
      const c = {
        id: randomUUID(),
        user_id: auth.user.id,
        wallet_id: w.id,
        family,
        address: w.address,
        message: challengeMessage({
          address: w.address,
          userId: auth.user.id,
          nonce: randomBytes(16).toString('hex'),
          expiresAt,
        }),
        expires_at: expiresAt,
        used_at: null,
        created_at: now.toISOString(),
      };
      await db.transaction().execute(async (tx) => {
        // Old challenges are of no use to anyone: a member keeps only the ones still signable.
        await tx
          .deleteFrom('wallet_challenges')
          .where('user_id', '=', auth.user.id)
          .where('expires_at', '<', now.toISOString())
          .execute();
        await tx.insertInto('wallet_challenges').values(c).execute();
      });
      return {
        id: c.id,
        wallet_id: w.id,
        family,
        address: w.address,
        message: c.message,
        expires_at: expiresAt,
      };
    },

    /**
     * Checks the signature against the stored message and address, then marks the challenge
     * used and records the proof in one transaction. A proof another account holds is refused
     * (the primary key decides a race) and shown to staff.
     */
    async prove(
      auth: AuthContext,
      walletId: string,
      p: { challenge_id: string; signature: string },
      ip: string,
    ): Promise<{ heldUntil: string | null }> {
      const c = await db
        .selectFrom('wallet_challenges')
        .selectAll()
        .where('id', '=', p.challenge_id)
        .where('user_id', '=', auth.user.id)
        .where('wallet_id', '=', walletId)
        .executeTakeFirst();
      if (!c) throw refused(400, walletProofMessages.challengeRequired);
      if (c.used_at) throw refused(409, walletProofMessages.used);
      if (c.expires_at < nowIso()) throw refused(400, walletProofMessages.expired);
      const check = await verifyWalletSignature(c.family, c.address, c.message, p.signature);
      if (check === 'invalid') throw refused(400, walletProofMessages.invalidSignature);
      if (check === 'other_address') throw refused(400, walletProofMessages.otherAddress);

      const outcome = await db.transaction().execute(async (tx) => {
        const used = await tx
          .updateTable('wallet_challenges')
          .set({ used_at: nowIso() })
          .where('id', '=', c.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return { kind: 'used' as const };
        const wallet = await tx
          .selectFrom('wallets')
          .select(['address_norm', 'token', 'network', 'address'])
          .where('id', '=', walletId)
          .where('user_id', '=', auth.user.id)
          .executeTakeFirst();
        if (!wallet) return { kind: 'gone' as const };
        const key = { address_norm: wallet.address_norm, family: c.family as WalletFamily };
        // A new proof by a verified member waits out the hold before it answers (issue 30).
        const heldUntil = await holds.heldUntil(tx, auth.user.id);
        const inserted = await tx
          .insertInto('wallet_proofs')
          .values({ ...key, user_id: auth.user.id, proven_at: nowIso(), held_until: heldUntil })
          .onConflict((oc) => oc.columns(['address_norm', 'family']).doNothing())
          .executeTakeFirst();
        const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
        const holder = await tx
          .selectFrom('wallet_proofs')
          .select('user_id')
          .where('address_norm', '=', key.address_norm)
          .where('family', '=', key.family)
          .executeTakeFirstOrThrow();
        if (holder.user_id !== auth.user.id)
          return { kind: 'taken' as const, holderId: holder.user_id };
        // A re-proof refreshes the date (and leaves a hold running as it is).
        await tx
          .updateTable('wallet_proofs')
          .set({ proven_at: nowIso() })
          .where('address_norm', '=', key.address_norm)
          .where('family', '=', key.family)
          .execute();
        const held = isNew && heldUntil !== null;
        if (held)
          await holds.place(
            tx,
            {
              userId: auth.user.id,
              kind: 'wallet',
              target: walletTarget(key.address_norm, key.family),
              label: heldWalletLabel(wallet),
              ip,
            },
            heldUntil,
          );
        await audit.append(tx, {
          actorId: auth.user.id,
          ip,
          action: 'wallet.prove',
          targetType: 'wallet',
          targetId: walletId,
          details: { challenge_id: c.id, family: c.family, held },
        });
        return { kind: 'proven' as const, heldUntil: held ? heldUntil : null };
      });
      if (outcome.kind === 'used') throw refused(409, walletProofMessages.used);
      if (outcome.kind === 'gone') throw walletNotFound();
      if (outcome.kind === 'taken') {
        await lifecycle.recordConflicts(
          auth.user.id,
          [{ kind: 'wallet', holderId: outcome.holderId }],
          'wallet_proof',
          { kind: 'member', id: auth.user.id, ip },
        );
        throw refused(409, walletProofMessages.taken);
      }
      holds.kick();
      return { heldUntil: outcome.heldUntil };
    },
  };
}
