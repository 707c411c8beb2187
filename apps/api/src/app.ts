import type { FileStorage } from './adapters/storage/storage.js';
import { trace } from '@opentelemetry/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import pino from 'pino';
import { API_PREFIX, BUSINESS_API_PREFIX } from '@vouch/contracts';
import { sealMail } from './adapters/mail/sealed-mail.js';
import type { SendMessage } from './adapters/messaging/message-job.js';
import type { Config } from './config.js';
import type { BackgroundTasks } from './lib/background.js';
import { newRequestId } from './lib/request-id.js';
import { named } from './lib/named-plugin.js';
import { waitingForConnections, type Db } from './db/database.js';
import type { Jobs } from './jobs/index.js';
import { accountRoutes, accountService } from './modules/account/index.js';
import { authRoutes, authService, codeSignInRoutes } from './modules/auth/index.js';
import {
  apiKeyHashKey,
  businessApi,
  businessBalanceRoutes,
  businessBrandingRoutes,
  brandingService,
  businessReviewRoutes,
  businessRoutes,
  businessService,
  businessDomainRoutes,
  domainProofs,
  businessUsageRoutes,
  type BusinessService,
} from './modules/business/index.js';
import {
  backofficeRoutes,
  backofficeService,
  failedJobRoutes,
  standingRoutes,
} from './modules/backoffice/index.js';
import type { ChecksService } from './modules/checks/index.js';
import { credentialMemberRoutes, credentialPublicRoutes } from './modules/credentials/index.js';
import { devMailboxRoutes } from './modules/dev/index.js';
import { livenessRoutes, livenessSamples, type LivenessService } from './modules/liveness/index.js';
import { handoffRoutes, type HandoffService } from './modules/handoff/index.js';
import { healthRoutes } from './modules/health/index.js';
import { holdRoutes } from './modules/holds/index.js';
import { addressRoutes } from './modules/address/index.js';
import {
  businessVerificationBackofficeRoutes,
  businessVerificationConsoleRoutes,
  businessVerificationGoLiveRoutes,
  businessVerificationReview,
  businessVerificationRoutes,
  type BusinessVerifications,
} from './modules/business-verifications/index.js';
import {
  monitoringRoutes,
  type ListRefresh,
  type Rescreening,
} from './modules/monitoring/index.js';
import { documentRenewalRoutes } from './modules/document-renewal/index.js';
import { identityLookupService, kycRoutes } from './modules/kyc/index.js';
import type { Lifecycle, LifecycleEvents } from './modules/lifecycle/index.js';
import { numberProofRoutes, type NumbersService } from './modules/numbers/index.js';
import {
  registerMetricsRoute,
  systemOverview,
  systemRoutes,
  type Metrics,
} from './modules/operations/index.js';
import { paymentRoutes, sandboxCheckoutRoutes } from './modules/payments/index.js';
import type { RouteDeps } from './modules/route-deps.js';
import { privacyRoutes, type PrivacyService } from './modules/privacy/index.js';
import { supportRoutes } from './modules/support/index.js';
import { verificationRoutes, verificationService } from './modules/verification/index.js';
import {
  factorBook,
  memberSecondFactorRoutes,
  passkeyRoutes,
  passkeyService,
  secondFactorRoutes,
  secondFactorService,
} from './modules/second-factor/index.js';
import { walletRoutes, walletService } from './modules/wallets/index.js';
import {
  sessionBusinessRoutes,
  sessionConsoleRoutes,
  sessionMemberRoutes,
  type VerificationSessions,
} from './modules/verification-sessions/index.js';
import {
  webhookApiRoutes,
  webhookConsoleRoutes,
  type BusinessEvents,
  type WebhooksService,
} from './modules/webhooks/index.js';
import { truncatedIp } from './lib/log-ip.js';
import { AccessLogController } from './plugins/access-log.js';
import { authenticate } from './plugins/authenticate.js';
import { registerDocs } from './plugins/docs.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerFaceModels } from './plugins/face-models.js';
import { registerJsonBodies } from './plugins/json-bodies.js';
import { refuseNulCharacters } from './plugins/nul-characters.js';
import { answerOverLimitBodies } from './plugins/over-limit-bodies.js';
import { registerPressure } from './plugins/pressure.js';
import { registerSecurity } from './plugins/security.js';
import { serializerCompiler } from './plugins/serializer.js';
import { registerSdk } from './plugins/sdk.js';
import { registerSpa } from './plugins/spa.js';
import { createRuntime, type RuntimeOptions } from './runtime.js';

