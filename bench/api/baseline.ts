/**
 * The bare baseline: the same essential work as the API's endpoints with nothing around it, in a
 * process of its own, on the same database the real server uses (SQLite file or PostgreSQL).
 *
 *   POST /lookup   HS256 bearer check (an HMAC with node:crypto), the session row (joined to its
 *                  member), one indexed keyed-hash lookup (the phone's blind index on
 *                  verified_snapshots), one insert recording the lookup; 200 with the name
 *                  decrypted (names are encrypted at rest, so an answer has to open one), or 404.
 *   GET  /account  bearer check, session row, the member's row and wallets, every encrypted field
 *                  the profile shows decrypted (names, e-mail, WeChat, last IP address, phone,
 *                  WhatsApp, date of birth).
 *   POST /login    the member by e-mail, argon2id verify, a session row, a signed JWT.
 * and, on FASTIFY_PORT, a bare Fastify app (no logger, helmet, rate limits, under-pressure or
 * zod compilers) answering GET /api/v1/health.
 *
 * Environment: BASELINE_DB (sqlite:<file> or postgres://…), PORT, FASTIFY_PORT, JWT_SECRET,
 * BLIND_INDEX_KEY and PII_ENCRYPTION_KEY (hex), MASTER_KEYS (`id:hex`).
 */
import {
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { verify as argon2Verify } from '@node-rs/argon2';
import type SQLiteModule from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

const env = (k: string) => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is required`);
  return v;
};
const jwtKey = createSecretKey(Buffer.from(env('JWT_SECRET')));
const indexKey = Buffer.from(env('BLIND_INDEX_KEY'), 'hex');
const piiKey = Buffer.from(env('PII_ENCRYPTION_KEY'), 'hex');
// The column key of the (one) master key, as the app derives it (lib/column-cipher.ts).
const [masterId, masterHex] = env('MASTER_KEYS').split(',')[0]!.split(':') as [string, string];
const columnKey = Buffer.from(
  hkdfSync('sha256', Buffer.from(masterHex, 'hex'), Buffer.alloc(0), 'vouch columns v2', 32),
);
const dbUrl = env('BASELINE_DB');

interface SessionUser {
  user_id: string;
  status: string;
}
interface Store {
  session(sid: string, now: string): Promise<SessionUser | undefined>;
  findByPhoneIndex(
    bidx: string,
    now: string,
  ): Promise<{ user_id: string; last_name: string } | undefined>;
  recordLookup(searcher: string, found: string | null, now: string): Promise<void>;
  member(id: string): Promise<Record<string, string | null> | undefined>;
  wallets(id: string): Promise<Record<string, string | null>[]>;
  userByEmail(emailBidx: string): Promise<{ id: string; password_hash: string } | undefined>;
  insertSession(id: string, userId: string, now: string, expires: string): Promise<void>;
}

const SQL = {
  session: `select s.user_id, u.status from sessions s join users u on u.id = s.user_id
            where s.id = $1 and s.revoked_at is null and s.expires_at > $2`,
  // As the app finds a number (decision 0034): through its proof, still on the profile, past
  // any hold, of a VERIFIED member.
  find: `select v.user_id, v.last_name from number_proofs n join users u on u.id = n.user_id
         join verified_snapshots v on v.user_id = u.id
         where n.number_bidx = $1 and u.phone_bidx = $2 and u.status = 'VERIFIED'
         and (n.held_until is null or n.held_until <= $3) limit 1`,
  record: `insert into verification_lookups (id, searcher_id, search_by, found_user_id, created_at)
           values ($1, $2, 'PHONE_NUMBER', $3, $4)`,
  member: `select id, email, first_name, last_name, phone_enc, whatsapp_enc, dob_enc, wechat_id,
           wechat_name, last_ip_address, gender, country, status, last_seen, created_at
           from users where id = $1`,
  wallets: `select token, network, address from wallets where user_id = $1`,
  // The e-mail column is ciphertext (decision 0013): the app finds it by its blind index too.
  byEmail: `select id, password_hash from users where email_bidx = $1`,
  newSession: `insert into sessions (id, user_id, created_at, expires_at, ip_address, user_agent,
               last_active_at, second_factor_failures) values ($1, $2, $3, $4, '127.0.0.1', 'bench', $5, 0)`,
};

function sqliteStore(file: string): Store {
  const require = createRequire(import.meta.url);
  const major = Number(process.versions.node.split('.')[0]);
  const SQLite = (
    major >= 22 ? require('better-sqlite3-napi') : require('better-sqlite3')
  ) as typeof SQLiteModule;
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const prep = (s: string) => db.prepare(s.replace(/\$\d+/g, '?'));
  const q = Object.fromEntries(Object.entries(SQL).map(([k, s]) => [k, prep(s)])) as Record<
    keyof typeof SQL,
    SQLiteModule.Statement
  >;
  return {
    session: async (sid, now) => q.session.get(sid, now) as SessionUser | undefined,
    findByPhoneIndex: async (b, now) =>
      q.find.get(b, b, now) as { user_id: string; last_name: string },
    recordLookup: async (searcher, found, now) => {
      q.record.run(randomUUID(), searcher, found, now);
    },
    member: async (id) => q.member.get(id) as Record<string, string | null> | undefined,
    wallets: async (id) => q.wallets.all(id) as Record<string, string | null>[],
    userByEmail: async (e) => q.byEmail.get(e) as { id: string; password_hash: string },
    insertSession: async (id, userId, now, expires) => {
      q.newSession.run(id, userId, now, expires, now);
    },
  };
}

function postgresStore(url: string): Store {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const one = async <T>(text: string, values: unknown[]) =>
    (await pool.query({ text, values })).rows[0] as T | undefined;
  return {
    session: (sid, now) => one(SQL.session, [sid, now]),
    findByPhoneIndex: (b, now) => one(SQL.find, [b, b, now]),
    recordLookup: async (searcher, found, now) => {
      await pool.query(SQL.record, [randomUUID(), searcher, found, now]);
    },
    member: (id) => one(SQL.member, [id]),
    wallets: async (id) => (await pool.query(SQL.wallets, [id])).rows,
    userByEmail: (e) => one(SQL.byEmail, [e]),
    insertSession: async (id, userId, now, expires) => {
      await pool.query(SQL.newSession, [id, userId, now, expires, now]);
    },
  };
}

const store = dbUrl.startsWith('postgres') ? postgresStore(dbUrl) : sqliteStore(dbUrl.slice(7));

/** A v2 column value (`v2.<key id>.<iv|tag|ct>`, bound to table, column and row). */
function openColumn(stored: string, table: string, column: string, id: string): string {
  const body = stored.slice(`v2.${masterId}.`.length);
  const raw = Buffer.from(body, 'base64url');
  const d = createDecipheriv('aes-256-gcm', columnKey, raw.subarray(0, 12));
  d.setAAD(Buffer.from(`${table}\0${column}\0${id}`, 'utf8'));
  d.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
}

const hs256 = (input: string) => createHmac('sha256', jwtKey).update(input).digest();

/** An HS256 JWT's claims when its HMAC matches and it has not expired. */
function verifyJwt(token: string): { sub?: unknown; sid?: unknown } | undefined {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = hs256(`${header}.${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    sub?: unknown;
    sid?: unknown;
    exp?: number;
  };
  return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? claims : undefined;
}

