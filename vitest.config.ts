import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { vouchI18n } from './apps/web/build/i18n';

/**
 * unit: pure logic (contracts, crypto, config). api-sqlite / api-postgres: the same API suite
 * against a real SQLite file and the real PostgreSQL on this machine (DESIGN.md). api-cluster:
 * several processes at once (scripts/test-api.mjs builds the API for it first).
 */
const apiProject = (
  db: 'sqlite' | 'postgres',
  name = `api-${db}`,
  include = ['apps/api/test/*.test.ts'],
) => ({
  test: {
    name,
    include,
    env: { TEST_DB: db },
    // A migrated database per engine that every test copies (decision 0048).
    globalSetup: [
      ...(db === 'postgres' ? ['apps/api/test/setup/postgres-global.ts'] : []),
      'apps/api/test/setup/template-global.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // Every file builds its own app on its own database: they share a process (and its imports,
    // about 3 s a file) instead of each starting one (CI time, decision 0025).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one on this 2-core machine,
    // where the API files spend much of their time waiting on PostgreSQL, on a server they
    // started or on their own timers. Two at least (issue 44: decision 0048's figures).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // `npm test` (scripts/test.mjs) sets VOUCH_TIMINGS to print the slowest files at the end.
    reporters: process.env.VOUCH_TIMINGS
      ? ['default', './scripts/test/vitest-timings.mjs']
      : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          // Worker threads, wasm renderers and SQLite files start slowly on a busy 2-core CI
          // machine: 5 s timed out tests that assert nothing about time.
          testTimeout: 30_000,
        },
      },
      {
        // Screens' pure logic and components; files opt into jsdom where they need a DOM.
        // The catalogues' virtual modules as the build makes them (apps/web/build/i18n.ts).
        plugins: [vouchI18n()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      apiProject('sqlite'),
      apiProject('postgres', 'api-postgres', [
        'apps/api/test/*.test.ts',
        // What only PostgreSQL has (its spans in a trace).
        'apps/api/test/postgres-only/*.test.ts',
      ]),
      // The embedded default's own operations (backup, restore, migrate-to): an embedded install
      // on SQLite, moved to the PostgreSQL on this machine. Runs where both are (test-api.mjs).
      apiProject('sqlite', 'api-embedded', ['apps/api/test/embedded/*.test.ts']),
      {
        // Several compiled API instances and workers on PostgreSQL, Redis, S3 and SMTP.
        test: {
          name: 'api-cluster',
          include: ['apps/api/test/cluster/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/api/test/setup/postgres-global.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          pool: 'forks' as const,
        },
      },
    ],
  },
});
