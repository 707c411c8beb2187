import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openMail, sealMail, type SealedMail } from '../src/adapters/mail/sealed-mail.js';
import type { Db } from '../src/db/database.js';
import { createJobs, tableJobs, type Jobs, type JobsSettings } from '../src/jobs/index.js';
import { readyJobIds } from '../src/jobs/table-queries.js';
import { columnsFor } from './setup/columns.js';
import { createTestDb, testDb, testSecrets } from './setup/test-app.js';

/**
 * The jobs contract (the outbox of every state change and the background work), through the
 * `Jobs` interface only: the jobs table on the embedded SQLite file, pg-boss on PostgreSQL. The
 * same suite, the same expectations.
 */
const quiet = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as FastifyBaseLogger;

let store: Awaited<ReturnType<typeof createTestDb>>;
const open: Jobs[] = [];
const extraDbs: Db[] = [];
beforeAll(async () => {
  store = await createTestDb();
});
afterEach(async () => {
  for (const j of open.splice(0)) await j.stop(500);
});
afterAll(async () => {
  for (const db of extraDbs) await db.destroy();
  await store.close();
});

/** pg-boss counts retry delays in whole seconds; the table backend is scaled down instead. */
const fastRetries: JobsSettings['policies'] = {
  mail: { maxAttempts: 4, retryBaseMs: testDb === 'postgres' ? 1000 : 50 },
};

function jobs(db: Db = store.db, policies = fastRetries): Jobs {
  const j = createJobs(store.config, db, quiet, { pollMs: 100, retryScale: 1, policies });
  open.push(j);
  return j;
}

