/**
 * `npm run bench -- burst`: do the automated checks slow the API? Ten members submit at once,
 * each a passport submission with two 12-megapixel JPEGs, through the real HTTP API of the
 * compiled server (NODE_ENV=production, SQLite), while /health is probed at a fixed rate from a
 * process of its own. Two set-ups, each on a fresh database:
 *
 *   one-process  the API runs the checks itself (WORKERS=on, the embedded default)
 *   split        the API sends the jobs (WORKERS=off) and `npm run worker` runs them
 *
 * The baseline is the same API's /health in a quiet window just before the burst, in the same run:
 * the table gives p99 during the burst over p99 when quiet. Also: how long until every check is
 * stored, and each process's peak resident memory.
 *
 *   BURST_SUBMISSIONS (10), BURST_QUIET_SECONDS (5), BURST_HEALTH_RATE (200 requests/s),
 *   BURST_MODES (one-process,split), BENCH_CPU_PROF=1 (CPU profiles of the API and the worker,
 *   kept with their logs; such a run writes nothing to docs/benchmarks.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeImages } from './images.js';
import { printBurst, writeBurstReport } from './report.js';
import { runBurst, type BurstResult, type Mode } from './run.js';

const modes = (process.env.BURST_MODES ?? 'one-process,split')
  .split(',')
  .map((m) => m.trim()) as Mode[];
const cpuProf = process.env.BENCH_CPU_PROF === '1';
const submissions = Number(process.env.BURST_SUBMISSIONS ?? 10);
const workDir = mkdtempSync(path.join(tmpdir(), 'vouch-burst-bench-'));
const started = Date.now();
const results: BurstResult[] = [];
let failed = false;
try {
  console.log(`Burst: ${submissions} concurrent submissions, two 12 MP JPEGs each`);
  const images = await makeImages();
  console.log(
    `  images: selfie ${(images.selfie.length / 2 ** 20).toFixed(1)} MB, passport page ${(images.passport.length / 2 ** 20).toFixed(1)} MB`,
  );
  for (const mode of modes) {
    const r = await runBurst({
      mode,
      submissions,
      images,
      workDir,
      quietSeconds: Number(process.env.BURST_QUIET_SECONDS ?? 5),
      healthRate: Number(process.env.BURST_HEALTH_RATE ?? 200),
      cpuProf,
      log: (s) => console.log(s),
    });
    results.push(r);
    failed ||= (r.submitMs.statuses['200'] ?? 0) !== submissions || r.burst.notOk > 0;
  }
  printBurst(results);
  if (!cpuProf && !failed && modes.length === 2 && submissions === 10) writeBurstReport(results);
} finally {
  if (cpuProf) console.log(`Logs and CPU profiles kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}
console.log(`Burst benchmark: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failed) {
  console.error('A submission or a /health probe was not answered 200 (see above).');
  process.exit(1);
}
