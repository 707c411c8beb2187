#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile: Moto G-class screen, simulated slow 4G and 4x CPU
// slowdown) in Debian's Chromium against the one-process app as `npm start` serves it, on the
// landing, login and register pages. Prints the scores and writes them to docs/benchmarks.md.
// Run `npm run build` first. Scores vary from run to run on a shared machine: each page is
// measured RUNS times and the median is kept.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3310);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  ['Landing', '/'],
  ['Login', '/login'],
  ['Register', '/register'],
];
const base = `http://127.0.0.1:${PORT}`;

if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vouch-lighthouse-'));
const server = spawn(process.execPath, ['--conditions=vouch-compiled', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_URL: base,
    LOG_LEVEL: 'warn',
  },
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(chrome, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      bytes: lhr.audits['total-byte-weight'].numericValue,
    });
  }
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    bytes: pick('bytes'),
    all: runs.map((r) => r.performance),
  };
}

let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const rows = [];
  for (const [name, route] of PAGES) {
    const r = await measure(chrome, `${base}${route}`);
    rows.push({ name, route, ...r });
    console.log(
      `${name.padEnd(9)} performance ${r.performance} (runs ${r.all.join(', ')})  accessibility ${r.accessibility}  LCP ${(r.lcp / 1000).toFixed(1)} s  TBT ${Math.round(r.tbt)} ms  ${(r.bytes / 1024).toFixed(0)} KiB`,
    );
  }
  writeReport(rows);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

function writeReport(rows) {
  const chromium = execFileSync(CHROME, ['--version']).toString().trim();
  const cpu = os.cpus();
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim()}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium}; ` +
      `Lighthouse mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs.`,
    '',
    '| Page | Performance | Accessibility | LCP | Total blocking time | Transferred |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.route}\`) | ${r.performance} | ${r.accessibility} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${(r.bytes / 1024).toFixed(0)} KiB |`,
    ),
  ].join('\n');
  const file = path.join(root, 'docs/benchmarks.md');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${table}\n${end}`;
  if (doc.includes(start)) {
    doc = doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block);
  } else {
    doc += `\n## The web app on a phone (\`npm run lighthouse\`)\n\n${block}\n`;
  }
  writeFileSync(file, doc);
  console.log(`Written to ${path.relative(root, file)}`);
}
