import { randomUUID } from 'node:crypto';
import {
  identityLookupOffered,
  kycMessages,
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
import type { AuthContext } from '../auth/sessions.js';
import type { MemberPii } from '../users/pii.js';
import { namesMatch } from './names.js';

export interface LookupDeps {
  db: Db;
  identity: IdentityProvider;
  storage: FileStorage;
  cipher: PiiCipher;
  pii: MemberPii;
  indexKey: Buffer;
}

/**
 * POST /account/verify-identification-number (spec 3, 7): a BVN lookup compared with the member's
 * own names and date of birth (from their profile, not from the request). The result and photo are
 * kept server-side so the KYC submission links the photo it got from the provider, not one a
 * browser sends. Nothing is stored unless the provider answered.
 */
export function identityLookupService(d: LookupDeps) {
  return {
    async lookup(auth: AuthContext, p: IdentityLookupPayload): Promise<IdentityLookupResult> {
      const user = auth.user;
      if (!identityLookupOffered(user.country, p.id_type))
        throw badRequest(kycMessages.lookupNotOffered);
      if (!/^\d{11}$/.test(p.id_number)) {
        throw badRequest('A BVN is 11 digits', { id_number: 'A BVN is 11 digits' });
      }
      const dob = d.pii.decrypt(user.dob_enc);
      let record;
      try {
        record = await d.identity.lookupBvn(p.id_number, {
          firstName: user.first_name,
          lastName: user.last_name,
          dob,
        });
      } catch (err) {
        if (err instanceof IdentityUnavailableError)
          throw new HttpError(502, kycMessages.lookupUnavailable);
        throw err;
      }
      if (!record) throw new HttpError(404, kycMessages.lookupNotFound);

      const matches = {
        first_name: namesMatch(user.first_name, `${record.firstName} ${record.middleName ?? ''}`),
        last_name: namesMatch(user.last_name, record.lastName),
        dob: record.dob !== null && record.dob === dob,
      };
      // The provider's photo goes through the same cleaning as an upload.
      const photo = record.photo ? await cleanImage(record.photo, 'photo').catch(() => null) : null;
      const id = randomUUID();
      const photoKey = photo ? `lookups/${user.id}/${id}.jpg` : null;
      if (photo && photoKey) await d.storage.put(photoKey, photo.bytes, photo.contentType);
      await d.db
        .insertInto('identity_lookups')
        .values({
          id,
          user_id: user.id,
          id_type: p.id_type,
          id_number_bidx: blindIndex(d.indexKey, 'id_number', `${p.id_type}:${p.id_number}`),
          provider: d.identity.name,
          result_enc: d.cipher.encrypt(JSON.stringify({ ...record, photo: undefined, matches })),
          photo_key: photoKey,
          created_at: nowIso(),
        })
        .execute();
      return {
        firstname: record.firstName,
        lastname: record.lastName,
        middlename: record.middleName,
        phone: record.phone,
        photo: photo ? photo.bytes.toString('base64') : null,
        matches,
      };
    },
  };
}

export type IdentityLookupService = ReturnType<typeof identityLookupService>;
