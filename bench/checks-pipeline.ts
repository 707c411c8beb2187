/**
 * Benchmark: the whole automated-check pipeline on one realistic passport submission (selfie,
 * passport page with portrait and MRZ, identity lookup, sanctions lists), run repeatedly on a real
 * SQLite file. Prints each stage's time and the total per run, then the medians of the warm runs.
 * Target (automated-checks issue): the whole pipeline under 2 s per submission on 2 cores.
 *
 *   npm run bench -- checks            (RUNS=20 npm run bench -- checks for more runs)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { SANDBOX_BVNS } from '../apps/api/src/adapters/identity/sandbox-identity.js';
import {
  dataUrl,
  facePhoto,
  paidMember,
  passportPage,
  passportSubmission,
} from '../apps/api/test/setup/kyc-fixtures.js';
import { get, post } from '../apps/api/test/setup/members.js';

const RUNS = Number(process.env.RUNS ?? 10);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'vouch-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  RATE_LIMITS: 'off',
  // The benchmark calls the pipeline itself; no check job is queued.
  CHECKS: 'off',
  WEB_DIST: path.join(dataDir, 'no-web'),
  LOG_LEVEL: 'warn',
});
const { app, db, checks } = await buildApp({ config, logger: false });
try {
  await app.ready();
  await checks.syncLists();
  const m = await paidMember(app, db, { first_name: 'Adaeze', last_name: 'Okafor' });
  await post(
    app,
    '/account/verify-identification-number',
    { id_type: 'bvn', id_number: SANDBOX_BVNS.self },
    m.token,
  );
  const page = await passportPage();
  const r = await post(
    app,
    '/kyc/create-new-kyc',
    await passportSubmission({
      identity_type: 'bvn',
      identity_number: SANDBOX_BVNS.self,
      document_file: { f: dataUrl(page), b: null },
      portrait_file: { old_capture: null, new_capture: dataUrl(facePhoto('person-a-1.jpg')) },
    }),
    m.token,
  );
  if (r.code !== 200) throw new Error(`submission failed: ${JSON.stringify(r.body)}`);
  const id = ((await get(app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: { id: string } })
    .info.id;

  console.log(`Automated-check pipeline, one passport submission, ${cpus().length} cores`);
  const totals: number[] = [];
  const perStage = new Map<string, number[]>();
  for (let i = 0; i <= RUNS; i++) {
    const t = await checks.pipeline.run(id);
    if (!t) throw new Error('submission vanished');
    const line = t.stages.map((s) => `${s.stage} ${s.ms.toFixed(0)}`).join(', ');
    console.log(`${i === 0 ? 'cold' : `run ${i}`.padEnd(6)} total ${fmt(t.total)}  (${line})`);
    if (i === 0) continue; // the first run loads the models and the OCR engine
    totals.push(t.total);
    for (const s of t.stages) perStage.set(s.stage, [...(perStage.get(s.stage) ?? []), s.ms]);
  }
  console.log(`\nMedian of ${RUNS} warm runs (stages run concurrently):`);
  for (const [stage, ms] of perStage) console.log(`  ${stage.padEnd(14)} ${fmt(median(ms))}`);
  const med = median(totals);
  console.log(`  ${'total'.padEnd(14)} ${fmt(med)}  (target < 2000 ms)`);
  const results = await db
    .selectFrom('kyc_checks')
    .select(['code', 'outcome'])
    .where('submission_id', '=', id)
    .execute();
  console.log(`\nResults: ${results.map((x) => `${x.code}=${x.outcome}`).join(', ')}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
