import type { Grant, GrantPage, GrantStanding, MemberStatus } from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { Problem, type ApiKeyAuth } from '../business/index.js';
import { claimsOfRow } from './transition.js';

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

/**
 * The organisation's consent grants in the key's mode (issue 50): what each member agreed to
 * share, when, whether it stands, and where the member stands now, newest first. Never the
 * shared values (the session answers them, while the grant stands) nor who the member is.
 */
export function grantsOf(db: Db) {
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
          member_standing: standingOf(r.user_id, r.status, r.documents_expired_at != null),
        })),
        has_more: more,
        next_cursor: more ? cursorOf(page[page.length - 1]!) : null,
      };
    },
  };
}
