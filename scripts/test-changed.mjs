#!/usr/bin/env node
// `npm run test:changed [-- <git ref>]`: the quick loop for the person changing things. Against a
// git ref (HEAD unless given: what is not committed yet), it runs
//   1. the Vitest files that import a changed file, directly or not (Vitest's --changed), in the
//      unit and web suites and the API suites on SQLite and PostgreSQL;
//   2. the journeys of the features that changed: a journey file named after a changed web
//      feature (apps/web/src/features/<name>) or API module (apps/api/src/modules/<name>), a
//      changed journey file, and the journeys using a changed journey helper, on a fresh build.
// It says which journeys it chose and why; `npm test` remains the whole answer.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ref = process.argv[2] ?? 'HEAD';
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', ref),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
];
if (changed.length === 0) {
  console.log(`Nothing has changed since ${ref}.`);
  process.exit(0);
}
console.log(`Changed since ${ref}: ${changed.length} file(s).`);

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

// 1. Vitest: the test files that depend on a changed file.
const projects = ['unit', 'web', 'api-sqlite'];
if (process.env.SKIP_POSTGRES !== '1') projects.push('api-postgres');
const vitest = run('npx', [
  'vitest',
  'run',
  `--changed=${ref}`,
  '--passWithNoTests',
  ...projects.flatMap((p) => ['--project', p]),
]);
if (vitest !== 0) process.exit(vitest);

// 2. Journeys touching what changed.
const specsDir = path.join(root, 'e2e/tests');
const specs = readdirSync(specsDir).filter((f) => f.endsWith('.spec.ts'));
const text = new Map(specs.map((f) => [f, readFileSync(path.join(specsDir, f), 'utf8')]));
const chosen = new Map();
const choose = (spec, why) => chosen.set(spec, [...(chosen.get(spec) ?? []), why]);
for (const file of changed) {
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
  const module = /^apps\/api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  const support = /^e2e\/support\/([^/]+)\.(ts|mjs)$/.exec(file)?.[1];
  const spec = /^e2e\/tests\/([^/]+\.spec\.ts)$/.exec(file)?.[1];
  if (spec && text.has(spec)) choose(spec, 'changed');
  // A journey is named after what it walks through: "kyc" chooses kyc-journey.spec.ts,
  // "verification-sessions" verification-*.spec.ts ("-sessions" dropped word by word).
  for (const name of [feature, module].filter(Boolean)) {
    const words = name.split('-');
    for (let n = words.length; n > 0; n--) {
      const prefix = words.slice(0, n).join('-');
      const found = specs.filter((f) => f.startsWith(prefix));
      for (const f of found) choose(f, name);
      if (found.length) break;
    }
  }
  if (support)
    for (const [f, body] of text) if (body.includes(`support/${support}'`)) choose(f, file);
}
if (chosen.size === 0) {
  console.log('\nNo journey names what changed; `npm run test:e2e` runs them all.');
  process.exit(0);
}
console.log('\nJourneys touching what changed:');
for (const [f, why] of chosen) console.log(`  ${f}  (${[...new Set(why)].join(', ')})`);
const build = run('npm', ['run', 'build']);
if (build !== 0) process.exit(build);
process.exit(run('npm', ['run', 'test:e2e', '--', ...[...chosen.keys()].map((f) => `tests/${f}`)]));
