/**
 * What the Prometheus metrics cost (issue 35): one seeded SQLite install, copied, served by two
 * compiled servers at once (each on its own copy: two processes on one SQLite file are not
 * alike, the second measured 2-4 times slower with metrics off in both), one with metrics off and
 * one with METRICS_TOKEN set and scraped every second (Prometheus scrapes every 15 s or so: this
 * is the harsher case), driven in turns with the mixed lookup, round after round; the ratio of
 * the medians is printed. Both run WORKERS=off so neither does background work the other does not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../apps/api/src/config.js';
import { createDb, migrateToLatest, type Db } from '../../apps/api/src/db/database.js';
import { measure, medianOf, Pools, targets, type Figures, type RunOptions } from './load.js';
import { anHourPasses, freePort, serverEnv, stop, waitFor } from './run.js';
import { seedMembers } from './seed.js';

const root = path.resolve(import.meta.dirname, '../..');
const TOKEN = 'bench-metrics-token-0123456789';

export async function runMetricsCost(spec: {
  n: number;
  options: RunOptions;
  rounds: number;
  workDir: string;
  log: (s: string) => void;
}) {
  const { log } = spec;
  const dir = path.join(spec.workDir, `metrics-${spec.n}`);
  mkdirSync(dir, { recursive: true });
  const offFile = path.join(dir, 'off.db');
  const onFile = path.join(dir, 'on.db');
  const [offPort, onPort] = [await freePort(), await freePort()];
  const base = serverEnv('sqlite', path.join(dir, 'data'), `sqlite:${offFile}`, offPort);
  const envOff = { ...base, WORKERS: 'off' };
  const envOn = {
    ...base,
    DATABASE_URL: `sqlite:${onFile}`,
    DATA_DIR: path.join(dir, 'data-on'),
    WORKERS: 'off',
    PORT: String(onPort),
    APP_URL: `http://127.0.0.1:${onPort}`,
    // BENCH_METRICS_NULL=1: both servers without metrics, to see what the set-up itself differs by.
    ...(process.env.BENCH_METRICS_NULL === '1' ? {} : { METRICS_TOKEN: TOKEN }),
  };
  const config = loadConfig(envOff);
  const children: ChildProcess[] = [];
  let db = createDb(config.database);
  let dbOn: Db | undefined;
  let scraper: NodeJS.Timeout | undefined;
  try {
    log(`metrics cost: seeding ${spec.n.toLocaleString('en-GB')} members (SQLite)`);
    await migrateToLatest(db);
    const seed = await seedMembers(db, config, {
      n: spec.n,
      sessions: Math.min(spec.n, 20_000),
      sampleSize: Math.min(spec.n, 60_000),
      log,
    });
    // Closed (the WAL checkpointed into the file), copied, both opened again.
    await db.destroy();
    copyFileSync(offFile, onFile);
    db = createDb(config.database);
    dbOn = createDb({ kind: 'sqlite', file: onFile });
    const pools = new Pools(seed.tokens);
    const start = (env: Record<string, string>, name: string) => {
      const out = openSync(path.join(dir, `${name}.log`), 'a');
      const child = spawn(
        process.execPath,
        ['--conditions=vouch-compiled', 'apps/api/dist/server.js'],
        {
          cwd: root,
          stdio: ['ignore', out, out],
          env: { ...process.env, ...env },
        },
      );
      children.push(child);
      return child;
    };
    const off = start(envOff, 'metrics-off');
    const on = start(envOn, 'metrics-on');
    await waitFor(`http://127.0.0.1:${offPort}/api/v1/health`, off, 'the server without metrics');
    await waitFor(`http://127.0.0.1:${onPort}/api/v1/health`, on, 'the server with metrics');
    let scrapes = 0;
    let scrapeFailures = 0;
    scraper = setInterval(() => {
      fetch(`http://127.0.0.1:${onPort}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
        .then(async (r) => {
          await r.text();
          if (r.ok) scrapes += 1;
          else scrapeFailures += 1;
        })
        .catch(() => (scrapeFailures += 1));
    }, 1000);
    const target = targets(seed, pools).lookupMixed;
    const runs: Record<'off' | 'on', Figures[]> = { off: [], on: [] };
    for (let round = 0; round < spec.rounds; round++) {
      // Turn about, the first of each round alternating, so a neighbour's burst falls on both.
      const order: ('off' | 'on')[] = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const which of order) {
        await anHourPasses(which === 'off' ? db : dbOn, pools);
        const port = which === 'off' ? offPort : onPort;
        const f = await measure(
          `http://127.0.0.1:${port}`,
          target,
          { ...spec.options, warmupSeconds: round === 0 ? spec.options.warmupSeconds : 0 },
          (which === 'off' ? off : on).pid,
        );
        runs[which].push(f);
        log(
          `  round ${round + 1}, metrics ${which.padEnd(3)} ${f.rps.toFixed(0).padStart(6)} req/s  p99 ${f.p99} ms` +
            (f.cpuUs === null ? '' : `  CPU ${f.cpuUs.toFixed(0)} µs/req`) +
            (f.unexpected ? `  UNEXPECTED ${f.unexpected} (${JSON.stringify(f.statuses)})` : ''),
        );
      }
    }
    const offM = medianOf(runs.off);
    const onM = medianOf(runs.on);
    const cost = 1 - onM.rps / offM.rps;
    const cpuCost = offM.cpuUs && onM.cpuUs ? onM.cpuUs / offM.cpuUs - 1 : null;
    log(
      `metrics cost on the mixed lookup: ${offM.rps.toFixed(0)} req/s off, ${onM.rps.toFixed(0)} on: ` +
        `${(cost * 100).toFixed(1)} % fewer (budget 5 %)` +
        (cpuCost === null ? '' : `; CPU per request ${(cpuCost * 100).toFixed(1)} % more`) +
        `; ${scrapes} scrapes answered, ${scrapeFailures} failed`,
    );
    return {
      off: offM,
      on: onM,
      cost,
      cpuCost,
      unexpected: offM.unexpected + onM.unexpected + scrapeFailures,
    };
  } finally {
    if (scraper) clearInterval(scraper);
    for (const c of children) await stop(c);
    await db.destroy();
    await dbOn?.destroy();
  }
}
