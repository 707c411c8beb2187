import type { Compilable, CompiledQuery } from 'kysely';
import { dialectOf, type Db, type Tx } from './database.js';
import { sqliteDirectOf } from './sqlite-direct.js';

/**
 * A query of the hot paths, built with Kysely's typed builder once and compiled once per SQL
 * dialect; each call only puts its values in. Building and compiling a query was about 12 % of a
 * lookup's time (decision 0022). The builder gets `param(name)`, a marker standing for the call's
 * value of that name: it must be used where Kysely passes a value as a parameter (comparisons,
 * `eb.val`, `limit`), never for an identifier.
 */
export function preparedQuery<A extends object, R>(
  build: (executor: Db | Tx, param: <K extends keyof A & string>(name: K) => A[K]) => Compilable<R>,
) {
  const compiled = new Map<string, { query: CompiledQuery<R>; slots: (keyof A | null)[] }>();

  function compile(executor: Db | Tx) {
    const dialect = dialectOf(executor);
    let c = compiled.get(dialect);
    if (!c) {
      const query = build(executor, (name) => `${MARKER}${name}` as never).compile();
      const slots = query.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(MARKER) ? (p.slice(MARKER.length) as keyof A) : null,
      );
      c = { query, slots };
      compiled.set(dialect, c);
    }
    return c;
  }

  function parametersOf(query: CompiledQuery<R>, slots: (keyof A | null)[], args: A) {
    return query.parameters.map((p, i) => {
      const slot = slots[i];
      return slot === null || slot === undefined ? p : args[slot];
    });
  }

  async function execute(executor: Db | Tx, args: A): Promise<R[]> {
    const { query, slots } = compile(executor);
    const parameters = parametersOf(query, slots, args);
    // On SQLite, at once on the connection when nothing holds it (db/sqlite-direct.ts).
    const rows = sqliteDirectOf(executor)?.rows(query.sql, parameters);
    if (rows) return rows as R[];
    return (await executor.executeQuery<R>({ ...query, parameters })).rows;
  }

  /**
   * A write once per `args`, all in one transaction. On SQLite, when nothing holds the
   * connection, the whole batch runs at once on it (db/sqlite-direct.ts): a transaction of
   * awaited statements would hold the one connection across as many event-loop turns, and every
   * request's statements would wait behind it.
   */
  async function executeMany(db: Db, argsList: readonly A[]): Promise<void> {
    if (argsList.length === 0) return;
    const { query, slots } = compile(db);
    const lists = argsList.map((args) => parametersOf(query, slots, args));
    if (sqliteDirectOf(db)?.runMany(query.sql, lists)) return;
    await db.transaction().execute(async (tx) => {
      for (const parameters of lists) await tx.executeQuery({ ...query, parameters });
    });
  }

  return {
    execute,
    executeMany,
    takeFirst: async (executor: Db | Tx, args: A): Promise<R | undefined> =>
      (await execute(executor, args))[0],
    /** The SQL it runs, and which call value fills each parameter (for tests). */
    compiled(executor: Db | Tx) {
      return compile(executor);
    },
  };
}

/** Stands for a call's value in the parameters of the compiled query; no real value looks so. */
const MARKER = '\u0000vouch-param:';
