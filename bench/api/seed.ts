/**
 * Seeds N members straight through the data layer (Kysely, the app's migrations and its own row
 * builders), in multi-row inserts inside transactions, so a million members take minutes.
 *
 * Member i is derived from i alone (e-mail, phone, WhatsApp, WeChat ID, wallet), so the load
 * generator can ask for any member without the seed handing it a million rows: only the ids of a
 * sample (for UUID searches) and the sessions it creates come back. Every third member is
 * VERIFIED, with the verified snapshot, identity claims and a proven wallet a Check Verification
 * answer reads; the others are at EMAIL_VERIFICATION or KYC_REQUIREMENT with an unproven wallet.
 */
import { randomUUID } from 'node:crypto';
import { apiKeyHint, normaliseWalletAddress } from '@vouch/contracts';
import { sql, type Insertable } from 'kysely';
import { SignJWT } from 'jose';
import type { Config } from '../../apps/api/src/config.js';
import { dialectOf, type Db } from '../../apps/api/src/db/database.js';
import type { Database } from '../../apps/api/src/db/schema.js';
import { createKeyProvider } from '../../apps/api/src/adapters/factories.js';
import { SEAL_PENDING } from '../../apps/api/src/db/migrations/0011_encrypted_member_columns.js';
import { sealColumns, type Sealer } from '../../apps/api/src/db/seal-columns.js';
import { ColumnCipher } from '../../apps/api/src/lib/column-cipher.js';
import { PiiCipher } from '../../apps/api/src/lib/crypto.js';
import { hashPassword, SESSION_TTL_MS } from '../../apps/api/src/modules/auth/index.js';
import { apiKeyHashKey, hashApiKey, newApiKey } from '../../apps/api/src/modules/business/index.js';
import { claimsOf } from '../../apps/api/src/modules/lifecycle/snapshot.js';
import { memberPii, newUserRow } from '../../apps/api/src/modules/users/index.js';

export const BENCH_PASSWORD = 'Bench-Password-2026!';

/** What member i is known by. Phone and WhatsApp are valid Nigerian mobile numbers. */
export const member = (i: number) => ({
  email: `member${i}@bench.vouch.test`,
  phone: `+234803${String(i).padStart(7, '0')}`,
  whatsapp: `+234805${String(i).padStart(7, '0')}`,
  wechat: `wx_member_${i}`,
  wallet: `0x${i.toString(16).padStart(40, '0')}`,
});
export const isVerified = (i: number) => i % 3 === 0;

export interface SeedResult {
  n: number;
  /** Member indexes (spread over the whole range) with their ids, for UUID searches. */
  sample: { i: number; id: string }[];
  /** Bearer tokens of live sessions, made directly in the sessions table. */
  tokens: string[];
  /** Live API keys of one organisation approved for live mode (the business lookup). */
  apiKeys: string[];
  seconds: number;
}

/** Rows per INSERT: under SQLite's 32,766 bound parameters for the widest table (users). */
const ROWS_PER_INSERT = 500;
/** Rows per transaction. */
const ROWS_PER_TX = 20_000;

async function insertMany<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let k = 0; k < rows.length; k += ROWS_PER_INSERT) {
    // Kysely's insert typing is per table; the rows were built for this one.
    await db
      .insertInto(table)
      .values(rows.slice(k, k + ROWS_PER_INSERT) as never)
      .execute();
  }
}

/**
 * Seeds `n` members into a migrated, empty database and opens `sessions` sessions (members spread
 * over the range). `sampleSize` member ids are kept for UUID searches.
 */
