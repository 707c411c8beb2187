import type SQLiteModule from 'better-sqlite3';

/**
 * Removes SQLite's planner samples (`sqlite_stat4`) from a database, keeping the per-index
 * figures of `sqlite_stat1`. better-sqlite3 builds SQLite with SQLITE_ENABLE_STAT4, so once
 * anyone runs ANALYZE, every statement that compares a bound value with an indexed column is
 * planned again each time it runs with new values (SQLite re-prepares it on the first step after
 * a binding changes). That undoes the prepared-statement cache on every hot query: measured on a
 * 10,000-member database (decision 0025), the session check took 134 µs instead of 37, the
 * lookup's find 40 µs instead of 16, a member's wallets 63 µs instead of 11. Our hot queries are
 * equalities on unique or near-unique keys, where the samples cannot pick a better plan.
 *
 * The app itself never runs ANALYZE; this undoes one run by hand (or by a tool) at the next start.
 * `ANALYZE sqlite_schema` makes the connection reload what is left.
 */
export function withoutPlannerSamples(sqlite: SQLiteModule.Database): boolean {
  const present = sqlite
    .prepare("select 1 from sqlite_schema where type = 'table' and name = 'sqlite_stat4'")
    .get();
  if (!present) return false;
  const { n } = sqlite.prepare('select count(*) as n from sqlite_stat4').get() as { n: number };
  if (n === 0) return false;
  sqlite.exec('delete from sqlite_stat4; analyze sqlite_schema');
  return true;
}
