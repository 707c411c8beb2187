import type { Locale } from '@vouch/contracts';
import {
  emailCodeMessages,
  lifecycleMessages,
  type CodeSignUpPayload,
  type EmailCodeResult,
} from '@vouch/contracts';
import { emailCodeMail, passwordSetMail } from '../../adapters/mail/templates.js';
import { blindIndex } from '../../lib/crypto.js';
import { badRequest, HttpError, unauthorized } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import { newUserRow, usersRepository } from '../users/index.js';
import { emailCodes } from './email-codes.js';
import { hashPassword, NO_PASSWORD } from './passwords.js';
import type { AuthDeps } from './service.js';
import { isStaffRole, type AuthContext } from './sessions.js';
import { localeOf } from '../../i18n/mail-text.js';

type SignUp = Omit<Exclude<CodeSignUpPayload, undefined>, 'wechat_name' | 'wechat_id'> & {
  wechat_name: string | null;
  wechat_id: string | null;
};

/**
 * Signing in and signing up with a code mailed to the address (issue 47, decision 0053). The
 * customer on a business's link proves the address first; an account is made only for a proved
 * address, with what verification needs and no password (one can be set later). Members who
 * have an account sign in with the same code.
 */
export function codeSignIn(deps: AuthDeps) {
  const { db, config, sendMail, pii, sessions, background, lifecycle } = deps;
  const users = usersRepository(db, pii);
  const codes = emailCodes(db, (bidx, code) =>
    blindIndex(config.blindIndexKey, 'email-code', `${bidx}\0${code}`),
  );
  const wrongCode = () =>
    badRequest(emailCodeMessages.codeWrong, { code: emailCodeMessages.codeWrong });

  async function open(userId: string, remember: boolean, ip: string, userAgent?: string) {
    const token = await sessions.create(userId, { remember, ip, userAgent });
    await users.update(userId, { last_seen: nowIso(), last_ip_address: ip });
    return token;
  }

  return {
    /**
     * Always the same answer, at once: every address gets a code (an account or not), so the
     * answer says nothing about who has one. Staff accounts get none: they sign in with their
     * password and their own second factor.
     */
    sendEmailCode(email: string, asked?: Locale): void {
      background.run(async () => {
        const user = await users.findByEmail(email);
        if (user && isStaffRole(user.role)) return;
        const code = await codes.issue(pii.emailIndex(email));
        if (!code) return;
        // An address with no account yet has no language of its own: the asking page's (issue 51).
        await sendMail(
          emailCodeMail(
            email,
            code,
            user ? 'existing' : 'new',
            user ? localeOf(user.preferred_language) : localeOf(asked),
          ),
        );
      });
    },

    async verifyEmailCode(
      p: { email_address: string; code: string; remember_me?: boolean | undefined },
      ip: string,
      userAgent: string | undefined,
    ): Promise<EmailCodeResult> {
      const bidx = pii.emailIndex(p.email_address);
      const used = await codes.use(bidx, p.code);
      if (!used) throw wrongCode();
      const user = await users.findByEmail(p.email_address);
      if (!user) return { account: 'new', signup_token: await codes.ticketFor(used) };
      if (isStaffRole(user.role)) throw wrongCode();
      if (user.status === 'CLOSED') throw unauthorized();
      if (user.status === 'SUSPENDED') throw new HttpError(403, lifecycleMessages.accountSuspended);
      // The code came to the address: it is theirs, as a verification link would prove.
      if (!user.email_verified_at)
        await lifecycle.emailVerified(user.id, { kind: 'system', name: 'email-code' });
      const token = await open(user.id, p.remember_me === true, ip, userAgent);
      return user.second_factor_since
        ? { account: 'existing', authToken: token, second_factor: 'required' }
        : { account: 'existing', authToken: token };
    },

    /** A proved new address becomes an account (its e-mail verified), signed in at once. */
    async codeSignUp(p: SignUp, ip: string, userAgent: string | undefined): Promise<string> {
      const bidx = pii.emailIndex(p.email_address);
      if (!(await codes.spendTicket(bidx, p.signup_token)))
        throw badRequest(emailCodeMessages.ticketInvalid);
      const row = newUserRow(
        {
          email: p.email_address,
          passwordHash: NO_PASSWORD,
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
      if (!(await users.insert(row))) {
        // Someone made the account since the code (another tab): sign in there instead.
        throw new HttpError(409, emailCodeMessages.alreadyRegistered);
      }
      await deps.recordConsent(row.id, 'terms_privacy', ip);
      await lifecycle.emailVerified(row.id, { kind: 'system', name: 'email-code' });
      return open(row.id, false, ip, userAgent);
    },

    /** "A password optional later": only for an account that has none (else change it). */
    async setPassword(auth: AuthContext, newPassword: string, ip: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      const r = await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: nowIso() })
        .where('id', '=', auth.user.id)
        .where('password_hash', '=', NO_PASSWORD)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1)
        throw new HttpError(409, emailCodeMessages.passwordAlreadySet);
      await deps.audit.append(db, {
        actorId: auth.user.id,
        action: 'auth.password_set',
        targetType: 'user',
        targetId: auth.user.id,
        ip,
      });
      const user = await users.findById(auth.user.id);
      if (user)
        background.run(() =>
          sendMail(
            passwordSetMail(
              user.email,
              user.first_name,
              `${config.appUrl}/login`,
              localeOf(user.preferred_language),
            ),
          ),
        );
    },
  };
}

export type CodeSignIn = ReturnType<typeof codeSignIn>;
