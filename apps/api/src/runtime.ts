import { chmodSync, existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import {
  createIdentity,
  createKeyProvider,
  createMessengers,
  createStorage,
  sandboxIdentity,
} from './adapters/factories.js';
import type { Mailer } from './adapters/mail/mailer.js';
import { createOutboxMailer } from './adapters/mail/outbox-mailer.js';
import { openMail } from './adapters/mail/sealed-mail.js';
import { createSmtpMailer } from './adapters/mail/smtp-mailer.js';
import { deliverMessage, messageSender } from './adapters/messaging/message-job.js';
import { flutterwaveProvider } from './adapters/payments/flutterwave-provider.js';
import { sandboxProvider } from './adapters/payments/sandbox-provider.js';
import type { Config } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { sealColumnsOnce } from './db/seal-columns.js';
import { createJobs, type Jobs, type JobsSettings } from './jobs/index.js';
import { backgroundTasks } from './lib/background.js';
import { ColumnCipher } from './lib/column-cipher.js';
import { PiiCipher } from './lib/crypto.js';
import { auditLog } from './modules/audit/index.js';
import { organisationBalance, purgeIdempotencyKeys } from './modules/business/index.js';
import { sessions as createSessions } from './modules/auth/index.js';
import { addressService, confirmedAddressAt } from './modules/address/index.js';
import {
  checksService,
  documentExpiryOf,
  sanctionsScreener,
  unwatchedPassportExpiries,
  type ChecksDeps,
} from './modules/checks/index.js';
import {
  documentExpirySchedule,
  documentRenewal,
  renewalReview,
} from './modules/document-renewal/index.js';
import { credentialsService, credentialStatusChanges } from './modules/credentials/index.js';
import { livenessService } from './modules/liveness/index.js';
import { handoffService } from './modules/handoff/index.js';
import { holdsService } from './modules/holds/index.js';
import {
  holdsIdNumber,
  registryEvidenceOf,
  registryPhoneOf,
  sweepOrphanUploads,
} from './modules/kyc/index.js';
import {
  backfillDocumentExpiry,
  backfillTiers,
  lifecycle as createLifecycle,
  lifecycleEvents,
} from './modules/lifecycle/index.js';
import { subscribeToLifecycle } from './lifecycle-subscriptions.js';
import { listRefresh, monitoringAlerts, rescreening } from './modules/monitoring/index.js';
import { businessVerifications } from './modules/business-verifications/index.js';
import { kycService } from './modules/kyc/index.js';
import { numbersService } from './modules/numbers/index.js';
import { paymentService } from './modules/payments/index.js';
import { consentRecorder, privacyService } from './modules/privacy/index.js';
import { supportService } from './modules/support/index.js';
import { createMetrics, instanceHeartbeat } from './modules/operations/index.js';
import { memberMailer, memberPii } from './modules/users/index.js';
import { verificationSessions } from './modules/verification-sessions/index.js';
import { webhooksService } from './modules/webhooks/index.js';

export interface RuntimeOptions {
  /** Tests pass a mailer of their choice (e.g. SMTP to a server they started). */
  mailer?: Mailer;
  /** Tests and the benchmark share one face engine / OCR reader across apps (models load once). */
  checks?: Pick<ChecksDeps, 'faceEngine' | 'mrzReader'>;
  /** Tests shorten a queue's attempts (a dead letter within seconds). */
  jobPolicies?: JobsSettings['policies'];
  /** What this process is, as the System screen lists it (an API instance unless told). */
  kind?: 'api' | 'worker';
  /** Tests give the DNS's TXT answers for a domain proof (the file proof is fetched for real). */
  resolveTxt?: (name: string) => Promise<string[][]>;
}

/** Open checkouts are asked about every few minutes; orphaned uploads swept every hour. */
const RECONCILE_EVERY_MINUTES = 5;
const SWEEP_EVERY_MINUTES = 60;
/** Records past their retention date are purged once a day. */
const PURGE_EVERY_MINUTES = 24 * 60;
/** Members verified before numbers were proven are mailed in batches until none is left. */
const INVITE_EVERY_MINUTES = 60;

/** DATA_DIR holds the SQLite file, the uploads and the generated keys: its owner's only (0700). */
function privateDataDir(dir: string, log: FastifyBaseLogger) {
  if (!existsSync(dir)) return;
  try {
    chmodSync(dir, 0o700);
  } catch (err) {
    log.warn({ err, dir }, 'DATA_DIR could not be made private (0700)');
  }
}

/**
 * What an API instance and a worker process both stand on: the database (waited for at start,
 * migrated), storage, mail, text messages, keys, the audit log, the job engine, the lifecycle, and the work the
 * jobs do. `runJobs` makes this process a worker; without it the process only sends jobs.
 */
export async function createRuntime(
  config: Config,
  log: FastifyBaseLogger,
  options: RuntimeOptions = {},
) {
  privateDataDir(config.dataDir, log);
  const db = await openDatabase(config.database, log, config.databaseStartWaitMs);
  await migrateToLatest(db);
  const mail =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(db, log));
  const cipher = new PiiCipher(config.piiKey);
  const keys = createKeyProvider(config.masterKeys);
  const storage = createStorage(config.storage, keys);
  const columns = new ColumnCipher(keys, cipher);
  const pii = memberPii(cipher, config.blindIndexKey, columns);
  // Once after the 0011 migration: names, e-mail, WeChat and IPs from before are encrypted and
  // their blind indexes filled before anything is served (decision 0013).
  const sealed = await sealColumnsOnce(db, pii);
  if (sealed) log.info(sealed, 'encrypted columns: plain values from before sealed');
  const sessions = createSessions(db, config.jwtSecret, columns, (err) =>
    log.warn({ err }, 'last seen not written'),
  );
  const sandbox = config.payments.provider === 'sandbox' ? sandboxProvider(db) : null;
  const provider =
    config.payments.provider === 'flutterwave' ? flutterwaveProvider(config.payments) : sandbox!;
  const audit = auditLog(db, config.auditKey, columns);
  const jobs = createJobs(config.database, db, log, {
    ...config.jobs,
    policies: options.jobPolicies,
  });
  // Prometheus (issue 35): collected only when a token or a port is configured.
  const metrics = createMetrics(Boolean(config.metrics.token || config.metrics.port), {
    db,
    jobs,
  });
  const heartbeat = instanceHeartbeat(db, options.kind ?? 'api', log);
  const messengers = createMessengers(config.messaging, db, log, config.appUrl);
  // The one way the app sends an SMS or WhatsApp message: a sealed job in the caller's
  // transaction (adapters/messaging/message-job.ts).
  const sendMessage = messageSender(jobs, columns);
  // What businesses hear (issue 33), written with the change that causes it.
  const webhooks = webhooksService({
    db,
    jobs,
    cipher,
    columns,
    audit,
    appUrl: config.appUrl,
    allowLoopback: config.webhooks.allowLoopback,
    retryScheduleMs: config.webhooks.retryScheduleMs,
    batchWaitMs: config.webhooks.batchWaitMs,
    log,
    onAttempt: (outcome) => metrics.webhookDelivery(outcome),
  });
  const events = lifecycleEvents();
  // Verification sessions and consent (issue 33): they read the approved snapshot through the
  // lifecycle, and follow its changes through its events.
  const sessionsOfLinks = verificationSessions({
    db,
    maxAgeDays: config.monitoring.maxAgeDays,
    cipher,
    audit,
    businessEvents: webhooks.events,
    appUrl: config.appUrl,
    mailMember: memberMailer(jobs, columns),
    approvedDetails: (userId) => lifecycle.approvedDetails(userId),
    feePaid: (input, record) => lifecycle.feePaid(input, record),
    feeRefunded: (input, record) => lifecycle.feeRefunded(input, record),
    balance: organisationBalance({
      db,
      pii,
      audit,
      jobs,
      appUrl: config.appUrl,
      priceLookupNgn: config.business.priceLookupNgn,
      lowBalanceNgn: config.business.lowBalanceNgn,
      paymentProvider: provider,
    }),
    presentedBy: (input) => credentials.presentedBy(input),
  });
  subscribeToLifecycle(events, {
    jobs,
    checksEnabled: config.checks.enabled,
    verificationSessions: sessionsOfLinks,
    secondLookRate: config.checks.autoDecisions?.qaRate ?? 0,
    credentialStatus: credentialStatusChanges(),
  });
  const lifecycle = createLifecycle({
    db,
    audit,
    jobs,
    pii,
    cipher,
    appUrl: config.appUrl,
    sessions,
    events,
    // The tier's evidence: the BVN and NIN lookups (kyc) and the confirmed address (address).
    registryEvidence: async (executor, userId, certified) => ({
      ...(await registryEvidenceOf(executor, cipher, userId, certified)),
      address: await confirmedAddressAt(executor, userId),
    }),
    // The approved passport's expiry, as the checks read its MRZ (issue 50).
    documentExpiry: documentExpiryOf,
  });
  // Members verified before issue 48 get the tier their evidence supports, once.
  const backfilled = await backfillTiers(db, lifecycle);
  if (backfilled > 0) log.info({ members: backfilled }, 'KYC tiers recorded for earlier members');
  // …and the expiry of the passport they were approved on, once (issue 50).
  const expiries = await backfillDocumentExpiry(db, unwatchedPassportExpiries);
  if (expiries > 0) log.info({ members: expiries }, 'document expiry recorded for earlier members');
  // The Vouch credential (issue 36): its keys, issuance, status list and verifier.
  const credentials = credentialsService({
    db,
    lifecycle,
    keys: config.credentialKeys,
    appUrl: config.appUrl,
  });
  const kycDeps = { db, storage, cipher, columns, pii, indexKey: config.blindIndexKey };
  // One adapter for the member's BVN lookup (API) and the checks' CAC lookup (worker).
  const identity = createIdentity(config.identity);
  // The loaded sanctions and PEP lists, as business verifications and ongoing screening read them.
  const screener = sanctionsScreener(db, config.checks.sanctionsThreshold);
  // Business verifications (issue 49): the registry (the sandbox's in test mode), the lists, and
  // a verification session per person, whose moves it hears.
  const kyb = businessVerifications({
    db,
    cipher,
    audit,
    businessEvents: webhooks.events,
    identity,
    sandboxIdentity: sandboxIdentity(),
    screener,
    storage,
    idNumberHeld: (tx, memberId, id) => holdsIdNumber(tx, config.blindIndexKey, memberId, id),
    sessions: sessionsOfLinks,
  });
  // Ongoing screening (issue 50): verified members compared with new list entries, and the
  // alerts a reviewer decides; a suspension goes through the lifecycle.
  const monitoring = {
    rescreen: rescreening({
      db,
      columns,
      screener,
      threshold: config.checks.sanctionsThreshold,
      cpuShare: config.monitoring.cpuShare,
    }),
    // Lists published at a URL (SANCTIONS_LIST_URLS): downloaded through the SSRF guard.
    lists: listRefresh({
      downloads: config.checks.sanctionsDownloads,
      maxBytes: config.checks.sanctionsDownloadMaxBytes,
      allowLoopback: config.webhooks.allowLoopback,
      sync: () => checks.syncLists(),
    }),
    alerts: monitoringAlerts({
      db,
      columns,
      audit,
      suspend: (memberId, reason, actor) => lifecycle.suspend(memberId, reason, actor),
    }),
  };
  const checks = checksService({
    ...kycDeps,
    config,
    lifecycle,
    log,
    identity,
    // Bound late: the live capture reads its frames with the checks' face engine.
    livenessSummary: (id) => liveness.summary(id),
    ...options.checks,
  });
  // A member's residential address (issue 48): the checks' OCR reads its document when they run.
  const address = addressService({
    db,
    storage,
    cipher,
    pii,
    jobs,
    audit,
    lifecycle,
    readText: config.checks.enabled ? (image) => checks.readText(image) : undefined,
  });
  const liveness = livenessService({
    db,
    storage,
    readFaces: (image) => checks.readFaces(image),
    checker: config.checks.livenessChecker,
    audit,
  });
  // Documents that expire (issue 50): renewed by the member with a live capture, judged by the
  // checks' readers; the schedule tells members ahead and lapses the expired.
  const expiryPolicy = {
    noticeDays: config.monitoring.documentNoticeDays,
    graceDays: config.monitoring.documentGraceDays,
  };
  const renewal = documentRenewal({
    db,
    storage,
    pii,
    policy: expiryPolicy,
    lifecycle,
    liveness,
    judge: config.checks.enabled ? (input) => checks.judgeRenewal(input) : undefined,
  });
  const documentExpiry = documentExpirySchedule({ db, policy: expiryPolicy, lifecycle });
  // A driver's licence's renewal waits for a reviewer, who reads its expiry.
  const renewals = renewalReview({
    db,
    storage,
    pii,
    audit,
    lifecycle,
    mailMember: memberMailer(jobs, columns),
    appUrl: config.appUrl,
  });
  const payments = paymentService({ db, config, provider, pii, lifecycle });
  const background = backgroundTasks(log);
  const recordConsent = consentRecorder(db);
  const kyc = kycService({
    ...kycDeps,
    lifecycle,
    audit,
    recordConsent,
    liveness,
    instantDecisions: config.checks.enabled && config.checks.autoDecisions !== null,
  });
  const handoff = handoffService({ db, storage, audit, kyc });
  const holds = holdsService({
    db,
    audit,
    jobs,
    columns,
    sessions,
    appUrl: config.appUrl,
    holdHours: config.newIdentifierHoldHours,
  });
  const numbers = numbersService({
    db,
    pii,
    indexKey: config.blindIndexKey,
    audit,
    jobs,
    columns,
    holds,
    appUrl: config.appUrl,
    sendMessage,
    registryPhoneOf: (userId) => registryPhoneOf(db, cipher, userId),
  });
  const support = supportService({ db, config, audit, jobs, columns });
  const privacy = privacyService({
    db,
    storage,
    jobs,
    audit,
    pii,
    lifecycle,
    kyc,
    support,
    retention: config.retention,
    appUrl: config.appUrl,
    connectedBusinesses: (userId) => sessionsOfLinks.connected(userId),
  });

  return {
    config,
    log,
    db,
    mail,
    cipher,
    pii,
    keys,
    columns,
    storage,
    sessions,
    sandbox,
    provider,
    audit,
    jobs,
    metrics,
    sendMessage,
    events,
    businessEvents: webhooks.events,
    webhooks,
    verificationSessions: sessionsOfLinks,
    lifecycle,
    credentials,
    identity,
    checks,
    payments,
    background,
    kycDeps,
    recordConsent,
    kyc,
    support,
    privacy,
    handoff,
    liveness,
    renewal,
    renewals,
    documentExpiry,
    holds,
    numbers,
    address,
    kyb,
    monitoring,

    /**
     * This process runs jobs: every queue's work, and the repeating sweeps. With `warm`, the
     * face models and OCR are loaded before it says it is ready (a worker); otherwise in the
     * background (the embedded API, whose start should not wait for them).
     */
    async runJobs({ warm = false } = {}) {
      const work: Jobs['work'] = metrics.enabled
        ? (queue, handler) =>
            jobs.work(queue, async (data, job) => {
              try {
                await handler(data, job);
              } catch (err) {
                metrics.jobFailed(queue);
                throw err;
              }
            })
        : (queue, handler) => jobs.work(queue, handler);
      work('mail', async (m) => {
        try {
          await mail.send(openMail(columns, m));
        } catch (err) {
          metrics.mail('failed');
          throw err;
        }
        metrics.mail('sent');
      });
      work('message', deliverMessage({ messengers, columns, log }));
      if (config.checks.enabled) {
        const reports = await checks.syncLists();
        for (const r of reports.filter((x) => x.status === 'error'))
          log.error({ path: r.path, error: r.error }, 'sanctions list not loaded');
        work('checks', async ({ submissionId }) => {
          const timing = await checks.pipeline.run(submissionId);
          for (const t of timing?.stages ?? []) metrics.checkStage(t.stage, t.ms / 1000);
        });
        work('address-proof', ({ proofId }) => address.read(proofId));
        const warming = checks
          .warmUp()
          .catch((err: unknown) => log.warn({ err }, 'face models or OCR did not warm up'));
        if (warm) await warming;
      }
      work('payments-reconcile', async () => {
        await payments.reconcileOpen();
      });
      work('uploads-sweep', async () => {
        const n = await sweepOrphanUploads(db, storage);
        if (n > 0) log.info({ deleted: n }, 'orphaned uploads swept');
        // Photos a phone sent for a link that has ended (decision 0020).
        const h = await handoff.sweep();
        if (h > 0) log.info({ deleted: h }, 'ended phone hand-offs swept');
        // Live capture frames past their use (issue 45): kept only while their selfie is.
        const l = await liveness.sweep();
        if (l > 0) log.info({ deleted: l }, 'live capture frames swept');
        // Credential offers, nonces and opened link requests past their minutes (issue 46).
        const c = await credentials.sweep();
        if (c > 0) log.info({ deleted: c }, 'ended credential offers and nonces swept');
      });
      work('privacy-export', ({ requestId }) => privacy.runExport(requestId));
      work('privacy-purge', async () => {
        const done = await privacy.purge();
        const businessEvents = await webhooks.purge(config.retention.businessEventsDays);
        log.info({ ...done, businessEvents }, 'retention purge');
      });
      work('number-proof-invites', async () => {
        const n = await numbers.inviteExisting();
        if (n > 0) log.info({ mailed: n }, 'members asked to prove their numbers');
      });
      jobs.workBatch('webhook-delivery', (batch) => webhooks.deliver(batch.map((b) => b.data)));
      jobs.repeat('payments-reconcile', RECONCILE_EVERY_MINUTES);
      jobs.repeat('number-proof-invites', INVITE_EVERY_MINUTES);
      jobs.repeat('privacy-purge', PURGE_EVERY_MINUTES);
      jobs.repeat('uploads-sweep', SWEEP_EVERY_MINUTES);
      // Verification links whose time is up: expired, and their business told (issue 33).
      jobs.work('verification-sessions-expire', async () => {
        const n = await sessionsOfLinks.expireDue();
        await purgeIdempotencyKeys(db);
        if (n > 0) log.info({ expired: n }, 'verification sessions expired');
      });
      jobs.repeat('verification-sessions-expire', 1);
      // Business verifications whose registry could not be reached: asked again (issue 49).
      jobs.work('business-verifications-registry', async () => {
        const n = await kyb.retryRegistry();
        if (n > 0) log.info({ answered: n }, 'business verifications: registry answered');
      });
      jobs.repeat('business-verifications-registry', 5);
      // Verified members compared with list entries that are new since (issue 50): a cheap
      // look at the lists when nothing changed.
      jobs.work('monitoring-rescreen', async () => {
        const started = performance.now();
        const r = await monitoring.rescreen.run({
          onStart: (newEntries) => log.info({ newEntries }, 'ongoing screening: comparing'),
        });
        const ms = Math.round(performance.now() - started);
        if (r.ran) log.info({ ...r, ms }, 'ongoing screening: lists changed, members compared');
      });
      // A run compares members only when the lists changed since the last one.
      jobs.repeat('monitoring-rescreen', config.monitoring.everyMinutes);
      // Lists published at a URL, downloaded again on their schedule; a changed one is
      // compared with everyone at once (the job above would in its next run).
      if (config.checks.enabled && config.checks.sanctionsDownloads.length > 0) {
        jobs.work('sanctions-refresh', async () => {
          const r = await monitoring.lists.run();
          for (const dl of r.downloads.filter((x) => !x.result.ok))
            log.error({ url: dl.url, result: dl.result }, 'sanctions list not downloaded');
          log.info({ changed: r.changed }, 'sanctions lists downloaded');
          if (r.changed > 0) {
            await jobs.send(db, 'monitoring-rescreen', {});
            jobs.kick('monitoring-rescreen');
          }
        });
        jobs.repeat('sanctions-refresh', config.checks.sanctionsRefreshHours * 60);
        // A list never downloaded yet is fetched now, not a whole period after the start.
        if (config.checks.sanctionsDownloads.some((dl) => !existsSync(dl.file))) {
          await jobs.send(db, 'sanctions-refresh', {});
          jobs.kick('sanctions-refresh');
        }
      }
      // Passports that expire soon or expired past the grace period (issue 50).
      jobs.work('document-expiry', async () => {
        const r = await documentExpiry.run();
        if (r.noticed + r.expired > 0) log.info(r, 'documents that expire: members told or lapsed');
      });
      jobs.repeat('document-expiry', 60);
    },

    /** Stops taking jobs (running ones get a few seconds, then are handed back), then closes. */
    async close(graceMs = 7000) {
      await heartbeat.stop();
      await jobs.stop(graceMs);
      await checks.close();
      await background.drain();
      await sessions.close();
      await db.destroy();
      await mail.close?.();
    },
  };
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;