let n = 0;
/** Queued mail is sealed (issue 31): the test keeps each one's subject to know it again. */
const cols = columnsFor(testSecrets().MASTER_KEYS);
const mail = (subject = `#${++n}`): { subject: string; job: SealedMail } => ({
  subject,
  job: sealMail(cols, { to: `m${n}@example.com`, subject, text: '', html: '' }),
});
const subjectOf = (m: SealedMail) => openMail(cols, m).subject;
const until = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe(`jobs written in a transaction (${testDb === 'postgres' ? 'pg-boss' : 'jobs table'})`, () => {
  it('run once when the transaction commits, never when it rolls back', async () => {
    const j = jobs();
    const seen: string[] = [];
    j.work('mail', async (m) => {
      seen.push(subjectOf(m));
    });
    await j.start();
    const [lost, kept] = [mail(), mail()];
    await store.db
      .transaction()
      .execute(async (tx) => {
        await j.send(tx, 'mail', lost.job);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await store.db.transaction().execute((tx) => j.send(tx, 'mail', kept.job));
    j.kick();
    await until(() => seen.length > 0);
    await j.drain();
    expect(seen).toEqual([kept.subject]);
    expect(await j.failed()).toEqual([]);
  });
});

describe('failures', () => {
  it('a failing job is retried with growing delays, then listed as failed; retry runs it again', async () => {
    const j = jobs();
    const at: number[] = [];
    let fail = true;
    const m = mail();
    j.work('mail', async (x) => {
      if (subjectOf(x) !== m.subject) return;
      at.push(Date.now());
      if (fail) throw new Error('SMTP is down');
    });
    await j.start();
    await j.send(store.db, 'mail', m.job);
    await until(async () => (await j.failed()).length === 1, 60_000);
    expect(at).toHaveLength(4);
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    expect(gaps[2]!).toBeGreaterThan(gaps[0]!);
    const [failed] = await j.failed();
    expect(failed).toMatchObject({ queue: 'mail', attempts: 4 });
    expect(failed!.last_error).toContain('SMTP is down');

    fail = false;
    expect(await j.retry(failed!.id)).toBe(true);
    await until(() => at.length === 5);
    await until(async () => (await j.failed()).length === 0);
    expect(await j.retry(failed!.id)).toBe(false);
  }, 90_000);

  it('a queue taken in batches runs them side by side; a job that throws is run again until it succeeds', async () => {
    // Webhook deliveries are fetched four at a time on pg-boss (their reruns are no-ops); the
    // table engine claims up to `concurrency` in one statement anyway.
    const j = jobs(store.db, {
      mail: { ...fastRetries.mail, concurrency: 4, batchSize: 4 },
    });
    const runs = new Map<string, number>();
    let running = 0;
    let most = 0;
    const sent = Array.from({ length: 8 }, () => mail());
    const flaky = sent[2]!.subject;
    j.work('mail', async (x) => {
      const subject = subjectOf(x);
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 150));
      running -= 1;
      runs.set(subject, (runs.get(subject) ?? 0) + 1);
      if (subject === flaky && runs.get(subject) === 1) throw new Error('the first try fails');
    });
    await store.db.transaction().execute(async (tx) => {
      for (const m of sent) await j.send(tx, 'mail', m.job);
    });
    await j.start();
    j.kick('mail');
    await until(() => sent.every((m) => (runs.get(m.subject) ?? 0) >= 1) && runs.get(flaky) === 2);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
    await j.drain();
    expect(await j.failed()).toEqual([]);
  }, 60_000);

  it('workBatch: jobs come a batch at a time, at most batchSize; a batch that throws is run again whole', async () => {
    // Webhook deliveries are read, sent and recorded a batch at a time (decision 0040).
    const j = jobs(store.db, {
      mail: { ...fastRetries.mail, concurrency: 6, batchSize: 3 },
    });
    const batches: string[][] = [];
    let failOnce = true;
    const sent = Array.from({ length: 6 }, () => mail());
    j.workBatch('mail', async (batch) => {
      const subjects = batch.map((b) => subjectOf(b.data));
      batches.push(subjects);
      if (failOnce && subjects.includes(sent[4]!.subject)) {
        failOnce = false;
        throw new Error('the database went away');
      }
    });
    await j.start();
    await store.db.transaction().execute(async (tx) => {
      for (const m of sent) await j.send(tx, 'mail', m.job);
    });
    j.kick('mail');
    const failedAt = () => batches.findIndex((b) => b.includes(sent[4]!.subject));
    const runs = (s: string) => batches.flat().filter((x) => x === s).length;
    // Every job of the failed batch runs again; the others run once.
    const expected = (s: string) => (batches[failedAt()]!.includes(s) ? 2 : 1);
    await until(() => failedAt() >= 0 && sent.every((m) => runs(m.subject) >= expected(m.subject)));
    await j.drain();
    expect(batches.every((b) => b.length >= 1 && b.length <= 3)).toBe(true);
    expect(batches.some((b) => b.length > 1)).toBe(true);
    for (const m of sent) expect(runs(m.subject)).toBe(expected(m.subject));
    expect(await j.failed()).toEqual([]);
  }, 60_000);

  it('stop waits for running jobs, then hands back one that outlasts it: another worker runs it', async () => {
    const a = jobs();
    const started: string[] = [];
    a.work('mail', (m) => {
      started.push(subjectOf(m));
      return subjectOf(m).endsWith('slow') ? new Promise(() => undefined) : Promise.resolve();
    });
    await a.start();
    const quick = mail();
    const slow = mail(`#${++n} slow`);
    await a.send(store.db, 'mail', quick.job);
    await a.send(store.db, 'mail', slow.job);
    await until(() => started.includes(slow.subject) && started.includes(quick.subject));
    const stopping = Date.now();
    await a.stop(300);
    expect(Date.now() - stopping).toBeLessThan(5000);

    const b = jobs();
    const ranOnB: string[] = [];
    b.work('mail', async (m) => {
      ranOnB.push(subjectOf(m));
    });
    await b.start();
    await until(() => ranOnB.includes(slow.subject), 30_000);
    expect(ranOnB).not.toContain(quick.subject);
  }, 60_000);
});

/** The embedded engine's own promises (it also runs on PostgreSQL, so both legs test it). */
function table(): Jobs {
  const j = tableJobs({ db: store.db, dialect: testDb, log: quiet, pollMs: 50 });
  open.push(j);
  return j;
}

