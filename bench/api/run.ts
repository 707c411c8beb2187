/**
 * One API benchmark run on one database and member count: seed, start the compiled server as
 * production runs it and the bare baseline (each in its own process), drive both with autocannon
 * from this process, stop them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig, newCredentialKey } from '../../apps/api/src/config.js';
import { createDb, migrateToLatest, type Db } from '../../apps/api/src/db/database.js';
import {
  baselineTargets,
  measure,
  medianOf,
  Pools,
  SEARCH_TYPES,
  targets,
  type Figures,
  type RunOptions,
  type Target,
} from './load.js';
import { seedMembers } from './seed.js';

export type Endpoint = 'lookup' | 'account' | 'login' | 'health';
export const ENDPOINTS: Endpoint[] = ['lookup', 'account', 'login', 'health'];

export interface Row {
  endpoint: string;
  /** The baseline row it is compared with. */
  baseline: string;
  figures: Figures;
}

export interface RunResult {
  db: 'sqlite' | 'postgres';
  n: number;
  seedSeconds: number;
  rows: Row[];
  baselines: Record<string, Figures>;
}

const root = path.resolve(import.meta.dirname, '../..');
export const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * An hour passes for the search quota: the lookups recorded so far move two hours back, so each
 * lookup run starts with every session's 30 searches an hour free (on a fast machine one round of
 * every search type makes more searches than the sessions may make in an hour, and the server
 * rightly answers 429). The rows stay, as they would in production: the table keeps growing.
 */
