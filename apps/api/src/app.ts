import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@vouch/contracts';
import type { Mailer } from './adapters/mail/mailer.js';
import { createOutboxMailer } from './adapters/mail/outbox-mailer.js';
import { createSmtpMailer } from './adapters/mail/smtp-mailer.js';
import type { Config } from './config.js';
import { createDb, migrateToLatest, type Db } from './db/database.js';
import { backgroundTasks } from './lib/background.js';
import { PiiCipher } from './lib/crypto.js';
import { accountRoutes } from './modules/account/routes.js';
import { flutterwaveProvider } from './adapters/payments/flutterwave-provider.js';
import { sandboxProvider } from './adapters/payments/sandbox-provider.js';
import { createIdentity, createStorage } from './adapters/factories.js';
import { accountService } from './modules/account/service.js';
import { auditLog } from './modules/audit/audit-log.js';
import { backofficeRoutes } from './modules/backoffice/routes.js';
import { backofficeService } from './modules/backoffice/service.js';
import { checksService, type ChecksDeps, type ChecksService } from './modules/checks/service.js';
import { identityLookupService } from './modules/kyc/identity-lookup.js';
import { kycRoutes } from './modules/kyc/routes.js';
import { kycService } from './modules/kyc/service.js';
import { authRoutes } from './modules/auth/routes.js';
import { authService } from './modules/auth/service.js';
import { sessions as createSessions } from './modules/auth/sessions.js';
import { devMailboxRoutes } from './modules/dev/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { sandboxCheckoutRoutes } from './modules/payments/sandbox-routes.js';
import { paymentService } from './modules/payments/service.js';
import type { RouteDeps } from './modules/route-deps.js';
import { supportRoutes } from './modules/support/routes.js';
import { supportService } from './modules/support/service.js';
import { verificationRoutes } from './modules/verification/routes.js';
import { verificationService } from './modules/verification/service.js';
import { walletService } from './modules/wallets/service.js';
import { memberPii } from './modules/users/pii.js';
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
  /** The automated checks (tests and the benchmark wait on their queue). */
  checks: ChecksService;
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
  const kycDeps = { db, storage, cipher, pii, indexKey: config.blindIndexKey };
  const sessions = createSessions(db, config.jwtSecret);
  const sandbox = config.payments.provider === 'sandbox' ? sandboxProvider(db) : null;
  const provider =
    config.payments.provider === 'flutterwave' ? flutterwaveProvider(config.payments) : sandbox!;
  const audit = auditLog(db);
  const checks = checksService({
    ...kycDeps,
    config,
    mailer: mail,
    audit,
    background,
    log: app.log,
    ...options.checks,
  });
  app.addHook('onClose', async () => {
    // Checks first: a running check may still read files and write results.
    await checks.close();
    await background.drain();
    await db.destroy();
    await mail.close?.();
  });
  if (config.checks.enabled) {
    const reports = await checks.syncLists();
    for (const r of reports.filter((x) => x.status === 'error'))
      app.log.error({ path: r.path, error: r.error }, 'sanctions list not loaded');
    const resumed = await checks.resumePending();
    if (resumed > 0) app.log.info({ resumed }, 'checks resumed for submissions left unchecked');
  }
  const kyc = kycService({ ...kycDeps, onSubmitted: (id) => checks.submitted(id) });
  const deps: RouteDeps = {
    auth: authService({ db, config, mailer: mail, pii, sessions, background }),
    account: accountService(db, pii),
    authenticate: authenticate(sessions),
    payments: paymentService({ db, config, provider, mailer: mail, pii, background }),
    provider,
    background,
    kyc,
    checks,
    identityLookup: identityLookupService({
      ...kycDeps,
      identity: createIdentity(config.identity),
    }),
    verification: verificationService(db, pii),
    wallets: walletService(db),
    audit,
    support: supportService({ db, config, mailer: mail, audit, background }),
    backoffice: backofficeService({
      ...kycDeps,
      config,
      kyc,
      checks,
      mailer: mail,
      audit,
      background,
    }),
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
      await api.register(supportRoutes(deps));
      if (sandbox) await api.register(sandboxCheckoutRoutes(deps, sandbox));
    },
    { prefix: API_PREFIX },
  );
  if (config.env !== 'production') await app.register(devMailboxRoutes(db));
  await registerFaceModels(app);
  await registerSpa(app, config.webDist);

  return { app, db, checks };
}
