import {
  emailCodeMessages,
  memberSecondFactorMessages as msg,
  SECOND_FACTOR_FIELD,
  secondFactorMarkers,
} from '@vouch/contracts';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import { secondFactorChangedMail } from '../../adapters/mail/templates.js';
import type { Db, Tx } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';
import { localeOf } from '../../i18n/mail-text.js';
import { blindIndex } from '../../lib/crypto.js';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-errors.js';
import type { AuditLog } from '../audit/index.js';
import {
  hasPassword,
  isStaffRole,
  loginThrottle,
  verifyPassword,
  type AuthContext,
  type Sessions,
} from '../auth/index.js';
import type { MemberPii, UserRow } from '../users/index.js';
import { secondFactorRepository } from './repository.js';
import { assertFreshSecondFactor } from './step-up.js';
import { newRecoveryCodes, normaliseRecoveryCode } from './totp.js';

/** Wrong codes (or passwords, when removing a factor) in one session before it ends. */
export const MAX_FAILURES_PER_SESSION = 5;

export type FactorKind = 'totp' | 'passkey';

export interface FactorBookDeps {
  db: Db;
  indexKey: Buffer;
  pii: MemberPii;
  sessions: Sessions;
  audit: AuditLog;
  /** Members hear of every factor added or removed (the mail is queued with the change). */
  jobs: Pick<Jobs, 'send' | 'kick'>;
  appUrl: string;
}

/**
 * Whom to tell: read with `auth.member()` before the transaction opens (SQLite has one
 * connection, and the transaction holds it).
 */
export type Addressee = Pick<UserRow, 'email' | 'first_name' | 'preferred_language'>;

const factorName = { totp: 'an authenticator app', passkey: 'a passkey' } as const;

/**
 * What adding or removing a factor means beyond its own table, for staff and members alike: the
 * account's "has a factor" mark (users.second_factor_since, read by every session check), the
 * recovery codes, the audit entry and, for members, an e-mail. Also the shared slow-down: codes,
 * passkeys and passwords typed to remove a factor count against one key per account.
 */
/** How long after an e-mailed code's sign-in it stands for the first factor (decision 0053). */
const CODE_FRESH_MS = 5 * 60_000;

