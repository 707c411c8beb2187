import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@vouch/contracts';
import { createIdentity, createStorage } from './adapters/factories.js';
import type { Mailer } from './adapters/mail/mailer.js';
import { createOutboxMailer } from './adapters/mail/outbox-mailer.js';
import { createSmtpMailer } from './adapters/mail/smtp-mailer.js';
import { flutterwaveProvider } from './adapters/payments/flutterwave-provider.js';
import { sandboxProvider } from './adapters/payments/sandbox-provider.js';
import type { Config } from './config.js';
import { createDb, dialectOf, migrateToLatest, type Db } from './db/database.js';
import { tableJobs, type Jobs } from './jobs/index.js';
import { backgroundTasks } from './lib/background.js';
import { PiiCipher } from './lib/crypto.js';
import { accountRoutes, accountService } from './modules/account/index.js';
import { auditLog } from './modules/audit/index.js';
import { authRoutes, authService, sessions as createSessions } from './modules/auth/index.js';
import { backofficeRoutes, backofficeService, standingRoutes } from './modules/backoffice/index.js';
import { checksService, type ChecksDeps, type ChecksService } from './modules/checks/index.js';
import { devMailboxRoutes } from './modules/dev/index.js';
import { healthRoutes } from './modules/health/index.js';
import { identityLookupService, kycRoutes, kycService } from './modules/kyc/index.js';
import { lifecycle as createLifecycle, type Lifecycle } from './modules/lifecycle/index.js';
import { paymentRoutes, paymentService, sandboxCheckoutRoutes } from './modules/payments/index.js';
import type { RouteDeps } from './modules/route-deps.js';
import { supportRoutes, supportService } from './modules/support/index.js';
import { memberPii } from './modules/users/index.js';
import { verificationRoutes, verificationService } from './modules/verification/index.js';
import { walletService } from './modules/wallets/index.js';
import { authenticate } from './plugins/authenticate.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerFaceModels } from './plugins/face-models.js';
import { registerSecurity } from './plugins/security.js';
import { registerSpa } from './plugins/spa.js';

export interface BuildOptions {
  config: Config;
  /** Tests pass a mailer of their choice (e.g. SMTP to a server they started). */
  mailer?: Mailer;
  logger?: boolean;
  /** Tests and the benchmark share one face engine / OCR reader across apps (models load once). */
  checks?: Pick<ChecksDeps, 'faceEngine' | 'mrzReader'>;
}

export interface App {
  app: FastifyInstance;
  db: Db;
  checks: ChecksService;
  /** Background work: tests and the benchmark wait for it with jobs.drain(). */
  jobs: Jobs;
  lifecycle: Lifecycle;
}

/**
 * Builds the whole server without listening (fastify/demo style): tests call app.inject against a
 * real database; server.ts listens. Migrations run here, so every start is up to date.
 */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, mailer, logger = true } = options;
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Tokens travel in e-mailed links (?token=, ?code=): never write query strings to the log.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: req.url.split('?')[0],
          ip: req.ip,
        }),
      },
    },
    // Fastify takes a hop count too; its typings omit it.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);

  const db = createDb(config.database);
  const background = backgroundTasks(app.log);
  await migrateToLatest(db);

  const mail =
    mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(db, app.log));
  const cipher = new PiiCipher(config.piiKey);
  const pii = memberPii(cipher, config.blindIndexKey);
  const storage = createStorage(config.storage);
  const sessions = createSessions(db, config.jwtSecret);
  const sandbox = config.payments.provider === 'sandbox' ? sandboxProvider(db) : null;
  const provider =
    config.payments.provider === 'flutterwave' ? flutterwaveProvider(config.payments) : sandbox!;
  const audit = auditLog(db, config.auditKey);
  const jobs = tableJobs({ db, dialect: dialectOf(db), log: app.log, ...config.jobs });
  const lifecycle = createLifecycle({
    db,
    audit,
    jobs,
    pii,
    cipher,
    appUrl: config.appUrl,
    sessions,
    onSubmitted: async (tx, submissionId) => {
      if (config.checks.enabled) await jobs.send(tx, 'checks', { submissionId });
    },
  });
  const kycDeps = { db, storage, cipher, pii, indexKey: config.blindIndexKey };
  const checks = checksService({
    ...kycDeps,
    config,
    lifecycle,
    log: app.log,
    ...options.checks,
  });
  jobs.work('mail', (m) => mail.send(m));
  if (config.checks.enabled) jobs.work('checks', ({ submissionId }) => checks.run(submissionId));
  app.addHook('onClose', async () => {
    // Stop taking jobs first: a running check may still read files and write results.
    await jobs.stop();
    await checks.close();
    await background.drain();
    await db.destroy();
    await mail.close?.();
  });
  if (config.checks.enabled) {
    const reports = await checks.syncLists();
    for (const r of reports.filter((x) => x.status === 'error'))
      app.log.error({ path: r.path, error: r.error }, 'sanctions list not loaded');
  }
  const kyc = kycService({ ...kycDeps, lifecycle, audit });
  const deps: RouteDeps = {
    auth: authService({ db, config, mailer: mail, pii, sessions, background, lifecycle }),
    account: accountService(db, pii, lifecycle),
    authenticate: authenticate(sessions),
    payments: paymentService({ db, config, provider, pii, lifecycle }),
    provider,
    background,
    kyc,
    checks,
    identityLookup: identityLookupService({
      ...kycDeps,
      identity: createIdentity(config.identity),
      audit,
    }),
    verification: verificationService(db, pii),
    wallets: walletService(db),
    audit,
    support: supportService({ db, config, audit, jobs }),
    backoffice: backofficeService({ ...kycDeps, kyc, checks, lifecycle, audit }),
    lifecycle,
  };

  registerErrorHandler(app);
  await registerSecurity(app, {
    rateLimits: config.rateLimits,
    paymentProvider: config.payments.provider,
  });
  await registerDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db));
      await api.register(authRoutes(deps));
      await api.register(accountRoutes(deps));
      await api.register(paymentRoutes(deps));
      await api.register(kycRoutes(deps));
      await api.register(verificationRoutes(deps));
      await api.register(backofficeRoutes(deps));
      await api.register(standingRoutes(deps));
      await api.register(supportRoutes(deps));
      if (sandbox) await api.register(sandboxCheckoutRoutes(deps, sandbox));
    },
    { prefix: API_PREFIX },
  );
  if (config.env !== 'production') await app.register(devMailboxRoutes(db));
  await registerFaceModels(app);
  await registerSpa(app, config.webDist);

  jobs.start();
  return { app, db, checks, jobs, lifecycle };
}
