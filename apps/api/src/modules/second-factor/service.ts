import {
  memberSecondFactorMessages as memberMsg,
  secondFactorMessages as msg,
  STAFF_IDLE_MINUTES,
  type MemberSecondFactorStatus,
  type SecondFactorStatus,
  type TotpConfirmed,
  type TotpEnrolment,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import type { AuditLog } from '../audit/index.js';
import { isStaffRole, type AuthContext, type Sessions } from '../auth/index.js';
import { usersRepository, type MemberPii } from '../users/index.js';
import { checkAudience, type Audience } from './audience.js';
import type { FactorBook } from './factor-book.js';
import { passkeyRepository } from './passkey-repository.js';
import { secondFactorRepository } from './repository.js';
import { isTotpCode, newTotpSecret, otpauthUrl, qrDataUrl, stepOfCode } from './totp.js';

export interface SecondFactorDeps {
  db: Db;
  cipher: PiiCipher;
  pii: MemberPii;
  sessions: Sessions;
  audit: AuditLog;
  book: FactorBook;
}

/**
 * The second factor by code (docs/decisions/0015, 0033): an authenticator app (TOTP) and
 * recovery codes. A staff session starts without it and the back office waits for it; a member
 * turns it on if they wish, and their session then waits for it too. Enrolment (scan, confirm
 * with a code) or a code from the app or a recovery code marks the session as passed. Guesses are
 * slowed per account (progressive delays, as for the password) and five wrong codes end the
 * session.
 */
export function secondFactorService(d: SecondFactorDeps) {
  const repo = secondFactorRepository(d.db);
  const passkeys = passkeyRepository(d.db);
  const users = usersRepository(d.db, d.pii);
  const { book } = d;

  const slowDown = (auth: AuthContext) =>
    book.slowDown(auth, (s) => `Too many codes. Please wait ${s} s.`);

  async function wrongCode(
    auth: AuthContext,
    ip: string,
    text: string = msg.codeWrong,
  ): Promise<never> {
    // Each wrong code is on the record (issue 31): a run of them is someone guessing.
    await d.audit.append(d.db, {
      actorId: auth.user.id,
      action: 'second_factor.code_wrong',
      targetType: 'user',
      targetId: auth.user.id,
      ip,
    });
    await book.failed(auth, msg.tooManyWrongCodes);
    throw badRequest(text, { code: text });
  }

  async function passed(auth: AuthContext) {
    await book.clearSlowDown(auth);
    await d.sessions.markSecondFactor(auth.sessionId);
  }

  return {
    async status(auth: AuthContext): Promise<SecondFactorStatus> {
      checkAudience(auth, 'staff');
      const totp = await repo.findTotp(auth.user.id);
      return {
        enrolled: Boolean(totp?.confirmed_at),
        passkeys: await passkeys.count(auth.user.id),
        verified: Boolean(auth.secondFactorAt),
        recovery_codes_left: totp?.confirmed_at ? await repo.recoveryCodesLeft(auth.user.id) : 0,
        idle_timeout_minutes: STAFF_IDLE_MINUTES,
      };
    },

    async memberStatus(auth: AuthContext): Promise<MemberSecondFactorStatus> {
      checkAudience(auth, 'member');
      const totp = await repo.findTotp(auth.user.id);
      return {
        totp: Boolean(totp?.confirmed_at),
        passkeys: await passkeys.count(auth.user.id),
        recovery_codes_left: await repo.recoveryCodesLeft(auth.user.id),
        verified: Boolean(auth.secondFactorAt),
      };
    },

    /**
     * A new secret to scan. Once one is confirmed it is not replaced: staff wait for an admin's
     * reset, members remove it first. A member who already has a passkey adds an app only with a
     * fresh second factor (a stale session cannot add a way in).
     */
    async enrol(auth: AuthContext, audience: Audience, password?: string): Promise<TotpEnrolment> {
      checkAudience(auth, audience);
      const existing = await repo.findTotp(auth.user.id);
      if (existing?.confirmed_at) throw new HttpError(409, msg.alreadyEnrolled);
      if (audience === 'member') await book.confirmFirstFactor(auth, password);
      const secret = newTotpSecret();
      await repo.savePending(auth.user.id, d.cipher.encrypt(secret));
      const url = otpauthUrl(secret, (await auth.member()).email);
      return { secret, otpauth_url: url, qr_data_url: await qrDataUrl(url) };
    },

    /**
     * The first code from the app proves the scan worked. New recovery codes are shown once (a
     * member who had codes from a passkey gets a new set: the old ones stop working).
     */
    async confirm(
      auth: AuthContext,
      code: string,
      ip: string,
      audience: Audience,
    ): Promise<TotpConfirmed> {
      checkAudience(auth, audience);
      const totp = await repo.findTotp(auth.user.id);
      if (!totp) throw new HttpError(409, msg.noPendingEnrolment);
      if (totp.confirmed_at) throw new HttpError(409, msg.alreadyEnrolled);
      if (!isTotpCode(code)) throw badRequest(msg.codeFormat, { code: msg.codeFormat });
      await slowDown(auth);
      const step = stepOfCode(d.cipher.decrypt(totp.secret), code.replace(/\s/g, ''));
      if (step === null) return wrongCode(auth, ip);
      const member = await auth.member();
      const codes = await d.db.transaction().execute(async (tx) => {
        await repo.confirm(tx, auth.user.id, step);
        return book.added(tx, auth, member, 'totp', ip, { newCodes: true });
      });
      book.kick();
      await passed(auth);
      return { recovery_codes: codes };
    },

    /**
     * A code from the app (each good once) or a recovery code passes the factor on this session:
     * it opens the back office, finishes a member's sign-in, or refreshes their step-up.
     */
    async verify(auth: AuthContext, code: string, ip: string, audience: Audience): Promise<string> {
      checkAudience(auth, audience);
      const totp = await repo.findTotp(auth.user.id);
      if (audience === 'staff' && !totp?.confirmed_at) throw new HttpError(409, msg.notEnrolled);
      if (audience === 'member' && !auth.secondFactorEnrolled) {
        throw new HttpError(409, memberMsg.notEnrolled);
      }
      if (isTotpCode(code)) {
        // A member with passkeys only has no app to read a code from.
        if (!totp?.confirmed_at) throw badRequest(memberMsg.noTotp, { code: memberMsg.noTotp });
        await slowDown(auth);
        const step = stepOfCode(d.cipher.decrypt(totp.secret), code.replace(/\s/g, ''));
        if (step === null) return wrongCode(auth, ip);
        if (!(await repo.useStep(auth.user.id, step))) return wrongCode(auth, ip, msg.codeUsed);
        await passed(auth);
        await d.audit.append(d.db, {
          actorId: auth.user.id,
          action: 'second_factor.totp_pass',
          targetType: 'user',
          targetId: auth.user.id,
          ip,
        });
        return msg.verified;
      }
      await slowDown(auth);
      if (!(await repo.useRecoveryCode(auth.user.id, book.codeHash(code))))
        return wrongCode(auth, ip);
      await d.audit.append(d.db, {
        actorId: auth.user.id,
        action: 'second_factor.recovery_code',
        targetType: 'user',
        targetId: auth.user.id,
        ip,
      });
      await passed(auth);
      return msg.recoveryCodeUsed;
    },

    /** A member removes their app, with the password or a fresh second factor. */
    async removeTotp(auth: AuthContext, password: string | undefined, ip: string): Promise<void> {
      checkAudience(auth, 'member');
      const totp = await repo.findTotp(auth.user.id);
      if (!totp?.confirmed_at) throw new HttpError(404, memberMsg.noTotpToRemove);
      await book.confirmRemoval(auth, password);
      const member = await auth.member();
      await d.db.transaction().execute(async (tx) => {
        await repo.removeTotp(tx, auth.user.id);
        await book.removed(tx, auth, member, 'totp', ip);
      });
      book.kick();
    },

    /** An admin removes another staff member's factor and passkeys (a lost phone); their sessions end. */
    async reset(auth: AuthContext, email: string, ip: string): Promise<void> {
      const target = await users.findByEmail(email);
      if (!target || !isStaffRole(target.role)) throw new HttpError(404, msg.noSuchStaff);
      if (target.id === auth.user.id) throw new HttpError(403, msg.cannotResetOwn);
      await d.db.transaction().execute(async (tx) => {
        await repo.remove(tx, target.id);
        await d.sessions.revokeAllFor(target.id, undefined, tx);
        await d.audit.append(tx, {
          actorId: auth.user.id,
          action: 'second_factor.reset',
          targetType: 'user',
          targetId: target.id,
          ip,
        });
      });
    },
  };
}

export type SecondFactorService = ReturnType<typeof secondFactorService>;
