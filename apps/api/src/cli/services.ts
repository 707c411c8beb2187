import type { FastifyBaseLogger } from 'fastify';
import { createKeyProvider } from '../adapters/factories.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { createJobs } from '../jobs/index.js';
import { ColumnCipher } from '../lib/column-cipher.js';
import { PiiCipher } from '../lib/crypto.js';
import { auditLog } from '../modules/audit/index.js';
import { apiKeyHashKey, businessService, organisationBalance } from '../modules/business/index.js';
import { sessions } from '../modules/auth/index.js';
import { subscribeToLifecycle } from '../lifecycle-subscriptions.js';
import { credentialsService, credentialStatusChanges } from '../modules/credentials/index.js';
import { confirmedAddressAt } from '../modules/address/index.js';
import { documentExpiryOf } from '../modules/checks/index.js';
import { registryEvidenceOf } from '../modules/kyc/index.js';
import { lifecycle, lifecycleEvents } from '../modules/lifecycle/index.js';
import { memberMailer, memberPii } from '../modules/users/index.js';
import { verificationSessions } from '../modules/verification-sessions/index.js';
import { businessEvents } from '../modules/webhooks/index.js';

const quiet = {
  error: (obj: unknown, msg?: string) => console.error(msg ?? obj),
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

/** The member PII rules with the configured keys (as the server has them). */
export function cliPii(config: Config) {
  const cipher = new PiiCipher(config.piiKey);
  const columns = new ColumnCipher(createKeyProvider(config.masterKeys), cipher);
  return memberPii(cipher, config.blindIndexKey, columns);
}

/**
 * What a data-changing command works with: the same lifecycle and audit log as the server. The
 * CLI runs no jobs: what a command causes (a decision e-mail) waits for a server or worker. On
 * PostgreSQL the job engine is started to send (it is shared by every process); on SQLite it is
 * not, since starting the embedded queue would re-queue the running server's jobs.
 */
export async function cliServices(db: Db, config: Config) {
  const pii = cliPii(config);
  const cipher = new PiiCipher(config.piiKey);
  const audit = auditLog(db, config.auditKey, pii.columns);
  const jobs = createJobs(config.database, db, quiet, config.jobs);
  if (config.database.kind === 'postgres') await jobs.start();
  const events = lifecycleEvents();
  const life = lifecycle({
    db,
    audit,
    jobs,
    pii,
    cipher,
    appUrl: config.appUrl,
    sessions: sessions(db, config.jwtSecret, pii.columns),
    events,
    registryEvidence: async (executor, userId, certified) => ({
      ...(await registryEvidenceOf(executor, cipher, userId, certified)),
      address: await confirmedAddressAt(executor, userId),
    }),
    // As the server's (runtime.ts): the approved passport's expiry, as the checks read it.
    documentExpiry: documentExpiryOf,
  });
  subscribeToLifecycle(events, {
    jobs,
    checksEnabled: config.checks.enabled,
    verificationSessions: verificationSessions({
      db,
      cipher,
      audit,
      businessEvents: businessEvents({ db, jobs }),
      appUrl: config.appUrl,
      mailMember: memberMailer(jobs, pii.columns),
      approvedDetails: (userId) => life.approvedDetails(userId),
      feePaid: (input, record) => life.feePaid(input, record),
      feeRefunded: (input, record) => life.feeRefunded(input, record),
      balance: organisationBalance({
        db,
        pii,
        audit,
        jobs,
        appUrl: config.appUrl,
        priceLookupNgn: config.business.priceLookupNgn,
        lowBalanceNgn: config.business.lowBalanceNgn,
        paymentProvider: null,
      }),
      presentedBy: (input) =>
        credentialsService({
          db,
          lifecycle: life,
          keys: config.credentialKeys,
          appUrl: config.appUrl,
        }).presentedBy(input),
    }),
    secondLookRate: config.checks.autoDecisions?.qaRate ?? 0,
    credentialStatus: credentialStatusChanges(),
  });
  const business = businessService({
    db,
    pii,
    audit,
    jobs,
    appUrl: config.appUrl,
    hashKey: apiKeyHashKey(config.blindIndexKey),
    priceLookupNgn: config.business.priceLookupNgn,
    lowBalanceNgn: config.business.lowBalanceNgn,
    paymentProvider: null,
    rateLimits: config.business.rateLimits,
  });
  return {
    cipher,
    pii,
    audit,
    lifecycle: life,
    /** Organisations and live-mode decisions (create-business, approve-business). */
    business,
    close: async () => {
      await business.close();
      await jobs.stop(1000);
    },
  };
}

export type CliServices = Awaited<ReturnType<typeof cliServices>>;
