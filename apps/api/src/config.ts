import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cbnTierLimits, tierLimitsSchema, type KycTier, type TierLimits } from '@vouch/contracts';
import { parseMasterKeys, readKeysFile } from './adapters/keys/env-key-provider.js';
import type { MasterKeys } from './adapters/keys/key-provider.js';
import type { TermiiConfig } from './adapters/messaging/termii-sms.js';
import {
  parseTemplateLanguages,
  TEMPLATE_LANGUAGE,
  type WhatsAppCloudConfig,
} from './adapters/messaging/whatsapp-cloud.js';
import { ConfigError, ConfigProblems, invalidConfiguration } from './config-problems.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A 32-byte key given as 64 hex characters or base64. */
const key32 = z.string().transform((v, ctx) => {
  const buf = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  if (buf.length !== 32) {
    ctx.addIssue({ code: 'custom', message: 'must be 32 bytes: 64 hex characters or base64' });
    return z.NEVER;
  }
  return buf;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Vouch <no-reply@vouch.local>'),
  /** The Support and Contact pages' phone line and WhatsApp chat; unset: no card is shown. */
  SUPPORT_PHONE: z.string().trim().optional(),
  SUPPORT_WHATSAPP: z.string().trim().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PII_ENCRYPTION_KEY: key32.optional(),
  BLIND_INDEX_KEY: key32.optional(),
  /** Keys the audit log's hash chain; kept out of the database so the chain cannot be recomputed. */
  AUDIT_KEY: key32.optional(),
  /**
   * Master keys that wrap every stored file's own data key: `id:key[,id:key…]`, the first one
   * current (new files), the others still readable (until `rotate-keys` has moved everything).
   */
  MASTER_KEYS: z
    .string()
    .transform((v, ctx) => {
      try {
        return parseMasterKeys(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  /**
   * The Vouch credential's ES256 signing keys as a JWK set (`{"keys":[…]}`, private keys with a
   * `kid`): the first signs, the others stay published until their credentials expire
   * (decision 0043). Unset outside production: generated once into secrets.json.
   */
  CREDENTIAL_SIGNING_KEYS: z
    .string()
    .transform((v, ctx) => {
      try {
        return parseCredentialKeys(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  TRUST_PROXY: z.string().default('false'),
  /** The dev outbox page and JSON (never in production; default on elsewhere). */
  DEV_MAILBOX: z.enum(['on', 'off']).optional(),
  /** The OpenAPI page at /api/docs (default off in production). */
  API_DOCS: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'flutterwave']).default('sandbox'),
  FLUTTERWAVE_PUBLIC_KEY: z.string().optional(),
  FLUTTERWAVE_SECRET_KEY: z.string().optional(),
  FLUTTERWAVE_WEBHOOK_HASH: z.string().min(16, 'must be at least 16 characters').optional(),
  FLUTTERWAVE_BASE_URL: z.url().default('https://api.flutterwave.com'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Server-side encryption asked of S3 on every put, besides our own (off for stores without it). */
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms', 'off']).default('AES256'),
  IDENTITY_PROVIDER: z.enum(['sandbox', 'dojah']).default('sandbox'),
  DOJAH_APP_ID: z.string().optional(),
  DOJAH_SECRET_KEY: z.string().optional(),
  DOJAH_BASE_URL: z.url().default('https://api.dojah.io'),
  IDENTITY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Issue 48: the enterprise code a member makes their virtual NIN for (NIMC app, or USSD
   * *346*3*NIN*code#): the code of whoever asks NIMC, so the identity provider's (Dojah publishes
   * 1138183).
   */
  VNIN_ENTERPRISE_CODE: z
    .string()
    .regex(/^\d{4,12}$/, 'must be the digits of an NIMC enterprise code')
    .default('1138183'),
  /** The CBN limits of each tier in naira (JSON as cbnTierLimits); the circulars' when unset. */
  TIER_LIMITS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return cbnTierLimits;
      try {
        return tierLimitsSchema.parse(JSON.parse(v));
      } catch {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be JSON like {"1":{"single_deposit":50000,"max_balance":300000},"2":{…},"3":{…}} (null: no cap)',
        });
        return z.NEVER;
      }
    }),
  /** Text messages (issue 30): sandbox keeps them in the dev outbox; termii / cloud send them. */
  SMS_PROVIDER: z.enum(['sandbox', 'termii']).default('sandbox'),
  TERMII_API_KEY: z.string().optional(),
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{3,11}$/, "must be Termii's alphanumeric sender ID (3 to 11 characters)")
    .optional(),
  TERMII_BASE_URL: z.url().default('https://api.ng.termii.com'),
  TERMII_CHANNEL: z.enum(['dnd', 'generic']).default('dnd'),
  WHATSAPP_PROVIDER: z.enum(['sandbox', 'cloud']).default('sandbox'),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, "must be the phone number's numeric id from WhatsApp Manager, not the number")
    .optional(),
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, "must be the template's name: lower-case letters, digits, _")
    .optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(TEMPLATE_LANGUAGE, 'must be a template language code such as en or en_GB')
    .default('en'),
  /**
   * Issue 51: the member languages that have an approved template of their own, as
   * `locale:code` (ha:ha,yo:yo_NG); any other member gets WHATSAPP_TEMPLATE_LANGUAGE's.
   */
  WHATSAPP_TEMPLATE_LANGUAGES: z
    .string()
    .transform((v, ctx) => {
      try {
        return parseTemplateLanguages(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  WHATSAPP_BASE_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must be a Graph API version such as v26.0')
    .default('v26.0'),
  // A message job's lease (30 s, jobs/queues.ts) must outlast the wait for the provider.
  MESSAGING_TIMEOUT_MS: z.coerce.number().int().min(100).max(20_000).default(10_000),
  /** Automated checks after every submission (off only in tests that do not look at them). */
  CHECKS: z.enum(['on', 'off']).default('on'),
  FACE_MATCH_THRESHOLD: z.coerce.number().min(0).max(1).default(0.55),
  DUPLICATE_FACE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.6),
  /** Anti-spoofing and liveness scores below which the liveness-evidence check fails. */
  LIVENESS_FLOOR: z.coerce.number().min(0).max(1).default(0.5),
  /**
   * Who judges a live capture (issue 45): 'human' reads every frame; 'sandbox' passes any
   * sequence of single-face frames, for tests of other features only (refused in production).
   */
  LIVENESS_CHECKER: z.enum(['human', 'sandbox']).default('human'),
  // A job's lease (20 s, jobs/queues.ts) must outlast the slowest stage.
  CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(18_000).default(15_000),
  /** Comma-separated sanctions/PEP list files (OFAC SDN CSV or OpenSanctions simple CSV). */
  SANCTIONS_LISTS: z.string().optional(),
  /**
   * Comma-separated URLs of sanctions/PEP lists downloaded on a schedule (issue 50), e.g. OFAC's
   * sdn.csv (with alt.csv) and OpenSanctions' targets.simple.csv: fetched through the SSRF guard
   * into DATA_DIR/sanctions-lists and loaded beside SANCTIONS_LISTS.
   */
  SANCTIONS_LIST_URLS: z.string().optional(),
  /** How often those URLs are downloaded again, in hours. */
  SANCTIONS_REFRESH_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  /** The largest list accepted, in megabytes (OpenSanctions' simple CSV is about 100 MB). */
  SANCTIONS_DOWNLOAD_MAX_MB: z.coerce.number().int().min(1).max(2000).default(400),
  SANCTIONS_THRESHOLD: z.coerce.number().min(0.5).max(1).default(0.92),
  AUTO_REJECT: z.enum(['on', 'off']).default('off'),
  /** The decision policy auto-v1 approves clear cases (decision 0041); off: a person decides all. */
  AUTO_DECISIONS: z.enum(['on', 'off']).default('on'),
  /** Selfie vs the provider's portrait and vs the document: the policy's own, stricter bar. */
  AUTO_FACE_MATCH_THRESHOLD: z.coerce.number().min(0).max(1).default(0.6),
  /** Anti-spoofing and liveness scores below which the policy leaves the case to a person. */
  AUTO_LIVENESS_FLOOR: z.coerce.number().min(0).max(1).default(0.5),
  /** Share of automatic approvals a reviewer looks at again: 0.1 or 10%. */
  AUTO_QA_RATE: z.preprocess(
    (v) =>
      typeof v === 'string' && v.trim().endsWith('%') ? Number(v.trim().slice(0, -1)) / 100 : v,
    z.coerce
      .number()
      .min(0, 'must be between 0 and 1 (or 0% and 100%)')
      .max(1, 'must be between 0 and 1 (or 0% and 100%)')
      .default(0.1),
  ),
  /** Off only for tests that count requests themselves. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** off: this API process sends jobs but runs none (run `npm run worker` processes instead). */
  WORKERS: z.enum(['on', 'off']).default('on'),
  /** CPU priority (nice, 0-19) a `npm run worker` process lowers itself to; 0: unchanged. */
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(0),
  /** Shared rate limits across instances (Redis); without it they are per process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** How long a starting instance waits for its database to answer. */
  DB_START_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  /** Event-loop lag (ms) past which requests get 503 + Retry-After instead of waiting; 0: off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Requests waiting for a PostgreSQL connection past which requests get 503; 0: off. */
  MAX_WAITING_FOR_CONNECTIONS: z.coerce.number().int().min(0).max(10_000).default(20),
  /** Prometheus (issue 35): /metrics answers only with this bearer token… */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** …or on a port of its own (bind it where only the scraper reaches). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** A request not received and answered in this time is closed (slow uploads included). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  /** How often an idle job worker looks for due work (retries, jobs from other processes). */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** How often each server looks whether the lists changed (ongoing screening, issue 50). */
  MONITORING_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** The share of a server's JavaScript thread a re-screening may take, in percent. */
  MONITORING_CPU_SHARE: z.coerce.number().min(1).max(100).default(8),
  /** Documents that expire (issue 50): the member is told this many days before the date… */
  DOCUMENT_EXPIRY_NOTICE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** …and the answer says "documents expired" this many days after it (the operator's grace). */
  DOCUMENT_EXPIRY_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /**
   * The maximum age of a verification per tier, in days, "tier1,tier2,tier3" (0: no limit): a
   * grant older than its member's tier allows is `reverify_due` (issue 50).
   */
  VERIFICATION_MAX_AGE_DAYS: z
    .string()
    .regex(/^\d{1,5},\d{1,5},\d{1,5}$/, 'three numbers of days, "tier1,tier2,tier3" (0: no limit)')
    .default('1095,730,365'),
  /** Multiplies every job retry delay (tests shorten them; 1 in production). */
  JOBS_RETRY_SCALE: z.coerce.number().min(0).max(10).default(1),
  /** Retention in days (issue 16; the legal basis is in .env.example). */
  RETENTION_KYC_RECORDS_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(36_500)
    .default(5 * 365),
  RETENTION_REJECTED_IMAGES_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  RETENTION_LOOKUPS_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  RETENTION_ABANDONED_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  RETENTION_BUSINESS_EVENTS_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  /**
   * A wallet or number proven after verification answers lookups only after this many hours
   * (issue 30): time for the member, mailed at once, to cancel what a thief added. 0: no hold.
   */
  NEW_IDENTIFIER_HOLD_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** What a live business lookup costs, in naira: the console's usage and the Pricing page. */
  BUSINESS_PRICE_LOOKUP_NGN: z.coerce.number().min(0).max(1_000_000).default(100),
  /** Below this prepaid balance, in naira, an organisation's owners are mailed (issue 47). */
  BUSINESS_LOW_BALANCE_NGN: z.coerce.number().int().min(0).max(100_000_000).default(20_000),
  /** Business API requests per minute, per key (issue 32): live and test keys. */
  BUSINESS_RATE_LIMIT_LIVE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  BUSINESS_RATE_LIMIT_TEST: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Webhooks to loopback addresses (tests, a newcomer's local receiver); refused in production. */
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(['on', 'off']).default('off'),
  /** The delays between webhook attempts, in ms, comma-separated (tests); the standard's otherwise. */
  WEBHOOKS_RETRY_SCHEDULE_MS: z
    .string()
    .regex(/^\d+(,\d+){0,19}$/, 'a comma-separated list of milliseconds, like 100,200,400')
    .optional(),
  /**
   * How long a batch of webhook deliveries waits for its slowest receivers before recording
   * what has finished and freeing its worker (decision 0040); the rest are recorded as they end.
   */
  WEBHOOKS_BATCH_WAIT_MS: z.coerce.number().int().min(10).max(15_000).default(2000),
});

export type PaymentsConfig =
  | { provider: 'sandbox'; timeoutMs: number }
  | {
      provider: 'flutterwave';
      publicKey: string;
      secretKey: string;
      webhookHash: string;
      baseUrl: string;
      timeoutMs: number;
    };

export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint?: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      serverSideEncryption: 'AES256' | 'aws:kms' | undefined;
    };

export type IdentityConfig =
  | { provider: 'sandbox' }
  | { provider: 'dojah'; appId: string; secretKey: string; baseUrl: string; timeoutMs: number };

export interface MessagingConfig {
  sms: { provider: 'sandbox' } | ({ provider: 'termii' } & TermiiConfig);
  whatsapp: { provider: 'sandbox' } | ({ provider: 'cloud' } & WhatsAppCloudConfig);
}

export interface ChecksConfig {
  enabled: boolean;
  faceMatchThreshold: number;
  duplicateFaceThreshold: number;
  livenessFloor: number;
  /** LIVENESS_CHECKER (issue 45). */
  livenessChecker: 'human' | 'sandbox';
  timeoutMs: number;
  sanctionsLists: string[];
  /** Lists downloaded on a schedule: each URL and the file it is kept in (issue 50). */
  sanctionsDownloads: { url: string; file: string }[];
  sanctionsRefreshHours: number;
  sanctionsDownloadMaxBytes: number;
  sanctionsThreshold: number;
  autoReject: boolean;
  /** The decision policy (decision 0041); null when AUTO_DECISIONS=off. */
  autoDecisions: AutoDecisionSettings | null;
}

export interface AutoDecisionSettings {
  faceMatchThreshold: number;
  livenessFloor: number;
  /** 0..1 of automatic approvals that get a second look. */
  qaRate: number;
}

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      poolMax?: number;
      connectTimeoutMs?: number;
      statementTimeoutMs?: number;
      idleTimeoutMs?: number;
    };

export interface SupportContactConfig {
  /** As people dial it, e.g. '+234 201 555 0100'; href is tel:+2342015550100. */
  phone: { display: string; href: string } | null;
  /** The chat's number; url is https://wa.me/2348031234567. */
  whatsapp: { display: string; url: string } | null;
}

/**
 * An international number as configured ('+234 803 123 4567', '+234-803-1234567') → its
 * digits, or a clear ConfigError: a wrong support number must fail at start, not on the page.
 */
function internationalDigits(name: string, value: string): string {
  const compact = value.replace(/[\s().-]/g, '');
  if (!/^\+[1-9]\d{7,14}$/.test(compact))
    throw new ConfigError(
      `${name}: give the number in international form with its country code, e.g. +234 803 123 4567`,
    );
  return compact.slice(1);
}

export function parseSupportContact(e: {
  SUPPORT_PHONE?: string | undefined;
  SUPPORT_WHATSAPP?: string | undefined;
}): SupportContactConfig {
  const phone = e.SUPPORT_PHONE ? e.SUPPORT_PHONE : null;
  const whatsapp = e.SUPPORT_WHATSAPP ? e.SUPPORT_WHATSAPP : null;
  return {
    phone: phone
      ? { display: phone, href: `tel:+${internationalDigits('SUPPORT_PHONE', phone)}` }
      : null,
    whatsapp: whatsapp
      ? {
          display: whatsapp,
          url: `https://wa.me/${internationalDigits('SUPPORT_WHATSAPP', whatsapp)}`,
        }
      : null,
  };
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: Uint8Array;
  piiKey: Buffer;
  blindIndexKey: Buffer;
  auditKey: Buffer;
  /**
   * Master keys for files (adapters/keys). `file`: they come from the generated secrets.json
   * (embedded default), which `rotate-keys --new-key` may extend while the server runs.
   */
  masterKeys: MasterKeys & { file?: string };
  /** false, a hop count, or the proxies' addresses/CIDRs: never "trust everyone". */
  trustProxy: false | number | string[];
  devMailbox: boolean;
  apiDocs: boolean;
  logLevel: string;
  webDist: string;
  rateLimits: boolean;
  payments: PaymentsConfig;
  storage: StorageConfig;
  identity: IdentityConfig;
  messaging: MessagingConfig;
  checks: ChecksConfig;
  jobs: { pollMs: number; retryScale: number };
  /** Ongoing screening (issue 50): minutes between looks at the lists. */
  monitoring: {
    everyMinutes: number;
    cpuShare: number;
    documentNoticeDays: number;
    documentGraceDays: number;
    /** Days per tier [1, 2, 3]; 0: no limit. */
    maxAgeDays: [number, number, number];
  };
  /** How long records are kept, in days (the scheduled purge and the privacy policy). */
  retention: {
    kycRecordsDays: number;
    rejectedImagesDays: number;
    lookupsDays: number;
    abandonedDays: number;
    /** Events sent to businesses, with their deliveries and attempts (decision 0040). */
    businessEventsDays: number;
  };
  /** How long a wallet or number proven after verification waits before it answers, in hours. */
  newIdentifierHoldHours: number;
  /** The business side (issue 32): the price of a live lookup and each key's rate limit. */
  business: {
    priceLookupNgn: number;
    lowBalanceNgn: number;
    rateLimits: { live: number; test: number; windowSeconds: number };
  };
  /** Webhook delivery (issue 33): loopback allowed (never in production), the retry delays. */
  webhooks: { allowLoopback: boolean; retryScheduleMs: number[] | undefined; batchWaitMs: number };
  /** The Vouch credential's signing keys (decision 0043), the first current. */
  credentialKeys: CredentialKeys;
  /** Whether this process runs jobs (the API does unless WORKERS=off; a worker always). */
  workers: boolean;
  /** The nice value `npm run worker` takes (0: unchanged), for a machine it shares with the API. */
  workerNice: number;
  redisUrl: string | undefined;
  requestTimeoutMs: number;
  databaseStartWaitMs: number;
  maxEventLoopDelayMs: number;
  /** Requests waiting for a database connection past which the instance sheds load; 0: off. */
  maxWaitingForConnections: number;
  /** Prometheus metrics: collected when a token or a port is given (decision 0042). */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** Issue 48: the vNIN enterprise code and the CBN limits of each tier. */
  tiers: { vninEnterpriseCode: string; limits: Record<KycTier, TierLimits> };
  /** The support channels the pages show; null when not configured. */
  support: SupportContactConfig;
}

export { ConfigError } from './config-problems.js';

/** A private P-256 key as a JWK with its id: what signs Vouch credentials. */
export interface CredentialSigningKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
  kid: string;
}

/** The credential keys, the first current; `file`: kept in the generated secrets.json. */
export interface CredentialKeys {
  keys: CredentialSigningKey[];
  file?: string;
}

const b64url = /^[A-Za-z0-9_-]+$/;

/** A JWK set of ES256 private keys, each with a distinct kid; throws a message naming what is wrong. */
export function parseCredentialKeys(raw: string): CredentialSigningKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('must be a JSON Web Key Set: {"keys":[{"kty":"EC","crv":"P-256",…}]}');
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0)
    throw new Error('must be a JSON Web Key Set with at least one key ({"keys":[…]})');
  const out = keys.map((k: Record<string, unknown>, i) => {
    const ok =
      k?.kty === 'EC' &&
      k.crv === 'P-256' &&
      ['x', 'y', 'd', 'kid'].every((f) => typeof k[f] === 'string' && b64url.test(k[f] as string));
    if (!ok)
      throw new Error(
        `key ${i + 1}: must be a private P-256 key (kty EC, crv P-256, x, y, d) with a kid`,
      );
    return { kty: 'EC', crv: 'P-256', x: k.x, y: k.y, d: k.d, kid: k.kid } as CredentialSigningKey;
  });
  if (new Set(out.map((k) => k.kid)).size !== out.length) throw new Error('each kid must differ');
  return out;
}

