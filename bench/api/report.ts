/** Prints the API benchmark's figures and writes them to docs/benchmarks.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunOptions } from './load.js';
import type { RunResult } from './run.js';

const root = path.resolve(import.meta.dirname, '../..');
const START = '<!-- api-bench:start -->';
const END = '<!-- api-bench:end -->';
const BASELINE_NAMES: Record<string, string> = {
  lookup: 'bare lookup',
  account: 'bare account',
  login: 'bare login',
  health: 'bare Fastify',
};
const dbName = (db: string) => (db === 'sqlite' ? 'SQLite' : 'PostgreSQL');
const count = (n: number) => n.toLocaleString('en-GB');
const ms = (v: number) => `${v} ms`;

const cpu = (us: number | null) => (us === null ? '—' : `${us.toFixed(0)} µs`);

/** Baseline CPU per request over the server's: the req/s ratio with the scheduling noise out. */
const cpuRatio = (server: number | null, base: number | null) =>
  server === null || base === null || server === 0 ? '—' : (base / server).toFixed(2);

function runTable(r: RunResult): string[] {
  const lines = [
    '| Endpoint | req/s | p50 | p99 | CPU/req | Baseline | its req/s | its p99 | its CPU/req | × baseline | × baseline, CPU |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of r.rows) {
    const b = r.baselines[row.baseline]!;
    const f = row.figures;
    const flag = f.unexpected ? ` (${count(f.unexpected)} unexpected answers)` : '';
    lines.push(
      `| ${row.endpoint}${flag} | ${f.rps.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p99)} | ${cpu(f.cpuUs)} | ${BASELINE_NAMES[row.baseline]} | ${b.rps.toFixed(0)} | ${ms(b.p99)} | ${cpu(b.cpuUs)} | ${(f.rps / b.rps).toFixed(2)} | ${cpuRatio(f.cpuUs, b.cpuUs)} |`,
    );
  }
  return lines;
}

/** p99 at the largest member count over the smallest, per database and endpoint. */
function growthTable(results: RunResult[]): string[] {
  const lines: string[] = [];
  for (const db of ['sqlite', 'postgres']) {
    const runs = results.filter((r) => r.db === db).sort((a, b) => a.n - b.n);
    if (runs.length < 2) continue;
    const small = runs[0]!;
    const large = runs[runs.length - 1]!;
    lines.push(
      `p99 at ${count(large.n)} vs ${count(small.n)} members, ${dbName(db)}:`,
      '',
      `| Endpoint | p99 at ${count(small.n)} | p99 at ${count(large.n)} | ratio |`,
      '| --- | ---: | ---: | ---: |',
    );
    for (const row of large.rows) {
      const before = small.rows.find((x) => x.endpoint === row.endpoint);
      if (!before) continue;
      lines.push(
        `| ${row.endpoint} | ${ms(before.figures.p99)} | ${ms(row.figures.p99)} | ${p99Ratio(before.figures.p99, row.figures.p99)} |`,
      );
    }
    lines.push('');
  }
  return lines;
}

export function printRun(r: RunResult) {
  console.log(`\n${dbName(r.db)}, ${count(r.n)} members (seeded in ${r.seedSeconds.toFixed(0)} s)`);
  console.log(runTable(r).join('\n'));
}

export function printSummary(results: RunResult[]) {
  const g = growthTable(results);
  if (g.length > 0) console.log(`\n${g.join('\n')}`);
}

export function machine(): string {
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`;
}

export function writeReport(results: RunResult[], o: RunOptions, rounds: number) {
  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, ${os.type()} ${os.release()}; ` +
      `autocannon, ${o.connections} connections; the baseline and the server take ${rounds} turns of ${o.seconds} s per endpoint ` +
      `(after a ${o.warmupSeconds} s warm-up) and each figure is the median of the turns; ` +
      'server, baseline and load generator each in their own process on the same cores. ' +
      "CPU/req is the serving process's CPU time (all its threads) over the requests it answered, " +
      "and its ratio the baseline's over the server's: it moves less than req/s when a neighbour " +
      "takes the cores; on PostgreSQL the database's own processes are not in it.",
    '',
    ...results.flatMap((r) => [
      `${dbName(r.db)}, ${count(r.n)} members (seeded in ${r.seedSeconds.toFixed(0)} s):`,
      '',
      ...runTable(r),
      '',
    ]),
    ...growthTable(results),
  ].join('\n');
  const file = path.join(root, 'docs/benchmarks.md');
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const block = `${START}\n${body.trimEnd()}\n${END}`;
  if (doc.includes(START)) {
    doc = doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), () => block);
  } else {
    doc += `\n## The API (\`npm run bench\`)\n\n${block}\n`;
  }
  writeFileSync(file, doc);
  console.log(`Written to ${path.relative(root, file)}`);
}

/** autocannon's latencies are whole milliseconds: two p99s under 1 ms have no ratio to give. */
function p99Ratio(small: number, large: number): string {
  if (small < 1 && large < 1) return '— (both under 1 ms)';
  return (large / Math.max(1, small)).toFixed(2);
}