/** The active span's ids, for log lines (empty outside a traced request). */
function traceIds(): Record<string, string> {
  const span = trace.getActiveSpan()?.spanContext();
  return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
}

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
  /** Sends an SMS or WhatsApp message as a job (adapters/messaging/message-job.ts). */
  sendMessage: SendMessage;
  lifecycle: Lifecycle;
  /** What the lifecycle tells its subscribers (tests listen in; decision 0038). */
  events: LifecycleEvents;
  /** The member's own data; tests run the retention purge with a clock of their choosing. */
  privacy: PrivacyService;
  /** Phone hand-offs; tests run their sweep. */
  handoff: HandoffService;
  /** The file store as the app reads it (decrypted); tests compare what was kept. */
  storage: FileStorage;
  /** The live capture (issue 45); tests run its frames' sweep. */
  liveness: LivenessService;
  /** Number proofs; tests run the invitation of members verified before them. */
  numbers: NumbersService;
  /** Work run after an answer (mail, the sandbox's webhook); tests wait for it with drain(). */
  background: BackgroundTasks;
  /** The business side; tests write the keys' last-used times with keys.flushLastUsed(). */
  business: BusinessService;
  /** Verification sessions (issue 33); tests run their expiry with a clock of their choosing. */
  verificationSessions: VerificationSessions;
  /** What businesses hear (issue 33); tests list an organisation's events. */
  businessEvents: BusinessEvents;
  /** Events, webhook endpoints and their delivery (issue 33). */
  webhooks: WebhooksService;
  /** Prometheus metrics (issue 35): what records calls it, e.g. metrics.webhookDelivery(). */
  metrics: Metrics;
  /** Business verifications (issue 49); tests run the registry's retry. */
  kyb: BusinessVerifications;
  /** Ongoing screening (issue 50); tests run a re-screening as its job does. */
  monitoring: { rescreen: Rescreening; lists: ListRefresh };
  /** Documents that expire (issue 50); tests run the schedule on a chosen day. */
  documentExpiry: { run(today?: string): Promise<{ noticed: number; expired: number }> };
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
      // With traces on (src/tracing.ts), each line carries its request's trace id.
      ...(process.env.OTEL_EXPORTER_OTLP_ENDPOINT && { mixin: traceIds }),
      ...(logStream && { stream: logStream }),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Tokens travel in e-mailed links (?token=, ?code=): never write query strings to the log.
      // Client addresses are encrypted in the database; the log keeps only their network.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: req.url.split('?')[0],
          ip: truncatedIp(req.ip),
        }),
      },
    },
    logController: new AccessLogController(),
    // Ids unique across instances: the business API sends them as Vouch-Request-Id.
    genReqId: newRequestId,
    // A hop count is documented and works; fastify's types only leave it out.
    trustProxy: config.trustProxy as string[] | false,
    bodyLimit: 1024 * 1024,
    // A request that is not received and answered in time is cut off, not held for good.
    requestTimeout: config.requestTimeoutMs,
    // A malformed or over-long path parameter: answered in the envelope like everything else.
    frameworkErrors: answerFrameworkError,
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
  // The business side (issue 32): its key check writes last-used times behind, closed here.
  const business = businessService(
    {
      db,
      pii,
      audit,
      jobs,
      appUrl: config.appUrl,
      hashKey: apiKeyHashKey(config.blindIndexKey),
      priceLookupNgn: config.business.priceLookupNgn,
      lowBalanceNgn: config.business.lowBalanceNgn,
      paymentProvider: rt.provider,
      rateLimits: config.business.rateLimits,
    },
    (err) => app.log.warn({ err }, 'api key last-used not written'),
  );
  app.addHook('onClose', () => business.close());
  // Live mode follows the organisation's own business verification (issue 49): its decision,
  // heard in its transaction, approves or refuses the live request waiting for it.
  rt.kyb.onDecided(async (tx, v) => {
    if (v.subject !== 'organisation') return;
    await business.review.byVerification(tx, {
      id: v.id,
      organisationId: v.organisation_id,
      approved: v.status === 'approved',
      registration: v.registration,
      registeredName: v.registry ? (JSON.parse(v.registry) as { name: string }).name : null,
      reason: v.decision_reason,
      decidedBy: v.decided_by,
    });
  });
  // What adding or removing a second factor means for the account (staff's and members').
  const book = factorBook({
    db,
    indexKey: config.blindIndexKey,
    pii,
    sessions,
    audit,
    jobs,
    appUrl: config.appUrl,
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
      audit,
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
      identity: rt.identity,
      audit,
      tiers: lifecycle,
    }),
    address: rt.address,
    verification: verificationService(db, pii, {
      businessLookupsOf: (userId) => business.lookups.lookupsOfMember(userId),
    }),
    wallets: walletService({ db, audit, lifecycle, holds: rt.holds }),
    holds: rt.holds,
    numbers: rt.numbers,
    audit,
    support: rt.support,
    privacy: rt.privacy,
    handoff: rt.handoff,
    backoffice: backofficeService({ ...kycDeps, kyc, checks, lifecycle, audit, jobs, sessions }),
    lifecycle,
    secondFactor: secondFactorService({ db, cipher: kycDeps.cipher, pii, sessions, audit, book }),
    passkeys: passkeyService({ db, sessions, audit, appUrl: config.appUrl, book }),
    supportContact: config.support,
    tiers: config.tiers,
    business,
  };

  registerErrorHandler(app);
  registerJsonBodies(app);
  answerOverLimitBodies(app, { drainWithinMs: config.requestTimeoutMs });
  refuseNulCharacters(app);
  registerMetricsRoute(app, rt.metrics, config.metrics.token);
  await registerPressure(app, {
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    saturated: () =>
      config.maxWaitingForConnections > 0 &&
      waitingForConnections(db) > config.maxWaitingForConnections,
    unavailableType: `${config.appUrl}/developers#unavailable`,
  });
  await registerSecurity(app, {
    rateLimits: config.rateLimits,
    paymentProvider: config.payments.provider,
    redis,
  });
  // The business API before the member API's docs, whose document must not collect its routes:
  // it has its own (served in production too), generated inside its own scope.
  await app.register(
    businessApi({
      business,
      db,
      appUrl: config.appUrl,
      rateLimits: config.business.rateLimits,
      redis,
      routes: [
        sessionBusinessRoutes(rt.verificationSessions),
        businessVerificationRoutes(rt.kyb),
        webhookApiRoutes(rt.webhooks),
      ],
      verifyPresentation: rt.credentials.verifyPresentation,
    }),
    { prefix: BUSINESS_API_PREFIX },
  );
  if (config.apiDocs) await registerDocs(app);
  // The Vouch credential's documents and OID4VCI endpoints, at APP_URL (issue 36).
  await app.register(named('credentialPublic', credentialPublicRoutes(rt.credentials)));

  await app.register(
    async function memberApi(api) {
      await api.register(named('health', healthRoutes({ db, storage: rt.storage, redis })));
      await api.register(named('auth', authRoutes(deps)));
      await api.register(named('codeSignIn', codeSignInRoutes(deps)));
      await api.register(named('account', accountRoutes(deps)));
      await api.register(named('payment', paymentRoutes(deps)));
      await api.register(named('kyc', kycRoutes(deps)));
      await api.register(named('address', addressRoutes(deps)));
      await api.register(named('verification', verificationRoutes(deps)));
      await api.register(named('wallet', walletRoutes(deps)));
      await api.register(named('numberProof', numberProofRoutes(deps)));
      await api.register(named('hold', holdRoutes(deps)));
      await api.register(named('backoffice', backofficeRoutes(deps)));
      await api.register(named('standing', standingRoutes(deps)));
      await api.register(named('failedJob', failedJobRoutes(deps)));
      await api.register(
        named(
          'system',
          systemRoutes({
            authenticate: deps.authenticate,
            overview: () => systemOverview(db, jobs),
          }),
        ),
      );
      await api.register(named('support', supportRoutes(deps)));
      await api.register(named('secondFactor', secondFactorRoutes(deps)));
      await api.register(named('passkey', passkeyRoutes(deps)));
      await api.register(named('memberSecondFactor', memberSecondFactorRoutes(deps)));
      await api.register(named('privacy', privacyRoutes(deps)));
      await api.register(named('handoff', handoffRoutes(deps)));
      await api.register(
        named(
          'liveness',
          livenessRoutes({
            liveness: rt.liveness,
            renewal: rt.renewal,
            samples: livenessSamples({ db, storage: rt.storage, audit }),
            kyc,
            handoff: rt.handoff,
            authenticate: deps.authenticate,
          }),
        ),
      );
      await api.register(named('business', businessRoutes(deps)));
      await api.register(named('businessUsage', businessUsageRoutes(deps)));
      await api.register(
        named(
          'businessBalance',
          businessBalanceRoutes({
            balance: deps.business.balance,
            authenticate: deps.authenticate,
            db,
            sandbox: rt.sandbox,
          }),
        ),
      );
      await api.register(
        named(
          'businessBranding',
          businessBrandingRoutes({
            branding: brandingService(deps.business.deps, rt.storage),
            authenticate: deps.authenticate,
          }),
        ),
      );
      await api.register(named('businessReview', businessReviewRoutes(deps)));
      await api.register(
        named(
          'businessDomain',
          businessDomainRoutes({
            proofs: domainProofs({
              ...deps.business.deps,
              guard: { allowLoopback: config.webhooks.allowLoopback },
              resolveTxt: options.resolveTxt,
            }),
            authenticate: deps.authenticate,
          }),
        ),
      );
      await api.register(
        named(
          'businessVerificationGoLive',
          businessVerificationGoLiveRoutes({
            kyb: rt.kyb,
            organisations: deps.business.organisations,
            authenticate: deps.authenticate,
          }),
        ),
      );
      await api.register(
        named(
          'businessVerificationConsole',
          businessVerificationConsoleRoutes({ db, kyb: rt.kyb, authenticate: deps.authenticate }),
        ),
      );
      await api.register(
        named(
          'businessVerificationReview',
          businessVerificationBackofficeRoutes({
            review: businessVerificationReview({
              db,
              audit,
              show: rt.kyb.show,
              transitions: rt.kyb.transitions,
              linkPeople: (id) => rt.kyb.linkPeopleOf(id),
            }),
            documents: rt.kyb.documents,
            authenticate: deps.authenticate,
          }),
        ),
      );
      await api.register(
        named(
          'monitoring',
          monitoringRoutes({ alerts: rt.monitoring.alerts, authenticate: deps.authenticate }),
        ),
      );
      await api.register(
        named(
          'document-renewal',
          documentRenewalRoutes({
            renewal: rt.renewal,
            review: rt.renewals,
            authenticate: deps.authenticate,
          }),
        ),
      );
      await api.register(
        named('sessionMember', sessionMemberRoutes(rt.verificationSessions, deps)),
      );
      await api.register(
        named(
          'sessionConsole',
          sessionConsoleRoutes({
            db,
            sessions: rt.verificationSessions,
            authenticate: deps.authenticate,
          }),
        ),
      );
      await api.register(
        named(
          'webhookConsole',
          webhookConsoleRoutes({
            db,
            endpoints: rt.webhooks.endpoints,
            authenticate: deps.authenticate,
          }),
        ),
      );
      await api.register(
        named('credentialMember', credentialMemberRoutes(deps, rt.credentials, config.appUrl)),
      );
      if (rt.sandbox)
        await api.register(named('sandboxCheckout', sandboxCheckoutRoutes(deps, rt.sandbox)));
    },
    { prefix: API_PREFIX },
  );
  if (config.devMailbox) await app.register(named('devMailbox', devMailboxRoutes(db)));
  await registerFaceModels(app);
  registerSdk(app);
  await registerSpa(app, config.webDist, (id) => rt.verificationSessions.framingOrigins(id));

  await jobs.start();
  return {
    app,
    db,
    checks,
    jobs,
    sendMessage: rt.sendMessage,
    lifecycle,
    events: rt.events,
    privacy: rt.privacy,
    handoff: rt.handoff,
    storage: rt.storage,
    liveness: rt.liveness,
    numbers: rt.numbers,
    background,
    business,
    verificationSessions: rt.verificationSessions,
    businessEvents: rt.businessEvents,
    webhooks: rt.webhooks,
    kyb: rt.kyb,
    monitoring: rt.monitoring,
    documentExpiry: rt.documentExpiry,
    metrics: rt.metrics,
  };
}
