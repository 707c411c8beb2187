/**
 * `npm run bench` runs every benchmark; `npm run bench -- <name…>` runs some:
 *
 *   checks    the automated-check pipeline on one submission (bench/checks-pipeline.ts)
 *   webhooks  2,000 events delivered by a worker to a local receiver beside a bare sign-and-POST
 *             loop (bench/webhooks.ts): the worker's deliveries/s × baseline; a burst of changes
 *             made while it delivers: p50/p99 change → receiver
 *   burst     ten submissions with two 12 MP images each at once: /health p99 quiet vs during
 *             the burst, time to all checks done, API and worker memory; the API running the
 *             checks itself and beside a worker process (bench/burst/index.ts; a few minutes,
 *             so not in the smoke run)
 *   lookup    Check Verification by each search type, and a found/not-found mix; the business
 *             API's lookup (an API key, found by phone, and a mix) beside them
 *   account   GET /account/info
 *   login     POST /auth/login
 *   health    GET /health
 *   api       lookup, account, login and health
 *   monitoring  ongoing screening (issue 50): 100,000 verified members compared with a new list of
 *             10,000 entries by the server's job, the lookup's rate during it against idle
 *             (bench/monitoring.ts; ten minutes or so, so not in the smoke run)
 *   metrics   what the Prometheus metrics cost: the mixed lookup on two servers of one SQLite
 *             install, metrics off and on (scraped every second), in turns (bench/api/metrics-cost.ts)
 *
 * The API benchmarks seed BENCH_SIZES members (default 10000,1000000; the million on SQLite
 * only) and run on BENCH_DBS (default sqlite,postgres); the baseline and the server take
 * BENCH_ROUNDS (3) turns of BENCH_SECONDS (5) per endpoint, after a warm-up, with
 * BENCH_CONNECTIONS (10) connections; the medians are reported, with the CPU time the serving
 * process spent per request. BENCH_CPU_PROF=1 writes the server's and the baseline's CPU profiles
 * (node --cpu-prof) beside the server's log. A full run writes its table to
 * docs/benchmarks.md. `--smoke` (npm run bench:smoke): 2,000 members, a second per endpoint,
 * nothing written; fails only if an endpoint answers something unexpected (no figure is judged).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printRun, printSummary, writeReport } from './api/report.js';
import { runMetricsCost } from './api/metrics-cost.js';
import { ENDPOINTS, runApi, type RunResult } from './api/run.js';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const names = args.filter((a) => !a.startsWith('--'));
const known = ['checks', 'burst', 'webhooks', 'monitoring', 'api', 'metrics', ...ENDPOINTS];
const unknown = names.filter((n) => !known.includes(n));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}: choose from ${known.join(', ')}`);
  process.exit(2);
}
const all = names.length === 0;
const runChecks = !smoke && (all || names.includes('checks'));
const runBurst = !smoke && (all || names.includes('burst'));
const runWebhooks = !smoke && (all || names.includes('webhooks'));
const runMonitoring = !smoke && (all || names.includes('monitoring'));
// Not in the smoke run: it needs the built server, and `npm test` runs the smoke before the build.
const runMetrics = !smoke && (all || names.includes('metrics'));
const endpoints = ENDPOINTS.filter(
  (e) => smoke || all || names.includes('api') || names.includes(e),
);

const list = (v: string | undefined, d: string) =>
  (v ?? d)
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const dbs = list(
  process.env.BENCH_DBS,
  process.env.SKIP_POSTGRES === '1' ? 'sqlite' : 'sqlite,postgres',
) as ('sqlite' | 'postgres')[];
const sizes = smoke ? [2000] : list(process.env.BENCH_SIZES, '10000,1000000').map(Number);
const options = smoke
  ? { seconds: 1, warmupSeconds: 0, connections: 4 }
  : {
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      warmupSeconds: 2,
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    };
const rounds = smoke ? 1 : Number(process.env.BENCH_ROUNDS ?? 3);

let failed = false;
if (runChecks) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/checks-pipeline.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  failed ||= r.status !== 0;
}
if (runBurst) {
  if (!existsSync(path.join(root, 'apps/api/dist/worker.js'))) {
    console.error('Build first: npm run build (the burst runs the compiled API and worker)');
    process.exit(1);
  }
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/burst/index.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  failed ||= r.status !== 0;
}

if (runMonitoring) {
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) {
    console.error('Build first: npm run build (the benchmark runs the compiled server)');
    process.exit(1);
  }
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/monitoring.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  failed ||= r.status !== 0;
}

if (runWebhooks) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/webhooks.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  failed ||= r.status !== 0;
}

if (endpoints.length > 0) {
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) {
    console.error('Build the server first: npm run build (the benchmark runs the compiled server)');
    process.exit(1);
  }
  const started = Date.now();
  const workDir = mkdtempSync(path.join(tmpdir(), 'vouch-api-bench-'));
  const keep = process.env.BENCH_CPU_PROF === '1';
  const results: RunResult[] = [];
  try {
    for (const db of dbs)
      for (const n of sizes) {
        // A million members is the growth question (p99 at 1M vs 10k): asked of SQLite only.
        if (db === 'postgres' && n > 100_000 && !process.env.BENCH_SIZES) continue;
        const r = await runApi({
          db,
          n,
          endpoints,
          options,
          rounds,
          everySearchType: !smoke,
          workDir,
          cpuProf: keep,
          log: (s) => console.log(s),
        });
        results.push(r);
        printRun(r);
        failed ||= [...r.rows.map((x) => x.figures), ...Object.values(r.baselines)].some(
          (f) => f.unexpected > 0 || f.requests === 0,
        );
      }
    printSummary(results);
    // A profiled server is slower: its figures are not the record.
    if (!smoke && !keep) writeReport(results, options, rounds);
  } finally {
    if (keep) console.log(`Server logs and CPU profiles kept in ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`API benchmark: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
if (runMetrics) {
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) {
    console.error('Build the server first: npm run build (the benchmark runs the compiled server)');
    process.exit(1);
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'vouch-metrics-bench-'));
  try {
    const r = await runMetricsCost({
      n: smoke ? 2000 : 10_000,
      options,
      rounds: smoke ? 1 : Math.max(rounds, 5),
      workDir,
      log: (s) => console.log(s),
    });
    failed ||= r.unexpected > 0;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
if (failed) {
  console.error('Some endpoint answered something other than expected (see UNEXPECTED above).');
  process.exit(1);
}
