import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import { SessionJwt } from '../../lib/session-jwt.js';
import { lastSeenWriter } from './last-seen.js';
import { STAFF_IDLE_MINUTES } from '@vouch/contracts';
import { unauthorized } from '../../lib/http-errors.js';
import { DAY, HOUR, isoAfter, MINUTE, nowIso } from '../../lib/time.js';
import type { UserRow } from '../users/index.js';

/**
 * What the session check reads of the member on every request: no personal data, nothing
 * encrypted. The whole row (names, e-mail, password hash…) is `auth.member()`, read when a
 * service needs it (decision 0025).
 */
export type SessionUser = Pick<
  UserRow,
  'id' | 'role' | 'status' | 'last_seen' | 'email_verified_at' | 'verification_sent_at'
>;

interface SessionRow extends SessionUser {
  second_factor_since: string | null;
  session_id: string;
  session_user: string;
  second_factor_at: string | null;
  last_active_at: string | null;
}

/** A short session by default; "Remember me" keeps it for 30 days. */
export const SESSION_TTL_MS = 12 * HOUR;
export const REMEMBERED_SESSION_TTL_MS = 30 * DAY;
/** Staff sessions end after this long without a request (hardening issue). */
export const STAFF_IDLE_MS = STAFF_IDLE_MINUTES * MINUTE;

/** Reviewers and admins: their sessions need a second factor and end when idle. */
export const isStaffRole = (role: string) => role !== 'member';

/**
 * A member's session that has not yet passed the account's second factor: it may do nothing but
 * pass it (or log out). Staff are held at the back office's door instead (require-role.ts), so
 * their own member screens stay as they were (decision 0015).
 */
export const awaitingSecondFactor = (auth: AuthContext) =>
  !isStaffRole(auth.user.role) && auth.secondFactorEnrolled && auth.secondFactorAt === null;

export interface AuthContext {
  user: SessionUser;
  sessionId: string;
  token: string;
  /**
   * When this session last passed the second factor (sign-in, then each step-up); null until
   * then, and for accounts without one.
   */
  secondFactorAt: string | null;
  /** The account has a second factor (an authenticator app or a passkey). */
  secondFactorEnrolled: boolean;
  /** Last Seen as this request noted it (written behind: the row may not have it yet). */
  seen: { at: string; ip: string } | null;
  /**
   * The member's whole row, encrypted columns opened, with this request's Last Seen: read on
   * the first call (one statement), then the same row for the rest of the request.
   */
  member(): Promise<UserRow>;
}

/** The session's row joined to its member's: one statement on every authenticated request. */
export const liveSession = preparedQuery<{ sid: string; now: string }, SessionRow>((db, param) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.role',
      'users.status',
      'users.last_seen',
      'users.email_verified_at',
      'users.verification_sent_at',
      'users.second_factor_since',
      'sessions.id as session_id',
      'sessions.user_id as session_user',
      'sessions.second_factor_at',
      'sessions.last_active_at',
    ])
    .where('sessions.id', '=', param('sid'))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', param('now'))
    // A suspension or closure ends sessions as it happens; this keeps a late one from counting.
    .where('users.status', 'not in', ['SUSPENDED', 'CLOSED']),
);

/** A member's row with the Last Seen this request noted (written behind, so not in the row yet). */
export function withSeen<R extends object>(row: R, seen: AuthContext['seen']): R {
  return seen ? { ...row, last_seen: seen.at, last_ip_address: seen.ip } : row;
}

/** A member's whole row, for `auth.member()`. */
const memberRow = preparedQuery<{ id: string }, UserRow>((db, param) =>
  db.selectFrom('users').selectAll().where('id', '=', param('id')),
);

/**
 * Bearer JWTs (spec 6) that carry a session id the server checks on every request, so logout and
 * password changes revoke them at once (DESIGN.md). The check reads the member's status and role,
 * never their personal data: the names, e-mail, WeChat and IP addresses are encrypted columns
 * (decision 0013), opened only by `auth.member()`.
 */
