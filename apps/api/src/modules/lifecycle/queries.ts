import type {
  ClaimConflict,
  MemberStanding,
  ProfileChangeItem,
  ProfileReview,
  ReviewedProfileField,
  VerifiedDetails,
} from '@vouch/contracts';
import { tierOf, type KycTier, type TierEvidence } from '@vouch/contracts';
import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db, type Tx } from '../../db/database.js';
import type { ProfileChangesTable } from '../../db/schema.js';
import type { MemberPii } from '../users/index.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { businessCheckOf } from './business-check.js';
import type { MemberRow } from './member-state.js';
import { decodeChanges } from './profile-changes.js';
import { claimConflicts, claimsOf, detailsOf, findSnapshot, snapshotOf } from './snapshot.js';
import { readable } from './store.js';
import { evidenceOf, storedEvidenceOf } from './tier.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A member's latest profile change that still matters to them (null: none), as one JSON value for
 * a statement of another module to return with its row: account info reads it with the member
 * (decision 0025). Read it with `profileReviewOf`.
 */
export function profileReviewJsonOf(executor: Db | Tx, userId: RawBuilder<unknown>) {
  const latest = sql`from profile_changes where user_id = ${userId} and status != 'superseded'
    order by created_at desc limit 1`;
  return dialectOf(executor) === 'postgres'
    ? sql<unknown>`(select json_build_object('id', id, 'status', status, 'fields', fields,
        'reason', reason, 'created_at', created_at, 'decided_at', decided_at) ${latest})`
    : sql<unknown>`(select json_object('id', id, 'status', status, 'fields', fields,
        'reason', reason, 'created_at', created_at, 'decided_at', decided_at) ${latest})`;
}

/** What account info shows of `profileReviewJsonOf`'s value. */
export function profileReviewOf(value: unknown): ProfileReview | null {
  if (value === null || value === undefined) return null;
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as Pick<
    ProfileChangesTable,
    'id' | 'status' | 'fields' | 'reason' | 'created_at' | 'decided_at'
  >;
  return {
    id: row.id,
    status: row.status,
    fields: row.fields.split(',') as ReviewedProfileField[],
    reason: row.reason,
    requested_at: row.created_at,
    decided_at: row.decided_at,
  };
}

