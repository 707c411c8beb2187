import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { testDb } from './test-app.js';

/**
 * What a test may need to see of the job engine underneath the `Jobs` interface: the jobs table
 * on SQLite, pg-boss's job table on PostgreSQL.
 */
export const jobTable = testDb === 'postgres' ? 'pgboss.job' : 'jobs';

export interface JobRow {
  id: string;
  state: string;
  /** 1 on the first run */
  attempts: number;
}

/** The jobs of `queue` whose data has `field` = `value`. */
export async function jobsWhere(
  db: Db,
  queue: string,
  field: string,
  value: string,
): Promise<JobRow[]> {
  if (testDb === 'postgres') {
    const r = await sql<{ id: string; state: string; retry_count: number }>`
      select id, state, retry_count from pgboss.job
      where name = ${queue} and data->>${field} = ${value}
    `.execute(db);
    // pg-boss counts a job's retries; a job taken again after its lease ran out is one more.
    return r.rows.map((j) => ({ id: j.id, state: j.state, attempts: Number(j.retry_count) + 1 }));
  }
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'state', 'attempts', 'data'])
    .where('queue', '=', queue)
    .execute();
  return rows
    .filter((j) => (JSON.parse(j.data) as Record<string, unknown>)[field] === value)
    .map((j) => ({ id: j.id, state: j.state, attempts: Number(j.attempts) }));
}

/** As a worker that claimed the job and died would leave it: running, its lease over. */
export async function leaseRanOut(db: Db, id: string) {
  if (testDb === 'postgres') {
    await sql`
      update pgboss.job set state = 'active', started_on = now() - interval '1 hour'
      where id = ${id}::uuid
    `.execute(db);
    return;
  }
  await db
    .updateTable('jobs')
    .set({ state: 'active', locked_until: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', id)
    .execute();
}
