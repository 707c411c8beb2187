import type { SqliteDatabase } from 'kysely';

/**
 * The hot queries' shortcut on SQLite (decision 0025). A query compiled once (db/prepared.ts)
 * still went through Kysely's driver to run: its connection mutex, a promise per step and the
 * result object cost about 20 µs a statement, more than most of the statements themselves. When
 * nothing holds the connection (no transaction open, no statement under way), the statement can
 * run at once on the same connection, through the same statement cache: better-sqlite3 is
 * synchronous, so nothing else can run in between, exactly as if the mutex had been taken and
 * released. When something holds it, or SQLite answers SQLITE_BUSY (another process writing,
 * nothing changed), the caller goes Kysely's way, which waits.
 */
export interface SqliteDirect {
  /** The statement's rows (none for a write), or undefined: run it the usual way instead. */
  rows(sql: string, parameters: readonly unknown[]): unknown[] | undefined;
  /**
   * A write run once per parameter list in one transaction (BEGIN IMMEDIATE … COMMIT), all of it
   * before anything else runs; false (nothing written) when it has to go the usual way instead.
   */
  runMany(sql: string, parameterLists: readonly (readonly unknown[])[]): boolean;
}

export function sqliteDirect(database: SqliteDatabase, isHeld: () => boolean): SqliteDirect {
  return {
    rows(sql, parameters) {
      if (isHeld()) return undefined;
      const statement = database.prepare(sql);
      try {
        if (statement.reader) return statement.all(parameters) as unknown[];
        statement.run(parameters);
        return [];
      } catch (err) {
        if (isBusy(err)) return undefined;
        throw err;
      }
    },
    runMany(sql, parameterLists) {
      if (isHeld()) return false;
      const statement = database.prepare(sql);
      try {
        database.prepare('begin immediate').run([]);
      } catch (err) {
        if (isBusy(err)) return false;
        throw err;
      }
      try {
        for (const parameters of parameterLists) statement.run(parameters);
        database.prepare('commit').run([]);
        return true;
      } catch (err) {
        try {
          database.prepare('rollback').run([]);
        } catch {
          // SQLite already rolled it back (an I/O error, a full disk): the first error says why
        }
        throw err;
      }
    },
  };
}

const isBusy = (err: unknown) => ((err as { code?: string }).code ?? '').startsWith('SQLITE_BUSY');

const direct = new WeakMap<object, SqliteDirect>();

/** Registers the shortcut of a database (db/database.ts, createDb). */
export function registerSqliteDirect(db: object, shortcut: SqliteDirect) {
  direct.set(db, shortcut);
}

/** The shortcut of `executor`: only the database itself has one, never a transaction. */
export const sqliteDirectOf = (executor: object): SqliteDirect | undefined => direct.get(executor);
