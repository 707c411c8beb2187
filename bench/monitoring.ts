/**
 * `npm run bench -- monitoring` (issue 50): ongoing screening on a loaded install. Seeds
 * BENCH_MONITORING_MEMBERS verified members (default 100,000; the seed makes three members per
 * verified one, as the API benchmark does) into SQLite, starts the compiled server (jobs in the
 * same process, as an embedded install runs them), measures the business API's lookup with
 * nothing else running, then loads a list of BENCH_MONITORING_ENTRIES entries (default 10,000,
 * ten of them verified members' names) and measures the same lookup, in windows of
 * BENCH_SECONDS, for as long as the server's `monitoring-rescreen` job compares every verified
 * member with the whole new list. Reports the run's time against the 10-minute goal, the
 * lookup's rate during it against the idle rate (the goal: within 10 %), and the alerts opened.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.js';
import { createDb, migrateToLatest } from '../apps/api/src/db/database.js';
import { createKeyProvider } from '../apps/api/src/adapters/factories.js';
import { ColumnCipher } from '../apps/api/src/lib/column-cipher.js';
import { PiiCipher } from '../apps/api/src/lib/crypto.js';
import { sanctionsLists } from '../apps/api/src/modules/checks/index.js';
import { measure, Pools, targets, type Figures } from './api/load.js';
import pg from 'pg';
import { freePort, PG_ADMIN, serverEnv, stop, waitFor } from './api/run.js';
import { seedMembers } from './api/seed.js';

const root = path.resolve(import.meta.dirname, '..');
const VERIFIED = Number(process.env.BENCH_MONITORING_MEMBERS ?? 100_000);
const ENTRIES = Number(process.env.BENCH_MONITORING_ENTRIES ?? 10_000);
// Short windows: a run over 100,000 members takes under a minute here.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const LISTED = 10;
/** BENCH_MONITORING_DB=postgres: the same run on the PostgreSQL here (jobs in the server still). */
const DB: 'sqlite' | 'postgres' =
  process.env.BENCH_MONITORING_DB === 'postgres' ? 'postgres' : 'sqlite';
const GOAL_SECONDS = 600;

const FIRST = ['Adebayo', 'Chiamaka', 'Ibrahim', 'Ngozi', 'Oluwaseun', 'Fatima', 'Emeka', 'Aisha'];
const LAST = ['Okonkwo', 'Abubakar', 'Adeyemi', 'Eze', 'Balogun', 'Nwosu', 'Danjuma', 'Okafor'];

/** The listed members' names: seeded members are all "Bench Member<i>", which near-match each other. */
const listedName = (k: number) => ({
  first: FIRST[k % FIRST.length]!,
  last: `Listedperson${'abcdefghij'[k]}`,
});

/** OpenSanctions' simple CSV: ENTRIES made-up people, and LISTED verified members by name. */
function listFile(dir: string): string {
  const header =
    'id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,dataset,first_seen,last_seen,last_change';
  const rows: string[] = [];
  for (let e = 0; e < ENTRIES - LISTED; e++) {
    // Each name has a token of its own (as real lists' do) and shares common ones.
    const name = `${FIRST[e % FIRST.length]} ${LAST[(e * 7) % LAST.length]}-${e.toString(36)}`;
    rows.push(`bench-${e},Person,"${name}","",1970-01-01,ng,,,"Bench programme",,,"Bench List",,,`);
  }
  for (let k = 0; k < LISTED; k++) {
    const { first, last } = listedName(k);
    rows.push(
      `bench-m${k},Person,"${first} ${last}","",1990-01-01,ng,,,"Bench programme",,,"Bench List",,,`,
    );
  }
  const file = path.join(dir, 'bench-list.csv');
  writeFileSync(file, [header, ...rows].join('\n') + '\n');
  return file;
}

