#!/usr/bin/env node
// Runs the API integration suite on SQLite, then on PostgreSQL. SKIP_POSTGRES=1 skips the second
// leg on purpose (and says so); otherwise an unreachable PostgreSQL fails with a clear message.
import { spawnSync } from 'node:child_process';

const projects = ['api-sqlite'];
if (process.env.SKIP_POSTGRES === '1') {
  console.warn('SKIP_POSTGRES=1: the PostgreSQL leg of the API suite is skipped on purpose.');
} else {
  projects.push('api-postgres');
}
const args = [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...process.argv.slice(2),
];
const r = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(r.status ?? 1);
