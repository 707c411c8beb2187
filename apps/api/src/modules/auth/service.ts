import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  messages,
  type ChangePasswordPayload,
  type LoginPayload,
  type RegisterPayload,
} from '@vouch/contracts';
import type { Mail, Mailer } from '../../adapters/mail/mailer.js';
import {
  alreadyRegisteredMail,
  passwordChangedMail,
  resetPasswordMail,
  verificationMail,
} from '../../adapters/mail/templates.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { blindIndex } from '../../lib/crypto.js';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors.js';
import { DAY, MINUTE, nowIso } from '../../lib/time.js';
import type { MemberPii } from '../users/pii.js';
import { usersRepository } from '../users/repository.js';
import { emailTokens } from './email-tokens.js';
import { loginThrottle } from './login-throttle.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import type { AuthContext, Sessions } from './sessions.js';

const VERIFY_TTL_MS = DAY;
const RESET_TTL_MS = 15 * MINUTE; // spec 9
/** Dashboard loads re-send the verification e-mail at most this often (DESIGN.md). */
const AUTO_RESEND_INTERVAL_MS = 10 * MINUTE;
/** An explicit Resend waits at least this long after the last e-mail. */
const RESEND_COOLDOWN_MS = MINUTE;
const RESET_REQUEST_INTERVAL_MS = MINUTE;

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  pii: MemberPii;
  sessions: Sessions;
  log: FastifyBaseLogger;
}

type SnakeRegister = Exclude<RegisterPayload, undefined> & {
  wechat_name: string | null;
  wechat_id: string | null;
};

