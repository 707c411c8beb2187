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
import {
  secondFactorMessages as msg,
  type StaffPasskey,
  type TotpConfirmed,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import { MINUTE } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext, Sessions } from '../auth/index.js';
import { checkAudience, type Audience } from './audience.js';
import type { FactorBook } from './factor-book.js';
import { passkeyRepository } from './passkey-repository.js';
import { relyingParty, type RelyingParty } from './relying-party.js';
import { assertFreshSecondFactor } from './step-up.js';

const CHALLENGE_TTL_MS = 5 * MINUTE;

export interface PasskeyDeps {
  db: Db;
  sessions: Sessions;
  audit: AuditLog;
  appUrl: string;
  book: FactorBook;
}

/**
 * Passkeys (WebAuthn), the preferred second factor: phishing-resistant (the browser signs only
 * for our origin) and nothing to type. Staff add one once their session has passed the factor; a
 * member may make a passkey their first factor, or add one with a fresh second factor. Used
 * instead of a code at sign-in and at a step-up. @simplewebauthn/server checks the challenge,
 * origin, RP ID, signature and counter; the challenge is single use and bound to the session.
 */
/**
 * Why the WebAuthn library refused an answer, in the member's words (issue 37): the origin the
 * browser signed for, the site the passkey belongs to, a counter that went back; else "not
 * accepted". The library's own text (it names origins) is never shown.
 */
function refusalOf(err: unknown): string {
  const text = err instanceof Error ? err.message : '';
  if (/response origin|top origin/i.test(text)) return msg.passkeyWrongOrigin;
  if (/RP ID hash/i.test(text)) return msg.passkeyWrongSite;
  if (/counter/i.test(text)) return msg.passkeyCopied;
  return msg.passkeyFailed;
}

export function passkeyService(d: PasskeyDeps) {
  const repo = passkeyRepository(d.db);
  const rp: RelyingParty = relyingParty(d.appUrl);
  const { book } = d;

  /**
   * Who may add (or remove) a passkey: staff once their session has passed the factor; a member
   * whose account has a factor, only with a fresh one (a stale or stolen session cannot add a
   * way in); a member without one, as their first factor.
   */
  function mayChange(auth: AuthContext, audience: Audience, staffMessage: string) {
    if (audience === 'staff') {
      if (!auth.secondFactorAt) throw new HttpError(403, staffMessage);
    } else {
      assertFreshSecondFactor(auth);
    }
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
    async list(auth: AuthContext, audience: Audience): Promise<StaffPasskey[]> {
      checkAudience(auth, audience);
      return (await repo.list(auth.user.id)).map(toView);
    },

    async registrationOptions(
      auth: AuthContext,
      audience: Audience,
      password?: string,
    ): Promise<PublicKeyCredentialCreationOptionsJSON> {
      checkAudience(auth, audience);
      if (audience === 'member') await book.confirmFirstFactor(auth, password);
      else mayChange(auth, audience, msg.passkeyNeedsFactor);
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

    /**
     * Adds the passkey the browser made. Answers recovery codes (shown once) when it is a
     * member's first factor; none otherwise.
     */
    async register(
      auth: AuthContext,
      name: string,
      response: unknown,
      ip: string,
      audience: Audience,
    ): Promise<TotpConfirmed> {
      checkAudience(auth, audience);
      mayChange(auth, audience, msg.passkeyNeedsFactor);
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
      } catch (err) {
        throw badRequest(refusalOf(err));
      }
      const { credential } = info;
      // A member's first factor: it comes with recovery codes, as an app would (a lost phone).
      const first = audience === 'member' && !auth.secondFactorEnrolled;
      const member = await auth.member();
      const codes = await d.db.transaction().execute(async (tx) => {
        await passkeyRepository(tx).add({
          id: credential.id,
          userId: auth.user.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports,
          name,
        });
        return book.added(tx, auth, member, 'passkey', ip, { newCodes: first });
      });
      book.kick();
      if (!(await repo.find(auth.user.id, credential.id))) throw notFound();
      // The passkey was just used to prove it is the member's: as good as passing it.
      if (first) await d.sessions.markSecondFactor(auth.sessionId);
      return { recovery_codes: codes };
    },

    async authenticationOptions(
      auth: AuthContext,
      audience: Audience,
    ): Promise<PublicKeyCredentialRequestOptionsJSON> {
      checkAudience(auth, audience);
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
      audience: Audience,
    ): Promise<void> {
      checkAudience(auth, audience);
      // The same key as the code attempts: guesses by code and by passkey share one slow-down.
      await book.slowDown(auth, (s) => `Too many attempts. Please wait ${s} s.`);
      const challenge = await repo.takeChallenge(auth.sessionId, 'authentication');
      if (!challenge) throw badRequest(msg.passkeyExpired);
      // Only this member's own passkeys: another staff member's credential is "not accepted".
      const key = await repo.find(auth.user.id, response.id);
      if (!key) throw badRequest(msg.passkeyUnknown);
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
      } catch (err) {
        throw badRequest(refusalOf(err));
      }
      if (!(await repo.used(key.id, Number(key.counter), newCounter))) {
        throw badRequest(msg.passkeyCopied);
      }
      await book.clearSlowDown(auth);
      await d.sessions.markSecondFactor(auth.sessionId);
      await d.audit.append(d.db, {
        actorId: auth.user.id,
        action: 'second_factor.passkey_use',
        targetType: 'user',
        targetId: auth.user.id,
        ip,
      });
    },

    /**
     * Staff: a session past the factor (an admin's reset is the other way). Members: with the
     * password, or a fresh second factor.
     */
    async remove(
      auth: AuthContext,
      id: string,
      ip: string,
      audience: Audience,
      password?: string,
    ): Promise<void> {
      checkAudience(auth, audience);
      if (audience === 'staff') {
        if (!auth.secondFactorAt) throw new HttpError(403, msg.required);
      } else {
        if (!(await repo.find(auth.user.id, id))) throw new HttpError(404, msg.passkeyNotFound);
        await book.confirmRemoval(auth, password);
      }
      const member = await auth.member();
      await d.db.transaction().execute(async (tx) => {
        if (!(await passkeyRepository(tx).remove(auth.user.id, id))) {
          throw new HttpError(404, msg.passkeyNotFound);
        }
        if (audience === 'staff') {
          await d.audit.append(tx, {
            actorId: auth.user.id,
            action: 'second_factor.passkey_remove',
            targetType: 'user',
            targetId: auth.user.id,
            ip,
          });
        } else {
          await book.removed(tx, auth, member, 'passkey', ip);
        }
      });
      book.kick();
    },
  };
}

export type PasskeyService = ReturnType<typeof passkeyService>;
