// Where the test runners write how long each file and journey took (one JSON object a line), and
// the summary `npm test` prints from them at the end. VOUCH_TIMINGS names the file; the runners'
// reporters (vitest-timings.mjs, playwright-timings.mjs) append to it and do nothing without it.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Appends one record ({ kind, project, name, ms, tests }) where VOUCH_TIMINGS points. */
export function record(entry) {
  const file = process.env.VOUCH_TIMINGS;
  if (file) appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

export function readRecords(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The n slowest records of a kind, as aligned lines. */
export function slowest(records, kind, n = 10) {
  const root = path.resolve(import.meta.dirname, '../..');
  return records
    .filter((r) => r.kind === kind)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map((r) => {
      const name = path.isAbsolute(r.name) ? path.relative(root, r.name) : r.name;
      return `  ${seconds(r.ms).padStart(8)}  ${r.project.padEnd(13)} ${name} (${r.tests} tests)`;
    });
}
