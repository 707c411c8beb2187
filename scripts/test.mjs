#!/usr/bin/env node
// `npm test`: every stage in turn with its time, then the ten slowest test files and journeys
// and the number of tests each suite ran (scripts/test/timings.mjs). Stops at the first stage
// that fails, after printing what ran.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readRecords, seconds, slowest } from './test/timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-timings');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const timings = path.join(reports, 'timings.jsonl');

const stages = [
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  {
    name: 'unit + web',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'web'],
  },
  { name: 'API suites', cmd: 'node', args: ['scripts/test-api.mjs'] },
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  { name: 'bundle check', cmd: 'npm', args: ['run', 'check:bundle'] },
  { name: 'journeys', cmd: 'npm', args: ['run', 'test:e2e'] },
];

function run(stage) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(stage.cmd, stage.args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VOUCH_TIMINGS: timings },
    });
    child.on('exit', (code, signal) =>
      resolve({ ...stage, code: code ?? (signal ? 1 : 0), ms: Date.now() - started }),
    );
  });
}

const started = Date.now();
const done = [];
let failed;
for (const stage of stages) {
  console.log(`\n=== ${stage.name} (${seconds(Date.now() - started)} in)`);
  const result = await run(stage);
  done.push(result);
  if (result.code !== 0) {
    failed = result;
    break;
  }
}

const records = readRecords(timings);
const lines = ['', '=== npm test: where the time went'];
for (const s of done)
  lines.push(`  ${seconds(s.ms).padStart(8)}  ${s.name}${s.code ? ' (failed)' : ''}`);
lines.push(`  ${seconds(Date.now() - started).padStart(8)}  in all`);
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