/** A fresh ES256 key whose id says when it was made. */
export function newCredentialKey(): CredentialSigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as { x: string; y: string; d: string };
  return { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d, kid: newMasterKeyId() };
}

/**
 * Embedded default: the credential keys live in secrets.json beside the others, made on first
 * start. Kept apart from SECRETS: a deployment giving every other secret in the environment
 * still gets a key here outside production (production must give CREDENTIAL_SIGNING_KEYS).
 */
export function loadOrCreateCredentialKeys(dataDir: string): CredentialKeys {
  const file = secretsFile(dataDir);
  const stored = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  if (stored.CREDENTIAL_SIGNING_KEYS)
    return { keys: parseCredentialKeys(stored.CREDENTIAL_SIGNING_KEYS), file };
  const keys = [newCredentialKey()];
  stored.CREDENTIAL_SIGNING_KEYS = JSON.stringify({ keys });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return { keys, file };
}

function parseDatabase(e: z.infer<typeof envSchema>, dataDir: string): DatabaseConfig {
  const url = e.DATABASE_URL;
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'vouch.db') };
  if (/^postgres(ql)?:\/\//.test(url))
    return {
      kind: 'postgres',
      url,
      poolMax: e.DB_POOL_MAX,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
    };
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  if (!file) throw new ConfigError('DATABASE_URL: give a postgres:// URL or sqlite:<file>');
  return { kind: 'sqlite', file: path.resolve(file) };
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: the number of proxies in front of Vouch, or their addresses/CIDRs. "true" would
 * take the client address from whatever X-Forwarded-For a client sends, so it is refused.
 */
function parseTrustProxy(raw: string): false | number | string[] {
  const v = raw.trim();
  if (v === 'false' || v === '' || v === '0') return false;
  if (v === 'true')
    throw new ConfigError(
      'TRUST_PROXY: "true" would let any client choose its IP address with X-Forwarded-For. Give the number of proxies in front of Vouch (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8).',
    );
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((x) => x.trim());
  for (const x of entries) {
    const [ip, bits, extra] = x.split('/');
    const family = isIP(ip ?? '');
    const okBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_RANGE_NAMES.has(x) && (family === 0 || !okBits || extra !== undefined))
      throw new ConfigError(
        `TRUST_PROXY: "${x}" is not an IP address, a CIDR or one of loopback, linklocal, uniquelocal`,
      );
  }
  return entries;
}