describe('the jobs table', () => {
  it('takes a job again once the lease of the worker that claimed it is over', async () => {
    const j = table();
    const seen: number[] = [];
    j.work('mail', async (_m, info) => {
      seen.push(info.attempt);
    });
    await j.start();
    // As a worker elsewhere that claimed it and died would leave it.
    const now = new Date().toISOString();
    await store.db
      .insertInto('jobs')
      .values({
        id: 'claimed-by-a-dead-worker',
        queue: 'mail',
        data: JSON.stringify(mail().job),
        state: 'active',
        attempts: 1,
        max_attempts: 4,
        run_after: now,
        locked_until: new Date(Date.now() + 600).toISOString(),
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toEqual([]);
    await until(() => seen.length === 1);
    expect(seen).toEqual([2]);
  });

  it('repeats a job on its interval, never two waiting at once', async () => {
    const j = table();
    let runs = 0;
    j.work('uploads-sweep', async () => {
      runs += 1;
    });
    j.repeat('uploads-sweep', 0.005); // every 300 ms
    await j.start();
    await until(() => runs >= 2, 10_000);
    const waiting = await store.db
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', 'uploads-sweep')
      .where('state', 'in', ['queued', 'active'])
      .execute();
    expect(waiting.length).toBeLessThanOrEqual(1);
  });
  it('a claim takes the oldest ready jobs of its queue: due ones and those whose lease ran out', async () => {
    const at = (s: number) => new Date(Date.now() + s * 1000).toISOString();
    const row = (
      id: string,
      queue: string,
      state: string,
      runAfter: string,
      lockedUntil: string | null,
    ) => ({
      id,
      queue,
      data: '{}',
      state,
      attempts: state === 'queued' ? 0 : 1,
      max_attempts: 4,
      run_after: runAfter,
      locked_until: lockedUntil,
      last_error: null,
      created_at: runAfter,
      updated_at: runAfter,
    });
    await store.db
      .insertInto('jobs')
      .values([
        row('rq-due-3', 'privacy-purge', 'queued', at(-30), null),
        row('rq-lease-over', 'privacy-purge', 'active', at(-50), at(-1)),
        row('rq-due-1', 'privacy-purge', 'queued', at(-70), null),
        row('rq-lease-held', 'privacy-purge', 'active', at(-80), at(60)),
        row('rq-later', 'privacy-purge', 'queued', at(60), null),
        row('rq-done', 'privacy-purge', 'completed', at(-90), null),
        row('rq-other-queue', 'mail', 'queued', at(-100), null),
        row('rq-due-2', 'privacy-purge', 'queued', at(-40), null),
      ] as never)
      .execute();
    const dialect = testDb === 'postgres' ? 'postgres' : 'sqlite';
    const ids = async (n: number) =>
      (await readyJobIds(store.db, dialect, 'privacy-purge', at(0), n).execute()).map((r) => r.id);
    expect(await ids(10)).toEqual(['rq-due-1', 'rq-lease-over', 'rq-due-2', 'rq-due-3']);
    // The first n overall, wherever they come from.
    expect(await ids(2)).toEqual(['rq-due-1', 'rq-lease-over']);
    await store.db.deleteFrom('jobs').where('id', 'like', 'rq-%').execute();
  });
});

describe('several workers on one database', () => {
  it('each job runs exactly once', async () => {
    const other = store.open();
    extraDbs.push(other);
    const ran = new Map<string, string[]>();
    const handler = (who: string) => async (data: SealedMail) => {
      const subject = subjectOf(data);
      ran.set(subject, [...(ran.get(subject) ?? []), who]);
      await new Promise((r) => setTimeout(r, 50));
    };
    const a = jobs(store.db);
    const b = jobs(other);
    a.work('mail', handler('a'));
    b.work('mail', handler('b'));
    const sent = Array.from({ length: 40 }, () => mail());
    await a.start();
    await b.start();
    for (const m of sent) await a.send(store.db, 'mail', m.job);
    await until(() => sent.every((m) => ran.has(m.subject)), 60_000);
    await a.drain();
    for (const m of sent) expect(ran.get(m.subject), m.subject).toHaveLength(1);
    const byA = sent.filter((m) => ran.get(m.subject)![0] === 'a').length;
    expect(byA).toBeGreaterThan(0);
    expect(byA).toBeLessThan(40);
  }, 90_000);
});
