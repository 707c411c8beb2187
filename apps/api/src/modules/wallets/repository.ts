import { walletFamily, type LookupWallet, type MemberWallet } from '@vouch/contracts';
import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db, type Tx } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';

/** A member's wallets with their proofs: the Wallet screen's list. */
export const walletRows = preparedQuery<
  { userId: string },
  {
    id: string;
    token: string;
    network: string;
    address: string;
    label: string | null;
    created_at: string;
    proven_at: string | null;
    proven_family: string | null;
    held_until: string | null;
  }
>((executor, param) =>
  executor
    .selectFrom('wallets as w')
    .leftJoin('wallet_proofs as p', (j) =>
      j.onRef('p.address_norm', '=', 'w.address_norm').onRef('p.user_id', '=', 'w.user_id'),
    )
    .select([
      'w.id',
      'w.token',
      'w.network',
      'w.address',
      'w.label',
      'w.created_at',
      'p.proven_at',
      'p.family as proven_family',
      'p.held_until',
    ])
    .where('w.user_id', '=', param('userId'))
    .orderBy('w.created_at')
    .orderBy('w.id'),
);

/**
 * A member's wallets as one JSON value, for a statement of another module to return with its own
 * row (the lookup returns them with the search it records: one statement less, decision 0025):
 * `[token, network, address, proof family, proven_at, held_until, created_at]` each, in the order
 * they were added. Read it with `lookupWalletsOf`. `userId` is the SQL reference that names the
 * member.
 */
export function walletsJsonOf(executor: Db | Tx, userId: RawBuilder<unknown>): RawBuilder<unknown> {
  const from = sql`from wallets w left join wallet_proofs p
    on p.address_norm = w.address_norm and p.user_id = w.user_id where w.user_id = ${userId}`;
  return dialectOf(executor) === 'postgres'
    ? sql`(select coalesce(json_agg(json_build_array(w.token, w.network, w.address, p.family,
        p.proven_at, p.held_until, w.created_at) order by w.created_at, w.id), '[]'::json) ${from})`
    : sql`(select json_group_array(json_array(w.token, w.network, w.address, p.family,
        p.proven_at, p.held_until, w.created_at) order by w.created_at, w.id) ${from})`;
}

type WalletJsonRow = [string, string, string, string | null, string | null, string | null, string];

/**
 * What `walletsJsonOf`'s value shows: token, network, address, proven. For a payer's lookup
 * (`answer`), a proof still in its hold counts as none, and a wallet added after the member was
 * verified appears only once proven and past its hold (issue 30): whoever gets into an account
 * cannot put an address in front of payers before its owner could cancel it. The member's own
 * view (no `answer`) lists every wallet and its proof.
 */
export function lookupWalletsOf(
  value: unknown,
  answer?: { now: string; verifiedAt: string },
): LookupWallet[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as WalletJsonRow[];
  const out: LookupWallet[] = [];
  for (const [token, network, address, family, provenAt, heldUntil, createdAt] of rows) {
    let proven = provenAt !== null && family === walletFamily(token, network);
    if (answer) {
      if (proven && heldUntil !== null && heldUntil > answer.now) proven = false;
      if (!proven && createdAt > answer.verifiedAt) continue;
    }
    out.push({ token, network, address, proven });
  }
  return out;
}

/** Members' wallet rows, each with whether its address is proven by the same member. */
export function walletsRepository(db: Db) {
  const rowsOf = (executor: Db | Tx, userId: string) => walletRows.execute(executor, { userId });

  /** A proof counts for the rows of its family only (an address string is one family's anyway). */
  const provenAt = (r: {
    token: string;
    network: string;
    proven_at: string | null;
    proven_family: string | null;
  }) => (r.proven_at && r.proven_family === walletFamily(r.token, r.network) ? r.proven_at : null);

  return {
    async mine(userId: string, executor: Db | Tx = db): Promise<MemberWallet[]> {
      return (await rowsOf(executor, userId)).map((r) => ({
        id: r.id,
        token: r.token,
        network: r.network,
        family: walletFamily(r.token, r.network),
        address: r.address,
        label: r.label,
        proven_at: provenAt(r),
        joins_answer_at:
          provenAt(r) && r.held_until && r.held_until > new Date().toISOString()
            ? r.held_until
            : null,
        created_at: r.created_at,
      }));
    },
  };
}
