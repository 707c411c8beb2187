import { sql, type Kysely } from 'kysely';

/**
 * One open checkout per member (issue 31): three initiate-payment calls at once opened three
 * checkouts, each payable. A partial unique index allows one pending transaction per member, so
 * of concurrent initiates one inserts and the others answer its checkout (on SQLite and
 * PostgreSQL alike). Where a member has several pending already, the newest stays open and the
 * others are marked cancelled: the reconcile job and the provider's webhook still settle any of
 * them the provider took money for (a payment moves a cancelled row to paid).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update transactions set status = 'cancelled'
    where status = 'pending'
      and exists (select 1 from transactions newer
        where newer.user_id = transactions.user_id
          and newer.status = 'pending'
          and (newer.created_at > transactions.created_at
            or (newer.created_at = transactions.created_at and newer.id > transactions.id)))`.execute(
    db,
  );
  await sql`create unique index transactions_one_open_per_member
    on transactions (user_id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index transactions_one_open_per_member`.execute(db);
}
