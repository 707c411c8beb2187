import {
  sessionMessages,
  type CreateSessionPayload,
  type Grant,
  type GrantPage,
  type GrantStanding,
  type MemberStatus,
  type ReverifyGrantPayload,
  type VerificationSession,
} from '@vouch/contracts';
import { reverifyRequestedMail } from '../../adapters/mail/business-templates.js';
import { Problem, type ApiKeyAuth } from '../business/index.js';
import { claimsOfRow, type SessionDeps } from './transition.js';

type Scope = Pick<ApiKeyAuth, 'organisationId' | 'mode'>;

const cursorOf = (r: { created_at: string; id: string }) =>
  Buffer.from(`${r.created_at}|${r.id}`).toString('base64url');
function parseCursor(c: string): { at: string; id: string } {
  const [at, id] = Buffer.from(c, 'base64url').toString('utf8').split('|');
  if (!at || !id || !/^grant_[0-9A-Za-z]{22}$/.test(id) || Number.isNaN(Date.parse(at)))
    throw new Problem('invalid-request', 'cursor is not one this API gave.', {
      errors: { cursor: 'cursor is not one this API gave.' },
    });
  return { at, id };
}

/** The member's standing as a business may know it: what its webhooks told it, no more. */
function standingOf(
  userId: string | null,
  status: MemberStatus | null,
  documentsExpired: boolean,
): GrantStanding {
  if (userId === null || status === null || status === 'CLOSED') return 'closed';
  if (status === 'VERIFIED') return documentsExpired ? 'documents_expired' : 'verified';
  if (status === 'SUSPENDED') return 'suspended';
  if (status === 'REVOKED') return 'revoked';
  return 'not_verified';
}

const DAY = 86_400_000;

/**
 * When what the member's tier rests on was last verified: the approval, or a document renewed
 * since (the tier evidence's id_document time, issue 50).
 */
function verifiedAtOf(approvedAt: string | null, tierEvidence: string | null): string | null {
  if (!approvedAt) return null;
  let renewed: string | null = null;
  try {
    renewed = tierEvidence
      ? ((JSON.parse(tierEvidence) as { id_document?: string | null }).id_document ?? null)
      : null;
  } catch {
    renewed = null;
  }
  return renewed && renewed > approvedAt ? renewed : approvedAt;
}

/**
 * The organisation's consent grants in the key's mode (issue 50): what each member agreed to
 * share, when, whether it stands, and where the member stands now, newest first. Never the
 * shared values (the session answers them, while the grant stands) nor who the member is.
 * A business may ask a member to confirm a grant again (reverify): a new session for the same
 * claims, bound to that member and mailed to them; their Allow replaces the old grant.
 */