export function authService(deps: AuthDeps) {
  const { db, config, mailer, pii, sessions, log } = deps;
  const users = usersRepository(db);
  const tokens = emailTokens(db);
  const throttle = loginThrottle(db);

  /**
   * Mail whose sending must not change the answer's timing (register, forgot-password) is sent
   * after the response; failures are logged, never shown.
   */
  function sendInBackground(mail: Mail) {
    mailer.send(mail).catch((err: unknown) => log.error({ err }, 'sending e-mail failed'));
  }

  async function issueVerification(userId: string, email: string, firstName: string) {
    const token = await tokens.issue(userId, 'verify_email', VERIFY_TTL_MS);
    await users.update(userId, { verification_sent_at: nowIso() });
    return verificationMail(email, firstName, `${config.appUrl}/email-verified?token=${token}`);
  }

  return {
    /** Same answer for a new and an already-registered e-mail (no enumeration). */
    async register(p: SnakeRegister, ip: string): Promise<void> {
      const passwordHash = await hashPassword(p.password);
      const existing = await users.findByEmail(p.email_address);
      const now = nowIso();
      const id = randomUUID();
      const phone = pii.phone(p.phone_number);
      const whatsapp = pii.phone(p.whatsapp_number);
      const inserted =
        !existing &&
        (await users.insert({
          id,
          email: p.email_address,
          password_hash: passwordHash,
          first_name: p.first_name,
          last_name: p.last_name,
          phone_enc: phone.enc,
          phone_bidx: phone.bidx,
          whatsapp_enc: whatsapp.enc,
          whatsapp_bidx: whatsapp.bidx,
          wechat_id: p.wechat_id,
          wechat_id_norm: p.wechat_id?.toLowerCase() ?? null,
          wechat_name: p.wechat_name,
          gender: p.gender,
          dob_enc: pii.dob(p.dob),
          country: p.country,
          profile_image: null,
          status: 'EMAIL_VERIFICATION',
          role: 'member',
          last_seen: null,
          last_ip_address: ip,
          email_verified_at: null,
          verification_sent_at: null,
          created_at: now,
          updated_at: now,
        }));
      if (inserted) {
        sendInBackground(await issueVerification(id, p.email_address, p.first_name));
        return;
      }
      const owner = existing ?? (await users.findByEmail(p.email_address));
      if (owner) {
        sendInBackground(
          alreadyRegisteredMail(owner.email, owner.first_name, `${config.appUrl}/forgot-password`),
        );
      }
    },

    async login(p: LoginPayload, ip: string, userAgent: string | undefined): Promise<string> {
      const email = p.email_address.toLowerCase();
      const key = blindIndex(config.blindIndexKey, 'login', email);
      if (await throttle.isLocked(key)) throw tooManyRequests(messages.tooManyLoginAttempts);
      const user = await users.findByEmail(email);
      const ok = user
        ? await verifyPassword(user.password_hash, p.password)
        : await verifyAgainstDummy(p.password);
      if (!user || !ok) {
        await throttle.recordFailure(key);
        throw new HttpError(401, messages.invalidCredentials);
      }
      await throttle.clear(key);
      const token = await sessions.create(user.id, {
        remember: p.remember_me === true,
        ip,
        userAgent,
      });
      await users.update(user.id, { last_seen: nowIso(), last_ip_address: ip });
      return token;
    },

    async logout(auth: AuthContext) {
      await sessions.revoke(auth.sessionId);
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
      if (explicit && since < RESEND_COOLDOWN_MS) throw tooManyRequests();
      if (!explicit && since < AUTO_RESEND_INTERVAL_MS) return messages.verificationRecentlySent;
      await mailer.send(await issueVerification(user.id, user.email, user.first_name));
      return messages.verificationSent;
    },

    async verifyEmail(token: string): Promise<void> {
      const userId = await tokens.consume(token, 'verify_email');
      if (!userId) throw badRequest(messages.verificationInvalid);
      await markEmailVerified(userId);
    },

    /** Always the same answer; a known address gets a 15-minute single-use code. */
    async forgotPassword(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const last = await tokens.latestIssuedAt(user.id, 'reset_password');
      if (last && Date.parse(last) > Date.now() - RESET_REQUEST_INTERVAL_MS) return;
      await tokens.revokeAll(user.id, 'reset_password');
      const code = await tokens.issue(user.id, 'reset_password', RESET_TTL_MS);
      const url = `${config.appUrl}/reset-password?code=${encodeURIComponent(code)}`;
      sendInBackground(resetPasswordMail(user.email, user.first_name, url, code));
    },

    async resetPassword(code: string, newPassword: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      const userId = await tokens.consume(code, 'reset_password');
      if (!userId) throw badRequest(messages.resetCodeInvalid);
      await users.update(userId, { password_hash: passwordHash });
      await sessions.revokeAllFor(userId);
      // The code came by e-mail: the member has shown they own the address.
      await markEmailVerified(userId);
      const user = await users.findById(userId);
      if (user)
        sendInBackground(
          passwordChangedMail(user.email, user.first_name, `${config.appUrl}/login`),
        );
    },

    async changePassword(auth: AuthContext, p: ChangePasswordPayload): Promise<void> {
      const user = await users.findById(auth.user.id);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.password_hash, p.old_password))) {
        throw badRequest(messages.currentPasswordWrong, {
          old_password: messages.currentPasswordWrong,
        });
      }
      if (p.old_password === p.new_password) {
        throw badRequest(messages.newPasswordSameAsOld, {
          new_password: messages.newPasswordSameAsOld,
        });
      }
      await users.update(user.id, { password_hash: await hashPassword(p.new_password) });
      await sessions.revokeAllFor(user.id, auth.sessionId);
      sendInBackground(passwordChangedMail(user.email, user.first_name, `${config.appUrl}/login`));
    },
  };

  async function markEmailVerified(userId: string) {
    const user = await users.findById(userId);
    if (!user) return;
    if (!user.email_verified_at) await users.update(userId, { email_verified_at: nowIso() });
    await users.transitionStatus(userId, 'EMAIL_VERIFICATION', 'KYC_REQUIREMENT');
  }
}

export type AuthService = ReturnType<typeof authService>;