function signJwt(claims: object): string {
  const input = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${hs256(input).toString('base64url')}`;
}

function decrypt(stored: string): string {
  const raw = Buffer.from(stored.slice(3), 'base64url');
  const d = createDecipheriv('aes-256-gcm', piiKey, raw.subarray(0, 12));
  d.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
}

async function bearer(req: IncomingMessage): Promise<SessionUser | undefined> {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return undefined;
  try {
    const payload = verifyJwt(m[1]!);
    if (!payload || typeof payload.sid !== 'string') return undefined;
    const s = await store.session(payload.sid, new Date().toISOString());
    return s && s.user_id === payload.sub ? s : undefined;
  } catch {
    return undefined;
  }
}

async function body(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
}

function send(res: ServerResponse, status: number, msg: unknown) {
  const text = JSON.stringify({ status, msg });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'POST' && req.url === '/lookup') {
    const p = await body(req);
    const who = await bearer(req);
    if (!who) return send(res, 401, 'Unauthorized');
    const bidx = createHmac('sha256', indexKey)
      .update(`phone\0${String(p.search_value).trim()}`)
      .digest('hex');
    const now = new Date().toISOString();
    const found = await store.findByPhoneIndex(bidx, now);
    await store.recordLookup(who.user_id, found?.user_id ?? null, now);
    if (!found) return send(res, 404, 'not verified');
    const lastName = openColumn(found.last_name, 'verified_snapshots', 'last_name', found.user_id);
    return send(res, 200, { search: [{ last_name: lastName }] });
  }
  if (req.method === 'GET' && req.url === '/account') {
    const who = await bearer(req);
    if (!who) return send(res, 401, 'Unauthorized');
    const u = await store.member(who.user_id);
    if (!u) return send(res, 401, 'Unauthorized');
    const wallets = await store.wallets(who.user_id);
    const open = (column: string) =>
      u[column] ? openColumn(u[column]!, 'users', column, who.user_id) : null;
    return send(res, 200, {
      ...u,
      first_name: open('first_name'),
      last_name: open('last_name'),
      email: open('email'),
      wechat_id: open('wechat_id'),
      wechat_name: open('wechat_name'),
      last_ip_address: open('last_ip_address'),
      phone_enc: undefined,
      whatsapp_enc: undefined,
      dob_enc: undefined,
      phone_number: decrypt(u.phone_enc!),
      whatsapp_number: decrypt(u.whatsapp_enc!),
      dob: decrypt(u.dob_enc!),
      wallet_address: JSON.stringify({ addresses: wallets }),
    });
  }
  if (req.method === 'POST' && req.url === '/login') {
    const p = await body(req);
    const emailBidx = createHmac('sha256', indexKey)
      .update(`email\0${String(p.email_address).trim().toLowerCase()}`)
      .digest('hex');
    const u = await store.userByEmail(emailBidx);
    if (!u || !(await argon2Verify(u.password_hash, String(p.password))))
      return send(res, 401, 'Invalid credentials');
    const id = randomUUID();
    const now = new Date();
    const expires = new Date(now.getTime() + 12 * 3600_000);
    await store.insertSession(id, u.id, now.toISOString(), expires.toISOString());
    const authToken = signJwt({
      sid: id,
      sub: u.id,
      iat: Math.floor(now.getTime() / 1000),
      exp: Math.floor(expires.getTime() / 1000),
    });
    return send(res, 200, { authToken });
  }
  if (req.url === '/health') return send(res, 200, 'ok');
  return send(res, 404, 'Not found');
}

const server = createServer((req, res) => {
  handle(req, res).catch((err: unknown) => {
    console.error(err);
    if (!res.headersSent) send(res, 500, 'error');
  });
});
server.listen(Number(env('PORT')), '127.0.0.1');

const bare = Fastify({ logger: false });
bare.get('/api/v1/health', async () => ({ status: 200, msg: 'ok' }));
await bare.listen({ port: Number(env('FASTIFY_PORT')), host: '127.0.0.1' });

for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, () => {
    server.close();
    void bare.close().then(() => process.exit(0));
  });
