import {
  sessionMessages,
  type CreateSessionPayload,
  type ListSessionsQuery,
  type SessionClaim,
  type SessionClaims,
  type SimulatedOutcome,
  type VerificationSession,
  type VerificationSessionPage,
} from '@vouch/contracts';
import { monotonicNow, nowIso } from '../../lib/time.js';
import { prefixedId, Problem, type ApiKeyAuth } from '../business/index.js';
import type { SessionExpiry } from './expiry.js';
import {
  claimsOfRow,
  tierOfRow,
  livenessOf,
  findSession,
  OPEN,
  testClaimsOf,
  type SessionDeps,
  type SessionRow,
  type SessionTransitions,
} from './transition.js';

/** An opaque cursor: the last row's time and id. */
const cursorOf = (r: Pick<SessionRow, 'created_at' | 'id'>) =>
  Buffer.from(`${r.created_at}|${r.id}`).toString('base64url');
function parseCursor(c: string): { at: string; id: string } {
  const [at, id] = Buffer.from(c, 'base64url').toString('utf8').split('|');
  if (!at || !id || !/^vs_[0-9A-Za-z]{22}$/.test(id) || Number.isNaN(Date.parse(at)))
    throw new Problem('invalid-request', 'cursor is not one this API gave.', {
      errors: { cursor: 'cursor is not one this API gave.' },
    });
  return { at, id };
}

/** Whose sessions: an organisation in one mode (a key's, or the console's choice). */
export type SessionScope = Pick<ApiKeyAuth, 'organisationId' | 'mode'>;

