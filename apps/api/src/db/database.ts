import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type SQLiteModule from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
/** A transaction: every statement of one state change, committed together or not at all. */
export type Tx = Transaction<Database>;

/**
 * SQLite transactions start with BEGIN IMMEDIATE: the write lock is taken at the start, so a
 * transaction that reads and then writes waits (busy_timeout) for another process's writer
 * instead of failing with SQLITE_BUSY when it tries to upgrade its read lock.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly options: SqliteDialectConfig) {
    super(options);
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.options);
  }
}

/**
 * better-sqlite3 12 (node::ObjectWrap) aborts on Node 24.19+ when a Statement is garbage
 * collected; 13 (Node-API, prebuilt in the package) needs Node 22 and crashes on Node 20. Both are
 * installed (13 as the alias better-sqlite3-napi) and the runtime picks the one that works.
 * See docs/decisions/0004-sqlite-driver-per-node-version.md.
 */
function loadSqlite(): typeof SQLiteModule {
  const require = createRequire(import.meta.url);
  const major = Number(process.versions.node.split('.')[0]);
  return (
    major >= 22 ? require('better-sqlite3-napi') : require('better-sqlite3')
  ) as typeof SQLiteModule;
}

/** SQLite file by default, PostgreSQL for a postgres:// URL (DESIGN.md). */
export function createDb(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: config.url, max: 10 }),
      }),
    });
  }
  mkdirSync(path.dirname(config.file), { recursive: true });
  const SQLite = loadSqlite();
  const sqlite = new SQLite(config.file);
  // WAL lets the CLI read while the server writes; busy_timeout waits for the other's lock.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
}

/** SQLite or PostgreSQL, for the few statements that differ (locks, SKIP LOCKED). */
export function dialectOf(executor: Db | Tx): 'sqlite' | 'postgres' {
  return executor.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}
