import { randomUUID } from 'node:crypto';
import {
  identityLookupOffered,
  isVnin,
  kycMessages,
  type LookupRegistry,
  type IdentityLookupPayload,
  type IdentityLookupResult,
} from '@vouch/contracts';
import {
  IdentityUnavailableError,
  type IdentityProvider,
} from '../../adapters/identity/provider.js';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import { blindIndex, type PiiCipher } from '../../lib/crypto.js';
import { HttpError, badRequest } from '../../lib/http-errors.js';
import { cleanImage } from '../../lib/uploads.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import type { Actor } from '../lifecycle/index.js';
import type { AuthContext } from '../auth/index.js';
import { paymentsQueries } from '../payments/index.js';
import type { MemberPii } from '../users/index.js';
import { compareWithMember } from './lookup-match.js';
import { lookupQuota } from './lookup-quota.js';
import { encodeLookupRecord } from './lookup-record.js';

export interface LookupDeps {
  db: Db;
  identity: IdentityProvider;
  storage: FileStorage;
  cipher: PiiCipher;
  pii: MemberPii;
  indexKey: Buffer;
  audit: AuditLog;
  /** The lifecycle's tier refresh, for a verified member's new match (issue 48). */
  tiers?: { refreshTier(userId: string, actor: Actor): Promise<unknown> };
}

type Outcome = 'match' | 'mismatch' | 'not_found' | 'unavailable';

/**
 * Which registry a request asks: a BVN is 11 digits; a NIN is 11 digits or a virtual NIN (16
 * characters). Anything else is refused before the quota is touched.
 */
function registryOf(p: IdentityLookupPayload): LookupRegistry {
  const value = p.id_number.trim();
  if (p.id_type === 'bvn') {
    if (!/^\d{11}$/.test(value))
      throw badRequest('A BVN is 11 digits', { id_number: 'A BVN is 11 digits' });
    return 'bvn';
  }
  if (/^\d{11}$/.test(value)) return 'nin';
  if (isVnin(value)) return 'vnin';
  throw badRequest(kycMessages.ninOrVnin, { id_number: kycMessages.ninOrVnin });
}

/**
 * POST /account/verify-identification-number (spec 3, 7): a BVN lookup compared with the member's
 * own names and date of birth (from their profile, not from the request). It is not a directory
 * (issue 31): only a member with a verified e-mail and a paid fee may ask, at most
 * IDENTITY_LOOKUPS_PER_ACCOUNT times ever; the record's names and photo go back to them, and the
 * record is kept for their submission, only when it is theirs — first name, last name and date of
 * birth all match. An unknown BVN and someone else's get one answer with no detail named, and the
 * record's phone is never returned (it proves a number on the server, decision 0034). Every
 * attempt is audited (ids and outcome only).
 */
export function identityLookupService(d: LookupDeps) {
  const payments = paymentsQueries(d.db);
  const quota = lookupQuota(d.db);

  const audited = (auth: AuthContext, ip: string, p: IdentityLookupPayload, outcome: Outcome) =>
    d.audit.append(d.db, {
      actorId: auth.user.id,
      action: 'identity.lookup',
      targetType: 'user',
      targetId: auth.user.id,
      ip,
      details: { id_type: registryOf(p), outcome, provider: d.identity.name },
    });

  return {
    async lookup(
      auth: AuthContext,
      p: IdentityLookupPayload,
      ip: string,
    ): Promise<IdentityLookupResult> {
      const user = await auth.member();
      if (!user.email_verified_at) throw new HttpError(403, kycMessages.lookupNeedsEmail);
      if (!(await payments.hasPaid(user.id))) throw new HttpError(403, kycMessages.lookupNeedsFee);
      if (!identityLookupOffered(user.country, p.id_type))
        throw badRequest(kycMessages.lookupNotOffered);
      const registry = registryOf(p);
      if (!(await quota.claim(user.id)))
        throw new HttpError(
          403,
          user.status === 'VERIFIED'
            ? kycMessages.lookupLimitReachedVerified
            : kycMessages.lookupLimitReached,
        );
      const dob = d.pii.decrypt(user.dob_enc);
      const subject = { firstName: user.first_name, lastName: user.last_name, dob };
      const value = p.id_number.trim().toUpperCase();
      let record;
      try {
        record = await (registry === 'bvn'
          ? d.identity.lookupBvn(value, subject)
          : registry === 'nin'
            ? d.identity.lookupNin(value, subject)
            : d.identity.lookupVnin(value, subject));
      } catch (err) {
        if (err instanceof IdentityUnavailableError) {
          await quota.giveBack(user.id);
          await audited(auth, ip, p, 'unavailable');
          throw new HttpError(502, kycMessages.lookupUnavailable);
        }
        throw err;
      }
      if (!record) {
        await audited(auth, ip, p, 'not_found');
        throw new HttpError(422, kycMessages.lookupNoMatch);
      }

      const matches = compareWithMember(record, { ...user, dob });
      if (!matches.first_name || !matches.last_name || !matches.dob) {
        await audited(auth, ip, p, 'mismatch');
        // The same answer as an unknown BVN: which case it was, or which detail differs, would
        // let anyone test names against a BVN (issue 31).
        throw new HttpError(422, kycMessages.lookupNoMatch);
      }
      // The provider's photo goes through the same cleaning as an upload.
      const photo = record.photo ? await cleanImage(record.photo, 'photo').catch(() => null) : null;
      const id = randomUUID();
      const photoKey = photo ? `lookups/${user.id}/${id}.jpg` : null;
      if (photo && photoKey) await d.storage.put(photoKey, photo.bytes, photo.contentType);
      await d.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('identity_lookups')
          .values({
            id,
            user_id: user.id,
            id_type: registry,
            // A vNIN is used once and kept nowhere (NIMC's rule): the index names this lookup,
            // nothing of the token.
            id_number_bidx:
              registry === 'vnin'
                ? blindIndex(d.indexKey, 'id_number', `vnin-lookup:${id}`)
                : blindIndex(d.indexKey, 'id_number', `${p.id_type}:${value}`),
            provider: d.identity.name,
            result_enc: encodeLookupRecord(d.cipher, {
              firstName: record.firstName,
              lastName: record.lastName,
              middleName: record.middleName,
              dob: record.dob,
              phone: record.phone,
              matches,
            }),
            photo_key: photoKey,
            created_at: nowIso(),
          })
          .execute();
        await d.audit.append(tx, {
          actorId: user.id,
          action: 'identity.lookup',
          targetType: 'identity_lookup',
          targetId: id,
          ip,
          details: { id_type: registry, outcome: 'match', provider: d.identity.name },
        });
      });
      // A verified member's new match may raise their tier (issue 48); the lifecycle decides.
      if (user.status === 'VERIFIED')
        await d.tiers?.refreshTier(user.id, { kind: 'member', id: user.id, ip });
      return {
        firstname: record.firstName,
        lastname: record.lastName,
        middlename: record.middleName,
        // The registry's portrait never goes back to whoever asked (issue 45): knowing a BVN, a
        // name and a date of birth must not hand anyone the picture a selfie is compared with.
        // Reviewers see it; the face checks compare against the copy stored above.
        photo: null,
        matches,
      };
    },
  };
}

export type IdentityLookupService = ReturnType<typeof identityLookupService>;
