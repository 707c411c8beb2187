import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { secondFactorMessages as msg, type StaffPasskey } from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { blindIndex } from '../../lib/crypto.js';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../lib/http-errors.js';
import { MINUTE } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { isStaffRole, loginThrottle, type AuthContext, type Sessions } from '../auth/index.js';
import { passkeyRepository } from './passkey-repository.js';
import { relyingParty, type RelyingParty } from './relying-party.js';

const CHALLENGE_TTL_MS = 5 * MINUTE;

export interface PasskeyDeps {
  db: Db;
  indexKey: Buffer;
  sessions: Sessions;
  audit: AuditLog;
  appUrl: string;
}

/**
 * Passkeys (WebAuthn), the preferred staff second factor: phishing-resistant (the browser signs
 * only for our origin) and nothing to type. Added by a session that has passed the factor; used
 * instead of a code at sign-in. @simplewebauthn/server checks the challenge, origin, RP ID,
 * signature and counter; the challenge is single use and bound to the session.
 */
export function passkeyService(d: PasskeyDeps) {
  const repo = passkeyRepository(d.db);
  const throttle = loginThrottle(d.db);
  const rp: RelyingParty = relyingParty(d.appUrl);
  // The same key as the code attempts: guesses by code and by passkey share one slow-down.
  const throttleKey = (userId: string) => blindIndex(d.indexKey, 'second-factor', userId);

  function staffOnly(auth: AuthContext) {
    if (!isStaffRole(auth.user.role)) throw new HttpError(403, msg.staffOnly);
  }

  const toView = (p: {
    id: string;
    name: string;
    created_at: string;
    last_used_at: string | null;
  }): StaffPasskey => ({
    id: p.id,
    name: p.name,
    created_at: p.created_at,
    last_used_at: p.last_used_at,
  });

  const transportsOf = (stored: string | null) =>
    stored ? (JSON.parse(stored) as AuthenticatorTransport[]) : undefined;

  return {
    async list(auth: AuthContext): Promise<StaffPasskey[]> {
      staffOnly(auth);
      return (await repo.list(auth.user.id)).map(toView);
    },

    async registrationOptions(auth: AuthContext): Promise<PublicKeyCredentialCreationOptionsJSON> {
      staffOnly(auth);
      if (!auth.secondFactorAt) throw new HttpError(403, msg.passkeyNeedsFactor);
      const existing = await repo.list(auth.user.id);
      const staff = await auth.member();
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: staff.email,
        userDisplayName: `${staff.first_name} ${staff.last_name}`.trim(),
        userID: new TextEncoder().encode(auth.user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          transports: transportsOf(p.transports),
        })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await repo.saveChallenge(auth.sessionId, 'registration', options.challenge, CHALLENGE_TTL_MS);
      return options;
    },

    async register(
      auth: AuthContext,
      name: string,
      response: unknown,
      ip: string,
    ): Promise<StaffPasskey> {
      staffOnly(auth);
      if (!auth.secondFactorAt) throw new HttpError(403, msg.passkeyNeedsFactor);
      const challenge = await repo.takeChallenge(auth.sessionId, 'registration');
      if (!challenge) throw badRequest(msg.passkeyExpired);
      let info;
      try {
        const result = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
        if (!result.verified) throw new Error('not verified');
        info = result.registrationInfo;
      } catch {
        throw badRequest(msg.passkeyFailed);
      }
      const { credential } = info;
      await d.db.transaction().execute(async (tx) => {
        await passkeyRepository(tx).add({
          id: credential.id,
          userId: auth.user.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports,
          name,
        });
        await d.audit.append(tx, {
          actorId: auth.user.id,
          action: 'second_factor.passkey_add',
          targetType: 'user',
          targetId: auth.user.id,
          ip,
        });
      });
      const stored = await repo.find(auth.user.id, credential.id);
      if (!stored) throw notFound();
      return toView(stored);
    },

    async authenticationOptions(auth: AuthContext): Promise<PublicKeyCredentialRequestOptionsJSON> {
      staffOnly(auth);
      const keys = await repo.list(auth.user.id);
      if (keys.length === 0) throw new HttpError(409, msg.passkeyNone);
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: keys.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
        userVerification: 'preferred',
      });
      await repo.saveChallenge(
        auth.sessionId,
        'authentication',
        options.challenge,
        CHALLENGE_TTL_MS,
      );
      return options;
    },

    async verify(
      auth: AuthContext,
      response: AuthenticationResponseJSON,
      ip: string,
    ): Promise<void> {
      staffOnly(auth);
      const verdict = await throttle.claimAttempt(throttleKey(auth.user.id));
      if (!verdict.allowed) {
        throw tooManyRequests(
          verdict.retryAfterSeconds,
          `Too many attempts. Please wait ${verdict.retryAfterSeconds} s.`,
        );
      }
      const challenge = await repo.takeChallenge(auth.sessionId, 'authentication');
      if (!challenge) throw badRequest(msg.passkeyExpired);
      // Only this member's own passkeys: another staff member's credential is "not accepted".
      const key = await repo.find(auth.user.id, response.id);
      if (!key) throw badRequest(msg.passkeyFailed);
      let newCounter: number;
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          credential: {
            id: key.id,
            publicKey: Buffer.from(key.public_key, 'base64url'),
            counter: Number(key.counter),
            transports: transportsOf(key.transports),
          },
          requireUserVerification: false,
        });
        if (!result.verified) throw new Error('not verified');
        newCounter = result.authenticationInfo.newCounter;
      } catch {
        throw badRequest(msg.passkeyFailed);
      }
      if (!(await repo.used(key.id, Number(key.counter), newCounter))) {
        throw badRequest(msg.passkeyFailed);
      }
      await throttle.clear(throttleKey(auth.user.id));
      await d.sessions.markSecondFactor(auth.sessionId);
      await d.audit.append(d.db, {
        actorId: auth.user.id,
        action: 'second_factor.passkey_use',
        targetType: 'user',
        targetId: auth.user.id,
        ip,
      });
    },

    async remove(auth: AuthContext, id: string, ip: string): Promise<void> {
      staffOnly(auth);
      if (!auth.secondFactorAt) throw new HttpError(403, msg.required);
      if (!(await repo.remove(auth.user.id, id))) throw new HttpError(404, msg.passkeyNotFound);
      await d.audit.append(d.db, {
        actorId: auth.user.id,
        action: 'second_factor.passkey_remove',
        targetType: 'user',
        targetId: auth.user.id,
        ip,
      });
    },
  };
}

export type PasskeyService = ReturnType<typeof passkeyService>;
