import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest } from '../../src/db/database.js';
import { createJobs } from '../../src/jobs/index.js';
import { adminUrl, databaseUrl } from './postgres-url.js';
import './provided.js';

const TEMPLATE_PREFIX = 'vouch_template_';

/**
 * Migrates one database per run and engine (with pg-boss installed on PostgreSQL); every test app and test database starts as a copy
 * of it (test-app.ts): a SQLite file copied, a PostgreSQL `CREATE DATABASE … TEMPLATE`, instead of
 * 35 migrations a file (issue 44). Dropped at the end of the run.
 */
export default async function templateDb(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    const name = `${TEMPLATE_PREFIX}${process.pid}`;
    await admin(async (c) => {
      await dropStaleTemplates(c);
      await c.query(`drop database if exists ${name}`);
      await c.query(`create database ${name}`);
    });
    const database = { kind: 'postgres', url: databaseUrl(name) } as const;
    const db = createDb(database);
    await migrateToLatest(db);
    // pg-boss's schema and the queues too: it installs them at its first start, a few hundred
    // statements that every app on a new database would otherwise repeat.
    const jobs = createJobs(database, db, console, { pollMs: 1000, retryScale: 1 });
    await jobs.start();
    await jobs.stop(1000);
    await db.destroy();
    project.provide('templateDb', { kind: 'postgres', name });
    return () => admin((c) => c.query(`drop database if exists ${name}`));
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'vouch-template-'));
  const file = path.join(dir, 'template.db');
  const db = createDb({ kind: 'sqlite', file });
  await migrateToLatest(db);
  // Closed, its write-ahead log is checkpointed into the file: one file is the whole database.
  await db.destroy();
  project.provide('templateDb', { kind: 'sqlite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** Templates left by runs that were killed before their teardown (their process is gone). */
async function dropStaleTemplates(c: pg.Client) {
  const { rows } = await c.query<{ datname: string }>(
    `select datname from pg_database where datname like '${TEMPLATE_PREFIX}%'`,
  );
  for (const { datname } of rows) {
    const pid = Number(datname.slice(TEMPLATE_PREFIX.length));
    if (pid !== process.pid && !alive(pid)) await c.query(`drop database if exists ${datname}`);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
