import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

export type UserRow = Selectable<UsersTable>;

/** Data access for the users table; callers pass ciphertext and blind indexes, never plaintext PII. */
export function usersRepository(db: Db) {
  return {
    findById(id: string) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByEmail(email: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
    },
    /** Returns false when the e-mail is taken (unique constraint), true when inserted. */
    async insert(row: Insertable<UsersTable>): Promise<boolean> {
      const result = await db
        .insertInto('users')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Any column but the lifecycle's (status and standing: modules/lifecycle). */
    async update(id: string, changes: Omit<Updateable<UsersTable>, 'id'>) {
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
