#!/usr/bin/env node
// Runs the API integration suite on SQLite, then on PostgreSQL, then the cluster suite (several
// processes on PostgreSQL, Redis and S3), then the API benchmark's smoke run. SKIP_POSTGRES=1
// skips the PostgreSQL legs on purpose (and says so); otherwise an unreachable PostgreSQL or
// Redis fails with a clear message.
import { spawnSync } from 'node:child_process';

const projects = ['api-sqlite'];
if (process.env.SKIP_POSTGRES === '1') {
  console.warn('SKIP_POSTGRES=1: the PostgreSQL leg of the API suite is skipped on purpose.');
} else {
  // The embedded install's backup and its move to PostgreSQL need both databases.
  projects.push('api-postgres', 'api-embedded');
}
const args = [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...process.argv.slice(2),
];
const r = spawnSync('npx', args, { stdio: 'inherit' });
if (r.status !== 0 || process.env.SKIP_POSTGRES === '1' || process.argv.length > 2)
  process.exit(r.status ?? 1);

// Several API instances and workers, compiled as production runs them, on one PostgreSQL
// database with Redis, an S3-compatible server and an SMTP server.
for (const ws of ['packages/contracts', 'apps/api']) {
  const b = spawnSync('npm', ['run', 'build', '-w', ws], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const c = spawnSync('npx', ['vitest', 'run', '--project', 'api-cluster'], { stdio: 'inherit' });
if (c.status !== 0) process.exit(c.status ?? 1);

// The API benchmark, small (2,000 members, a second per endpoint, SQLite and PostgreSQL), so it
// keeps working: it fails on an unexpected answer, never on a figure (machines are noisy).
const s = spawnSync('npm', ['run', 'bench:smoke'], { stdio: 'inherit' });
process.exit(s.status ?? 1);
