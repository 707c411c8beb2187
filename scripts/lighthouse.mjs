#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile: Moto G-class screen, simulated slow 4G and 4x CPU
// slowdown) in Debian's Chromium against the one-process app as `npm start` serves it, on the
// landing, login and register pages. Prints the scores and writes them to docs/benchmarks.md.
// Run `npm run build` first. Scores vary from run to run on a shared machine: each page is
// measured RUNS times, every run is printed with the load average at its start (a busy machine
// explains a low score), and the median is kept. A run Lighthouse could not score (null, e.g. a
// page that timed out) is repeated instead of counted as 0.
//
// LIGHTHOUSE_CPU_SLOWDOWN=8 measures a slow day on a quiet machine: Lighthouse scales the CPU
// time it observes by this factor (4 in the mobile preset), so 8 is this machine at half its
// speed, as on the days it scored the landing page 92 instead of 100. Such a run prints its
// scores but leaves docs/benchmarks.md alone, which holds the preset's figures.
//
// LIGHTHOUSE_LOCALE=yo measures the pages as a visitor who chose Yoruba gets them (the language
// cookie, issue 51): each is prerendered once per language with its own catalogue chunk. Such a
// run prints its scores and leaves docs/benchmarks.md alone too.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3310);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PRESET_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? PRESET_SLOWDOWN);
if (!(CPU_SLOWDOWN >= 1)) {
  console.error('LIGHTHOUSE_CPU_SLOWDOWN is a number, 1 or more (the preset uses 4).');
  process.exit(1);
}
const LOCALE = process.env.LIGHTHOUSE_LOCALE ?? '';
if (LOCALE && !/^[a-z]{2,3}$/.test(LOCALE)) {
  console.error('LIGHTHOUSE_LOCALE is a language code: pcm, ha, yo or ig.');
  process.exit(1);
}
const PAGES = [
  ['Landing', '/'],
  ['Login', '/login'],
  ['Register', '/register'],
];
const base = `http://127.0.0.1:${PORT}`;

/** How many times a run that returned no score is tried again before giving up. */
const RETRIES = 3;

if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

/** True when something already listens on the port: we would measure that server, not ours. */
function portBusy(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

if (await portBusy(PORT)) {
  console.error(`Port ${PORT} is already in use: stop what listens there or set LIGHTHOUSE_PORT.`);
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
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One Lighthouse run, or null when it returned no performance or accessibility score. */
async function runOnce(chrome, url) {
  const { lhr } = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(LOCALE ? { extraHeaders: { Cookie: `vouch_lang=${LOCALE}` } } : {}),
    },
    CPU_SLOWDOWN === PRESET_SLOWDOWN
      ? undefined
      : {
          extends: 'lighthouse:default',
          settings: {
            throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
          },
        },
  );
  const { performance, accessibility } = lhr.categories;
  if (typeof performance.score !== 'number' || typeof accessibility.score !== 'number') {
    const why = lhr.runtimeError?.message ?? 'no score';
    console.log(`    ${url}: ${why}; running it again`);
    return null;
  }
  return {
    performance: Math.round(performance.score * 100),
    accessibility: Math.round(accessibility.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    bytes: lhr.audits['total-byte-weight'].numericValue,
  };
}

async function measure(chrome, name, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const load = loadAverage();
    let run = null;
    for (let attempt = 0; run === null && attempt <= RETRIES; attempt++) {
      run = await runOnce(chrome, url);
    }
    if (run === null) throw new Error(`${url}: no score after ${RETRIES + 1} attempts`);
    runs.push({ ...run, load });
    console.log(
      `  ${name} run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
        `LCP ${(run.lcp / 1000).toFixed(1)} s, TBT ${Math.round(run.tbt)} ms (load average ${load})`,
    );
  }
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    bytes: pick('bytes'),
    all: runs.map((r) => r.performance),
    loads: runs.map((r) => r.load.split(' ')[0]),
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
    const r = await measure(chrome, name, `${base}${route}`);
    rows.push({ name, route, ...r });
    console.log(
      `${name.padEnd(9)} performance ${r.performance} (runs ${r.all.join(', ')})  accessibility ${r.accessibility}  LCP ${(r.lcp / 1000).toFixed(1)} s  TBT ${Math.round(r.tbt)} ms  ${(r.bytes / 1024).toFixed(0)} KiB  (1-minute load ${r.loads.join(', ')})`,
    );
  }
  if (CPU_SLOWDOWN === PRESET_SLOWDOWN && !LOCALE) writeReport(rows);
  else
    console.log(
      `${LOCALE ? `In ${LOCALE}` : `${CPU_SLOWDOWN}× CPU slowdown`}: docs/benchmarks.md keeps the preset's English figures`,
    );
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
      `Lighthouse mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs; ` +
      `each run's performance score and the 1-minute load average at its start are listed.`,
    '',
    '| Page | Performance | Accessibility | LCP | Total blocking time | Transferred | Runs | Load |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.route}\`) | ${r.performance} | ${r.accessibility} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${(r.bytes / 1024).toFixed(0)} KiB | ${r.all.join(', ')} | ${r.loads.join(', ')} |`,
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
