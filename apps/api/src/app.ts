import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import pino from 'pino';
import { API_PREFIX } from '@vouch/contracts';
import { createIdentity } from './adapters/factories.js';
import { sealMail } from './adapters/mail/sealed-mail.js';
import type { Config } from './config.js';
import type { BackgroundTasks } from './lib/background.js';
import { waitingForConnections, type Db } from './db/database.js';
import type { Jobs } from './jobs/index.js';
import { accountRoutes, accountService } from './modules/account/index.js';
import { authRoutes, authService } from './modules/auth/index.js';
import {
  backofficeRoutes,
  backofficeService,
  failedJobRoutes,
  standingRoutes,
} from './modules/backoffice/index.js';
import type { ChecksService } from './modules/checks/index.js';
import { devMailboxRoutes } from './modules/dev/index.js';
import { handoffRoutes, type HandoffService } from './modules/handoff/index.js';
import { healthRoutes } from './modules/health/index.js';
import { identityLookupService, kycRoutes } from './modules/kyc/index.js';
import type { Lifecycle } from './modules/lifecycle/index.js';
import { paymentRoutes, sandboxCheckoutRoutes } from './modules/payments/index.js';
import type { RouteDeps } from './modules/route-deps.js';
import { privacyRoutes, type PrivacyService } from './modules/privacy/index.js';
import { supportRoutes } from './modules/support/index.js';
import { verificationRoutes, verificationService } from './modules/verification/index.js';
import {
  passkeyRoutes,
  passkeyService,
  secondFactorRoutes,
  secondFactorService,
} from './modules/second-factor/index.js';
import { walletRoutes, walletService } from './modules/wallets/index.js';
import { AccessLogController } from './plugins/access-log.js';
import { authenticate } from './plugins/authenticate.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerFaceModels } from './plugins/face-models.js';
import { registerPressure } from './plugins/pressure.js';
import { registerSecurity } from './plugins/security.js';
import { serializerCompiler } from './plugins/serializer.js';
import { registerSpa } from './plugins/spa.js';
import { createRuntime, type RuntimeOptions } from './runtime.js';

/** Requests waiting for a database connection past which the instance sheds load (503). */
const SATURATED_WAITING = 20;

export interface BuildOptions extends RuntimeOptions {
  config: Config;
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reading them). */
  logStream?: pino.DestinationStream;
}

export interface App {
  app: FastifyInstance;
  db: Db;
  checks: ChecksService;
  /** Background work: tests and the benchmark wait for it with jobs.drain(). */
  jobs: Jobs;
  lifecycle: Lifecycle;
  /** The member's own data; tests run the retention purge with a clock of their choosing. */
  privacy: PrivacyService;
  /** Phone hand-offs; tests run their sweep. */
  handoff: HandoffService;
  /** Work run after an answer (mail, the sandbox's webhook); tests wait for it with drain(). */
  background: BackgroundTasks;
}

/**
 * Builds the whole server without listening (fastify/demo style): tests call app.inject against a
 * real database; server.ts listens. Migrations run here, so every start is up to date. The
 * process also runs jobs unless WORKERS=off (then `npm run worker` processes do).
 */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, logger = true } = options;
  // Production writes its log lines asynchronously: a request never waits for a write(2) to
  // stdout (decision 0022). Whatever is buffered is written out when the app closes.
  const asyncStdout =
    logger && config.env === 'production' && !options.logStream
      ? pino.destination({ dest: 1, sync: false })
      : undefined;
  const logStream = options.logStream ?? asyncStdout;
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      ...(logStream && { stream: logStream }),
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
    logController: new AccessLogController(),
    // A hop count is documented and works; fastify's types only leave it out.
    trustProxy: config.trustProxy as string[] | false,
    bodyLimit: 1024 * 1024,
    // A request that is not received and answered in time is cut off, not held for good.
    requestTimeout: config.requestTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);

  const rt = await createRuntime(config, app.log, options);
  const { db, pii, sessions, audit, jobs, lifecycle, checks, background, kycDeps, kyc } = rt;
  if (config.workers) await rt.runJobs();
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis unavailable'));
  app.addHook('onClose', async () => {
    await rt.close();
    await redis?.quit().catch(() => undefined);
    try {
      asyncStdout?.flushSync();
    } catch {
      // nothing buffered, or stdout already gone: nothing more to write
    }
  });
  const deps: RouteDeps = {
    auth: authService({
      db,
      config,
      sendMail: (m) => jobs.send(db, 'mail', sealMail(rt.columns, m)),
      pii,
      sessions,
      background,
      lifecycle,
      recordConsent: rt.recordConsent,
    }),
    account: accountService(db, pii, lifecycle),
    authenticate: authenticate(sessions),
    payments: rt.payments,
    provider: rt.provider,
    background,
    kyc,
    checks,
    identityLookup: identityLookupService({
      ...kycDeps,
      identity: createIdentity(config.identity),
      audit,
    }),
    verification: verificationService(db, pii),
    wallets: walletService({ db, audit, lifecycle }),
    audit,
    support: rt.support,
    privacy: rt.privacy,
    handoff: rt.handoff,
    backoffice: backofficeService({ ...kycDeps, kyc, checks, lifecycle, audit, jobs }),
    lifecycle,
    secondFactor: secondFactorService({
      db,
      cipher: kycDeps.cipher,
      indexKey: config.blindIndexKey,
      pii,
      sessions,
      audit,
    }),
    passkeys: passkeyService({
      db,
      indexKey: config.blindIndexKey,
      sessions,
      audit,
      appUrl: config.appUrl,
    }),
    supportContact: config.support,
  };

  registerErrorHandler(app);
  await registerPressure(app, {
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    saturated: () => waitingForConnections(db) > SATURATED_WAITING,
  });
  await registerSecurity(app, {
    rateLimits: config.rateLimits,
    paymentProvider: config.payments.provider,
    redis,
  });
  if (config.apiDocs) await registerDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ db, storage: rt.storage, redis }));
      await api.register(authRoutes(deps));
      await api.register(accountRoutes(deps));
      await api.register(paymentRoutes(deps));
      await api.register(kycRoutes(deps));
      await api.register(verificationRoutes(deps));
      await api.register(walletRoutes(deps));
      await api.register(backofficeRoutes(deps));
      await api.register(standingRoutes(deps));
      await api.register(failedJobRoutes(deps));
      await api.register(supportRoutes(deps));
      await api.register(secondFactorRoutes(deps));
      await api.register(passkeyRoutes(deps));
      await api.register(privacyRoutes(deps));
      await api.register(handoffRoutes(deps));
      if (rt.sandbox) await api.register(sandboxCheckoutRoutes(deps, rt.sandbox));
    },
    { prefix: API_PREFIX },
  );
  if (config.devMailbox) await app.register(devMailboxRoutes(db));
  await registerFaceModels(app);
  await registerSpa(app, config.webDist);

  await jobs.start();
  return {
    app,
    db,
    checks,
    jobs,
    lifecycle,
    privacy: rt.privacy,
    handoff: rt.handoff,
    background,
  };
}
