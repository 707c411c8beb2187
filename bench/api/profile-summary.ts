/**
 * What costs what in a server CPU profile (node --cpu-prof; BENCH_CPU_PROF=1 npm run bench -- …
 * keeps them): self time by package or source file, and the inclusive time of the functions that
 * take most.
 *
 *   node --import tsx bench/api/profile-summary.ts <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;

/** Where a frame's code comes from: a package, one of our files, or Node itself. */
function origin(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /(apps\/api\/dist|packages\/contracts\/dist)\/(.+)$/.exec(url);
  if (ours) return `${ours[1]!.startsWith('apps') ? 'api' : 'contracts'}: ${ours[2]}`;
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  return url;
}

const self = new Map<string, number>();
let total = 0;
const hits = new Map<number, number>();
for (const s of profile.samples) hits.set(s, (hits.get(s) ?? 0) + 1);
for (const n of profile.nodes) {
  const h = hits.get(n.id) ?? n.hitCount ?? 0;
  if (h === 0) continue;
  const key = origin(n.callFrame.url, n.callFrame.functionName);
  self.set(key, (self.get(key) ?? 0) + h);
  total += h;
}
const selfByFunction = new Map<string, number>();
for (const n of profile.nodes) {
  const h = hits.get(n.id) ?? 0;
  const f = n.callFrame;
  if (h === 0 || f.functionName === '(idle)') continue;
  const key = `${f.functionName || '(anonymous)'} ${origin(f.url, f.functionName)}:${f.lineNumber + 1}`;
  selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + h);
}
const idle = self.get('(idle)') ?? 0;
const busy = total - idle;

// Inclusive time per function (a function counted once per stack, however recursive).
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>();
for (const [id, h] of hits) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const f = byId.get(cur)!.callFrame;
    if (!f.url) continue;
    const key = `${f.functionName || '(anonymous)'} ${origin(f.url, f.functionName)}:${f.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + h);
  }
}

const pct = (h: number) => `${((100 * h) / busy).toFixed(1).padStart(5)} %`;
console.log(
  `${file}\n${(busy * msPerSample).toFixed(0)} ms busy of ${(total * msPerSample).toFixed(0)} ms sampled (percentages of busy time)\n`,
);
console.log('Self time by origin:');
for (const [k, h] of [...self]
  .filter(([k]) => k !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(`  ${pct(h)}  ${k}`);
console.log('\nInclusive time by function:');
for (const [k, h] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(h)}  ${k}`);
console.log('\nSelf time by function:');
for (const [k, h] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(h)}  ${k}`);
