#!/usr/bin/env node
// The landing page's initial JavaScript budget: every script and modulepreload that index.html
// loads before any lazy route. Prints the figure; fails over budget. 112 kB gzipped holds today's
// 110 kB (React DOM ~62 kB, react-router's data router ~30 kB, the landing ~15 kB); the goal of
// 100 kB needs the landing to stop booting the router (decision 0024).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 112;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const srcs = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);
let total = 0;
for (const src of new Set(srcs)) {
  const bytes = gzipSync(readFileSync(path.join(dist, src))).length;
  total += bytes;
  console.log(`  ${src}  ${(bytes / 1024).toFixed(1)} kB gzipped`);
}
const kb = total / 1024;
console.log(
  `Landing page initial JavaScript: ${kb.toFixed(1)} kB gzipped (budget ${BUDGET_KB} kB)`,
);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}
