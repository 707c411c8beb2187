#!/usr/bin/env node
// Initial JavaScript budgets: every script and modulepreload of the page the server sends for a
// path (the prerendered page named in prerendered/pages.json, else index.html), gzipped. Prints
// the figures; fails when a page is over its budget.
// - '/': 100 kB is issue 25's goal; the static landing page, whose entry hydrates only the header,
//   needs 73 kB of it (React DOM 65 kB), where booting the app's router took 111 kB (decisions
//   0024, 0026).
// - '/login' and '/register': what a slow phone evaluates after their first paint (issue 37,
//   item 6): 153 kB each on 28 Nov, React DOM 65 kB and the router 39 kB of it, until they became
//   static pages without the router, built on their own (decision 0046): 97 and 100 kB. The
//   login's import of the second factor's barrel had made it 199 kB unnoticed (0045).
// - Files: a slow phone pays for each one (a request, a compile, a task). Built with the app, the
//   two pages took 37 and 40 small chunks, which cost them ~200 ms of blocking time; on their own,
//   5 and 6.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGETS_KB = { '/': 100, '/login': 110, '/register': 110 };
const MAX_FILES = { '/': 16, '/login': 8, '/register': 8 };
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const pagesFile = path.join(dist, 'prerendered', 'pages.json');
const pages = existsSync(pagesFile) ? JSON.parse(readFileSync(pagesFile, 'utf8')) : {};

// Every language's page (issue 51): each loads its own catalogue, and each must fit.
const LOCALES = ['en', 'pcm', 'ha', 'yo', 'ig'];
let failed = false;
for (const [pathname, budget] of Object.entries(BUDGETS_KB))
  for (const locale of LOCALES) {
    const file = pages[pathname]?.[locale] ?? 'index.html';
    const html = readFileSync(path.join(dist, file), 'utf8');
    const srcs = [
      ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
      // The page's own language, which its entry loads before hydrating (build/prerender.ts).
      ...html.matchAll(/<link[^>]+data-catalogue[^>]+href="([^"]+\.js)"/g),
    ].map((m) => m[1]);
    let total = 0;
    const lines = [];
    for (const src of new Set(srcs)) {
      const bytes = gzipSync(readFileSync(path.join(dist, src))).length;
      total += bytes;
      lines.push(`  ${src}  ${(bytes / 1024).toFixed(1)} kB gzipped`);
    }
    const kb = total / 1024;
    const maxFiles = MAX_FILES[pathname];
    console.log(
      `'${pathname}' ${locale} (${file}) initial JavaScript: ${kb.toFixed(1)} kB gzipped in ${lines.length} files (budget ${budget} kB, ${maxFiles} files)`,
    );
    if (kb > budget || lines.length > maxFiles) {
      console.log(lines.join('\n'));
      if (kb > budget) console.error(`  over budget by ${(kb - budget).toFixed(1)} kB`);
      if (lines.length > maxFiles) console.error(`  ${lines.length - maxFiles} files too many`);
      failed = true;
    }
  }
if (failed) process.exit(1);