export function factorBook(d: FactorBookDeps) {
  /**
   * An account made with an e-mailed code has no password: its first factor is the code, and a
   * session it opened in the last five minutes has just passed it (every session of such an
   * account was opened by a code). So the customer can add a passkey right after signing up.
   */
  async function codeJustPassed(auth: AuthContext): Promise<'fresh' | 'stale' | 'has-password'> {
    const member = await auth.member();
    if (hasPassword(member.password_hash)) return 'has-password';
    const session = await d.db
      .selectFrom('sessions')
      .select('created_at')
      .where('id', '=', auth.sessionId)
      .executeTakeFirst();
    return session && Date.parse(session.created_at) > Date.now() - CODE_FRESH_MS
      ? 'fresh'
      : 'stale';
  }

  const repo = secondFactorRepository(d.db);
  const throttle = loginThrottle(d.db);
  const throttleKey = (userId: string) => blindIndex(d.indexKey, 'second-factor', userId);
  const codeHash = (code: string) =>
    blindIndex(d.indexKey, 'recovery-code', normaliseRecoveryCode(code));

  async function notify(
    tx: Tx,
    auth: AuthContext,
    member: Addressee,
    change: 'added' | 'removed',
    kind: FactorKind,
  ) {
    if (isStaffRole(auth.user.role)) return;
    const mail = secondFactorChangedMail(
      member.email,
      member.first_name,
      change,
      factorName[kind],
      `${d.appUrl}/settings`,
      localeOf(member.preferred_language),
    );
    await d.jobs.send(tx, 'mail', sealMail(d.pii.columns, mail));
  }

  /** Claims a guess before it is checked; 429 while the account's delay runs. */
  async function slowDown(auth: AuthContext, text: (seconds: number) => string) {
    const verdict = await throttle.claimAttempt(throttleKey(auth.user.id));
    if (!verdict.allowed) {
      throw tooManyRequests(verdict.retryAfterSeconds, text(verdict.retryAfterSeconds));
    }
  }

  /** Counts a wrong answer on the session; the fifth ends it (401, log in again). */
  async function failed(auth: AuthContext, tooMany: string): Promise<void> {
    const failures = await d.sessions.secondFactorFailed(auth.sessionId);
    if (failures >= MAX_FAILURES_PER_SESSION) {
      await d.sessions.revoke(auth.sessionId);
      throw new HttpError(401, tooMany);
    }
  }

  return {
    codeHash,
    slowDown,
    failed,
    clearSlowDown: (auth: AuthContext) => throttle.clear(throttleKey(auth.user.id)),

    /**
     * A factor was added in `tx`. The account now has one; when it is the account's first,
     * recovery codes are made and answered here (shown once). Audited, ids only; a member is told
     * by e-mail.
     */
    async added(
      tx: Tx,
      auth: AuthContext,
      member: Addressee,
      kind: FactorKind,
      ip: string,
      opts: { newCodes: boolean },
    ): Promise<string[]> {
      await repo.syncEnrolled(tx, auth.user.id);
      const codes = opts.newCodes ? newRecoveryCodes() : [];
      if (codes.length > 0) await repo.replaceRecoveryCodes(tx, auth.user.id, codes.map(codeHash));
      await d.audit.append(tx, {
        actorId: auth.user.id,
        action: kind === 'totp' ? 'second_factor.enrol' : 'second_factor.passkey_add',
        targetType: 'user',
        targetId: auth.user.id,
        ip,
        ...(kind === 'totp' && { details: { method: 'totp' } }),
      });
      await notify(tx, auth, member, 'added', kind);
      return codes;
    },

    /**
     * A member's factor was removed in `tx`. With none left the recovery codes go too, and
     * sign-in and sensitive actions stop asking.
     */
    async removed(
      tx: Tx,
      auth: AuthContext,
      member: Addressee,
      kind: FactorKind,
      ip: string,
    ): Promise<void> {
      const left = await repo.syncEnrolled(tx, auth.user.id);
      if (!left) await repo.removeRecoveryCodes(tx, auth.user.id);
      await d.audit.append(tx, {
        actorId: auth.user.id,
        action: kind === 'totp' ? 'second_factor.totp_remove' : 'second_factor.passkey_remove',
        targetType: 'user',
        targetId: auth.user.id,
        ip,
      });
      await notify(tx, auth, member, 'removed', kind);
    },

    /**
     * Removing a member's factor takes the password, or a second factor passed in the last few
     * minutes (the step-up). A wrong password counts like a wrong code.
     */
    /**
     * Turning on a member's first factor takes the password (the second probe of issue 46: a
     * session alone turned one on, so a stolen session could lock the member out of their
     * account and pass a live business's "two-step verification required"). Another factor
     * asks for a fresh pass of the one already there, as before. A wrong password counts like a
     * wrong code.
     */
    async confirmFirstFactor(auth: AuthContext, password: string | undefined): Promise<void> {
      if (auth.secondFactorEnrolled) return assertFreshSecondFactor(auth);
      if (password === undefined || password === '') {
        const code = await codeJustPassed(auth);
        if (code === 'fresh') return;
        // No password to type: a new code is the way (the Settings screen cannot ask for one).
        if (code === 'stale') throw new HttpError(403, emailCodeMessages.signInAgainForFactor);
      }
      if (password === undefined || password === '')
        throw new HttpError(403, msg.passwordToTurnOn, {
          [SECOND_FACTOR_FIELD]: secondFactorMarkers.password,
        });
      await slowDown(auth, (s) => `Too many attempts. Please wait ${s} s.`);
      const member = await auth.member();
      if (await verifyPassword(member.password_hash, password)) return;
      await failed(auth, msg.tooManyWrongPasswords);
      throw badRequest(msg.passwordWrong, { password: msg.passwordWrong });
    },

    async confirmRemoval(auth: AuthContext, password: string | undefined): Promise<void> {
      if (password === undefined || password === '') return assertFreshSecondFactor(auth);
      await slowDown(auth, (s) => `Too many attempts. Please wait ${s} s.`);
      const member = await auth.member();
      if (await verifyPassword(member.password_hash, password)) return;
      await failed(auth, msg.tooManyWrongPasswords);
      throw badRequest(msg.passwordWrong, { password: msg.passwordWrong });
    },

    kick: () => d.jobs.kick(),
  };
}

export type FactorBook = ReturnType<typeof factorBook>;