function requireAll(e: z.infer<typeof envSchema>, keys: (keyof typeof e)[], when: string) {
  const need = keys.filter((k) => !e[k]);
  if (need.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${need.map((k) => `  ${String(k)}: required when ${when}`).join('\n')}`,
    );
  }
}

function parseStorage(e: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  if (e.STORAGE === 'local') return { kind: 'local', root: path.join(dataDir, 'uploads') };
  requireAll(e, ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'STORAGE=s3');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET!,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    serverSideEncryption:
      e.S3_SERVER_SIDE_ENCRYPTION === 'off' ? undefined : e.S3_SERVER_SIDE_ENCRYPTION,
  };
}

function parseIdentity(e: z.infer<typeof envSchema>): IdentityConfig {
  if (e.IDENTITY_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  requireAll(e, ['DOJAH_APP_ID', 'DOJAH_SECRET_KEY'], 'IDENTITY_PROVIDER=dojah');
  return {
    provider: 'dojah',
    appId: e.DOJAH_APP_ID!,
    secretKey: e.DOJAH_SECRET_KEY!,
    baseUrl: e.DOJAH_BASE_URL.replace(/\/+$/, ''),
    timeoutMs: e.IDENTITY_TIMEOUT_MS,
  };
}

function parseMessaging(e: z.infer<typeof envSchema>): MessagingConfig {
  const timeoutMs = e.MESSAGING_TIMEOUT_MS;
  if (e.SMS_PROVIDER === 'termii')
    requireAll(e, ['TERMII_API_KEY', 'TERMII_SENDER_ID'], 'SMS_PROVIDER=termii');
  if (e.WHATSAPP_PROVIDER === 'cloud')
    requireAll(
      e,
      ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TEMPLATE'],
      'WHATSAPP_PROVIDER=cloud',
    );
  return {
    sms:
      e.SMS_PROVIDER === 'sandbox'
        ? { provider: 'sandbox' }
        : {
            provider: 'termii',
            apiKey: e.TERMII_API_KEY!,
            senderId: e.TERMII_SENDER_ID!,
            baseUrl: e.TERMII_BASE_URL.replace(/\/+$/, ''),
            route: e.TERMII_CHANNEL,
            timeoutMs,
          },
    whatsapp:
      e.WHATSAPP_PROVIDER === 'sandbox'
        ? { provider: 'sandbox' }
        : {
            provider: 'cloud',
            accessToken: e.WHATSAPP_ACCESS_TOKEN!,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
            template: e.WHATSAPP_TEMPLATE!,
            language: e.WHATSAPP_TEMPLATE_LANGUAGE,
            ...(e.WHATSAPP_TEMPLATE_LANGUAGES ? { languages: e.WHATSAPP_TEMPLATE_LANGUAGES } : {}),
            baseUrl: e.WHATSAPP_BASE_URL.replace(/\/+$/, ''),
            apiVersion: e.WHATSAPP_API_VERSION,
            timeoutMs,
          },
  };
}

/**
 * Where a downloaded list is kept: named after the URL's host and path (two datasets' files of
 * one name stay apart; OFAC's …_sdn.csv and …_alt.csv keep "sdn" and "alt" for the aliases to be
 * read beside it), never after its query. Characters outside [A-Za-z0-9._-] become "_".
 */
function downloadFileOf(dataDir: string, url: string): string {
  let name = 'list.csv';
  try {
    const u = new URL(url);
    name = `${u.hostname}${u.pathname}`.replace(/\/+/g, '_');
  } catch {
    // Refused when downloaded: the guard says why.
  }
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '') || 'list.csv';
  return path.join(dataDir, 'sanctions-lists', safe);
}

/** The fictional test lists ship with the code; real lists are the operator's to download. */
export const TEST_SANCTIONS_LISTS = [
  path.join(repoRoot, 'apps/api/data/sanctions/test-sdn.csv'),
  path.join(repoRoot, 'apps/api/data/sanctions/test-opensanctions.csv'),
];

function parseChecks(e: z.infer<typeof envSchema>, dataDir: string): ChecksConfig {
  const files = e.SANCTIONS_LISTS?.split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => path.resolve(p));
  const downloads = (e.SANCTIONS_LIST_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((url) => ({ url, file: downloadFileOf(dataDir, url) }));
  const named = new Set<string>();
  for (const d of downloads) {
    if (named.has(d.file))
      throw invalidConfiguration([
        `SANCTIONS_LIST_URLS: two URLs would be kept in one file (${path.basename(d.file)}): list each once`,
      ]);
    named.add(d.file);
  }
  // OFAC's alt.csv is read beside sdn.csv (its aliases), never as a list of its own.
  const downloaded = downloads.map((d) => d.file).filter((f) => !/alt\.csv$/i.test(f));
  const lists = files || downloaded.length > 0 ? [...(files ?? []), ...downloaded] : undefined;
  return {
    enabled: e.CHECKS === 'on',
    faceMatchThreshold: e.FACE_MATCH_THRESHOLD,
    duplicateFaceThreshold: e.DUPLICATE_FACE_THRESHOLD,
    livenessFloor: e.LIVENESS_FLOOR,
    livenessChecker: e.LIVENESS_CHECKER,
    timeoutMs: e.CHECK_TIMEOUT_MS,
    // Production screens only against lists the operator chose; elsewhere the test lists.
    sanctionsLists: lists ?? (e.NODE_ENV === 'production' ? [] : TEST_SANCTIONS_LISTS),
    sanctionsDownloads: downloads,
    sanctionsRefreshHours: e.SANCTIONS_REFRESH_HOURS,
    sanctionsDownloadMaxBytes: e.SANCTIONS_DOWNLOAD_MAX_MB * 1_000_000,
    sanctionsThreshold: e.SANCTIONS_THRESHOLD,
    autoReject: e.AUTO_REJECT === 'on',
    autoDecisions:
      e.AUTO_DECISIONS === 'on'
        ? {
            faceMatchThreshold: e.AUTO_FACE_MATCH_THRESHOLD,
            livenessFloor: e.AUTO_LIVENESS_FLOOR,
            qaRate: e.AUTO_QA_RATE,
          }
        : null,
  };
}

function parsePayments(e: z.infer<typeof envSchema>): PaymentsConfig {
  if (e.PAYMENT_PROVIDER === 'sandbox')
    return { provider: 'sandbox', timeoutMs: e.PAYMENT_TIMEOUT_MS };
  const need = (
    ['FLUTTERWAVE_PUBLIC_KEY', 'FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_WEBHOOK_HASH'] as const
  ).filter((k) => !e[k]);
  if (need.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${need.map((k) => `  ${k}: required when PAYMENT_PROVIDER=flutterwave`).join('\n')}`,
    );
  }
  return {
    provider: 'flutterwave',
    publicKey: e.FLUTTERWAVE_PUBLIC_KEY!,
    secretKey: e.FLUTTERWAVE_SECRET_KEY!,
    webhookHash: e.FLUTTERWAVE_WEBHOOK_HASH!,
    baseUrl: e.FLUTTERWAVE_BASE_URL.replace(/\/+$/, ''),
    timeoutMs: e.PAYMENT_TIMEOUT_MS,
  };
}

