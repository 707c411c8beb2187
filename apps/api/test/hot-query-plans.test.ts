import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTypes } from '@vouch/contracts';
import { accountRow } from '../src/modules/account/service.js';
import { readyJobIds } from '../src/jobs/table-queries.js';
import { liveSession } from '../src/modules/auth/sessions.js';
import { recordSearchBy } from '../src/modules/verification/service.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statements every lookup and account-info request runs (decisions 0022, 0025). */
const hot = () =>
  [
    ['session check', liveSession.compiled(t.db).query],
    ['account info', accountRow.compiled(t.db).query],
    ...searchTypes.map(
      ({ value: by }) => [`lookup by ${by}`, recordSearchBy(by).compiled(t.db).query] as const,
    ),
    ['lookup of nobody', recordSearchBy(null).compiled(t.db).query],
  ] as const;

/** The plan's table scans (the values are placeholders: planning needs none). */
async function scansOf(text: string): Promise<string[]> {
  if (process.env.TEST_DB === 'postgres')
    return t.db.transaction().execute(async (tx) => {
      // With sequential scans priced out, a scan left in the plan means no index can serve it.
      await sql`set local enable_seqscan = off`.execute(tx);
      const plan = await sql
        .raw<{ 'QUERY PLAN': string }>(`explain ${text.replace(/\$\d+/g, "'0'")}`)
        .execute(tx);
      return plan.rows.map((r) => r['QUERY PLAN']).filter((line) => line.includes('Seq Scan'));
    });
  const plan = await sql
    .raw<{ detail: string }>(`explain query plan ${text.replace(/\?/g, 'null')}`)
    .execute(t.db);
  return plan.rows
    .map((r) => r.detail)
    .filter((d) => d.startsWith('SCAN ') && d !== 'SCAN CONSTANT ROW');
}

describe('the hot paths find their rows through indexes', () => {
  it('no statement of a lookup or of account info scans a table', async () => {
    for (const [name, query] of hot()) expect(await scansOf(query.sql), name).toEqual([]);
  });
});

describe('the jobs table', () => {
  it('a claim reads only the ready jobs of its queue, never the completed ones it keeps', async () => {
    const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
    const claim = readyJobIds(t.db, dialect, 'webhook-delivery', new Date().toISOString(), 4);
    const { sql: text, parameters } = claim.compile();
    if (dialect === 'postgres') {
      expect(await scansOf(text)).toEqual([]);
      return;
    }
    // Planned with the values bound, as the claim runs (literal nulls would plan otherwise).
    const plan = (
      await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
      )
    ).rows.map((r) => r.detail);
    const reads = plan.filter((d) => / jobs /.test(d));
    expect(reads.length, plan.join('\n')).toBeGreaterThan(0);
    // Searched by queue *and* state: a queue's completed jobs (kept a week) are never read.
    for (const d of reads)
      expect(d).toMatch(/USING (COVERING )?INDEX jobs_ready \(queue=\? AND state=\?/);
  });
});
