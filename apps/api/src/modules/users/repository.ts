import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import type { MemberPii } from './pii.js';

export type UserRow = Selectable<UsersTable>;

/**
 * Data access for the users table. Names, e-mail, WeChat and the last IP address are sealed here
 * (v2 ciphertext bound to the row) and opened on the way out, so services see plain rows; phone,
 * WhatsApp and date of birth arrive as ciphertext and blind indexes (memberPii).
 */
export function usersRepository(db: Db, pii: MemberPii) {
  const open = (row: UserRow | undefined) => row && pii.columns.open('users', row.id, row);
  return {
    async findById(id: string) {
      return open(await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst());
    },
    /** By the e-mail's blind index: the stored address is ciphertext. */
    async findByEmail(email: string) {
      return open(
        await db
          .selectFrom('users')
          .selectAll()
          .where('email_bidx', '=', pii.emailIndex(email))
          .executeTakeFirst(),
      );
    },
    /** Returns false when the e-mail is taken (unique blind index), true when inserted. */
    async insert(row: Insertable<UsersTable> & { id: string }): Promise<boolean> {
      const result = await db
        .insertInto('users')
        .values(pii.columns.seal('users', row.id, row))
        .onConflict((oc) => oc.column('email_bidx').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Any column but the lifecycle's (status and standing: modules/lifecycle). */
    async update(id: string, changes: Omit<Updateable<UsersTable>, 'id'>) {
      await db
        .updateTable('users')
        .set({ ...pii.columns.seal('users', id, changes), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
