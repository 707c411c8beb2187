#!/usr/bin/env node
// The landing page's initial JavaScript budget: every script and modulepreload of the page the
// server sends for '/' (the prerendered static landing page named in prerendered/pages.json, else
// index.html). Prints the figure; fails over budget. 100 kB gzipped is the goal; the
// static landing page, whose entry hydrates only the header, needs 73.0 kB of it (React DOM 65 kB),
// where booting the app's router took 111 kB (decisions 0024, 0026).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const pagesFile = path.join(dist, 'prerendered', 'pages.json');
const landing =
  (existsSync(pagesFile) && JSON.parse(readFileSync(pagesFile, 'utf8'))['/']) || 'index.html';
console.log(`'/' is ${landing}`);
const html = readFileSync(path.join(dist, landing), 'utf8');
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
