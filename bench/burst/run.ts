/**
 * One burst run: a fresh SQLite file with paid members, the compiled API (and, split, a worker
 * process) started as production runs them, a quiet /health window, then every member submits
 * at once through the real HTTP API while /health is probed, until every submission's checks
 * are done. Memory is read from /proc/<pid>/status (VmRSS) every 100 ms.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig, TEST_SANCTIONS_LISTS } from '../../apps/api/src/config.js';
import { createDb, migrateToLatest } from '../../apps/api/src/db/database.js';
import { freePort, secrets, stop, waitFor } from '../api/run.js';
import type { SubmissionImages } from './images.js';
import { seedPaidMembers } from './seed.js';

/** one-process: the API runs the checks itself (WORKERS=on); split: WORKERS=off + `npm run worker`. */
export type Mode = 'one-process' | 'split';

export interface Latency {
  requests: number;
  /** Answers other than 200, errors and timeouts. */
  notOk: number;
  p50: number;
  p99: number;
  max: number;
}

export interface Memory {
  /** MiB when idle, models loaded, before the burst. */
  idle: number;
  /** Highest sample during the burst. */
  peak: number;
}

export interface BurstResult {
  mode: Mode;
  submissions: number;
  quiet: Latency;
  burst: Latency;
  /** Each submission's HTTP answer time (upload + cleaning + storing + the transaction). */
  submitMs: { p50: number; max: number; statuses: Record<string, number> };
  /** From the first request sent to the last submission's checks stored. */
  checksDoneS: number;
  api: Memory;
  worker: Memory | null;
  /** code=outcome counts over every submission's checks (to see the checks really ran). */
  outcomes: Record<string, number>;
}

export interface BurstSpec {
  mode: Mode;
  submissions: number;
  images: SubmissionImages;
  workDir: string;
  quietSeconds: number;
  healthRate: number;
  cpuProf: boolean;
  log: (s: string) => void;
}

const root = path.resolve(import.meta.dirname, '../..');
const API = '/api/v1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The node arguments of an npm script ("node <args…>"), so the bench runs what `npm run` does. */
function scriptArgs(name: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...args] = pkg.scripts[name]!.split(/\s+/);
  if (node !== 'node') throw new Error(`npm run ${name} does not start with node`);
  return args;
}

const ownRssMiB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
};
/** A process's resident memory with its children's (the API's image cleaner, decision 0025). */
const rssMiB = (pid: number): number => {
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((t) =>
      readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    // exited meanwhile
  }
  return ownRssMiB(pid) + children.reduce((sum, c) => sum + rssMiB(c), 0);
};
const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/** Until the process uses under a tenth of a core for two seconds (models loaded, caches warm). */
async function settled(pid: number, maxMs = 90_000) {
  const until = Date.now() + maxMs;
  let calm = 0;
  let last = cpuTicks(pid);
  while (Date.now() < until && calm < 4) {
    await sleep(500);
    const now = cpuTicks(pid);
    calm = now - last < 5 ? calm + 1 : 0;
    last = now;
  }
}

async function waitForLine(file: string, text: string, child: ChildProcess, what: string) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (readFileSync(file, 'utf8').includes(text)) return;
    await sleep(250);
  }
  throw new Error(`${what} never said "${text}"`);
}

/** The /health prober in its own process; `finish()` stops it and gives its figures. */
async function probe(url: string, rate: number) {
  const child = fork(path.join(import.meta.dirname, 'probe.ts'), [url, String(rate), '10'], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
  });
  const result = new Promise<Latency>((resolve, reject) => {
    child.on('message', (m) => {
      if (m === 'started') return;
      const r = m as Latency & { error?: string };
      if (r.error) reject(new Error(r.error));
      else resolve(r);
    });
    child.once('exit', (code) => reject(new Error(`the prober exited (${code})`)));
  });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return {
    finish: () => {
      child.send('stop');
      return result;
    },
  };
}

/** Samples each process's VmRSS every 100 ms; `peak()` is the highest since start(). */
function sampler(pids: number[]) {
  const peaks = pids.map(() => 0);
  const timer = setInterval(() => {
    pids.forEach((pid, i) => {
      try {
        peaks[i] = Math.max(peaks[i]!, rssMiB(pid));
      } catch {
        // exited
      }
    });
  }, 100);
  return {
    peaks: () => {
      clearInterval(timer);
      return peaks;
    },
  };
}

/**
 * NODE_ENV=production with what production insists on: real-provider settings pointing at a closed
 * port (nothing here pays, looks up or mails), and sanctions lists under names of their own —
 * copies of the fictional test lists, which production refuses by path (a real list is bigger, so
 * the screening stage costs a little more in production than here).
 */