/** What the lifecycle's records say, for screens: nothing here changes anything. */
export function lifecycleQueries(db: Db, pii: MemberPii, cipher: PiiCipher) {
  const r = readable(db);
  const cols = pii.columns;
  /** Names and e-mail of a joined users row, decrypted for the member `id`. */
  const member = <U extends { email: string }>(id: string, u: U) => cols.open('users', id, u);
  return {
    /** Changes waiting for a reviewer, oldest first, with what each would change. */
    async pendingChanges(): Promise<ProfileChangeItem[]> {
      const rows = await r
        .selectFrom('profile_changes as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .selectAll('c')
        .select(['u.email', 'u.first_name', 'u.last_name'])
        .where('c.status', '=', 'pending')
        .orderBy('c.created_at', 'asc')
        .limit(500)
        .execute();
      return rows.map((row) => {
        const x = member(row.user_id, row);
        return {
          id: x.id,
          member_uuid: x.user_id,
          member_email: x.email,
          member_name: `${x.first_name} ${x.last_name}`,
          status: x.status,
          changes: decodeChanges(x, cipher),
          requested_at: x.created_at,
          decided_at: x.decided_at,
          reason: x.reason,
        };
      });
    },

    async claimConflicts(limit = 100): Promise<ClaimConflict[]> {
      const rows = await r
        .selectFrom('claim_conflicts as c')
        .innerJoin('users as u', 'u.id', 'c.claimant_id')
        .selectAll('c')
        .select('u.email')
        .orderBy('c.created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((x) => ({
        id: x.id,
        kind: x.kind,
        claimant_uuid: x.claimant_id,
        claimant_email: member(x.claimant_id, x).email,
        holder_uuid: x.holder_id,
        context: x.context,
        at: x.created_at,
      }));
    },

    /**
     * What a VERIFIED member's approved snapshot certifies, with the approved version's ID type
     * and country (issue 33: what a member may share with a business). Null: not VERIFIED now.
     */
    async approvedDetails(userId: string): Promise<{
      details: VerifiedDetails;
      idType: string | null;
      country: string | null;
      /** Whether the approved version's selfie came from a passed live capture (issue 45). */
      liveness: 'passed' | 'not_performed';
      /** The CBN tier and the evidence behind it (issue 48). */
      tier: KycTier | null;
      tierEvidence: TierEvidence;
      /** The document it rests on expired past the grace period (issue 50): nothing to share. */
      documentsExpired: boolean;
    } | null> {
      const u = await r
        .selectFrom('users')
        .select(['id', 'status', 'country'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (u?.status !== 'VERIFIED') return null;
      const snap = await findSnapshot(r, userId, cols);
      if (!snap) return null;
      const version = snap.submission_id
        ? await r
            .selectFrom('kyc_submissions')
            .select(['identity_type', 'country', 'liveness_session_id'])
            .where('id', '=', snap.submission_id)
            .executeTakeFirst()
        : undefined;
      return {
        details: detailsOf(snap, pii),
        idType: version?.identity_type ?? null,
        country: version?.country ?? u.country,
        liveness: version?.liveness_session_id ? 'passed' : 'not_performed',
        tier: tierOf(evidenceOf(storedEvidenceOf(snap))),
        tierEvidence: evidenceOf(storedEvidenceOf(snap)),
        documentsExpired: snap.documents_expired_at !== null,
      };
    },

    /** One member's standing, found by e-mail (its blind index: exact match) or UUID. */
    async standing(q: string): Promise<MemberStanding | null> {
      const value = q.trim().toLowerCase();
      const row = await r
        .selectFrom('users')
        .selectAll()
        .where((eb) =>
          UUID.test(value) ? eb('id', '=', value) : eb('email_bidx', '=', pii.emailIndex(value)),
        )
        .executeTakeFirst();
      if (!row) return null;
      const u = cols.open('users', row.id, row);
      const snap = await findSnapshot(r, u.id, cols);
      const certified =
        u.status === 'VERIFIED' || u.suspended_from === 'VERIFIED' || u.status === 'REVOKED';
      return {
        uuid: u.id,
        email: u.email,
        name: `${u.first_name} ${u.last_name}`,
        role: u.role,
        status: u.status,
        status_reason: u.status_reason,
        status_changed_at: u.status_changed_at,
        suspended_from: u.suspended_from,
        verified: snap && certified ? detailsOf(snap, pii) : null,
        member_since: u.created_at,
      };
    },

    /**
     * What approving submission `id` would certify, and which of those identifiers another
     * verified member holds (the approval would be refused). The business name is there only if
     * the registry check passed or a certificate came with the version, as at approval.
     */
    async certification(id: string): Promise<{
      certifies: VerifiedDetails;
      conflicts: { kind: 'phone' | 'email' | 'wechat_id'; holder_uuid: string }[];
    } | null> {
      const stored = await r
        .selectFrom('kyc_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!stored) return null;
      const s = cols.open('kyc_submissions', id, stored);
      const user = (await r
        .selectFrom('users')
        .selectAll()
        .where('id', '=', s.user_id)
        .executeTakeFirst()) as MemberRow;
      const u = cols.open('users', user.id, user);
      const snap = snapshotOf(s, u, pii, null, s.created_at, await businessCheckOf(r, s));
      const taken = await claimConflicts(r, u.id, claimsOf(snap));
      return {
        certifies: detailsOf(snap, pii),
        conflicts: taken.map((t) => ({ kind: t.kind, holder_uuid: t.holderId })),
      };
    },
  };
}
