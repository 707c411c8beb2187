import pg from 'pg';
import { adminUrl } from './postgres-url.js';

/** Fails the PostgreSQL leg at once, with a clear message, when the server cannot be reached. */
export default async function checkPostgres() {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(
      `PostgreSQL is unreachable at ${adminUrl()} (${(err as Error).message}). ` +
        'Start it (pg_ctlcluster <version> main start) or set TEST_POSTGRES_URL; ' +
        'SKIP_POSTGRES=1 skips this leg on purpose.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
