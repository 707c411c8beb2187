/** Prints the burst benchmark's figures and writes them to docs/benchmarks.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machine } from '../api/report.js';
import type { BurstResult } from './run.js';

const root = path.resolve(import.meta.dirname, '../..');
const START = '<!-- burst-bench:start -->';
const END = '<!-- burst-bench:end -->';
const MODE: Record<BurstResult['mode'], string> = {
  'one-process': 'one process (API runs the checks)',
  split: 'API (WORKERS=off) + worker (WORKER_NICE=10)',
};
const mib = (v: number) => `${v.toFixed(0)} MiB`;

function table(results: BurstResult[]): string[] {
  const lines = [
    '| Set-up | /health p99 quiet | p99 in burst | × quiet | max in burst | submissions answered (median / slowest) | all checks done | API RSS (with its image cleaner) idle → peak | worker RSS idle → peak |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    const ratio = r.burst.p99 / Math.max(1, r.quiet.p99);
    lines.push(
      `| ${MODE[r.mode]} | ${r.quiet.p99} ms | ${r.burst.p99} ms | ${ratio.toFixed(1)} | ${r.burst.max} ms | ${(r.submitMs.p50 / 1000).toFixed(1)} s / ${(r.submitMs.max / 1000).toFixed(1)} s | ${r.checksDoneS.toFixed(1)} s | ${mib(r.api.idle)} → ${mib(r.api.peak)} | ${r.worker ? `${mib(r.worker.idle)} → ${mib(r.worker.peak)}` : '—'} |`,
    );
  }
  return lines;
}

export function printBurst(results: BurstResult[]) {
  console.log(`\n${table(results).join('\n')}\n`);
  for (const r of results) {
    console.log(
      `${r.mode}: /health quiet ${r.quiet.requests} requests (p50 ${r.quiet.p50} ms), burst ${r.burst.requests} (p50 ${r.burst.p50} ms, not 200: ${r.burst.notOk}); submissions ${JSON.stringify(r.submitMs.statuses)}`,
    );
    console.log(
      `  checks: ${Object.entries(r.outcomes)
        .map(([k, v]) => `${k} ×${v}`)
        .join(', ')}`,
    );
  }
}

export function writeBurstReport(results: BurstResult[]) {
  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, ${os.type()} ${os.release()}; ` +
      `${results[0]!.submissions} concurrent passport submissions (a 3000 × 4000 selfie and a 4000 × 3000 photo page, JPEG) ` +
      'through the compiled API on SQLite; /health probed at 200 requests/s over 10 connections from a process of its own, ' +
      'quiet for 5 s just before the burst (the baseline) and then from the first upload until the last check is stored.',
    '',
    ...table(results),
  ].join('\n');
  const file = path.join(root, 'docs/benchmarks.md');
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const block = `${START}\n${body.trimEnd()}\n${END}`;
  if (doc.includes(START)) doc = doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), () => block);
  else doc += `\n## Checks in a burst (\`npm run bench -- burst\`)\n\n${block}\n`;
  writeFileSync(file, doc);
  console.log(`Written to ${path.relative(root, file)}`);
}