const SECRETS = [
  'JWT_SECRET',
  'PII_ENCRYPTION_KEY',
  'BLIND_INDEX_KEY',
  'AUDIT_KEY',
  'MASTER_KEYS',
] as const;
type StoredSecrets = Record<(typeof SECRETS)[number], string>;

/** A master key's id says when it was made, so an operator can tell old from new. */
export const newMasterKeyId = () =>
  `k${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(3).toString('hex')}`;

const newSecret = (name: (typeof SECRETS)[number]) =>
  name === 'JWT_SECRET'
    ? randomBytes(48).toString('base64url')
    : name === 'MASTER_KEYS'
      ? `${newMasterKeyId()}:${randomBytes(32).toString('hex')}`
      : randomBytes(32).toString('hex');

/** The generated secrets of the embedded default (0600; its folder 0700). */
export const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

/**
 * Embedded mode: secrets not given are generated once and kept (0600) in DATA_DIR. A file from
 * an older version gets the secrets it lacks added (AUDIT_KEY came later).
 */
function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = secretsFile(dataDir);
  const stored: Partial<StoredSecrets> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredSecrets>)
    : {};
  const missing = SECRETS.filter((k) => !stored[k]);
  if (missing.length === 0) return stored as StoredSecrets;
  for (const k of missing) stored[k] = newSecret(k);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return stored as StoredSecrets;
}

