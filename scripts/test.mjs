#!/usr/bin/env node
// `npm test`: everything the project checks, on both cores of a small machine, with each stage's
// time and, at the end, the number of tests each suite ran and the ten slowest test files and
// journeys (scripts/test/timings.mjs). Decision 0048 has the profile behind the order:
//
//   lane 1: typecheck → lint → build → bundle check → cluster suite → API benchmark (smoke)
//   lane 2: the unit, web and API suites in one Vitest run (output live)
//   then:   `npm run dev`'s loop (check-dev-loop.mjs), then the browser journeys (output live)
//
// Vitest's two workers wait on PostgreSQL, on servers and on timers for much of their time; the
// first lane's tools fill it, the cluster and the benchmark once the build they need is there.
// The journeys keep both cores to themselves. The first stage that fails stops the rest.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readRecords, seconds, slowest } from './test/timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-timings');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const timings = path.join(reports, 'timings.jsonl');
const started = Date.now();

const npm = (...args) => ({ cmd: 'npm', args: ['run', '--silent', ...args] });
const STAGES = {
  typecheck: npm('typecheck'),
  lint: npm('lint'),
  build: npm('build'),
  'bundle check': npm('check:bundle'),
  'unit, web and API suites': {
    cmd: 'npx',
    args: ['vitest', 'run', ...['unit', 'web', ...apiProjects()].flatMap((p) => ['--project', p])],
  },
  'cluster suite': { cmd: 'npx', args: ['vitest', 'run', '--project', 'api-cluster'] },
  'API benchmark (smoke)': npm('bench:smoke'),
  'dev loop (npm run dev)': npm('check:dev'),
  journeys: npm('test:e2e'),
};

/** The API projects test-api.mjs runs: PostgreSQL's unless SKIP_POSTGRES=1 says not to. */
function apiProjects() {
  if (process.env.SKIP_POSTGRES === '1') {
    console.warn('SKIP_POSTGRES=1: the PostgreSQL suites are skipped on purpose.');
    return ['api-sqlite'];
  }
  return ['api-sqlite', 'api-postgres', 'api-embedded'];
}

const children = new Set();
const done = [];
let failed;

/** Runs one stage; `live` streams its output, otherwise it is printed when the stage ends. */
function run(name, { live }) {
  const { cmd, args } = STAGES[name];
  const t0 = Date.now();
  if (live) console.log(`\n=== ${name} (${seconds(t0 - started)} in)`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, VOUCH_TIMINGS: timings, ...(live ? {} : { FORCE_COLOR: '0' }) },
    });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('exit', (code, signal) => {
      children.delete(child);
      const result = { name, code: code ?? (signal ? 1 : 0), ms: Date.now() - t0 };
      if (!live) {
        const status = result.code ? 'FAILED' : 'passed';
        console.log(`\n=== ${name}: ${status} in ${seconds(result.ms)}`);
        if (output.trim()) console.log(output.trimEnd());
      }
      if (!result.code) done.push(result);
      resolve(result);
    });
  });
}

/** Runs stages one after the other, stopping at the first failure (of this lane or another). */
async function lane(names, options) {
  for (const name of names) {
    if (failed) return;
    const result = await run(name, options);
    if (result.code) {
      // A stage killed because another failed first is not the failure to report.
      failed ??= result;
      for (const c of children) c.kill('SIGTERM');
    }
  }
}

for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
    process.exit(1);
  });

await Promise.all([
  lane(['typecheck', 'lint', 'build', 'bundle check', 'cluster suite', 'API benchmark (smoke)'], {
    live: false,
  }),
  lane(['unit, web and API suites'], { live: true }),
]);
// The dev loop's check edits a component and a route for a moment: nothing else may be reading
// the sources then (the journeys use the build).
await lane(['dev loop (npm run dev)', 'journeys'], { live: true });

const records = readRecords(timings);
const lines = ['', '=== npm test: where the time went'];
for (const s of done) lines.push(`  ${seconds(s.ms).padStart(8)}  ${s.name}`);
if (failed) lines.push(`  ${seconds(failed.ms).padStart(8)}  ${failed.name} (FAILED)`);
lines.push(
  `  ${seconds(Date.now() - started).padStart(8)}  in all (the first two lanes ran side by side)`,
);
const byProject = new Map();
for (const r of records) {
  const p = byProject.get(r.project) ?? { files: 0, tests: 0 };
  p.files++;
  p.tests += r.tests;
  byProject.set(r.project, p);
}
if (byProject.size) {
  lines.push('', 'Tests run:');
  for (const [project, p] of byProject)
    lines.push(`  ${project.padEnd(13)} ${String(p.tests).padStart(5)} tests in ${p.files} files`);
}
for (const [kind, title] of [
  ['file', 'The ten slowest test files'],
  ['journey', 'The ten slowest journey files'],
]) {
  const top = slowest(records, kind);
  if (top.length) lines.push('', `${title}:`, ...top);
}
console.log(lines.join('\n'));
if (failed) {
  console.error(`\nnpm test failed in: ${failed.name}`);
  process.exit(failed.code);
}
