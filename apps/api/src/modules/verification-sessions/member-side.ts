import type { LivenessEvidence } from '@vouch/contracts';
import type { ClaimValue } from '@vouch/contracts';
import {
  KYC_FEE_KOBO,
  normalisePhone,
  returnUrlOf,
  sessionMessages,
  type ConnectedBusiness,
  type ConsentDecision,
  type ConsentPreview,
  type SessionCustomer,
  type SessionPrefill,
  type HostedSession,
  type MemberSharing,
  type SessionClaim,
  type SessionClaims,
  type SessionOutcome,
  type HostedTestOutcome,
} from '@vouch/contracts';
import type { Db, Tx } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import { logoUrlOf, prefixedId, Problem, websiteProven } from '../business/index.js';
import { approvedPhoneProven } from '../credentials/index.js';
import { credentialRequestOf } from './credential-side.js';
import type { SessionExpiry } from './expiry.js';
import {
  claimsOfRow,
  tierOfRow,
  findSession,
  OPEN,
  type SessionDeps,
  type SessionRow,
  type SessionTransitions,
} from './transition.js';

/** dd-mm-yyyy → yyyy-mm-dd; whole years between it and `at`. */
function isoDob(dob: string): string {
  const [d, m, y] = dob.split('-');
  return `${y}-${m}-${d}`;
}
function ageOn(dobIso: string, at: Date): number {
  const [y, m, d] = dobIso.split('-').map(Number) as [number, number, number];
  let age = at.getUTCFullYear() - y;
  if (at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * The member's side: the hosted page (read, test buttons, start, consent), their connected
 * businesses and revoking a grant, and staff's view of what a member shared.
 */
export function memberSide(
  d: SessionDeps,
  { move, outcome, revokeGrant, refundUnspentFee }: SessionTransitions,
  { current }: SessionExpiry,
) {
  const { db } = d;

  const memberAudit = (
    executor: Db | Tx,
    memberId: string,
    ip: string | null,
    action: string,
    targetId: string,
    details: Record<string, string>,
  ) =>
    d.audit.append(executor, {
      actorId: memberId,
      ip,
      action,
      targetType: 'verification_session',
      targetId,
      details,
    });

  /** The grant of `values` to the session's business, and the session approved with it. */
  async function grantAndApprove(
    tx: Tx,
    s: SessionRow,
    memberId: string,
    values: SessionClaims | null,
    ip: string | null,
    method: 'sign_in' | 'credential',
    /** Of the approval shared, read before the transaction (issue 45). */
    liveness: LivenessEvidence,
  ) {
    // A re-verification (issue 50) is its grant's member's to answer, while that grant stands:
    // never anyone else's, even once the session's binding is gone (a closed account).
    if (s.reverifies_grant_id) {
      const old = await tx
        .selectFrom('consent_grants')
        .select(['user_id', 'revoked_at'])
        .where('id', '=', s.reverifies_grant_id)
        .executeTakeFirst();
      if (!old || old.revoked_at || old.user_id !== memberId)
        throw new HttpError(409, sessionMessages.notOpen);
    }
    const grantId = prefixedId('grant');
    await tx
      .insertInto('consent_grants')
      .values({
        id: grantId,
        user_id: memberId,
        organisation_id: s.organisation_id,
        session_id: s.id,
        mode: s.mode,
        claims: s.claims,
        values_enc: d.cipher.encrypt(JSON.stringify(values)),
        purpose: s.purpose,
        created_at: nowIso(),
        revoked_at: null,
        revoked_by: null,
      })
      .execute();
    const moved = await move(
      tx,
      s,
      'approved',
      { member_id: memberId, grant_id: grantId, liveness },
      values,
    );
    // A re-verification (issue 50): the member confirmed it, the new grant replaces the old.
    if (s.reverifies_grant_id) await revokeGrant(tx, s.reverifies_grant_id, 'replaced');
    await memberAudit(tx, memberId, ip, 'consent.granted', s.id, {
      organisation_id: s.organisation_id,
      grant_id: grantId,
      claims: s.claims,
      method,
    });
    return moved;
  }

  /** The member's grants, newest first (Connected businesses; the data export). */
  async function connected(memberId: string): Promise<ConnectedBusiness[]> {
    const rows = await db
      .selectFrom('consent_grants')
      .innerJoin('organisations', 'organisations.id', 'consent_grants.organisation_id')
      .select((eb) => [
        'consent_grants.id',
        'consent_grants.claims',
        'consent_grants.purpose',
        'consent_grants.created_at',
        'consent_grants.revoked_at',
        // The name and website an admin checked, where there are some (issue 46).
        eb.fn.coalesce('organisations.checked_name', 'organisations.name').as('name'),
        eb.fn.coalesce('organisations.checked_website', 'organisations.website').as('website'),
        'organisations.domain_proven_host',
      ])
      .where('consent_grants.user_id', '=', memberId)
      .orderBy('consent_grants.created_at', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      organisation: {
        name: r.name,
        // As on the consent screen: the business's own only once its domain is proven.
        website: websiteProven({ website: r.website, domain_proven_host: r.domain_proven_host })
          ? r.website
          : null,
      },
      claims: claimsOfRow(r.claims),
      purpose: r.purpose,
      granted_at: r.created_at,
      revoked_at: r.revoked_at,
    }));
  }

  /**
   * What Allow would share with the session's business: the requested claims, from the member's
   * approved snapshot (403 when they are not verified). The consent screen shows exactly these.
   */
  async function sharedValues(memberId: string, s: SessionRow) {
    const approved = await d.approvedDetails(memberId);
    if (!approved) throw new HttpError(403, sessionMessages.notVerified);
    // A verification that lapsed for an expired document shares nothing until renewed (issue 50).
    if (approved.documentsExpired) throw new HttpError(409, sessionMessages.documentsExpired);
    // Below the tier the business requires (issue 48): nothing to share yet; the page leads the
    // member to what is missing (GET /account/kyc-tier) and back.
    const required = tierOfRow(s.required_tier);
    if (required && (approved.tier ?? 0) < required)
      throw new HttpError(409, sessionMessages.tierBelow(required));
    const v = approved.details;
    const dob = isoDob(v.dob);
    const all: Record<SessionClaim, ClaimValue> = {
      verified: true,
      first_name: v.first_name,
      last_name: v.last_name,
      date_of_birth: dob,
      age_over_18: ageOn(dob, new Date()) >= 18,
      // Only a number the member proved (issue 46), in E.164 as test mode answers it (issue
      // 47): the snapshot keeps it as typed ("0803 000 0000").
      phone_number: (await approvedPhoneProven(db, memberId))
        ? normalisePhone(v.phone_number)
        : null,
      email_address: v.email_address,
      country: approved.country,
      id_type: approved.idType,
      business_name: 'business_name' in v ? (v.business_name ?? null) : null,
      member_uuid: memberId,
      kyc_tier: approved.tier,
    };
    const values: SessionClaims = Object.fromEntries(claimsOfRow(s.claims).map((c) => [c, all[c]]));
    return { values, liveness: approved.liveness };
  }

  return {
    /** What the page shows; the first look opens the session (the business hears it). */
    async hosted(id: string): Promise<HostedSession> {
      let s = await current(id);
      if (!s) throw new HttpError(404, sessionMessages.notFound);
      if (s.status === 'created')
        s = await db.transaction().execute(async (tx) => {
          const again = (await findSession(tx, id))!;
          return again.status === 'created' ? move(tx, again, 'opened') : again;
        });
      const org = await db
        .selectFrom('organisations')
        .select([
          'name',
          'website',
          'checked_name',
          'checked_website',
          'logo_sha',
          'checked_logo_sha',
          'brand_colour',
          'verified_registration',
          'domain_proven_host',
        ])
        .where('id', '=', s.organisation_id)
        .executeTakeFirstOrThrow();
      // Verified: a business verification proved its CAC registration and people (issue 49);
      // or, for organisations approved before that existed, an owner of it is a VERIFIED member
      // whose approved KYC certifies a business.
      const owner = await db
        .selectFrom('organisation_members')
        .innerJoin('users', 'users.id', 'organisation_members.user_id')
        .innerJoin('verified_snapshots', 'verified_snapshots.user_id', 'users.id')
        .select('users.id')
        .where('organisation_members.organisation_id', '=', s.organisation_id)
        .where('organisation_members.role', '=', 'owner')
        .where('users.status', '=', 'VERIFIED')
        .where('verified_snapshots.business_name', 'is not', null)
        .executeTakeFirst();
      // A live link shows the name and website an admin checked at live approval, never one
      // typed since (issue 46: a renamed "Access Bank Plc" kept the badge); test mode, where
      // nobody real is asked, shows the name being tried out, with the badge only if checked.
      const checked =
        org.checked_name !== null && org.checked_website !== null
          ? { name: org.checked_name, website: org.checked_website }
          : null;
      const shown =
        s.mode === 'live' && checked ? checked : { name: org.name, website: org.website };
      const verified =
        (org.verified_registration !== null || owner !== undefined) &&
        checked !== null &&
        shown.name === checked.name &&
        shown.website === checked.website;
      return {
        id: s.id,
        mode: s.mode,
        status: s.status,
        organisation: {
          name: shown.name,
          // Shown as the business's only once it proved the domain (issue 49): anyone can type
          // a bank's address as their website.
          website: websiteProven({
            website: shown.website,
            domain_proven_host: org.domain_proven_host,
          })
            ? shown.website
            : null,
          verified,
          registration: verified ? org.verified_registration : null,
          // Live pages show the logo an admin checked, as they show the checked name.
          logo_url: logoUrlOf(s.mode === 'live' ? org.checked_logo_sha : org.logo_sha),
          colour: org.brand_colour,
        },
        claims: claimsOfRow(s.claims),
        purpose: s.purpose,
        required_tier: tierOfRow(s.required_tier),
        pays_fee: s.fee_payer === 'organisation',
        expires_at: s.expires_at,
        return_url: returnUrlOf(s.redirect_url, s.id),
        credential_request: OPEN.includes(s.status) ? credentialRequestOf(d.appUrl, s) : null,
        locale: s.locale,
      };
    },

    /**
     * The business's prefill of the sign-up form, handed out once (issue 47): to whoever presses
     * "Create a Vouch account" on a live link nobody answered yet. Never in the link's public
     * answer, which a chat app's preview or a forwarded link would read.
     */
    async takePrefill(id: string): Promise<SessionPrefill> {
      const s = await current(id);
      if (!s) throw new HttpError(404, sessionMessages.notFound);
      if (!s.customer_enc || s.status !== 'opened') return { prefill: null };
      const taken = await db
        .updateTable('verification_sessions')
        .set({ customer_enc: null })
        .where('id', '=', id)
        .where('customer_enc', '=', s.customer_enc)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return { prefill: null };
      return { prefill: JSON.parse(d.cipher.decrypt(s.customer_enc)) as SessionCustomer };
    },

    /** Test mode's buttons on the hosted page: no person, no sign-in. */
    async testOutcome(id: string, o: HostedTestOutcome): Promise<SessionOutcome> {
      const s = await current(id);
      if (!s) throw new HttpError(404, sessionMessages.notFound);
      if (s.mode !== 'test') throw new HttpError(409, sessionMessages.testOnly);
      if (!OPEN.includes(s.status)) throw new HttpError(409, sessionMessages.notOpen);
      const done = await outcome(s, o).catch((err: unknown) => {
        throw err instanceof Problem ? new HttpError(409, sessionMessages.notOpen) : err;
      });
      return { status: done.status, return_url: returnUrlOf(s.redirect_url, s.id) };
    },

    /**
     * A member who is not verified yet starts KYC from a live link: the session is theirs, and
     * when the fee is still to pay the organisation pays it (a `verification_fees` row, its
     * usage; the member pays nothing), through the lifecycle's own "fee paid" move.
     */
    async start(memberId: string, id: string, ip: string | null): Promise<SessionOutcome> {
      const s = await current(id);
      if (!s) throw new HttpError(404, sessionMessages.notFound);
      if (s.mode !== 'live') throw new HttpError(409, sessionMessages.liveOnly);
      if (s.member_id && s.member_id !== memberId)
        throw new HttpError(403, sessionMessages.otherMember);
      if (!['created', 'opened', 'in_progress'].includes(s.status))
        throw new HttpError(409, sessionMessages.notOpen);
      const done = await db.transaction().execute(async (tx) => {
        const again = (await findSession(tx, id))!;
        if (again.status !== 'created' && again.status !== 'opened') return again;
        const moved = await move(tx, again, 'in_progress', { member_id: memberId });
        await memberAudit(tx, memberId, ip, 'verification_session.started', id, {});
        return moved;
      });
      const member = await db
        .selectFrom('users')
        .select(['status', 'email_verified_at'])
        .where('id', '=', memberId)
        .executeTakeFirst();
      // A link whose fee is the member's own (a going-live organisation's director) leaves them
      // to pay it as any member does.
      if (
        s.fee_payer === 'organisation' &&
        member?.status === 'KYC_REQUIREMENT' &&
        member.email_verified_at
      )
        await d.feePaid(
          {
            userId: memberId,
            transactionId: id,
            receipt: null,
            actor: { kind: 'system', name: 'verification-link' },
          },
          async (tx) => {
            const r = await tx
              .insertInto('verification_fees')
              .values({
                session_id: id,
                organisation_id: s.organisation_id,
                user_id: memberId,
                amount_kobo: KYC_FEE_KOBO,
                created_at: nowIso(),
                from_balance: 1,
              })
              .onConflict((oc) => oc.column('session_id').doNothing())
              .executeTakeFirst();
            if (Number(r.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
            // From the prepaid balance, even past zero: the session was accepted when it could pay.
            await d.balance.takeFee(tx, s.organisation_id, KYC_FEE_KOBO);
            return true;
          },
        );
      return { status: done.status, return_url: returnUrlOf(s.redirect_url, s.id) };
    },

    /** Allow or Decline: a grant of the requested claims, copied from the approved snapshot. */
    async consent(
      memberId: string,
      id: string,
      decision: ConsentDecision,
      ip: string | null,
    ): Promise<SessionOutcome> {
      const s = await current(id);
      if (!s) throw new HttpError(404, sessionMessages.notFound);
      if (s.mode !== 'live') throw new HttpError(409, sessionMessages.liveOnly);
      if (!OPEN.includes(s.status)) throw new HttpError(409, sessionMessages.notOpen);
      if (s.member_id && s.member_id !== memberId)
        throw new HttpError(403, sessionMessages.otherMember);
      let values: SessionClaims | null = null;
      let liveness: LivenessEvidence = 'not_performed';
      if (decision === 'allow') {
        const shared = await sharedValues(memberId, s);
        values = shared.values;
        liveness = shared.liveness;
      }
      const done = await db.transaction().execute(async (tx) => {
        const again = (await findSession(tx, id))!;
        if (!OPEN.includes(again.status)) throw new HttpError(409, sessionMessages.notOpen);
        if (decision === 'decline') {
          const moved = await move(tx, again, 'declined', { member_id: memberId });
          await memberAudit(tx, memberId, ip, 'consent.declined', id, {
            organisation_id: s.organisation_id,
          });
          return moved;
        }
        return grantAndApprove(tx, again, memberId, values, ip, 'sign_in', liveness);
      });
      await refundUnspentFee(done);
      return { status: done.status, return_url: returnUrlOf(s.redirect_url, s.id) };
    },

    /** The values Allow would share, for the consent screen (the member's own, signed in). */
    async preview(memberId: string, id: string): Promise<ConsentPreview> {
      const s = await current(id);
      if (!s) throw new HttpError(404, sessionMessages.notFound);
      if (s.mode !== 'live') throw new HttpError(409, sessionMessages.liveOnly);
      if (!OPEN.includes(s.status)) throw new HttpError(409, sessionMessages.notOpen);
      if (s.member_id && s.member_id !== memberId)
        throw new HttpError(403, sessionMessages.otherMember);
      return { values: (await sharedValues(memberId, s)).values };
    },

    connected,
    /** For a Vouch ID's answer (credential-side.ts): the same grant as Allow's. */
    grantAndApprove,

    async revoke(memberId: string, grantId: string, ip: string | null): Promise<void> {
      const g = await db
        .selectFrom('consent_grants')
        .select(['id', 'revoked_at', 'session_id', 'organisation_id'])
        .where('id', '=', grantId)
        .where('user_id', '=', memberId)
        .executeTakeFirst();
      if (!g) throw new HttpError(404, sessionMessages.noSuchGrant);
      if (g.revoked_at) throw new HttpError(409, sessionMessages.alreadyRevoked);
      await db.transaction().execute(async (tx) => {
        if (!(await revokeGrant(tx, grantId, 'member')))
          throw new HttpError(409, sessionMessages.alreadyRevoked);
        await memberAudit(tx, memberId, ip, 'consent.revoked', g.session_id, {
          organisation_id: g.organisation_id,
          grant_id: grantId,
        });
      });
    },

    /** Staff's case view: the member's sessions and grants (ids, organisations, no values). */
    async ofMember(memberId: string): Promise<MemberSharing> {
      const rows = await db
        .selectFrom('verification_sessions')
        .innerJoin('organisations', 'organisations.id', 'verification_sessions.organisation_id')
        .select([
          'verification_sessions.id',
          'verification_sessions.status',
          'verification_sessions.mode',
          'verification_sessions.created_at',
          'organisations.name',
        ])
        .where('verification_sessions.member_id', '=', memberId)
        .orderBy('verification_sessions.created_at', 'desc')
        .limit(100)
        .execute();
      return {
        sessions: rows.map((r) => ({
          id: r.id,
          organisation: r.name,
          mode: r.mode,
          status: r.status,
          created_at: r.created_at,
        })),
        grants: await connected(memberId),
      };
    },
  };
}