export async function anHourPasses(db: Db, pools: Pools) {
  const past = new Date(Date.now() - 2 * 3_600_000).toISOString();
  await db
    .updateTable('verification_lookups')
    .set({ created_at: past })
    .where('created_at', '>', past)
    .execute();
  pools.hourPassed();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function waitFor(url: string, child: ChildProcess, what: string) {
  // Up to 3 minutes: on a machine loaded with other test suites a start has taken over a minute.
  for (let i = 0; i < 720; i++) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url}`);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** The secrets production requires, fresh for every run. */
export function secrets() {
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PII_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    BLIND_INDEX_KEY: randomBytes(32).toString('hex'),
    AUDIT_KEY: randomBytes(32).toString('hex'),
    MASTER_KEYS: `kbench:${randomBytes(32).toString('hex')}`,
    CREDENTIAL_SIGNING_KEYS: JSON.stringify({ keys: [newCredentialKey()] }),
  };
}

/**
 * NODE_ENV=production with every check production makes (config.ts refuses the sandboxes and
 * the dev outbox): real-provider settings pointing at a closed port, as nothing here pays, looks
 * anyone up or sends mail. CHECKS=off: no submission is made, and loading the face models would
 * take a core away mid-run. SQLite runs as the embedded one-process production (jobs in the API
 * process, limits in memory); PostgreSQL as an API instance of a scaled-out one (WORKERS=off,
 * limits in Redis, object storage).
 */
export function serverEnv(
  db: 'sqlite' | 'postgres',
  dataDir: string,
  databaseUrl: string,
  port: number,
) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'loopback',
    ...secrets(),
    SMTP_URL: 'smtp://127.0.0.1:9',
    PAYMENT_PROVIDER: 'flutterwave',
    FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK-bench',
    FLUTTERWAVE_SECRET_KEY: 'FLWSECK-bench',
    FLUTTERWAVE_WEBHOOK_HASH: 'bench-webhook-hash',
    FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:9',
    IDENTITY_PROVIDER: 'dojah',
    DOJAH_APP_ID: 'bench',
    DOJAH_SECRET_KEY: 'bench',
    DOJAH_BASE_URL: 'http://127.0.0.1:9',
    SMS_PROVIDER: 'termii',
    TERMII_API_KEY: 'bench',
    TERMII_SENDER_ID: 'Vouch',
    TERMII_BASE_URL: 'http://127.0.0.1:9',
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_ACCESS_TOKEN: 'bench',
    WHATSAPP_PHONE_NUMBER_ID: '1',
    WHATSAPP_TEMPLATE: 'bench',
    WHATSAPP_BASE_URL: 'http://127.0.0.1:9',
    CHECKS: 'off',
    // The business API's quota is the organisation's, all its keys together (issue 46); the
    // benchmark measures the server, so its one organisation may make a million a minute.
    BUSINESS_RATE_LIMIT_LIVE: '1000000',
    ...(db === 'postgres'
      ? {
          WORKERS: 'off',
          REDIS_URL,
          STORAGE: 's3',
          S3_BUCKET: 'vouch-bench',
          S3_ENDPOINT: 'http://127.0.0.1:9',
          S3_ACCESS_KEY_ID: 'bench',
          S3_SECRET_ACCESS_KEY: 'bench',
        }
      : { WORKERS: 'on' }),
  } satisfies Record<string, string>;
}

export interface RunSpec {
  db: 'sqlite' | 'postgres';
  n: number;
  endpoints: Endpoint[];
  options: RunOptions;
  /** Turns taken by the baseline and the server; each figure is the median. */
  rounds: number;
  /** One lookup run per search type (else only the mixed one: the smoke). */
  everySearchType: boolean;
  /** Where the database file, the server's log and any CPU profile go. */
  workDir: string;
  cpuProf: boolean;
  log: (s: string) => void;
}

export async function runApi(spec: RunSpec): Promise<RunResult> {
  const { db: kind, n, log } = spec;
  const dir = path.join(spec.workDir, `${kind}-${n}`);
  mkdirSync(dir, { recursive: true });
  const pgName = `vouch_bench_${process.pid}_${n}`;
  const admin = kind === 'postgres' ? new pg.Client({ connectionString: PG_ADMIN }) : undefined;
  if (admin) {
    await admin.connect();
    await admin.query(`drop database if exists ${pgName}`);
    await admin.query(`create database ${pgName}`);
  }
  const databaseUrl =
    kind === 'postgres'
      ? PG_ADMIN.replace(/\/[^/]*$/, `/${pgName}`)
      : `sqlite:${path.join(dir, 'vouch.db')}`;
  const [port, basePort, fastifyPort] = [await freePort(), await freePort(), await freePort()];
  const env = serverEnv(kind, path.join(dir, 'data'), databaseUrl, port);
  const config = loadConfig(env);

  const children: ChildProcess[] = [];
  let clock: Db | undefined;
  try {
    log(`${kind}, ${n.toLocaleString('en-GB')} members: seeding`);
    const db = createDb(config.database);
    await migrateToLatest(db);
    // The seed's own connection keeps the growing indexes in memory (256 MiB), so a million
    // random-keyed inserts do not slow down as the file outgrows SQLite's default 16 MiB cache.
    if (kind === 'sqlite') await sql`pragma cache_size = -262144`.execute(db);
    // Lookups take sessions in turn: enough of them that none reaches the search quota.
    const sessions = Math.min(n, 20_000);
    const seed = await seedMembers(db, config, {
      n,
      sessions,
      // Searches by UUID pick from these ids. As many found members as the other search types'
      // spread (20,000 verified at a million): a sample of 5,000 (a third verified) stayed in the
      // caches and made the UUID search look cheaper than the phone search at a million members.
      sampleSize: Math.min(n, 60_000),
      log,
    });
    await db.destroy();
    log(`  ${n.toLocaleString('en-GB')} members seeded in ${seed.seconds.toFixed(1)} s`);
    // The baseline takes the same sessions, so it reads the same members: at a million members
    // each is on a page of its own, and a baseline reading a tenth as many (as it did until
    // decision 0028) found them in its page cache where the server could not.
    const pools = new Pools(seed.tokens);

    const out = openSync(path.join(dir, 'server.log'), 'a');
    const server = spawn(
      process.execPath,
      [
        ...(spec.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, 'profile')}`] : []),
        '--conditions=vouch-compiled',
        'apps/api/dist/server.js',
      ],
      { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } },
    );
    children.push(server);
    const baseline = spawn(
      process.execPath,
      [
        ...(spec.cpuProf
          ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, 'baseline-profile')}`]
          : []),
        '--import',
        'tsx',
        'bench/api/baseline.ts',
      ],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          BASELINE_DB: databaseUrl,
          PORT: String(basePort),
          FASTIFY_PORT: String(fastifyPort),
          JWT_SECRET: env.JWT_SECRET,
          BLIND_INDEX_KEY: env.BLIND_INDEX_KEY,
          PII_ENCRYPTION_KEY: env.PII_ENCRYPTION_KEY,
          MASTER_KEYS: env.MASTER_KEYS,
        },
      },
    );
    children.push(baseline);
    await waitFor(`http://127.0.0.1:${port}/api/v1/health`, server, 'the server');
    await waitFor(`http://127.0.0.1:${basePort}/health`, baseline, 'the baseline');
    await waitFor(
      `http://127.0.0.1:${fastifyPort}/api/v1/health`,
      baseline,
      'the bare Fastify app',
    );

    // A connection of the benchmark's own, to move the search quota's hour on between runs.
    clock = createDb(config.database);
    const api = `http://127.0.0.1:${port}`;
    const base = `http://127.0.0.1:${basePort}`;
    const t = targets(seed, pools);
    const b = baselineTargets(seed, seed.tokens);
    const groups = spec.endpoints.map((e) => {
      if (e !== 'lookup') {
        const name = { account: 'account info', login: 'login', health: 'health' }[e];
        return {
          key: e,
          baseline: {
            label: e === 'health' ? 'bare Fastify /health' : `baseline ${e}`,
            url: e === 'health' ? `http://127.0.0.1:${fastifyPort}` : base,
            target: b[e],
          },
          server: [{ label: name, target: t[e] as Target }],
        };
      }
      const byType = spec.everySearchType
        ? SEARCH_TYPES.map(({ name }) => ({ label: `lookup by ${name}`, target: t.lookup[name]! }))
        : [];
      return {
        key: e,
        baseline: { label: 'baseline lookup', url: base, target: b.lookup },
        server: [
          ...byType,
          { label: 'lookup, mixed (½ not found)', target: t.lookupMixed },
          // Issue 32: the business API's lookup, an API key's check included, beside the member's.
          { label: 'business lookup by phone', target: t.businessLookup },
          { label: 'business lookup, mixed', target: t.businessLookupMixed },
        ],
      };
    });
    const rows: Row[] = [];
    const baselines: Record<string, Figures> = {};
    const go = async (
      label: string,
      url: string,
      target: Target,
      round: number,
      pid: number | undefined,
    ) => {
      const f = await measure(
        url,
        target,
        { ...spec.options, warmupSeconds: round === 0 ? spec.options.warmupSeconds : 0 },
        pid,
      );
      log(
        `  ${label.padEnd(28)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms` +
          (f.cpuUs === null ? '' : `  CPU ${f.cpuUs.toFixed(0)} µs/req`) +
          (f.unexpected ? `  UNEXPECTED ${f.unexpected} (${JSON.stringify(f.statuses)})` : ''),
      );
      return f;
    };
    // The baseline and the server take turns, round after round, so a neighbour's burst on this
    // shared machine falls on both alike; each figure is the median of the rounds.
    for (const g of groups) {
      const runs = new Map<string, Figures[]>();
      const add = (label: string, f: Figures) => runs.set(label, [...(runs.get(label) ?? []), f]);
      for (let round = 0; round < spec.rounds; round++) {
        if (spec.rounds > 1) log(`  ${g.key}, round ${round + 1} of ${spec.rounds}`);
        add(
          'baseline',
          await go(g.baseline.label, g.baseline.url, g.baseline.target, round, baseline.pid),
        );
        for (const x of g.server) {
          if (g.key === 'lookup') await anHourPasses(clock, pools);
          add(x.label, await go(x.label, api, x.target, round, server.pid));
        }
      }
      baselines[g.key] = medianOf(runs.get('baseline')!);
      for (const x of g.server)
        rows.push({ endpoint: x.label, baseline: g.key, figures: medianOf(runs.get(x.label)!) });
      if (g.key === 'lookup')
        log(
          `  (each session made at most ${pools.mostUsesPerToken().toFixed(1)} of its 30 searches an hour)`,
        );
    }
    return { db: kind, n, seedSeconds: seed.seconds, rows, baselines };
  } finally {
    await clock?.destroy();
    for (const c of children) await stop(c);
    if (admin) {
      await admin.query(`drop database if exists ${pgName} with (force)`).catch(() => undefined);
      await admin.end();
    }
  }
}