export async function seedMembers(
  db: Db,
  config: Pick<Config, 'piiKey' | 'blindIndexKey' | 'jwtSecret' | 'masterKeys'>,
  opts: { n: number; sessions: number; sampleSize: number; log?: (s: string) => void },
): Promise<SeedResult> {
  const started = Date.now();
  const { n } = opts;
  const cipher = new PiiCipher(config.piiKey);
  // Rows go in sealed, as the app writes them (decision 0013): bound to their row.
  const columns = new ColumnCipher(createKeyProvider(config.masterKeys), cipher);
  const pii = memberPii(cipher, config.blindIndexKey, columns);
  // One argon2id hash for everyone: verifying it costs what any member's would.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const step = Math.max(1, Math.floor(n / opts.sampleSize));
  const sessionStep = Math.max(1, Math.floor(n / opts.sessions));
  const sample: SeedResult['sample'] = [];
  const sessionUsers: string[] = [];
  let nextSessionAt = 0;
  const at = new Date(Date.now() - 86_400_000).toISOString();

  // Secondary indexes are built once after the load instead of row by row: with random keys
  // (blind indexes, UUIDs) every transaction would otherwise rewrite pages all over each index.
  const indexes = await dropSecondaryIndexes(db, SEEDED_TABLES);

  for (let from = 0; from < n; from += ROWS_PER_TX) {
    const to = Math.min(n, from + ROWS_PER_TX);
    const users: Insertable<Database['users']>[] = [];
    const snapshots: Insertable<Database['verified_snapshots']>[] = [];
    const claims: Insertable<Database['identity_claims']>[] = [];
    const wallets: Insertable<Database['wallets']>[] = [];
    const proofs: Insertable<Database['wallet_proofs']>[] = [];
    const numberProofs: Insertable<Database['number_proofs']>[] = [];
    for (let i = from; i < to; i++) {
      const m = member(i);
      const row = newUserRow(
        {
          email: m.email,
          passwordHash,
          firstName: 'Bench',
          lastName: `Member${i}`,
          phone: m.phone,
          whatsapp: m.whatsapp,
          wechatId: m.wechat,
          wechatName: null,
          gender: i % 2 ? 'male' : 'female',
          dob: '1990-01-01',
          country: 'nigeria',
          role: 'member',
          ip: null,
        },
        pii,
      );
      const verified = isVerified(i);
      // The seed stands in for the lifecycle's approvals (a million transitions would take
      // hours): the status a member would have reached, written once, at insert.
      const status = verified ? 'VERIFIED' : i % 3 === 1 ? 'KYC_REQUIREMENT' : 'EMAIL_VERIFICATION';
      users.push(
        columns.seal('users', row.id, {
          ...row,
          status: status as 'EMAIL_VERIFICATION',
          email_verified_at: status === 'EMAIL_VERIFICATION' ? null : at,
        }),
      );
      if (i % step === 0 && sample.length < opts.sampleSize) sample.push({ i, id: row.id });
      // Sessions belong to members with a verified e-mail: only they may search (issue 31).
      if (
        i >= nextSessionAt &&
        status !== 'EMAIL_VERIFICATION' &&
        sessionUsers.length < opts.sessions
      ) {
        sessionUsers.push(row.id);
        nextSessionAt = i + sessionStep;
      }
      const address = m.wallet;
      wallets.push({
        id: randomUUID(),
        user_id: row.id,
        token: 'usdt',
        network: 'erc20',
        address,
        address_norm: normaliseWalletAddress(address),
        label: null,
        created_at: at,
      });
      if (!verified) continue;
      // What snapshotOfProfile (lifecycle/snapshot.ts) certifies for a member made VERIFIED
      // without a KYC decision: today's profile.
      const snapshot = {
        user_id: row.id,
        submission_id: null,
        first_name: row.first_name,
        last_name: row.last_name,
        middle_name: null,
        dob_enc: row.dob_enc,
        phone_enc: row.phone_enc,
        phone_bidx: row.phone_bidx,
        whatsapp_enc: row.whatsapp_enc,
        whatsapp_bidx: row.whatsapp_bidx,
        wechat_id: row.wechat_id ?? null,
        wechat_id_norm: row.wechat_id_norm ?? null,
        email: row.email,
        email_bidx: row.email_bidx,
        business_name: null,
        approved_at: at,
        approved_by: null,
        updated_at: at,
        // As an approval records it since issue 48: the document matched, no registry. Without
        // it every start would compute 100,000 tiers before answering (the tier backfill).
        kyc_tier: null,
        tier_evidence: JSON.stringify({ bvn: null, nin: null, id_document: at, address: null }),
      };
      snapshots.push(columns.seal('verified_snapshots', row.id, snapshot));
      for (const c of claimsOf(snapshot)) claims.push({ ...c, user_id: row.id, created_at: at });
      proofs.push({
        address_norm: normaliseWalletAddress(address),
        family: 'evm',
        user_id: row.id,
        proven_at: at,
      });
      // Verified members proved their numbers by code (decision 0034): lookups by number find
      // only proven numbers.
      for (const bidx of new Set([row.phone_bidx, row.whatsapp_bidx]))
        numberProofs.push({
          number_bidx: bidx,
          user_id: row.id,
          source: 'sms',
          proven_at: at,
          held_until: null,
        });
    }
    await db.transaction().execute(async (tx) => {
      await insertMany(tx, 'users', users);
      await insertMany(tx, 'verified_snapshots', snapshots);
      await insertMany(tx, 'identity_claims', claims);
      await insertMany(tx, 'wallets', wallets);
      await insertMany(tx, 'wallet_proofs', proofs);
      await insertMany(tx, 'number_proofs', numberProofs);
    });
    if (to % 100_000 === 0 || to === n)
      opts.log?.(
        `  seeded ${to.toLocaleString('en-GB')} members (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
  }

  for (const create of indexes) await sql.raw(create).execute(db);
  opts.log?.(
    `  ${indexes.length} indexes rebuilt (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  const tokens = await openSessions(db, config.jwtSecret, columns, sessionUsers);
  const apiKeys = await openApiKeys(db, config.blindIndexKey, sessionUsers[0]!, API_KEYS);
  await leaveNothingToSeal(db, pii, n);
  // A bulk load leaves PostgreSQL's planner without statistics until autovacuum comes by, which
  // a live database would have had. The app never runs ANALYZE on SQLite (and drops the samples
  // one leaves: db/sqlite-planner.ts), so neither does the seed there.
  if (dialectOf(db) === 'postgres') await sql`analyze`.execute(db);
  return { n, sample, tokens, apiKeys, seconds: (Date.now() - started) / 1000 };
}

/**
 * Live keys the business lookup takes in turn (each request's key is looked up by its hash).
 * The rate limit is the organisation's (issue 46): run.ts raises it for the benchmark.
 */
const API_KEYS = 10;

/**
 * An organisation approved for live mode with `count` live keys, written as the business module
 * writes them (modules/business: the key's HMAC, never the key).
 */
async function openApiKeys(db: Db, blindIndexKey: Buffer, ownerId: string, count: number) {
  const at = new Date().toISOString();
  const organisationId = 'org_bench000000000000000000';
  await db
    .insertInto('organisations')
    .values({
      id: organisationId,
      name: 'Bench Exchange',
      support_email: 'help@bench.vouch.test',
      website: 'https://bench.vouch.test',
      redirect_origins: '[]',
      live_status: 'approved',
      live_requested_at: at,
      live_decided_at: at,
      live_decided_by: null,
      live_reason: null,
      checked_name: 'Bench Exchange',
      checked_website: 'https://bench.vouch.test',
      created_by: ownerId,
      created_at: at,
      updated_at: at,
      // Prepaid for every lookup the benchmark makes (issue 47: a live lookup draws on it).
      balance_kobo: 1_000_000_000_000,
      low_balance_mailed_at: null,
    })
    .execute();
  await db
    .insertInto('organisation_members')
    .values({ organisation_id: organisationId, user_id: ownerId, role: 'owner', created_at: at })
    .execute();
  const hashKey = apiKeyHashKey(blindIndexKey);
  const keys = Array.from({ length: count }, () => newApiKey('live'));
  await insertMany(
    db,
    'api_keys',
    keys.map((key, i) => ({
      id: `key_bench${String(i).padStart(17, '0')}`,
      organisation_id: organisationId,
      mode: 'live' as const,
      name: `Bench ${i}`,
      scopes: 'lookups',
      key_hash: hashApiKey(hashKey, key),
      hint: apiKeyHint(key),
      created_by: ownerId,
      created_at: at,
      last_used_at: null,
      expires_at: null,
      revoked_at: null,
      rolled_to: null,
    })),
  );
  return keys;
}

/** Up to this many members, the seed proves it left nothing to seal (a pass over every row). */
const SEAL_CHECK_UP_TO = 10_000;

/**
 * Everything goes in sealed and indexed, as the app writes it, so the app's start-up pass
 * (db/seal-columns.ts, pending on a freshly migrated database) has nothing to do: the seed takes
 * its mark away. Left there, the server spent its first 38 s at a million members reading 5.3
 * million values to find them sealed. At the smoke's and the small run's sizes the seed runs that
 * pass itself and fails if it changed anything, so a seed that wrote a value the app would not
 * have is caught where it costs a second.
 */
async function leaveNothingToSeal(db: Db, pii: Sealer, n: number) {
  if (n <= SEAL_CHECK_UP_TO) {
    const counts = await sealColumns(db, pii);
    if (counts.encrypted + counts.reencrypted + counts.indexed > 0)
      throw new Error(`the seed wrote values the app would have sealed: ${JSON.stringify(counts)}`);
  }
  await sql`delete from app_meta where key = ${SEAL_PENDING}`.execute(db);
}

const SEEDED_TABLES = [
  'users',
  'verified_snapshots',
  'identity_claims',
  'wallets',
  'wallet_proofs',
  'number_proofs',
];

/**
 * Drops the indexes the migrations made on `tables`, other than primary keys and unique
 * constraints (which the inserts need), and returns the statements that make them again, read
 * from the database's own catalog so they are exactly the migrations' indexes.
 */
async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<string[]> {
  const rows =
    dialectOf(db) === 'sqlite'
      ? (
          await sql<{ name: string; def: string }>`
            select name, sql as def from sqlite_master
            where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})`.execute(
            db,
          )
        ).rows
      : (
          await sql<{ name: string; def: string }>`
            select i.indexname as name, i.indexdef as def from pg_indexes i
            where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
              and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(
            db,
          )
        ).rows;
  for (const r of rows) await sql`drop index ${sql.id(r.name)}`.execute(db);
  return rows.map((r) => r.def);
}

/**
 * Sessions as `sessions.create` makes them (modules/auth/sessions.ts): a row, and an HS256 JWT
 * carrying its id as `sid` and the member as `sub`; inserted in batches instead of one by one.
 */
export async function openSessions(
  db: Db,
  secret: Uint8Array,
  columns: ColumnCipher,
  userIds: string[],
): Promise<string[]> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  const rows = userIds.map((user_id) => {
    const id = randomUUID();
    return {
      id,
      user_id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
      // Sealed as sessions.create seals it (a plain one the app would encrypt at its next start).
      ip_address: columns.encrypt('127.0.0.1', { table: 'sessions', column: 'ip_address', id }),
      user_agent: 'vouch-bench',
      second_factor_at: null,
      last_active_at: now.toISOString(),
      second_factor_failures: 0,
    };
  });
  await db.transaction().execute((tx) => insertMany(tx, 'sessions', rows));
  return Promise.all(
    rows.map((r) =>
      new SignJWT({ sid: r.id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(r.user_id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.parse(expiresAt) / 1000))
        .sign(secret),
    ),
  );
}
