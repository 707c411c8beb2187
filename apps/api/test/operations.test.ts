import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobMessages,
  messages,
  type FailedJobItem,
  type MemberProfile,
  type PaymentCheckout,
} from '@vouch/contracts';
import { paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { makeStaff } from './setup/second-factor.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('readiness and liveness', () => {
  it('/health is the process; /ready checks the database and storage', async () => {
    expect((await t.app.inject({ url: '/api/v1/health' })).json()).toEqual({
      status: 200,
      msg: 'ok',
    });
    expect((await t.app.inject({ url: '/api/v1/ready' })).json()).toEqual({
      status: 200,
      msg: 'ready',
    });
    const broken = await createTestApp({
      env: {
        STORAGE: 's3',
        S3_BUCKET: 'nowhere',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
    try {
      const r = await broken.app.inject({ url: '/api/v1/ready' });
      expect(r.statusCode).toBe(503);
      expect(r.headers['retry-after']).toBe('5');
      expect(r.json()).toMatchObject({ status: 503, msg: 'not ready: storage unavailable' });
      expect((await broken.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('a lagging event loop sheds requests with 503 and Retry-After, then recovers', async () => {
    const lagging = await createTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '100' } });
    try {
      // Two seconds of a CPU-bound burst: the loop gets a breath only every 250 ms.
      for (const end = Date.now() + 2000; Date.now() < end;) {
        const busyUntil = Date.now() + 250;
        while (Date.now() < busyUntil);
        await new Promise((r) => setImmediate(r));
      }
      const shed = await lagging.app.inject({ url: '/api/v1/auth/logout', method: 'POST' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toMatchObject({ status: 503, msg: messages.serverBusy });
      // The business API sheds with problem details (decision 0037).
      const business = await lagging.app.inject({
        url: '/api/business/v1/lookups',
        method: 'POST',
      });
      expect(business.statusCode).toBe(503);
      expect(business.headers['content-type']).toContain('application/problem+json');
      expect(business.json()).toMatchObject({
        type: 'http://vouch.test/developers#unavailable',
        status: 503,
        request_id: business.headers['vouch-request-id'],
      });
      // Liveness and readiness still answer.
      expect((await lagging.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 2500));
      const back = await lagging.app.inject({ url: '/api/v1/auth/logout', method: 'POST' });
      expect(back.statusCode).toBe(401);
    } finally {
      await lagging.close();
    }
  });
});

describe('the dead-letter list', () => {
  it('a mail that failed every attempt is shown to admins, who queue it again', async () => {
    const down = await createTestApp({
      // No SMTP server listens here; two attempts, a second apart.
      env: { SMTP_URL: 'smtp://127.0.0.1:9', JOBS_RETRY_SCALE: '0' },
      jobPolicies: { mail: { maxAttempts: 2, retryBaseMs: 1000 } },
    });
    try {
      // Registered (its verification mail is the one that fails) and made an admin.
      const admin = await registerMember(down.app, down.db);
      await makeStaff(down, admin, 'admin');
      const listed = async () =>
        (await get(down.app, '/backoffice/jobs/failed', admin.token)).body.msg as FailedJobItem[];
      let failed: FailedJobItem[] = [];
      for (let i = 0; i < 300 && failed.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        failed = await listed();
      }
      expect(failed.length).toBeGreaterThan(0);
      const [job] = failed;
      expect(job).toMatchObject({ queue: 'mail', attempts: 2 });
      expect(job!.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(JSON.stringify(failed)).not.toContain(admin.email);

      const member = await registerMember(down.app, down.db, {});
      expect((await get(down.app, '/backoffice/jobs/failed', member.token)).code).toBe(403);
      const retried = await post(
        down.app,
        `/backoffice/jobs/failed/${job!.id}/retry`,
        {},
        admin.token,
      );
      expect(retried.body).toEqual({ status: 200, msg: jobMessages.retried });
      // SMTP is still down: the job is tried again (twice) and lands on the list again.
      let attempts = 0;
      for (let i = 0; i < 300 && attempts <= 2; i++) {
        await new Promise((r) => setTimeout(r, 100));
        attempts = (await listed()).find((j) => j.id === job!.id)?.attempts ?? 0;
      }
      expect(attempts).toBeGreaterThan(2);
      const unknown = '00000000-0000-4000-8000-000000000000';
      const none = await post(
        down.app,
        `/backoffice/jobs/failed/${unknown}/retry`,
        {},
        admin.token,
      );
      expect(none.body).toMatchObject({ status: 409, msg: jobMessages.notFailed });
      const entry = await down.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', job!.id)
        .execute();
      expect(entry.map((e) => e.action)).toEqual(['job.retry']);
    } finally {
      await down.close();
    }
  }, 90_000);
});

describe('repeating jobs', () => {
  it('the upload sweep deletes old files no row refers to, and nothing else', async () => {
    const m = await paidMember(t.app, t.db);
    await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token);
    const kept = await t.db.selectFrom('kyc_files').select('storage_key').execute();
    const root = path.join(t.config.dataDir, 'uploads');
    const { createKeyProvider, createStorage } = await import('../src/adapters/factories.js');
    const storage = createStorage(t.config.storage, createKeyProvider(t.config.masterKeys));
    await storage.put(
      'kyc/ghost/orphan.jpg',
      Buffer.from('left by a failed request'),
      'image/jpeg',
    );
    await storage.put('kyc/ghost/fresh.jpg', Buffer.from('a request still writing'), 'image/jpeg');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const key of ['kyc/ghost/orphan.jpg', ...kept.map((k) => k.storage_key)])
      await utimes(path.join(root, key), twoHoursAgo, twoHoursAgo);

    await t.jobs.send(t.db, 'uploads-sweep', {});
    await t.jobs.drain();
    expect(await storage.get('kyc/ghost/orphan.jpg')).toBeNull();
    expect(await storage.get('kyc/ghost/fresh.jpg')).not.toBeNull();
    for (const k of kept) expect(await storage.get(k.storage_key), k.storage_key).not.toBeNull();
  });

  it('reconciliation finds a payment the browser never confirmed, and closes an abandoned checkout', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const c = (await post(t.app, '/transaction/initiate-payment', {}, m.token)).body
      .msg as PaymentCheckout;
    // Paid at the provider (its ledger says so), but the tab closed before the confirmation.
    await t.db
      .insertInto('sandbox_charges')
      .values({
        ref_number: c.ref_number,
        provider_tx_id: `sbx-${c.ref_number}`,
        status: 'successful',
        method: 'card',
        amount_kobo: 500_000,
        currency: 'NGN',
        created_at: hoursAgo(0.3),
      })
      .execute();
    await t.db
      .updateTable('transactions')
      .set({ created_at: hoursAgo(0.3) })
      .where('ref_number', '=', c.ref_number)
      .execute();
    const other = await registerMember(t.app, t.db, { verify: true });
    const abandoned = (await post(t.app, '/transaction/initiate-payment', {}, other.token)).body
      .msg as PaymentCheckout;
    await t.db
      .updateTable('transactions')
      .set({ created_at: hoursAgo(2) })
      .where('ref_number', '=', abandoned.ref_number)
      .execute();

    await t.jobs.send(t.db, 'payments-reconcile', {});
    await t.jobs.drain();
    const status = async (ref: string) =>
      (
        await t.db
          .selectFrom('transactions')
          .select('status')
          .where('ref_number', '=', ref)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status(c.ref_number)).toBe('paid');
    expect(((await get(t.app, '/account/info', m.token)).body.msg as MemberProfile).status).toBe(
      'KYC_IN_PROGRESS',
    );
    await waitForMail(t.db, m.email, 'Receipt');
    expect(await status(abandoned.ref_number)).toBe('cancelled');
  });
});
