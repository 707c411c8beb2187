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
    ])
    .where('w.user_id', '=', param('userId'))
    .orderBy('w.created_at')
    .orderBy('w.id'),
);

/**
 * A member's wallets as one JSON value, for a statement of another module to return with its own
 * row (the lookup returns them with the search it records: one statement less, decision 0025):
 * `[token, network, address, proof family, proven_at]` each, in the order they were added. Read
 * it with `lookupWalletsOf`. `userId` is the SQL reference that names the member.
 */
export function walletsJsonOf(executor: Db | Tx, userId: RawBuilder<unknown>): RawBuilder<unknown> {
  const from = sql`from wallets w left join wallet_proofs p
    on p.address_norm = w.address_norm and p.user_id = w.user_id where w.user_id = ${userId}`;
  return dialectOf(executor) === 'postgres'
    ? sql`(select coalesce(json_agg(json_build_array(w.token, w.network, w.address, p.family,
        p.proven_at) order by w.created_at, w.id), '[]'::json) ${from})`
    : sql`(select json_group_array(json_array(w.token, w.network, w.address, p.family,
        p.proven_at) order by w.created_at, w.id) ${from})`;
}

/** What a lookup shows of `walletsJsonOf`'s value: token, network, address, proven. */
export function lookupWalletsOf(value: unknown): LookupWallet[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as [
    string,
    string,
    string,
    string | null,
    string | null,
  ][];
  return rows.map(([token, network, address, family, provenAt]) => ({
    token,
    network,
    address,
    proven: provenAt !== null && family === walletFamily(token, network),
  }));
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
        created_at: r.created_at,
      }));
    },
  };
}
