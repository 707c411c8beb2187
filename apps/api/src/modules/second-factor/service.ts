import {
  secondFactorMessages as msg,
  STAFF_IDLE_MINUTES,
  type SecondFactorStatus,
  type TotpConfirmed,
  type TotpEnrolment,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { blindIndex, type PiiCipher } from '../../lib/crypto.js';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-errors.js';
import type { AuditLog } from '../audit/index.js';
import { isStaffRole, loginThrottle, type AuthContext, type Sessions } from '../auth/index.js';
import { usersRepository, type MemberPii } from '../users/index.js';
import { passkeyRepository } from './passkey-repository.js';
import { secondFactorRepository } from './repository.js';
import {
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUrl,
  qrDataUrl,
  stepOfCode,
} from './totp.js';

/** Wrong codes in one session before it ends (the password is asked again). */
const MAX_FAILURES_PER_SESSION = 5;

export interface SecondFactorDeps {
  db: Db;
  cipher: PiiCipher;
  indexKey: Buffer;
  pii: MemberPii;
  sessions: Sessions;
  audit: AuditLog;
}

/**
 * The staff second factor (docs/decisions/0015-staff-second-factor.md). A staff session starts
 * without it; enrolment (scan, confirm with a code) or a code from the app or a recovery code
 * marks the session as passed. Guesses are slowed per account (progressive delays, as for the
 * password) and five wrong codes end the session.
 */
export function secondFactorService(d: SecondFactorDeps) {
  const repo = secondFactorRepository(d.db);
  const users = usersRepository(d.db, d.pii);
  const throttle = loginThrottle(d.db);
  const codeHash = (code: string) =>
    blindIndex(d.indexKey, 'recovery-code', normaliseRecoveryCode(code));
  const throttleKey = (userId: string) => blindIndex(d.indexKey, 'second-factor', userId);

  function staffOnly(auth: AuthContext) {
    if (!isStaffRole(auth.user.role)) throw new HttpError(403, msg.staffOnly);
  }

  async function slowDown(auth: AuthContext) {
    const verdict = await throttle.claimAttempt(throttleKey(auth.user.id));
    if (!verdict.allowed) {
      throw tooManyRequests(
        verdict.retryAfterSeconds,
        `Too many codes. Please wait ${verdict.retryAfterSeconds} s.`,
      );
    }
  }

  async function wrongCode(auth: AuthContext, text: string = msg.codeWrong): Promise<never> {
    const failures = await d.sessions.secondFactorFailed(auth.sessionId);
    if (failures >= MAX_FAILURES_PER_SESSION) {
      await d.sessions.revoke(auth.sessionId);
      throw new HttpError(401, msg.tooManyWrongCodes);
    }
    throw badRequest(text, { code: text });
  }

  async function passed(auth: AuthContext) {
    await throttle.clear(throttleKey(auth.user.id));
    await d.sessions.markSecondFactor(auth.sessionId);
  }

  return {
    async status(auth: AuthContext): Promise<SecondFactorStatus> {
      staffOnly(auth);
      const totp = await repo.findTotp(auth.user.id);
      return {
        enrolled: Boolean(totp?.confirmed_at),
        passkeys: await passkeyRepository(d.db).count(auth.user.id),
        verified: Boolean(auth.secondFactorAt),
        recovery_codes_left: totp?.confirmed_at ? await repo.recoveryCodesLeft(auth.user.id) : 0,
        idle_timeout_minutes: STAFF_IDLE_MINUTES,
      };
    },

    /** A new secret to scan. Once one is confirmed only an admin's reset removes it. */
    async enrol(auth: AuthContext): Promise<TotpEnrolment> {
      staffOnly(auth);
      const existing = await repo.findTotp(auth.user.id);
      if (existing?.confirmed_at) throw new HttpError(409, msg.alreadyEnrolled);
      const secret = newTotpSecret();
      await repo.savePending(auth.user.id, d.cipher.encrypt(secret));
      const url = otpauthUrl(secret, (await auth.member()).email);
      return { secret, otpauth_url: url, qr_data_url: await qrDataUrl(url) };
    },

    /** The first code from the app proves the scan worked; the recovery codes are shown once. */
    async confirm(auth: AuthContext, code: string, ip: string): Promise<TotpConfirmed> {
      staffOnly(auth);
      const totp = await repo.findTotp(auth.user.id);
      if (!totp) throw new HttpError(409, msg.noPendingEnrolment);
      if (totp.confirmed_at) throw new HttpError(409, msg.alreadyEnrolled);
      if (!isTotpCode(code)) throw badRequest(msg.codeFormat, { code: msg.codeFormat });
      await slowDown(auth);
      const step = stepOfCode(d.cipher.decrypt(totp.secret), code.replace(/\s/g, ''));
      if (step === null) return wrongCode(auth);
      const codes = newRecoveryCodes();
      await d.db.transaction().execute(async (tx) => {
        await repo.confirm(tx, auth.user.id, step, codes.map(codeHash));
        await d.audit.append(tx, {
          actorId: auth.user.id,
          action: 'second_factor.enrol',
          targetType: 'user',
          targetId: auth.user.id,
          ip,
          details: { method: 'totp' },
        });
      });
      await passed(auth);
      return { recovery_codes: codes };
    },

    /** A code from the app (each good once) or a recovery code opens the back office. */
    async verify(auth: AuthContext, code: string, ip: string): Promise<string> {
      staffOnly(auth);
      const totp = await repo.findTotp(auth.user.id);
      if (!totp?.confirmed_at) throw new HttpError(409, msg.notEnrolled);
      await slowDown(auth);
      if (isTotpCode(code)) {
        const step = stepOfCode(d.cipher.decrypt(totp.secret), code.replace(/\s/g, ''));
        if (step === null) return wrongCode(auth);
        if (!(await repo.useStep(auth.user.id, step))) return wrongCode(auth, msg.codeUsed);
        await passed(auth);
        return msg.verified;
      }
      if (!(await repo.useRecoveryCode(auth.user.id, codeHash(code)))) return wrongCode(auth);
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
