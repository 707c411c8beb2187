import { defineConfig } from 'vitest/config';

/**
 * unit: pure logic (contracts, crypto, config). api-sqlite / api-postgres: the same API suite
 * against a real SQLite file and the real PostgreSQL on this machine (DESIGN.md). api-cluster:
 * several processes at once (scripts/test-api.mjs builds the API for it first).
 */
const apiProject = (db: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['apps/api/test/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: db === 'postgres' ? ['apps/api/test/setup/postgres-global.ts'] : [],
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
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
        },
      },
      {
        // Screens' pure logic and components; files opt into jsdom where they need a DOM.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      apiProject('sqlite'),
      apiProject('postgres'),
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
