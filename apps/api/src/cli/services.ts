import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { dialectOf, type Db } from '../db/database.js';
import { tableJobs } from '../jobs/index.js';
import { PiiCipher } from '../lib/crypto.js';
import { auditLog } from '../modules/audit/index.js';
import { sessions } from '../modules/auth/index.js';
import { lifecycle } from '../modules/lifecycle/index.js';
import { memberPii } from '../modules/users/index.js';

const quiet = {
  error: (obj: unknown, msg?: string) => console.error(msg ?? obj),
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

/**
 * What a data-changing command works with: the same lifecycle and audit log as the server. The
 * CLI never runs jobs: what a command causes (a decision e-mail) waits in the jobs table until a
 * server or worker sends it.
 */
export function cliServices(db: Db, config: Config) {
  const cipher = new PiiCipher(config.piiKey);
  const pii = memberPii(cipher, config.blindIndexKey);
  const audit = auditLog(db, config.auditKey);
  const jobs = tableJobs({ db, dialect: dialectOf(db), log: quiet });
  return {
    cipher,
    pii,
    audit,
    lifecycle: lifecycle({
      db,
      audit,
      jobs,
      pii,
      cipher,
      appUrl: config.appUrl,
      sessions: sessions(db, config.jwtSecret),
    }),
  };
}
