import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/adapters/mail/mailer.js';
import { dialectOf, type Db } from '../src/db/database.js';
import { tableJobs, type Jobs } from '../src/jobs/index.js';
import { createTestDb } from './setup/test-app.js';

/**
 * The jobs contract (the outbox of every state change), on the embedded SQLite file and on
 * PostgreSQL: the same suite, the same expectations.
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
  for (const j of open.splice(0)) await j.stop(0);
  await store.db.deleteFrom('jobs').execute();
});
afterAll(async () => {
  for (const db of extraDbs) await db.destroy();
  await store.close();
});

function jobs(db: Db = store.db, retryScale = 0.001): Jobs {
  const j = tableJobs({ db, dialect: dialectOf(db), log: quiet, pollMs: 20, retryScale });
  open.push(j);
  return j;
}

const mail = (n: number): Mail => ({
  to: `m${n}@example.com`,
  subject: `#${n}`,
  text: '',
  html: '',
});
const rows = () => store.db.selectFrom('jobs').selectAll().execute();
const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('jobs written in a transaction', () => {
  it('run once when the transaction commits, never when it rolls back', async () => {
    const j = jobs();
    const seen: string[] = [];
    j.work('mail', async (m) => {
      seen.push(m.subject);
    });
    j.start();
    await store.db
      .transaction()
      .execute(async (tx) => {
        await j.send(tx, 'mail', mail(1));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await store.db.transaction().execute((tx) => j.send(tx, 'mail', mail(2)));
    j.kick();
    await j.drain();
    expect(seen).toEqual(['#2']);
    expect((await rows()).map((r) => [r.state, Number(r.attempts)])).toEqual([['completed', 1]]);
  });
});

describe('failures', () => {
  it('a failing job is retried with growing delays, then kept as failed; retry runs it again', async () => {
    // Mail's delays (10 s doubling up to 4 h) shrunk 20,000 times: 0.5 ms doubling up to 720 ms.
    const j = jobs(store.db, 0.00005);
    const at: number[] = [];
    let fail = true;
    j.work('mail', async () => {
      at.push(Date.now());
      if (fail) throw new Error('SMTP is down');
    });
    j.start();
    await j.send(store.db, 'mail', mail(1));
    await until(async () => (await rows())[0]!.state === 'failed', 60_000);
    const [row] = await rows();
    expect(Number(row!.attempts)).toBe(14);
    expect(row!.last_error).toBe('SMTP is down');
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    expect(gaps).toHaveLength(13);
    expect(gaps[12]!).toBeGreaterThan(400);
    expect(gaps[12]!).toBeGreaterThan(4 * gaps[2]!);
    expect((await j.failed()).map((f) => f.id)).toEqual([row!.id]);

    fail = false;
    expect(await j.retry(row!.id)).toBe(true);
    await j.drain();
    expect((await rows())[0]!.state).toBe('completed');
    expect(await j.failed()).toEqual([]);
    expect(await j.retry(row!.id)).toBe(false);
  }, 90_000);

  it('a job whose worker died is taken again once its lease is over', async () => {
    const j = jobs();
    const seen: number[] = [];
    j.work('mail', async (_m, info) => {
      seen.push(info.attempt);
    });
    j.start();
    // As a worker elsewhere that claimed it and died would leave it.
    await store.db
      .insertInto('jobs')
      .values({
        id: 'claimed-by-a-dead-worker',
        queue: 'mail',
        data: JSON.stringify(mail(1)),
        state: 'active',
        attempts: 1,
        max_attempts: 14,
        run_after: new Date().toISOString(),
        locked_until: new Date(Date.now() + 400).toISOString(),
        last_error: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toEqual([]);
    await until(async () => seen.length === 1);
    expect(seen).toEqual([2]);
  });

  it('stop waits for a running job, then hands back one that outlasts the grace period', async () => {
    const j = jobs();
    let release: () => void = () => undefined;
    j.work('mail', (m) =>
      m.subject === '#1'
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            release = resolve;
          }),
    );
    j.start();
    await j.send(store.db, 'mail', mail(1));
    await j.send(store.db, 'mail', mail(2));
    await until(async () => (await rows()).some((r) => r.state === 'active'));
    const started = Date.now();
    await j.stop(200);
    expect(Date.now() - started).toBeLessThan(2000);
    const byState = Object.fromEntries((await rows()).map((r) => [JSON.parse(r.data).subject, r]));
    expect(byState['#1']!.state).toBe('completed');
    // Handed back: queued again, its attempt not counted.
    expect(byState['#2']!.state).toBe('queued');
    expect(Number(byState['#2']!.attempts)).toBe(0);
    release();
  });
});

describe('several workers on one database', () => {
  it('each job runs exactly once', async () => {
    const other = store.open();
    extraDbs.push(other);
    const ran = new Map<string, number>();
    const handler = (who: string) => async (m: Mail) => {
      ran.set(m.subject, (ran.get(m.subject) ?? 0) + 1);
      ran.set(`${who}:${m.subject}`, 1);
      await new Promise((r) => setTimeout(r, 5));
    };
    const a = jobs(store.db);
    const b = jobs(other);
    a.work('mail', handler('a'));
    b.work('mail', handler('b'));
    for (let i = 0; i < 40; i++) await a.send(store.db, 'mail', mail(i));
    a.start();
    b.start();
    await until(async () => (await rows()).every((r) => r.state === 'completed'), 30_000);
    for (let i = 0; i < 40; i++) expect(ran.get(`#${i}`), `#${i}`).toBe(1);
    // Both took part.
    const byA = [...ran.keys()].filter((k) => k.startsWith('a:')).length;
    expect(byA).toBeGreaterThan(0);
    expect(byA).toBeLessThan(40);
  }, 60_000);
});