export function sessions(
  db: Db,
  secret: Uint8Array,
  cols: ColumnCipher,
  log?: (err: unknown) => void,
) {
  const jwt = new SessionJwt(secret);
  const lastSeen = lastSeenWriter(db, cols, log);
  async function revoke(sessionId: string) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: nowIso() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  return {
    async create(
      userId: string,
      opts: { remember: boolean; ip: string; userAgent: string | undefined },
    ): Promise<string> {
      const id = randomUUID();
      const ttl = opts.remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
      const expiresAt = isoAfter(ttl);
      await db
        .insertInto('sessions')
        .values({
          id,
          user_id: userId,
          created_at: nowIso(),
          expires_at: expiresAt,
          revoked_at: null,
          ip_address: cols.encrypt(opts.ip, { table: 'sessions', column: 'ip_address', id }),
          user_agent: opts.userAgent?.slice(0, 300) ?? null,
          second_factor_at: null,
          last_active_at: nowIso(),
          second_factor_failures: 0,
        })
        .execute();
      return jwt.sign({ sub: userId, sid: id, exp: Math.floor(Date.parse(expiresAt) / 1000) });
    },

    /** The member behind a bearer token, or null for anything expired, revoked or forged. */
    async authenticate(token: string, ip: string): Promise<AuthContext | null> {
      const claims = jwt.verify(token);
      if (!claims) return null;
      const { sid, sub } = claims;
      const now = nowIso();
      const row = await liveSession.takeFirst(db, { sid, now });
      if (!row || row.session_user !== sub) return null;
      const user: SessionUser = {
        id: row.id,
        role: row.role,
        status: row.status,
        last_seen: row.last_seen,
        email_verified_at: row.email_verified_at,
        verification_sent_at: row.verification_sent_at,
      };
      const { session_id, second_factor_at, last_active_at } = row;
      if (isStaffRole(user.role)) {
        const lastActive = last_active_at ? Date.parse(last_active_at) : 0;
        if (lastActive < Date.now() - STAFF_IDLE_MS) {
          await revoke(session_id);
          return null;
        }
        // Idle time is counted to the minute: one write a minute at most.
        if (lastActive < Date.now() - MINUTE) {
          await db
            .updateTable('sessions')
            .set({ last_active_at: now })
            .where('id', '=', session_id)
            .execute();
        }
      }
      // Last Seen (spec 2) noted at most once a minute, and written behind (last-seen.ts).
      let seen: AuthContext['seen'] = null;
      if (!user.last_seen || Date.parse(user.last_seen) < Date.now() - MINUTE) {
        lastSeen.note(user.id, now, ip);
        user.last_seen = now;
        seen = { at: now, ip };
      }
      let whole: Promise<UserRow> | undefined;
      const member = () =>
        (whole ??= memberRow.takeFirst(db, { id: user.id }).then((stored) => {
          // Closed between the check and now: as good as signed out.
          if (!stored) throw unauthorized();
          return withSeen(cols.open('users', stored.id, stored), seen);
        }));
      return {
        user,
        sessionId: session_id,
        token,
        secondFactorAt: second_factor_at,
        secondFactorEnrolled: row.second_factor_since !== null,
        seen,
        member,
      };
    },

    /** The session passed the second factor (sign-in, or a step-up: the stamp moves on). */
    async markSecondFactor(sessionId: string) {
      await db
        .updateTable('sessions')
        .set({ second_factor_at: nowIso(), second_factor_failures: 0 })
        .where('id', '=', sessionId)
        .execute();
    },

    /** Counts a wrong second-factor code; returns how many this session has had. */
    async secondFactorFailed(sessionId: string): Promise<number> {
      const row = await db
        .updateTable('sessions')
        .set((eb) => ({ second_factor_failures: eb('second_factor_failures', '+', 1) }))
        .where('id', '=', sessionId)
        .returning('second_factor_failures')
        .executeTakeFirst();
      return Number(row?.second_factor_failures ?? 0);
    },

    revoke,

    /** Writes the Last Seen notes still pending (the process stopping; tests). */
    flushLastSeen: () => lastSeen.flush(),
    close: () => lastSeen.close(),

    /**
     * Ends every session of a member, except (optionally) the one making the change; in the
     * caller's transaction when given one (a suspension ends sessions as it commits). Returns
     * how many it ended.
     */
    async revokeAllFor(
      userId: string,
      exceptSessionId?: string,
      executor: Db | Tx = db,
    ): Promise<number> {
      let q = executor
        .updateTable('sessions')
        .set({ revoked_at: nowIso() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
  };
}

export type Sessions = ReturnType<typeof sessions>;