/** The business API: create, read, list, cancel and (test mode) simulate a session. */
export function businessSide(
  d: SessionDeps,
  { move, outcome, refundUnspentFee }: SessionTransitions,
  { current, expireDue }: SessionExpiry,
) {
  const { db } = d;

  const urlOf = (id: string) => `${d.appUrl}/verify/${id}`;

  /** What the business reads: claims only while approved and the grant stands. */
  async function answerOf(s: SessionRow): Promise<VerificationSession> {
    let claims: SessionClaims | null = null;
    const requested = claimsOfRow(s.claims);
    if (s.status === 'approved') {
      if (s.mode === 'test') {
        // The test member holds the tier the session asked for (Tier 2 when it asked none).
        claims = testClaimsOf(s);
      } else if (s.grant_id) {
        const g = await db
          .selectFrom('consent_grants')
          .leftJoin('users', 'users.id', 'consent_grants.user_id')
          .leftJoin('verified_snapshots', 'verified_snapshots.user_id', 'consent_grants.user_id')
          .select([
            'consent_grants.values_enc',
            'consent_grants.revoked_at',
            'users.status',
            'verified_snapshots.documents_expired_at',
          ])
          .where('consent_grants.id', '=', s.grant_id)
          .executeTakeFirst();
        if (g?.values_enc && !g.revoked_at) {
          claims = JSON.parse(d.cipher.decrypt(g.values_enc)) as SessionClaims;
          // What the snapshot certified stays as shared; whether the member is verified is now
          // (not while their document has lapsed, issue 50).
          claims.verified = g.status === 'VERIFIED' && !g.documents_expired_at;
        }
      }
    }
    return {
      id: s.id,
      object: 'verification_session',
      mode: s.mode,
      url: urlOf(s.id),
      status: s.status,
      reference: s.reference,
      redirect_url: s.redirect_url,
      claims_requested: requested,
      purpose: s.purpose,
      created_at: s.created_at,
      expires_at: s.expires_at,
      completed_at: s.completed_at,
      required_tier: tierOfRow(s.required_tier),
      claims,
      liveness: s.status === 'approved' ? livenessOf(s) : null,
      grant_id: s.mode === 'live' ? s.grant_id : null,
      locale: s.locale,
    };
  }

  /** The organisation and mode a key (or a console member) reads sessions in. */
  async function ofKey(key: SessionScope, id: string): Promise<SessionRow> {
    const s = await current(id);
    if (!s || s.organisation_id !== key.organisationId || s.mode !== key.mode)
      throw new Problem('not-found', sessionMessages.notFound);
    return s;
  }

  /** A redirect on an origin the organisation allowed, https in live mode (else a problem). */
  async function checkRedirect(key: SessionScope, redirect: string): Promise<void> {
    const org = await db
      .selectFrom('organisations')
      .select(['redirect_origins'])
      .where('id', '=', key.organisationId)
      .executeTakeFirstOrThrow();
    const url = new URL(redirect);
    const allowed = JSON.parse(org.redirect_origins) as string[];
    if (key.mode === 'live' && url.protocol !== 'https:')
      throw new Problem('invalid-request', sessionMessages.redirectHttps, {
        errors: { redirect_url: sessionMessages.redirectHttps },
      });
    if (!allowed.includes(url.origin))
      throw new Problem('invalid-request', sessionMessages.redirectOrigin, {
        errors: { redirect_url: sessionMessages.redirectOrigin },
      });
  }

  return {
    urlOf,
    checkRedirect,

    /**
     * `toVouch`: the person comes back to Vouch's own dashboard (a business verification's person
     * link without a business redirect, issue 49), so no origin of the organisation's applies.
     * `feePayer: 'member'`: a person who still has to verify pays their own fee (a going-live
     * organisation's directors, issue 49), so no balance is needed.
     */
    async create(
      key: ApiKeyAuth,
      p: CreateSessionPayload,
      {
        toVouch = false,
        feePayer = 'organisation',
        reverifies = null,
      }: {
        toVouch?: boolean;
        feePayer?: 'organisation' | 'member';
        /** Issue 50: the grant this session asks its member to confirm again (grants.ts). */
        reverifies?: { grantId: string; memberId: string } | null;
      } = {},
    ): Promise<VerificationSession> {
      if (toVouch) p = { ...p, redirect_url: `${d.appUrl}/dashboard` };
      else await checkRedirect(key, p.redirect_url);
      if (key.mode === 'live' && feePayer === 'organisation')
        await d.balance.requireForSession(key.organisationId);
      const now = monotonicNow();
      const row: SessionRow = {
        id: prefixedId('vs'),
        organisation_id: key.organisationId,
        mode: key.mode,
        key_id: key.keyId,
        reference: p.reference.trim(),
        redirect_url: p.redirect_url.trim(),
        // Requiring a tier shares it: the business reads the tier it relied on (issue 48).
        claims: (p.required_tier && !(p.claims ?? []).includes('kyc_tier')
          ? [...(p.claims as SessionClaim[]), 'kyc_tier']
          : (p.claims as SessionClaim[])
        ).join(','),
        required_tier: p.required_tier ?? null,
        purpose: p.purpose.trim(),
        status: 'created',
        member_id: reverifies?.memberId ?? null,
        grant_id: null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + (p.expires_in ?? 3600) * 1000).toISOString(),
        opened_at: null,
        completed_at: null,
        updated_at: now.toISOString(),
        liveness: null,
        // Only a live link has a sign-up to fill (test links have no person).
        customer_enc:
          key.mode === 'live' && p.customer && Object.keys(p.customer).length > 0
            ? d.cipher.encrypt(JSON.stringify(p.customer))
            : null,
        fee_payer: feePayer,
        reverifies_grant_id: reverifies?.grantId ?? null,
        locale: p.locale ?? null,
      };
      await db.insertInto('verification_sessions').values(row).execute();
      return answerOf(row);
    },

    async get(key: SessionScope, id: string): Promise<VerificationSession> {
      return answerOf(await ofKey(key, id));
    },

    async list(key: SessionScope, q: ListSessionsQuery): Promise<VerificationSessionPage> {
      // The page answers what the clock says: this organisation's overdue sessions expire first.
      await expireDue(nowIso(), key.organisationId);
      const limit = Number(q.limit ?? 20);
      let query = db
        .selectFrom('verification_sessions')
        .selectAll()
        .where('organisation_id', '=', key.organisationId)
        .where('mode', '=', key.mode);
      if (q.reference) query = query.where('reference', '=', q.reference);
      if (q.status) query = query.where('status', '=', q.status);
      if (q.cursor) {
        const c = parseCursor(q.cursor);
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', c.at),
            eb.and([eb('created_at', '=', c.at), eb('id', '<', c.id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const more = rows.length > limit;
      return {
        object: 'list',
        data: await Promise.all(page.map(answerOf)),
        has_more: more,
        next_cursor: more ? cursorOf(page[page.length - 1]!) : null,
      };
    },

    async cancel(key: ApiKeyAuth, id: string): Promise<VerificationSession> {
      const s = await ofKey(key, id);
      if (!OPEN.includes(s.status)) throw new Problem('conflict', sessionMessages.notCancellable);
      const done = await db.transaction().execute(async (tx) => {
        const again = (await findSession(tx, id))!;
        if (!OPEN.includes(again.status))
          throw new Problem('conflict', sessionMessages.notCancellable);
        return move(tx, again, 'cancelled');
      });
      await refundUnspentFee(done);
      return answerOf(done);
    },

    async simulate(key: ApiKeyAuth, id: string, o: SimulatedOutcome): Promise<VerificationSession> {
      if (key.mode !== 'test') throw new Problem('test-mode-only', sessionMessages.testOnly);
      return answerOf(await outcome(await ofKey(key, id), o));
    },
  };
}
