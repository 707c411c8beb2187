import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type SQLiteModule from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';

type PostgresConfig = Extract<DatabaseConfig, { kind: 'postgres' }>;
import { migrationProvider } from './migrations/index.js';
import { AUTOCHECKPOINT_PAGES, checkpointsOffThread } from './sqlite-checkpoints.js';
import { registerSqliteDirect, sqliteDirect } from './sqlite-direct.js';
import { withoutPlannerSamples } from './sqlite-planner.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
/** A transaction: every statement of one state change, committed together or not at all. */
export type Tx = Transaction<Database>;

/** How long a SQLite statement waits for another process's write lock, in total. */
const SQLITE_LOCK_WAIT_MS = 5000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * SQLite's own busy_timeout sleeps inside the C call and freezes the event loop; here it is 0 and
 * a statement that finds the database locked (SQLITE_BUSY, which changed nothing) is tried again
 * after an asynchronous pause, for up to SQLITE_LOCK_WAIT_MS.
 */
function waitingForLocks(connection: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery(query) {
      const until = Date.now() + SQLITE_LOCK_WAIT_MS;
      for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
        try {
          return await connection.executeQuery(query);
        } catch (err) {
          const code = (err as { code?: string }).code ?? '';
          if (!code.startsWith('SQLITE_BUSY') || Date.now() > until) throw err;
          await sleep(pause);
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/**
 * SQLite transactions start with BEGIN IMMEDIATE: the write lock is taken at the start, so a
 * transaction that reads and then writes waits for another process's writer instead of failing
 * with SQLITE_BUSY when it tries to upgrade its read lock.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  /** Whether Kysely holds the one connection (a statement or a transaction under way). */
  held = false;
  constructor(
    config: SqliteDialectConfig,
    private readonly afterDestroy?: () => Promise<void>,
  ) {
    super(config);
  }
  override async destroy(): Promise<void> {
    await super.destroy();
    await this.afterDestroy?.();
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.held = true;
    return waitingForLocks(connection);
  }
  override async releaseConnection(): Promise<void> {
    this.held = false;
    await super.releaseConnection();
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  private driver?: ImmediateSqliteDriver;
  constructor(
    private readonly options: SqliteDialectConfig,
    /** Runs once the connection is closed (the checkpoint thread's end). */
    private readonly afterDestroy?: () => Promise<void>,
  ) {
    super(options);
  }
  override createDriver(): Driver {
    return (this.driver = new ImmediateSqliteDriver(this.options, this.afterDestroy));
  }
  /** Whether the driver's connection is held right now (no driver yet: nothing holds it). */
  readonly isHeld = () => this.driver?.held ?? false;
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

/** Distinct SQL texts whose prepared statements are kept (the app has a few hundred). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement each time it runs it (about 8 % of a lookup's
 * time, decision 0017). This keeps the prepared statements by their SQL text, the least recently
 * used one dropped past `size`. Safe because Kysely runs one statement at a time on its one
 * connection, so a cached statement is never in use twice at once.
 */
export function cachingStatements(
  database: SQLiteModule.Database,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(text: string) {
      let stmt = cache.get(text);
      if (stmt) {
        // Most recently used goes last: a Map iterates in insertion order.
        cache.delete(text);
      } else {
        stmt = database.prepare(text) as unknown as SqliteStatement;
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, stmt);
      return stmt;
    },
  };
}

type Log = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/**
 * PostgreSQL connections that cannot hang a request for good: a connection is refused after
 * connectTimeoutMs, a statement cancelled after statementTimeoutMs, idle ones closed; TCP
 * keepalive notices a peer that vanished. A connection that drops while idle in the pool is
 * logged and replaced, never an uncaught error that stops the process.
 */
function postgresPool(c: PostgresConfig, log?: Log) {
  const pool = new pg.Pool({
    connectionString: c.url,
    max: c.poolMax ?? 10,
    connectionTimeoutMillis: c.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: c.idleTimeoutMs ?? 30_000,
    statement_timeout: c.statementTimeoutMs ?? 15_000,
    // The server cancels a statement at statement_timeout; this frees the client if it never says.
    query_timeout: (c.statementTimeoutMs ?? 15_000) + 5000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', (err) => (log ?? console).error({ err }, 'database connection lost'));
  return pool;
}

const pools = new WeakMap<Db, pg.Pool>();

/** Requests waiting for a PostgreSQL connection right now (0 on SQLite). */
export function waitingForConnections(db: Db): number {
  return pools.get(db)?.waitingCount ?? 0;
}

/** The PostgreSQL pool's connections in use, idle and waited for (null on SQLite: one connection). */
export function poolUsage(db: Db): { inUse: number; idle: number; waiting: number } | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return {
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  };
}

/** SQLite file by default, PostgreSQL for a postgres:// URL (DESIGN.md). */
export function createDb(config: DatabaseConfig, log?: Log): Db {
  if (config.kind === 'postgres') {
    const pool = postgresPool(config, log);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  privateDatabaseFile(config.file);
  const SQLite = loadSqlite();
  const sqlite = new SQLite(config.file);
  // WAL lets the CLI read while the server writes; locks are waited for without blocking.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 0');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  if (withoutPlannerSamples(sqlite))
    (log ?? console).warn(
      {},
      'SQLite planner samples (sqlite_stat4, left by an ANALYZE) removed: they make every indexed statement be planned again on each run (decision 0025)',
    );
  const checkpoints = checkpointsOffThread(config.file, log);
  const database = cachingStatements(sqlite);
  // db.destroy() resolves once the checkpoint thread has ended too.
  const dialect = new ImmediateSqliteDialect({ database }, () => checkpoints.stop());
  const db = new Kysely<Database>({ dialect });
  registerSqliteDirect(db, sqliteDirect(database, dialect.isHeld));
  return db;
}

/**
 * The SQLite file is the member data: 0600, in a folder made 0700 if we make it. SQLite gives its
 * -wal and -shm files the database file's mode; ones left by an older version are fixed here.
 */
function privateDatabaseFile(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
}

/**
 * The database, once it answers: at start an instance may come up before its database (or the
 * network to it); it tries again with growing pauses, saying why, for up to `waitMs`.
 */
export async function openDatabase(config: DatabaseConfig, log: Log, waitMs = 60_000) {
  const db = createDb(config, log);
  const until = Date.now() + waitMs;
  for (let attempt = 1, pause = 250; ; attempt++, pause = Math.min(pause * 2, 5000)) {
    try {
      await sql`select 1`.execute(db);
      return db;
    } catch (err) {
      if (Date.now() + pause > until) {
        await db.destroy().catch(() => undefined);
        throw new Error(
          `The database does not answer (${(err as Error).message}); gave up after ${attempt} attempts.`,
        );
      }
      log.warn(`database not reachable yet (attempt ${attempt}: ${(err as Error).message})`);
      await sleep(pause);
    }
  }
}

/**
 * Runs `fn` in a transaction that first takes a PostgreSQL advisory lock: instances starting
 * together take turns (loading sanctions lists, say). SQLite's write lock does the same.
 */
export async function withStartupLock<T>(db: Db, key: number, fn: (tx: Tx) => Promise<T>) {
  return db.transaction().execute(async (tx) => {
    if (dialectOf(tx) === 'postgres') {
      // Waiting for another instance's load may take longer than a request's statement may.
      await sql`set local statement_timeout = 0`.execute(tx);
      await sql`select pg_advisory_xact_lock(${key})`.execute(tx);
    }
    return fn(tx);
  });
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

/**
 * A consistent copy of a live SQLite database in `dest`, by SQLite's online backup API (the
 * driver's `backup()`), on a connection of its own: a server writing meanwhile is not stopped and
 * the copy is one committed state, never a torn file (a plain copy of a WAL database can be).
 */
export async function sqliteOnlineBackup(file: string, dest: string): Promise<void> {
  const SQLite = loadSqlite();
  const source = new SQLite(file, { fileMustExist: true });
  try {
    // All pages in one step: a writer on another connection cannot make the copy start over.
    await source.backup(dest, { progress: () => 0x7fffffff });
    chmodSync(dest, 0o600);
  } finally {
    source.close();
  }
}

/** Row counts of every table of a SQLite file (a backup's snapshot), opened read-only. */
export function sqliteTableCounts(file: string): {
  tables: Record<string, number>;
  members: number;
} {
  const SQLite = loadSqlite();
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[];
    const count = (query: string) => (db.prepare(query).get() as { n: number }).n;
    return {
      tables: Object.fromEntries(
        tables.map(({ name }) => [name, count(`select count(*) as n from "${name}"`)]),
      ),
      members: count("select count(*) as n from users where role = 'member'"),
    };
  } finally {
    db.close();
  }
}
