/**
 * The bare baseline: the same essential work as the API's endpoints with nothing around it, in a
 * process of its own, on the same database the real server uses (SQLite file or PostgreSQL).
 *
 *   POST /lookup   HS256 bearer check (jose), the session row (joined to its member), one indexed
 *                  keyed-hash lookup (the phone's blind index on verified_snapshots), one insert
 *                  recording the lookup; 200 with the name, or 404.
 *   GET  /account  bearer check, session row, the member's wallets, three PII fields decrypted.
 *   POST /login    the member by e-mail, argon2id verify, a session row, a signed JWT.
 * and, on FASTIFY_PORT, a bare Fastify app (no logger, helmet, rate limits, under-pressure or
 * zod compilers) answering GET /api/v1/health.
 *
 * Environment: BASELINE_DB (sqlite:<file> or postgres://…), PORT, FASTIFY_PORT, JWT_SECRET,
 * BLIND_INDEX_KEY and PII_ENCRYPTION_KEY (hex).
 */
import { createDecipheriv, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { verify as argon2Verify } from '@node-rs/argon2';
import type SQLiteModule from 'better-sqlite3';
import Fastify from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import pg from 'pg';

const env = (k: string) => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is required`);
  return v;
};
const secret = new TextEncoder().encode(env('JWT_SECRET'));
const indexKey = Buffer.from(env('BLIND_INDEX_KEY'), 'hex');
const piiKey = Buffer.from(env('PII_ENCRYPTION_KEY'), 'hex');
const dbUrl = env('BASELINE_DB');

interface SessionUser {
  user_id: string;
  status: string;
}
interface Store {
  session(sid: string, now: string): Promise<SessionUser | undefined>;
  findByPhoneIndex(bidx: string): Promise<{ user_id: string; last_name: string } | undefined>;
  recordLookup(searcher: string, found: string | null, now: string): Promise<void>;
  member(id: string): Promise<Record<string, string | null> | undefined>;
  wallets(id: string): Promise<Record<string, string | null>[]>;
  userByEmail(emailBidx: string): Promise<{ id: string; password_hash: string } | undefined>;
  insertSession(id: string, userId: string, now: string, expires: string): Promise<void>;
}

const SQL = {
  session: `select s.user_id, u.status from sessions s join users u on u.id = s.user_id
            where s.id = $1 and s.revoked_at is null and s.expires_at > $2`,
  find: `select v.user_id, v.last_name from verified_snapshots v join users u on u.id = v.user_id
         where u.status = 'VERIFIED' and v.phone_bidx = $1 limit 1`,
  record: `insert into verification_lookups (id, searcher_id, search_by, found_user_id, created_at)
           values ($1, $2, 'PHONE_NUMBER', $3, $4)`,
  member: `select id, email, first_name, last_name, phone_enc, whatsapp_enc, dob_enc, wechat_id,
           status from users where id = $1`,
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
    findByPhoneIndex: async (b) => q.find.get(b) as { user_id: string; last_name: string },
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
    findByPhoneIndex: (b) => one(SQL.find, [b]),
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
    const { payload } = await jwtVerify(m[1]!, secret, { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string') return undefined;
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
    const found = await store.findByPhoneIndex(bidx);
    await store.recordLookup(who.user_id, found?.user_id ?? null, new Date().toISOString());
    if (!found) return send(res, 404, 'not verified');
    return send(res, 200, { search: [{ last_name: found.last_name }] });
  }
  if (req.method === 'GET' && req.url === '/account') {
    const who = await bearer(req);
    if (!who) return send(res, 401, 'Unauthorized');
    const u = await store.member(who.user_id);
    if (!u) return send(res, 401, 'Unauthorized');
    const wallets = await store.wallets(who.user_id);
    return send(res, 200, {
      ...u,
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
    const authToken = await new SignJWT({ sid: id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(u.id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(secret);
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
