import { randomBytes } from 'node:crypto';
import {
  lifecycleMessages,
  loginWaitMessage,
  messages,
  resendCooldownMessage,
  secondFactorMessages,
  STAFF_PASSWORD_MIN_LENGTH,
  formatResetCode,
  isTypedResetCode,
  normalizeResetCode,
  RESET_CODE_ALPHABET,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_FAILURES,
  type ChangePasswordPayload,
  type LoginPayload,
  type RegisterPayload,
} from '@vouch/contracts';
import type { Mail } from '../../adapters/mail/mailer.js';
import {
  alreadyRegisteredMail,
  passwordChangedMail,
  resetPasswordMail,
  verificationMail,
} from '../../adapters/mail/templates.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/database.js';
import type { AuditEvent, AuditLog } from '../audit/index.js';
import type { BackgroundTasks } from '../../lib/background.js';
import { blindIndex } from '../../lib/crypto.js';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors.js';
import { DAY, MINUTE, nowIso } from '../../lib/time.js';
import type { Lifecycle } from '../lifecycle/index.js';
import type { RecordConsent } from '../privacy/index.js';
import {
  greetingNameOf,
  newUserRow,
  usersRepository,
  type MemberPii,
  type UserRow,
} from '../users/index.js';
import { emailTokens } from './email-tokens.js';
import { loginThrottle } from './login-throttle.js';
import { codeSignIn } from './code-sign-in.js';
import { hashPassword, hasPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { isStaffRole, type AuthContext, type Sessions } from './sessions.js';
import { localeOf } from '../../i18n/mail-text.js';

const VERIFY_TTL_MS = DAY;

/** 8 characters, each uniformly from the alphabet (rejection sampling: no bias). */
function newResetCode(): string {
  const n = RESET_CODE_ALPHABET.length;
  // Bytes at or above the largest multiple of n would favour the first letters.
  const below = 256 - (256 % n);
  let code = '';
  while (code.length < RESET_CODE_LENGTH) {
    for (const b of randomBytes(16)) {
      if (b < below && code.length < RESET_CODE_LENGTH) code += RESET_CODE_ALPHABET[b % n];
    }
  }
  return code;
}
const RESET_TTL_MS = 15 * MINUTE; // spec 9
/** Dashboard loads re-send the verification e-mail at most this often (DESIGN.md). */
const AUTO_RESEND_INTERVAL_MS = 10 * MINUTE;
/** An explicit Resend waits at least this long after the last e-mail. */
const RESEND_COOLDOWN_MS = MINUTE;
const RESET_REQUEST_INTERVAL_MS = MINUTE;
/** "Someone tried to register with your e-mail" goes to one address at most once an hour. */
const ALREADY_REGISTERED_MAIL_INTERVAL_MS = 60 * MINUTE;

export interface AuthDeps {
  db: Db;
  config: Config;
  /** Queues an e-mail (the jobs engine sends it, retrying while SMTP is down). */
  sendMail: (mail: Mail) => Promise<void>;
  pii: MemberPii;
  sessions: Sessions;
  background: BackgroundTasks;
  lifecycle: Pick<Lifecycle, 'emailVerified'>;
  /** The registration form's terms box: the terms and privacy policy accepted, on record. */
  recordConsent: RecordConsent;
  /** Staff sign-ins and logouts, password changes and resets (issue 31): ids only. */
  audit: AuditLog;
}

type SnakeRegister = Exclude<RegisterPayload, undefined> & {
  wechat_name: string | null;
  wechat_id: string | null;
};

export function authService(deps: AuthDeps) {
  const { db, config, sendMail, pii, sessions, background, lifecycle, audit } = deps;
  const users = usersRepository(db, pii);
  const tokens = emailTokens(db);
  const throttle = loginThrottle(db);

  /**
   * Work that only known addresses need (tokens, e-mail) runs after the answer on the paths that
   * must not reveal whether an account exists (register, forgot-password): same answer, same time.
   * Failures are logged, never shown.
   */
  const afterResponse = (task: () => Promise<unknown>) => background.run(task);

  /** Issues a link and queues its e-mail (sent, and retried, by the jobs engine). */
  async function sendVerification(user: Pick<UserRow, 'id' | 'email' | 'preferred_language'>) {
    const token = await tokens.issue(user.id, 'verify_email', VERIFY_TTL_MS);
    const url = `${config.appUrl}/email-verified?token=${token}`;
    await sendMail(verificationMail(user.email, url, localeOf(user.preferred_language)));
    await users.update(user.id, { verification_sent_at: nowIso() });
  }

  async function warnOwner(owner: UserRow) {
    const last = owner.registration_attempt_mailed_at;
    if (last && Date.parse(last) > Date.now() - ALREADY_REGISTERED_MAIL_INTERVAL_MS) return;
    await users.update(owner.id, { registration_attempt_mailed_at: nowIso() });
    await sendMail(
      alreadyRegisteredMail(
        owner.email,
        greetingNameOf(owner),
        `${config.appUrl}/forgot-password`,
        localeOf(owner.preferred_language),
      ),
    );
  }

  /** The account as typed (known or not: a delay reveals nothing) and the client's address. */
  const throttleKey = (email: string, ip: string) =>
    blindIndex(config.blindIndexKey, 'login', `${email.toLowerCase()}\0${ip}`);

  /** The code's keyed hash, bound to the account: a code is worth nothing for another one. */
  const resetCodeHash = (userId: string, code: string) =>
    blindIndex(config.blindIndexKey, 'reset-code', `${userId}\0${code}`);

  /** A security event about the account itself, done by its holder (issue 31): ids only. */
  const accountEvent = (
    executor: Db | Tx,
    userId: string,
    action: string,
    ip: string,
    details?: AuditEvent['details'],
  ) =>
    audit.append(executor, {
      actorId: userId,
      action,
      targetType: 'user',
      targetId: userId,
      ip,
      details,
    });

  /**
   * A new password, the account's sessions ended (but `keep`) and the audit entry: one
   * transaction, so no password changes unrecorded.
   */
  async function setPassword(
    userId: string,
    passwordHash: string,
    ev: { action: string; ip: string; keep?: string; details?: AuditEvent['details'] },
  ) {
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: nowIso() })
        .where('id', '=', userId)
        .execute();
      const ended = await sessions.revokeAllFor(userId, ev.keep, tx);
      await accountEvent(tx, userId, ev.action, ev.ip, { ...ev.details, sessions_ended: ended });
    });
  }

  /** Staff choose longer passwords (hardening issue); members keep spec 5's rule. */
  function checkStaffPassword(role: string, password: string, field: string) {
    if (isStaffRole(role) && password.length < STAFF_PASSWORD_MIN_LENGTH) {
      throw badRequest(secondFactorMessages.staffPasswordTooShort, {
        [field]: secondFactorMessages.staffPasswordTooShort,
      });
    }
  }

  return {
    ...codeSignIn(deps),

    /** Same answer for a new and an already-registered e-mail (no enumeration). */
    async register(p: SnakeRegister, ip: string): Promise<void> {
      const passwordHash = await hashPassword(p.password);
      const row = newUserRow(
        {
          email: p.email_address,
          passwordHash,
          firstName: p.first_name,
          lastName: p.last_name,
          phone: p.phone_number,
          whatsapp: p.whatsapp_number,
          wechatId: p.wechat_id,
          wechatName: p.wechat_name,
          gender: p.gender,
          dob: p.dob,
          country: p.country,
          role: 'member',
          ip,
          locale: p.preferred_language ?? 'en',
        },
        pii,
      );
      // One statement either way: the insert does nothing when the address is taken.
      const inserted = await users.insert(row);
      if (inserted) await deps.recordConsent(row.id, 'terms_privacy', ip);
      afterResponse(async () => {
        if (inserted) return sendVerification(row);
        const owner = await users.findByEmail(p.email_address);
        if (owner) await warnOwner(owner);
      });
    },

    /**
     * The token, and whether it must pass the member's second factor before it opens anything
     * (staff pass theirs at the back office's door instead, decision 0015).
     */
    async login(
      p: LoginPayload,
      ip: string,
      userAgent: string | undefined,
    ): Promise<{ token: string; secondFactor: boolean }> {
      const key = throttleKey(p.email_address, ip);
      const verdict = await throttle.claimAttempt(key);
      if (!verdict.allowed) {
        throw tooManyRequests(
          verdict.retryAfterSeconds,
          loginWaitMessage(verdict.retryAfterSeconds),
        );
      }
      const user = await users.findByEmail(p.email_address);
      // An account without a password (a code sign-up) takes the dummy's time, like no account.
      const ok =
        user && hasPassword(user.password_hash)
          ? await verifyPassword(user.password_hash, p.password)
          : await verifyAgainstDummy(p.password);
      // A closed account's e-mail is erased, so it is never found; the status check is a backstop.
      if (!user || !ok || user.status === 'CLOSED')
        throw new HttpError(401, messages.invalidCredentials);
      await throttle.clear(key);
      // Said only to whoever knows the password: a stranger learns nothing about the account.
      if (user.status === 'SUSPENDED') throw new HttpError(403, lifecycleMessages.accountSuspended);
      const staff = isStaffRole(user.role);
      // A staff account made before the longer rule sets a new password by e-mail first.
      if (staff && p.password.length < STAFF_PASSWORD_MIN_LENGTH) {
        throw new HttpError(403, secondFactorMessages.staffPasswordChangeNeeded);
      }
      const token = await sessions.create(user.id, {
        // No remember-me for staff: their sessions are short and end when idle.
        remember: !staff && p.remember_me === true,
        ip,
        userAgent,
      });
      await users.update(user.id, { last_seen: nowIso(), last_ip_address: ip });
      // Who opened a staff session, when and from where (issue 31); members' sign-ins are too
      // many to chain, and their Last Seen says as much.
      if (staff) await accountEvent(db, user.id, 'auth.login', ip);
      return { token, secondFactor: !staff && user.second_factor_since !== null };
    },

    async logout(auth: AuthContext, ip: string) {
      await sessions.revoke(auth.sessionId);
      if (isStaffRole(auth.user.role)) await accountEvent(db, auth.user.id, 'auth.logout', ip);
    },

    /**
     * Dashboard loads call this automatically (spec 4); it sends at most once per 10 minutes.
     * An explicit Resend sends again after a one-minute cooldown.
     */
    async sendVerification(auth: AuthContext, explicit: boolean): Promise<string> {
      const user = auth.user;
      if (user.email_verified_at) return messages.alreadyVerified;
      const last = user.verification_sent_at ? Date.parse(user.verification_sent_at) : 0;
      const since = Date.now() - last;
      // Within the cooldown nothing is sent, and the member is told so, with the seconds left.
      if (explicit && since < RESEND_COOLDOWN_MS) {
        const left = Math.ceil((RESEND_COOLDOWN_MS - since) / 1000);
        throw tooManyRequests(left, resendCooldownMessage(left));
      }
      if (!explicit && since < AUTO_RESEND_INTERVAL_MS) return messages.verificationRecentlySent;
      await sendVerification(await auth.member());
      return messages.verificationSent;
    },

    /**
     * The login screen's Resend (issue 37), before the member can sign in: always the same answer
     * at once; an account at that address still waiting for verification gets a new link, at most
     * once a minute (the explicit Resend's cooldown).
     */
    resendVerificationByEmail(email: string): void {
      afterResponse(async () => {
        const user = await users.findByEmail(email);
        if (!user || user.email_verified_at || user.status === 'CLOSED') return;
        const last = user.verification_sent_at ? Date.parse(user.verification_sent_at) : 0;
        if (Date.now() - last < RESEND_COOLDOWN_MS) return;
        await sendVerification(user);
      });
    },

    /**
     * Confirms the address; returns what to tell the member. A used (or expired) link of an
     * address that is verified already says so: opening the mail twice is not a failure.
     */
    async verifyEmail(token: string): Promise<string> {
      const userId = await tokens.consume(token, 'verify_email');
      if (userId) {
        await markEmailVerified(userId);
        return messages.emailVerified;
      }
      const owner = await tokens.ownerOfAny(token, 'verify_email');
      const user = owner ? await users.findById(owner) : undefined;
      if (user?.email_verified_at) return messages.alreadyVerified;
      throw badRequest(messages.verificationInvalid);
    },

    /** Always the same answer, at once; a known address then gets a 15-minute single-use code. */
    forgotPassword(email: string): void {
      afterResponse(async () => {
        const user = await users.findByEmail(email);
        if (!user) return;
        const last = await tokens.latestIssuedAt(user.id, 'reset_password');
        if (last && Date.parse(last) > Date.now() - RESET_REQUEST_INTERVAL_MS) return;
        await tokens.revokeAll(user.id, 'reset_password');
        // Two ways in, one row: the link's 256-bit token, and a short code to type.
        const code = newResetCode();
        const token = await tokens.issue(
          user.id,
          'reset_password',
          RESET_TTL_MS,
          resetCodeHash(user.id, code),
        );
        const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await sendMail(
          resetPasswordMail(
            user.email,
            greetingNameOf(user),
            url,
            formatResetCode(code),
            localeOf(user.preferred_language),
          ),
        );
      });
    },

    /**
     * The link's token alone, or a typed code with the account's e-mail address. A typed code
     * gets RESET_CODE_MAX_FAILURES tries for that account, then it is dead (the link still
     * works); an unknown address answers exactly like a wrong code.
     */
    async resetPassword(
      p: { code: string; email_address?: string | undefined },
      newPassword: string,
      ip: string,
    ): Promise<void> {
      let found: { id: string; user_id: string } | null;
      if (isTypedResetCode(p.code)) {
        const user = p.email_address ? await users.findByEmail(p.email_address) : undefined;
        const code = normalizeResetCode(p.code);
        found = user
          ? await tokens.matchCode(user.id, resetCodeHash(user.id, code), RESET_CODE_MAX_FAILURES)
          : null;
      } else {
        found = await tokens.peek(p.code.trim(), 'reset_password');
      }
      if (!found) throw badRequest(messages.resetCodeInvalid);
      const holder = await users.findById(found.user_id);
      if (holder) checkStaffPassword(holder.role, newPassword, 'new_password');
      const passwordHash = await hashPassword(newPassword);
      const userId = await tokens.consumeById(found.id);
      if (!userId) throw badRequest(messages.resetCodeInvalid);
      await setPassword(userId, passwordHash, {
        action: 'auth.password_reset',
        ip,
        details: { by: isTypedResetCode(p.code) ? 'code' : 'link' },
      });
      // The code came by e-mail: the member has shown they own the address.
      await markEmailVerified(userId);
      const user = await users.findById(userId);
      if (!user) return;
      // Greeted by name only if the account had proved its address before this reset: the name
      // of an account someone else registered with this address is theirs, not the owner's.
      const name = holder ? greetingNameOf(holder) : null;
      afterResponse(() =>
        sendMail(
          passwordChangedMail(
            user.email,
            name,
            `${config.appUrl}/login`,
            localeOf(user.preferred_language),
          ),
        ),
      );
    },

    async changePassword(auth: AuthContext, p: ChangePasswordPayload, ip: string): Promise<void> {
      const user = await users.findById(auth.user.id);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.password_hash, p.old_password))) {
        throw badRequest(messages.currentPasswordWrong, {
          old_password: messages.currentPasswordWrong,
        });
      }
      checkStaffPassword(user.role, p.new_password, 'new_password');
      if (p.old_password === p.new_password) {
        throw badRequest(messages.newPasswordSameAsOld, {
          new_password: messages.newPasswordSameAsOld,
        });
      }
      await setPassword(user.id, await hashPassword(p.new_password), {
        action: 'auth.password_change',
        ip,
        keep: auth.sessionId,
      });
      afterResponse(() =>
        sendMail(
          passwordChangedMail(
            user.email,
            greetingNameOf(user),
            `${config.appUrl}/login`,
            localeOf(user.preferred_language),
          ),
        ),
      );
    },
  };

  function markEmailVerified(userId: string) {
    return lifecycle.emailVerified(userId, { kind: 'system', name: 'email-link' });
  }
}

export type AuthService = ReturnType<typeof authService>;
