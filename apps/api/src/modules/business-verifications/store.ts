import type { Selectable } from 'kysely';
import type {
  BusinessDocument,
  BusinessPerson,
  BusinessPersonRole,
  BusinessVerification,
  BusinessVerificationStatus,
  KycTier,
} from '@vouch/contracts';
import type { ListedIdNumber } from '../../adapters/identity/provider.js';
import type { Db, Tx } from '../../db/database.js';
import type {
  BusinessVerificationPeopleTable,
  BusinessVerificationsTable,
} from '../../db/schema.js';
import type { PiiCipher } from '../../lib/crypto.js';

export type VerificationRow = Selectable<BusinessVerificationsTable>;
export type PersonRow = Selectable<BusinessVerificationPeopleTable>;

/** The registry's record as kept (a business's public record). */
export interface RegistryRecord {
  name: string;
  status: string | null;
  active: boolean | null;
  type: string | null;
  registeredOn: string | null;
  address: string | null;
}

/** A person as listed (sealed in person_enc): names and the date of birth, YYYY-MM-DD. */
export interface ListedPerson {
  firstName: string;
  lastName: string;
  middleName: string | null;
  dob: string | null;
  /** A NIN or BVN where the registry lists one (issue 49); never shown to the business. */
  idNumber?: ListedIdNumber | null;
}

/** One possible match on a sanctions or PEP list, for the reviewer. */
export interface ScreeningHitView {
  query: string;
  matched_name: string;
  list: string;
  pep: boolean;
  score: number;
}

export const findVerification = (executor: Db | Tx, id: string) =>
  executor.selectFrom('business_verifications').selectAll().where('id', '=', id).executeTakeFirst();

export const peopleOf = (executor: Db | Tx, verificationId: string) =>
  executor
    .selectFrom('business_verification_people')
    .selectAll()
    .where('verification_id', '=', verificationId)
    .orderBy('position')
    .execute();

const tierOf = (t: number | null): KycTier | null => (t === 1 || t === 2 || t === 3 ? t : null);

/** What a business (and its webhooks) reads: names as listed, never an ID number. */
export function presenter(cipher: PiiCipher, urlOf: (sessionId: string) => string) {
  const listed = (p: PersonRow) => JSON.parse(cipher.decrypt(p.person_enc)) as ListedPerson;

  function person(p: PersonRow): BusinessPerson {
    const l = listed(p);
    return {
      id: p.id,
      object: 'business_verification_person',
      first_name: l.firstName,
      last_name: l.lastName,
      roles: p.roles.split(',') as BusinessPersonRole[],
      share_percent: p.share_percent === null ? null : Number(p.share_percent),
      source: p.source,
      status: p.status,
      verification_url: p.status === 'pending' && p.session_id ? urlOf(p.session_id) : null,
      session_id: p.session_id,
      kyc_tier: tierOf(p.kyc_tier),
      screening: p.screening,
      mismatch: p.mismatch,
      updated_at: p.updated_at,
    };
  }

  function verification(
    v: VerificationRow,
    people: PersonRow[],
    documents: BusinessDocument[],
  ): BusinessVerification {
    const r = v.registry ? (JSON.parse(v.registry) as RegistryRecord) : null;
    return {
      id: v.id,
      object: 'business_verification',
      mode: v.mode,
      status: v.status,
      registration_number: v.registration,
      name: v.name,
      redirect_url: v.redirect_url,
      registry: {
        lookup: v.registry_lookup,
        name: r?.name ?? null,
        status: r?.status ?? null,
        active: r?.active ?? null,
        type: r?.type ?? null,
        registered_on: r?.registeredOn ?? null,
        address: r?.address ?? null,
        name_matches: v.name_matches === null ? null : Number(v.name_matches) === 1,
      },
      screening: v.screening,
      review_reasons: JSON.parse(v.review_reasons) as string[],
      people: people.map(person),
      documents,
      decision:
        v.decided_at && (v.status === 'approved' || v.status === 'rejected')
          ? { outcome: v.status, reason: v.decision_reason ?? '', decided_at: v.decided_at }
          : null,
      created_at: v.created_at,
      updated_at: v.updated_at,
    };
  }

  return { listed, person, verification };
}
export type Presenter = ReturnType<typeof presenter>;

/** A verification still collecting its people's answers (or its registry's). */
export const isPending = (s: BusinessVerificationStatus) => s === 'pending_people';
