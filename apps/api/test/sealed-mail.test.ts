import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, testDb, type TestApp } from './setup/test-app.js';

/**
 * Issue 31, item 6b: the export-ready mail sat in the jobs table in clear (the address, the name
 * and the one-time download token). Every queued mail is sealed (decision 0013): whatever a
 * database reader sees of the mail queue is ciphertext.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The data of every mail job as stored, sent or not (pg-boss keeps completed jobs a while). */
async function mailJobData(): Promise<string[]> {
  if (testDb === 'postgres') {
    const r = await sql<{ data: string }>`
      select data::text as data from pgboss.job where name = 'mail'
    `.execute(t.db);
    return r.rows.map((x) => x.data);
  }
  const rows = await t.db.selectFrom('jobs').select('data').where('queue', '=', 'mail').execute();
  return rows.map((x) => x.data);
}

describe('mail waiting in the jobs table', () => {
  it('is sealed, every kind of it: no address, name or link in clear', async () => {
    const m = await registerMember(t.app, t.db, {
      verify: true,
      overrides: { first_name: 'Oluwaseun' },
    });
    await post(
      t.app,
      '/support/tickets',
      {
        fullName: 'Oluwaseun Okafor',
        email: m.email,
        category: 'account',
        subject: 'A subject only the member knows',
        message: 'Long enough to be accepted as a ticket message.',
      },
      m.token,
    );
    await post(t.app, '/auth/forgot-password', { email_address: m.email });
    expect((await post(t.app, '/privacy/export', {}, m.token)).code).toBe(200);
    await t.jobs.drain();
    const ready = await waitForMail(t.db, m.email, 'copy of your Vouch data');
    await waitForMail(t.db, m.email, 'Reset');

    const data = await mailJobData();
    // Verification, ticket, reset and the export's link at least.
    expect(data.length).toBeGreaterThanOrEqual(4);
    const token = /token=([A-Za-z0-9_%-]+)/.exec(ready.text_body)![1]!;
    for (const raw of data) {
      expect(Object.keys(JSON.parse(raw) as object)).toEqual(['sealed']);
      for (const secret of [m.email, 'Oluwaseun', 'A subject only the member knows', token])
        expect(raw).not.toContain(secret);
    }
  });
});