function productionEnv(dir: string, port: number, mode: Mode) {
  const lists = TEST_SANCTIONS_LISTS.map((p, i) => {
    const copy = path.join(dir, `list-${i}-${path.basename(p)}`);
    copyFileSync(p, copy);
    return copy;
  });
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: `sqlite:${path.join(dir, 'vouch.db')}`,
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'loopback',
    ...secrets(),
    SMTP_URL: 'smtp://127.0.0.1:9',
    PAYMENT_PROVIDER: 'flutterwave',
    FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK-bench',
    FLUTTERWAVE_SECRET_KEY: 'FLWSECK-bench',
    FLUTTERWAVE_WEBHOOK_HASH: 'bench-webhook-hash',
    FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:9',
    IDENTITY_PROVIDER: 'dojah',
    DOJAH_APP_ID: 'bench',
    DOJAH_SECRET_KEY: 'bench',
    DOJAH_BASE_URL: 'http://127.0.0.1:9',
    SMS_PROVIDER: 'termii',
    TERMII_API_KEY: 'bench',
    TERMII_SENDER_ID: 'Vouch',
    TERMII_BASE_URL: 'http://127.0.0.1:9',
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_ACCESS_TOKEN: 'bench',
    WHATSAPP_PHONE_NUMBER_ID: '1',
    WHATSAPP_TEMPLATE: 'bench',
    WHATSAPP_BASE_URL: 'http://127.0.0.1:9',
    CHECKS: 'on',
    SANCTIONS_LISTS: lists.join(','),
    WORKERS: mode === 'split' ? 'off' : 'on',
    // The worker shares this machine with the API: README's setting for that (the API first).
    ...(mode === 'split' ? { WORKER_NICE: '10' } : {}),
  } satisfies Record<string, string>;
}

const dataUrl = (b: Buffer) => `data:image/jpeg;base64,${b.toString('base64')}`;

/** A passport submission (selfie and photo page: the two 12 MP images), as the web app sends it. */
function submissionBody(images: SubmissionImages, i: number): Buffer {
  return Buffer.from(
    JSON.stringify({
      identity_type: 'nin',
      identity_number: String(30_000_000_000 + i),
      country: 'nigeria',
      document_type: 'passport',
      applicant_type: 'individual',
      document_file: { f: dataUrl(images.passport), b: null },
      portrait_file: { old_capture: null, new_capture: dataUrl(images.selfie) },
      business_cartificate_file: null,
      biometric_consent: true,
    }),
  );
}

export async function runBurst(spec: BurstSpec): Promise<BurstResult> {
  const { mode, log } = spec;
  const dir = path.join(spec.workDir, mode);
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const env = productionEnv(dir, port, mode);
  const config = loadConfig(env);

  const db = createDb(config.database);
  await migrateToLatest(db);
  const members = await seedPaidMembers(db, config, spec.submissions);
  const bodies = members.map((_, i) => submissionBody(spec.images, i));

  const children: ChildProcess[] = [];
  const start = (script: string, name: string) => {
    const logFile = path.join(dir, `${name}.log`);
    const out = openSync(logFile, 'a');
    const prof = spec.cpuProf
      ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, `${name}-profile`)}`]
      : [];
    const child = spawn(process.execPath, [...prof, ...scriptArgs(script)], {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...env },
    });
    children.push(child);
    return { child, logFile };
  };
  try {
    const api = start('serve', 'api');
    const worker = mode === 'split' ? start('worker', 'worker') : null;
    await waitFor(`http://127.0.0.1:${port}${API}/health`, api.child, 'the API');
    if (worker) await waitForLine(worker.logFile, 'Vouch worker ready', worker.child, 'the worker');
    // The one-process API loads its face models and OCR in the background after it listens.
    await settled(api.child.pid!);
    if (worker) await settled(worker.child.pid!);
    const pids = [api.child.pid!, ...(worker ? [worker.child.pid!] : [])];
    const idle = pids.map(rssMiB);
    log(
      `  ${mode}: ready; RSS idle API ${idle[0]!.toFixed(0)} MiB` +
        (worker ? `, worker ${idle[1]!.toFixed(0)} MiB` : ''),
    );

    const healthUrl = `http://127.0.0.1:${port}${API}/health`;
    const quietProbe = await probe(healthUrl, spec.healthRate);
    await sleep(spec.quietSeconds * 1000);
    const quiet = await quietProbe.finish();

    const burstProbe = await probe(healthUrl, spec.healthRate);
    await sleep(500);
    const rss = sampler(pids);
    const started = performance.now();
    const answers = await Promise.all(
      members.map(async (m, i) => {
        const t = performance.now();
        const r = await fetch(`http://127.0.0.1:${port}${API}/kyc/create-new-kyc`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${m.token}`,
            'content-type': 'application/json',
            'x-forwarded-for': `10.8.0.${i + 1}`,
          },
          body: bodies[i],
        });
        const text = await r.text();
        if (r.status !== 200) log(`  submission ${i} answered ${r.status}: ${text.slice(0, 300)}`);
        return { status: r.status, ms: performance.now() - t };
      }),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    for (;;) {
      const { done } = (
        await sql<{ done: number }>`
          select count(*) as done from kyc_submissions where checks_done_at is not null`.execute(db)
      ).rows[0]!;
      if (Number(done) >= accepted) break;
      if (performance.now() - started > 300_000) throw new Error('checks not done in 5 minutes');
      await sleep(100);
    }
    const checksDoneS = (performance.now() - started) / 1000;
    const peaks = rss.peaks();
    const burst = await burstProbe.finish();

    const outcomes: Record<string, number> = {};
    for (const c of await db.selectFrom('kyc_checks').select(['code', 'outcome']).execute())
      outcomes[`${c.code}=${c.outcome}`] = (outcomes[`${c.code}=${c.outcome}`] ?? 0) + 1;
    const statuses: Record<string, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
    return {
      mode,
      submissions: members.length,
      quiet,
      burst,
      submitMs: { p50: ms[Math.floor(ms.length / 2)]!, max: ms[ms.length - 1]!, statuses },
      checksDoneS,
      api: { idle: idle[0]!, peak: peaks[0]! },
      worker: worker ? { idle: idle[1]!, peak: peaks[1]! } : null,
      outcomes,
    };
  } finally {
    for (const c of children) await stop(c);
    await db.destroy();
  }
}