export function grantsOf(
  d: Pick<SessionDeps, 'db' | 'maxAgeDays' | 'mailMember' | 'appUrl' | 'audit'>,
  create: (
    key: ApiKeyAuth,
    p: CreateSessionPayload,
    o: { reverifies: { grantId: string; memberId: string } },
  ) => Promise<VerificationSession>,
) {
  const db = d.db;
  /** Whether a verification of `verifiedAt` is older than the member's tier allows. */
  const due = (verifiedAt: string | null, tier: unknown) => {
    const t = Number(tier);
    const days = t === 1 || t === 2 || t === 3 ? (d.maxAgeDays?.[t - 1] ?? 0) : 0;
    return !!verifiedAt && days > 0 && Date.now() - Date.parse(verifiedAt) > days * DAY;
  };

  return {
    async list(
      key: Scope,
      q: { limit?: number; cursor?: string; active?: 'true' | 'false' },
    ): Promise<GrantPage> {
      const limit = Number(q.limit ?? 20);
      let query = db
        .selectFrom('consent_grants as g')
        .leftJoin('users as u', 'u.id', 'g.user_id')
        .leftJoin('verified_snapshots as v', 'v.user_id', 'g.user_id')
        .select([
          'g.id',
          'g.session_id',
          'g.claims',
          'g.purpose',
          'g.created_at',
          'g.revoked_at',
          'g.revoked_by',
          'g.user_id',
          'u.status',
          'v.documents_expired_at',
          'v.approved_at',
          'v.tier_evidence',
          'v.kyc_tier',
        ])
        .where('g.organisation_id', '=', key.organisationId)
        .where('g.mode', '=', key.mode);
      if (q.active === 'true') query = query.where('g.revoked_at', 'is', null);
      if (q.active === 'false') query = query.where('g.revoked_at', 'is not', null);
      if (q.cursor) {
        const c = parseCursor(q.cursor);
        query = query.where((eb) =>
          eb.or([
            eb('g.created_at', '<', c.at),
            eb.and([eb('g.created_at', '=', c.at), eb('g.id', '<', c.id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy('g.created_at', 'desc')
        .orderBy('g.id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const more = rows.length > limit;
      return {
        object: 'list',
        data: page.map((r): Grant => ({
          id: r.id,
          object: 'grant',
          session_id: r.session_id,
          claims: claimsOfRow(r.claims),
          purpose: r.purpose,
          granted_at: r.created_at,
          revoked_at: r.revoked_at,
          revoked_by: r.revoked_by,
          verified_at:
            r.status === 'VERIFIED' ? verifiedAtOf(r.approved_at, r.tier_evidence) : null,
          reverify_due:
            r.status === 'VERIFIED' &&
            due(verifiedAtOf(r.approved_at, r.tier_evidence), r.kyc_tier),
          member_standing: standingOf(r.user_id, r.status, r.documents_expired_at != null),
        })),
        has_more: more,
        next_cursor: more ? cursorOf(page[page.length - 1]!) : null,
      };
    },

    /**
     * A new session asking the grant's member to confirm it (live keys only): the same claims
     * and purpose, the original session's reference and redirect, bound to that member (anyone
     * else who opens it is refused) and mailed to them. 404 for another organisation's grant,
     * 409 for one revoked or a member not verified now.
     */
    async reverify(
      key: ApiKeyAuth,
      grantId: string,
      p: ReverifyGrantPayload,
      /** A person in the console (none: the API key asked). */
      by?: { userId: string; ip: string },
    ): Promise<VerificationSession> {
      if (key.mode !== 'live') throw new Problem('conflict', sessionMessages.reverifyLive);
      const g = await db
        .selectFrom('consent_grants as g')
        .innerJoin('verification_sessions as s', 's.id', 'g.session_id')
        .leftJoin('users as u', 'u.id', 'g.user_id')
        .leftJoin('verified_snapshots as v', 'v.user_id', 'g.user_id')
        .innerJoin('organisations as o', 'o.id', 'g.organisation_id')
        .select([
          'g.id',
          'g.user_id',
          'g.claims',
          'g.purpose',
          'g.revoked_at',
          'u.status',
          'v.documents_expired_at',
          's.reference',
          's.redirect_url',
          's.required_tier',
          'o.name',
          'o.checked_name',
        ])
        .where('g.id', '=', grantId)
        .where('g.organisation_id', '=', key.organisationId)
        .where('g.mode', '=', key.mode)
        .executeTakeFirst();
      if (!g) throw new Problem('not-found', sessionMessages.grantNotFound);
      if (g.revoked_at || !g.user_id) throw new Problem('conflict', sessionMessages.grantRevoked);
      if (g.status !== 'VERIFIED' || g.documents_expired_at)
        throw new Problem('conflict', sessionMessages.grantMemberNotVerified);
      // One request at a time per grant: a business cannot mail a member over and over.
      const waiting = await db
        .selectFrom('verification_sessions')
        .select('id')
        .where('reverifies_grant_id', '=', g.id)
        .where('status', 'in', ['created', 'opened', 'in_progress'])
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      if (waiting) throw new Problem('conflict', sessionMessages.reverifyWaiting(waiting.id));
      const memberId = g.user_id;
      const created = await create(
        key,
        {
          reference: g.reference,
          redirect_url: g.redirect_url,
          claims: claimsOfRow(g.claims),
          purpose: g.purpose,
          expires_in: p?.expires_in ?? 259_200,
          ...(g.required_tier ? { required_tier: g.required_tier as 1 | 2 | 3 } : {}),
        } as CreateSessionPayload,
        { reverifies: { grantId: g.id, memberId } },
      );
      const organisation = g.checked_name ?? g.name;
      await db.transaction().execute(async (tx) => {
        await d.mailMember(tx, memberId, (to, firstName, locale) =>
          reverifyRequestedMail(to, firstName, organisation, g.purpose, created.url, locale),
        );
        // On the record: who asked (the key, or a person in the console) which member, when.
        await d.audit.append(tx, {
          actorId: by?.userId ?? null,
          ip: by?.ip ?? null,
          action: 'grant.reverify_requested',
          targetType: 'consent_grant',
          targetId: g.id,
          details: {
            organisation_id: key.organisationId,
            session_id: created.id,
            key_id: key.keyId,
            member: memberId,
          },
        });
      });
      return created;
    },
  };
}