const logHas = (file: string, text: string) => readFileSync(file, 'utf8').includes(text);

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'vouch-monitoring-bench-'));
  const pgName = `vouch_monitoring_bench_${process.pid}`;
  const children: ChildProcess[] = [];
  try {
    const n = VERIFIED * 3;
    const port = await freePort();
    if (DB === 'postgres') {
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`drop database if exists ${pgName}`);
      await admin.query(`create database ${pgName}`);
      await admin.end();
    }
    const env = {
      ...serverEnv(
        DB,
        path.join(work, 'data'),
        DB === 'postgres'
          ? PG_ADMIN.replace(/\/[^/]*$/, `/${pgName}`)
          : `sqlite:${path.join(work, 'vouch.db')}`,
        port,
      ),
      // The server looks every minute (10 in production): the run starts within a minute.
      MONITORING_EVERY_MINUTES: '1',
      // One process runs the API and its jobs, on either database: the comparison's cost is
      // measured where the lookups are answered.
      WORKERS: 'on',
    };
    const config = loadConfig(env);
    const db = createDb(config.database);
    await migrateToLatest(db);
    console.log(
      `seeding ${n.toLocaleString('en-GB')} members (${VERIFIED.toLocaleString('en-GB')} verified)`,
    );
    const seed = await seedMembers(db, config, {
      n,
      sessions: 1000,
      sampleSize: 3000,
      log: (s) => console.log(s),
    });
    // LISTED verified members (multiples of three, bench/api/seed.ts) get names of their own,
    // sealed as the app writes them, spread over the whole range.
    const columns = new ColumnCipher(
      createKeyProvider(config.masterKeys),
      new PiiCipher(config.piiKey),
    );
    const users = await db
      .selectFrom('verified_snapshots')
      .select('user_id')
      .orderBy('user_id')
      .execute();
    for (let k = 0; k < LISTED; k++) {
      const id = users[Math.floor((users.length / LISTED) * k)]!.user_id;
      const { first, last } = listedName(k);
      await db
        .updateTable('verified_snapshots')
        .set(columns.seal('verified_snapshots', id, { first_name: first, last_name: last }))
        .where('user_id', '=', id)
        .execute();
    }
    const logFile = path.join(work, 'server.log');
    const out = openSync(logFile, 'a');
    const server = spawn(
      process.execPath,
      ['--conditions=vouch-compiled', 'apps/api/dist/server.js'],
      {
        cwd: root,
        stdio: ['ignore', out, out],
        env: { ...process.env, ...env },
      },
    );
    children.push(server);
    const api = `http://127.0.0.1:${port}`;
    await waitFor(`${api}/api/v1/health`, server, 'the server');
    const target = targets(seed, new Pools(seed.tokens)).businessLookup;
    const options = { seconds: SECONDS, warmupSeconds: 2, connections: 10 };

    const idle = await measure(api, target, options, server.pid);
    console.log(`idle: ${idle.rps.toFixed(0)} lookups/s, p99 ${idle.p99} ms`);

    const file = listFile(work);
    const loaded = await sanctionsLists(db).sync([file]);
    console.log(`list loaded: ${loaded[0]?.entries} entries`);
    // The server's next look (within a minute) starts the comparison.
    const waitStart = Date.now();
    while (!logHas(logFile, 'ongoing screening: comparing')) {
      if (Date.now() - waitStart > 120_000) throw new Error('the re-screening did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const started = Date.now();
    const during: Figures[] = [];
    while (!logHas(logFile, 'members compared')) {
      const f = await measure(api, target, { ...options, warmupSeconds: 0 }, server.pid);
      // A window the run ended in is part idle: only whole windows count.
      if (!logHas(logFile, 'members compared')) during.push(f);
      if (Date.now() - started > 30 * 60_000)
        throw new Error('the re-screening ran over 30 minutes');
    }
    const line = readFileSync(logFile, 'utf8')
      .split('\n')
      .find((l) => l.includes('members compared'))!;
    const report = JSON.parse(line) as {
      members: number;
      newEntries: number;
      alerts: number;
      ms: number;
    };
    const after = await measure(api, target, options, server.pid);
    const rate = (fs: Figures[]) => fs.reduce((a, f) => a + f.rps, 0) / Math.max(1, fs.length);
    const duringRate = rate(during);
    const idleRate = (idle.rps + after.rps) / 2;
    const alerts = await db.selectFrom('monitoring_alerts').select('id').execute();
    await db.destroy();

    console.log(
      `\nOngoing screening, ${DB === 'postgres' ? 'PostgreSQL' : 'SQLite'}, jobs in the server process`,
    );
    console.log(`  members compared   ${report.members.toLocaleString('en-GB')} verified`);
    console.log(
      `  entries            ${report.newEntries.toLocaleString('en-GB')} (all new: the whole list)`,
    );
    console.log(
      `  run                ${(report.ms / 1000).toFixed(1)} s (goal: within ${GOAL_SECONDS} s) → ${((report.ms / 1000 / GOAL_SECONDS) * 100).toFixed(0)} % of the budget`,
    );
    console.log(`  alerts             ${alerts.length} (${LISTED} members listed by name)`);
    console.log(
      `  lookup, idle       ${idleRate.toFixed(0)} /s (before ${idle.rps.toFixed(0)}, after ${after.rps.toFixed(0)})`,
    );
    console.log(
      `  lookup, during     ${duringRate.toFixed(0)} /s over ${during.length} windows of ${SECONDS} s → ${((duringRate / idleRate) * 100).toFixed(0)} % of idle (goal: ≥ 90 %)`,
    );
    const ok =
      report.ms / 1000 <= GOAL_SECONDS &&
      during.length > 0 &&
      duringRate >= 0.9 * idleRate &&
      alerts.length >= LISTED;
    if (!ok) process.exitCode = 1;
  } finally {
    for (const c of children) await stop(c);
    rmSync(work, { recursive: true, force: true });
    if (DB === 'postgres') {
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`drop database if exists ${pgName}`);
      await admin.end();
    }
  }
}

await main();