const requiredIn = (need: string[], why: (k: string) => string) => {
  if (need.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${need.map((k) => `  ${k}: ${why(k)}`).join('\n')}`,
    );
};

/**
 * Production refuses every test double (docs/decisions/0009): a sandbox provider would let a
 * member mark their own fee paid or invent an identity record, the dev outbox keeps mail and text
 * messages instead of sending them, and the fictional sanctions lists screen nobody real.
 */
function refuseTestDoubles(e: z.infer<typeof envSchema>, sanctionsLists: string[]) {
  const problems: string[] = [];
  if (e.PAYMENT_PROVIDER === 'sandbox')
    problems.push(
      'PAYMENT_PROVIDER: the sandbox marks any payment paid; set PAYMENT_PROVIDER=flutterwave (and its FLUTTERWAVE_* keys) in production',
    );
  if (e.IDENTITY_PROVIDER === 'sandbox')
    problems.push(
      'IDENTITY_PROVIDER: the sandbox invents identity records; set IDENTITY_PROVIDER=dojah (and DOJAH_APP_ID, DOJAH_SECRET_KEY) in production',
    );
  if (e.SMS_PROVIDER === 'sandbox')
    problems.push(
      'SMS_PROVIDER: the sandbox keeps text messages in the dev outbox instead of sending them; set SMS_PROVIDER=termii (and TERMII_API_KEY, TERMII_SENDER_ID) in production',
    );
  if (e.WHATSAPP_PROVIDER === 'sandbox')
    problems.push(
      'WHATSAPP_PROVIDER: the sandbox keeps WhatsApp messages in the dev outbox instead of sending them; set WHATSAPP_PROVIDER=cloud (and WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATE) in production',
    );
  if (e.LIVENESS_CHECKER === 'sandbox')
    problems.push(
      'LIVENESS_CHECKER: the sandbox passes any single-face frames as a live capture; remove it (the real checker is the default) in production',
    );
  if (!e.SMTP_URL)
    problems.push(
      'SMTP_URL: required when NODE_ENV=production (the dev outbox keeps mail instead of sending it)',
    );
  if (e.CHECKS === 'on' && sanctionsLists.length === 0)
    problems.push(
      "SANCTIONS_LISTS or SANCTIONS_LIST_URLS: required when NODE_ENV=production and CHECKS=on: OFAC's sdn.csv and/or OpenSanctions' targets.simple.csv",
    );
  const fictional = sanctionsLists.filter((p) => TEST_SANCTIONS_LISTS.includes(p));
  if (fictional.length > 0)
    problems.push(
      `SANCTIONS_LISTS: ${fictional.map((p) => path.basename(p)).join(', ')} are fictional test lists; give real OFAC or OpenSanctions files in production`,
    );
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/**
 * The environment through the schema. A value that cannot be read is a problem, and the rest is
 * still checked without it (its default, or unset), so that every other problem is named too.
 */
function readEnv(env: NodeJS.ProcessEnv, problems: ConfigProblems) {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  for (const i of parsed.error.issues)
    problems.addUnreadable(String(i.path[0]), `${i.path.join('.')}: ${i.message}`);
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  const rest = envSchema.safeParse(
    Object.fromEntries(Object.entries(cleaned).filter(([k]) => !bad.has(k))),
  );
  // Every variable is optional or has a default, so the rest reads; if not, say what we have.
  if (!rest.success) problems.throwIfAny();
  return rest.data!;
}

/** Parses the environment once; throws ConfigError naming every problem, all at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems = new ConfigProblems();
  const e = readEnv(env, problems);
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  const missing = SECRETS.filter((k) => e[k] === undefined);
  const database = problems.check(() => parseDatabase(e, dataDir));
  // Several instances share one PostgreSQL database: each must have the same keys. A
  // secrets.json generated on one machine would differ from the next one's.
  if (database?.kind === 'postgres')
    problems.check(() =>
      requiredIn(
        missing,
        () =>
          'required with a PostgreSQL DATABASE_URL: every instance must get the same keys from the environment (no secrets.json is generated)',
      ),
    );
  if (production && database?.kind === 'postgres' && e.STORAGE !== 's3')
    problems.add(
      'STORAGE: set STORAGE=s3 (and the S3_* variables) in production with PostgreSQL: uploads must be visible to every instance',
    );
  if (production) {
    problems.check(() => requiredIn(missing, () => 'required when NODE_ENV=production'));
    for (const k of ['APP_URL', 'CREDENTIAL_SIGNING_KEYS'] as const)
      if (e[k] === undefined) problems.add(`${k}: required when NODE_ENV=production`);
  }
  const payments = problems.check(() => parsePayments(e));
  const storage = problems.check(() => parseStorage(e, dataDir));
  const identity = problems.check(() => parseIdentity(e));
  const messaging = problems.check(() => parseMessaging(e));
  const checks = parseChecks(e, dataDir);
  const trustProxy = problems.check(() => parseTrustProxy(e.TRUST_PROXY));
  const support = problems.check(() => parseSupportContact(e));
  if (production) problems.check(() => refuseTestDoubles(e, checks.sanctionsLists));
  if (production && e.DEV_MAILBOX === 'on')
    problems.add(
      'DEV_MAILBOX: the dev mailbox shows live sign-in links and reset codes; it cannot be on in production',
    );
  if (production && e.WEBHOOKS_ALLOW_LOOPBACK === 'on')
    problems.add(
      'WEBHOOKS_ALLOW_LOOPBACK: webhooks to loopback addresses reach the server itself; it cannot be on in production',
    );
  // All of them, before anything is read from or written to the data folder.
  problems.throwIfAny();
  const stored = missing.length > 0 ? loadOrCreateSecrets(dataDir) : undefined;
  const jwt = e.JWT_SECRET ?? stored!.JWT_SECRET;
  const pii = e.PII_ENCRYPTION_KEY ?? key32.parse(stored!.PII_ENCRYPTION_KEY);
  const bidx = e.BLIND_INDEX_KEY ?? key32.parse(stored!.BLIND_INDEX_KEY);
  const audit = e.AUDIT_KEY ?? key32.parse(stored!.AUDIT_KEY);
  const masterKeys = e.MASTER_KEYS ?? {
    ...readKeysFile(secretsFile(dataDir)),
    file: secretsFile(dataDir),
  };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    database: database!,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: new TextEncoder().encode(jwt),
    piiKey: pii,
    blindIndexKey: bidx,
    auditKey: audit,
    masterKeys,
    credentialKeys: e.CREDENTIAL_SIGNING_KEYS
      ? { keys: e.CREDENTIAL_SIGNING_KEYS }
      : loadOrCreateCredentialKeys(dataDir),
    trustProxy: trustProxy!,
    devMailbox: e.NODE_ENV !== 'production' && (e.DEV_MAILBOX ?? 'on') === 'on',
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    rateLimits: e.RATE_LIMITS === 'on',
    payments: payments!,
    storage: storage!,
    identity: identity!,
    messaging: messaging!,
    checks,
    jobs: { pollMs: e.JOBS_POLL_MS, retryScale: e.JOBS_RETRY_SCALE },
    monitoring: {
      everyMinutes: e.MONITORING_EVERY_MINUTES,
      cpuShare: e.MONITORING_CPU_SHARE / 100,
      documentNoticeDays: e.DOCUMENT_EXPIRY_NOTICE_DAYS,
      documentGraceDays: e.DOCUMENT_EXPIRY_GRACE_DAYS,
      maxAgeDays: e.VERIFICATION_MAX_AGE_DAYS.split(',').map(Number) as [number, number, number],
    },
    retention: {
      kycRecordsDays: e.RETENTION_KYC_RECORDS_DAYS,
      rejectedImagesDays: e.RETENTION_REJECTED_IMAGES_DAYS,
      lookupsDays: e.RETENTION_LOOKUPS_DAYS,
      abandonedDays: e.RETENTION_ABANDONED_DAYS,
      businessEventsDays: e.RETENTION_BUSINESS_EVENTS_DAYS,
    },
    newIdentifierHoldHours: e.NEW_IDENTIFIER_HOLD_HOURS,
    business: {
      priceLookupNgn: e.BUSINESS_PRICE_LOOKUP_NGN,
      lowBalanceNgn: e.BUSINESS_LOW_BALANCE_NGN,
      rateLimits: {
        live: e.BUSINESS_RATE_LIMIT_LIVE,
        test: e.BUSINESS_RATE_LIMIT_TEST,
        windowSeconds: 60,
      },
    },
    webhooks: {
      allowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK === 'on',
      retryScheduleMs: e.WEBHOOKS_RETRY_SCHEDULE_MS?.split(',').map(Number),
      batchWaitMs: e.WEBHOOKS_BATCH_WAIT_MS,
    },
    workers: e.WORKERS === 'on',
    workerNice: e.WORKER_NICE,
    redisUrl: e.REDIS_URL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    maxWaitingForConnections: e.MAX_WAITING_FOR_CONNECTIONS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    databaseStartWaitMs: e.DB_START_WAIT_MS,
    support: support!,
    tiers: { vninEnterpriseCode: e.VNIN_ENTERPRISE_CODE, limits: e.TIER_LIMITS },
  };
}

/**
 * Where the embedded default keeps its data, read from the environment without generating any
 * secret (a restore into an empty DATA_DIR must not find a fresh secrets.json there first).
 */
export function dataPlaces(env: NodeJS.ProcessEnv = process.env) {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    dataDir,
    database: parseDatabase(parsed.data, dataDir),
    storage: parseStorage(parsed.data, dataDir),
    secretsFile: secretsFile(dataDir),
    /** The secrets this environment gives itself (the rest would come from secrets.json). */
    givenSecrets: SECRETS.filter((k) => parsed.data[k] !== undefined),
    allSecrets: [...SECRETS],
  };
}
