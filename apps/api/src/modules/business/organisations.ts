import {
  businessMessages,
  createOrganisationSchema,
  orgRoleLabels,
  updateOrganisationSchema,
  type CreateOrganisationPayload,
  type JoinedOrganisation,
  type Organisation,
  type OrganisationSummary,
  type OrgRole,
  type PendingInvitation,
  type Team,
  type UpdateOrganisationPayload,
} from '@vouch/contracts';
import type { z } from 'zod';
import { teamInvitationMail } from '../../adapters/mail/business-templates.js';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import type { Db, Tx } from '../../db/database.js';
import type { OrganisationsTable } from '../../db/schema.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { HttpError, tooManyRequests } from '../../lib/http-errors.js';
import { DAY, isoAfter, nowIso } from '../../lib/time.js';
import type { AuthContext } from '../auth/index.js';
import type { Actor } from '../lifecycle/index.js';
import {
  businessAudit,
  lockOrganisation,
  memberActor,
  prefixedId,
  requireRole,
  type BusinessDeps,
} from './context.js';
import { requireTeamSecondFactor } from './team-factor.js';
import { logoUrlOf } from './branding.js';

/** An invitation link works once, for this long. */
export const INVITATION_TTL_MS = 7 * DAY;

/**
 * Invitations an organisation may send a day (issue 46: none was limited, and each is a mail
 * from Vouch's address to any address someone typed). A team grows by a few people a day.
 */
export const INVITATIONS_PER_DAY = 20;

type Created = z.output<typeof createOrganisationSchema>;
type Updated = z.output<typeof updateOrganisationSchema>;

/**
 * Organisations and their team (issue 32, item 1): a member with a verified e-mail creates one
 * and owns it; owners invite teammates by e-mail (a single-use link for 7 days), change their
 * roles and remove them; the last owner cannot leave. Every change is audited (ids only).
 */
export function organisationsService(d: BusinessDeps) {
  const audit = businessAudit(d);

  const present = (o: OrganisationsTable, role: OrgRole): Organisation => ({
    id: o.id,
    name: o.name,
    role,
    live_status: o.live_status,
    support_email: o.support_email,
    website: o.website,
    redirect_origins: JSON.parse(o.redirect_origins) as string[],
    live: {
      status: o.live_status,
      requested_at: o.live_requested_at,
      decided_at: o.live_decided_at,
      reason: o.live_status === 'refused' ? o.live_reason : null,
      registration: o.registration,
      verified_registration: o.verified_registration,
      verification_id: o.live_verification_id,
    },
    verified_as:
      o.checked_name !== null && o.checked_website !== null
        ? { name: o.checked_name, website: o.checked_website }
        : null,
    branding: {
      logo_url: logoUrlOf(o.logo_sha),
      colour: o.brand_colour,
      logo_checked: o.logo_sha !== null && o.logo_sha === o.checked_logo_sha,
    },
    created_at: o.created_at,
    price_lookup_ngn: d.priceLookupNgn,
  });

  async function row(executor: Db | Tx, id: string) {
    const o = await executor
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!o) throw new HttpError(404, businessMessages.noSuchOrganisation);
    return o;
  }

  /** Owners left if `userId` stopped being one. */
  async function ownersBesides(tx: Tx, organisationId: string, userId: string) {
    const r = await tx
      .selectFrom('organisation_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organisation_id', '=', organisationId)
      .where('role', '=', 'owner')
      .where('user_id', '!=', userId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * The live keys a teammate made stop when they leave or lose the right to keys (issue 46: a
   * removed developer's keys kept working, and they may have kept a copy). Test keys reach no
   * real person and stay. Returns how many were revoked.
   */
  async function revokeLiveKeysOf(tx: Tx, organisationId: string, userId: string, actor: Actor) {
    const keys = await tx
      .selectFrom('api_keys')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('created_by', '=', userId)
      .where('mode', '=', 'live')
      .where('revoked_at', 'is', null)
      .execute();
    if (keys.length === 0) return 0;
    await tx
      .updateTable('api_keys')
      .set({ revoked_at: nowIso() })
      .where(
        'id',
        'in',
        keys.map((k) => k.id),
      )
      .execute();
    for (const k of keys)
      await audit(
        tx,
        actor,
        'business.key_revoked',
        { type: 'api_key', id: k.id },
        { organisation_id: organisationId, because: 'creator_lost_access' },
      );
    return keys.length;
  }

  function requireVerifiedEmail(auth: AuthContext) {
    if (!auth.user.email_verified_at) throw new HttpError(403, businessMessages.emailNotVerified);
  }

  return {
    /** Creates it with its creator as owner; test mode works at once, live waits for review. */
    async create(
      auth: AuthContext,
      p: Created | CreateOrganisationPayload,
      ip: string | null,
    ): Promise<Organisation> {
      requireVerifiedEmail(auth);
      const v = createOrganisationSchema.parse(p);
      return this.createFor(auth.user.id, v, memberActor(auth, ip));
    },

    /** The creation itself (the console, and the CLI's create-business). */
    async createFor(userId: string, v: Created, actor: Actor): Promise<Organisation> {
      const now = nowIso();
      const o: OrganisationsTable = {
        id: prefixedId('org'),
        name: v.name,
        support_email: v.support_email,
        website: v.website,
        redirect_origins: JSON.stringify(v.redirect_origins),
        live_status: 'none',
        live_requested_at: null,
        live_decided_at: null,
        live_decided_by: null,
        live_reason: null,
        checked_name: null,
        checked_website: null,
        created_by: userId,
        created_at: now,
        updated_at: now,
        balance_kobo: 0,
        low_balance_mailed_at: null,
        logo_sha: null,
        checked_logo_sha: null,
        brand_colour: null,
        registration: null,
        verified_registration: null,
        live_verification_id: null,
        domain_token: null,
        domain_proven_host: null,
        domain_proven_at: null,
        domain_proof_method: null,
      };
      await d.db.transaction().execute(async (tx) => {
        await tx.insertInto('organisations').values(o).execute();
        await tx
          .insertInto('organisation_members')
          .values({ organisation_id: o.id, user_id: userId, role: 'owner', created_at: now })
          .execute();
        await audit(tx, actor, 'business.organisation_created', {
          type: 'organisation',
          id: o.id,
        });
      });
      return present(o, 'owner');
    },

    /** The organisations the member is on, with their role in each. */
    async mine(auth: AuthContext): Promise<OrganisationSummary[]> {
      const rows = await d.db
        .selectFrom('organisation_members as m')
        .innerJoin('organisations as o', 'o.id', 'm.organisation_id')
        .select(['o.id', 'o.name', 'm.role', 'o.live_status'])
        .where('m.user_id', '=', auth.user.id)
        .orderBy('o.created_at')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        role: r.role,
        live_status: r.live_status,
      }));
    },

    async get(auth: AuthContext, id: string): Promise<Organisation> {
      const role = await requireRole(d.db, id, auth.user.id, 'read');
      return present(await row(d.db, id), role);
    },

    async update(
      auth: AuthContext,
      id: string,
      p: Updated | UpdateOrganisationPayload,
      ip: string | null,
    ): Promise<Organisation> {
      const v = updateOrganisationSchema.parse(p);
      return d.db.transaction().execute(async (tx) => {
        const role = await requireRole(tx, id, auth.user.id, 'settings');
        const o = await row(tx, id);
        const next = {
          name: v.name ?? o.name,
          support_email: v.support_email ?? o.support_email,
          website: v.website ?? o.website,
          redirect_origins:
            v.redirect_origins !== undefined
              ? JSON.stringify(v.redirect_origins)
              : o.redirect_origins,
        };
        // Only what really changes is written and audited (the audit said origins changed
        // whenever a PATCH left them out).
        const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
          (k) => next[k] !== o[k],
        );
        if (changed.length === 0) return present(o, role);
        // Where a customer is sent back to, and the name and website they are shown: the same
        // second factor as a key (issue 46).
        if (changed.some((k) => k !== 'support_email')) await requireTeamSecondFactor(tx, auth, id);
        // Members see the name and website an admin checked; a new one waits for an admin
        // again (issue 46, finding 2). Live keys already made keep working meanwhile.
        const recheck =
          o.live_status === 'approved' &&
          (changed.includes('name') || changed.includes('website')) &&
          (next.name !== o.checked_name || next.website !== o.checked_website);
        const now = nowIso();
        await tx
          .updateTable('organisations')
          .set({
            ...next,
            ...(recheck && { live_status: 'pending', live_requested_at: now }),
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
        await audit(
          tx,
          memberActor(auth, ip),
          'business.organisation_updated',
          { type: 'organisation', id },
          { fields: changed.sort().join(','), back_to_review: recheck },
        );
        return present(await row(tx, id), role);
      });
    },

    /**
     * Whether an owner may ask to go live now (issue 49: the request is a business verification
     * of the organisation, begun by its module once this passes).
     */
    async liveAskable(auth: AuthContext, id: string): Promise<{ name: string }> {
      await requireRole(d.db, id, auth.user.id, 'settings');
      const o = await row(d.db, id);
      if (o.live_status === 'approved')
        throw new HttpError(409, businessMessages.liveAlreadyApproved);
      if (o.live_status === 'pending')
        throw new HttpError(409, businessMessages.liveAlreadyPending);
      return { name: o.name };
    },

    /**
     * The organisation waits for its business verification (`verificationId`), written in the
     * transaction that begins it; a second request at the same moment finds it pending.
     */
    async markLiveRequested(
      tx: Tx,
      auth: AuthContext,
      id: string,
      ip: string | null,
      asked: { registration: string; verificationId: string },
    ): Promise<void> {
      await requireRole(tx, id, auth.user.id, 'settings');
      const now = nowIso();
      const r = await tx
        .updateTable('organisations')
        .set({
          live_status: 'pending',
          live_requested_at: now,
          registration: asked.registration,
          live_verification_id: asked.verificationId,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('live_status', 'in', ['none', 'refused'])
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1)
        throw new HttpError(409, businessMessages.liveAlreadyPending);
      await audit(
        tx,
        memberActor(auth, ip),
        'business.live_requested',
        { type: 'organisation', id },
        { business_verification: asked.verificationId },
      );
    },

    // ---- The team ---------------------------------------------------------------------------
    async team(auth: AuthContext, id: string): Promise<Team> {
      await requireRole(d.db, id, auth.user.id, 'read');
      const members = await d.db
        .selectFrom('organisation_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'm.role', 'm.created_at'])
        .where('m.organisation_id', '=', id)
        .orderBy('m.created_at')
        .execute();
      const invitations = await d.db
        .selectFrom('organisation_invitations')
        .select(['id', 'email', 'role', 'created_at', 'expires_at'])
        .where('organisation_id', '=', id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .orderBy('created_at', 'desc')
        .execute();
      return {
        members: members.map((m) => {
          const u = d.pii.columns.open('users', m.id, m);
          return {
            user_id: m.id,
            email: u.email,
            name: `${u.first_name} ${u.last_name}`.trim(),
            role: m.role,
            joined_at: m.created_at,
          };
        }),
        invitations: invitations.map((i) => ({
          id: i.id,
          email: d.pii.columns.openValue('organisation_invitations', 'email', i.id, i.email),
          role: i.role,
          created_at: i.created_at,
          expires_at: i.expires_at,
        })),
      };
    },

    /** Mails a single-use link (7 days); an earlier invitation of the same address is withdrawn. */
    async invite(
      auth: AuthContext,
      id: string,
      p: { email: string; role: OrgRole },
      ip: string | null,
    ): Promise<PendingInvitation> {
      const email = p.email.trim().toLowerCase();
      const bidx = d.pii.emailIndex(email);
      const token = randomToken();
      const invitation = {
        id: prefixedId('inv'),
        organisation_id: id,
        email_bidx: bidx,
        role: p.role,
        token_hash: sha256(token),
        invited_by: auth.user.id,
        created_at: nowIso(),
        expires_at: isoAfter(INVITATION_TTL_MS),
        accepted_at: null,
        revoked_at: null,
      };
      // Read before the transaction: on SQLite a statement outside it would wait for it.
      const inviter = await auth.member();
      await d.db.transaction().execute(async (tx) => {
        await requireRole(tx, id, auth.user.id, 'team');
        await requireTeamSecondFactor(tx, auth, id);
        await lockOrganisation(tx, id);
        const since = isoAfter(-DAY);
        const sent = await tx
          .selectFrom('organisation_invitations')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('first')])
          .where('organisation_id', '=', id)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow();
        if (Number(sent.n) >= INVITATIONS_PER_DAY)
          throw tooManyRequests(
            (Date.parse(String(sent.first)) + DAY - Date.now()) / 1000,
            businessMessages.tooManyInvitations(INVITATIONS_PER_DAY),
          );
        const already = await tx
          .selectFrom('organisation_members as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select('m.user_id')
          .where('m.organisation_id', '=', id)
          .where('u.email_bidx', '=', bidx)
          .executeTakeFirst();
        if (already) throw new HttpError(409, businessMessages.alreadyMember);
        await tx
          .updateTable('organisation_invitations')
          .set({ revoked_at: nowIso() })
          .where('organisation_id', '=', id)
          .where('email_bidx', '=', bidx)
          .where('accepted_at', 'is', null)
          .where('revoked_at', 'is', null)
          .execute();
        await tx
          .insertInto('organisation_invitations')
          .values({
            ...invitation,
            email: d.pii.columns.encrypt(email, {
              table: 'organisation_invitations',
              column: 'email',
              id: invitation.id,
            }),
          })
          .execute();
        const o = await row(tx, id);
        await d.jobs.send(
          tx,
          'mail',
          sealMail(
            d.pii.columns,
            teamInvitationMail(
              email,
              o.name,
              orgRoleLabels[p.role],
              `${inviter.first_name} ${inviter.last_name}`.trim(),
              `${d.appUrl}/business/join?token=${encodeURIComponent(token)}`,
            ),
          ),
        );
        await audit(
          tx,
          memberActor(auth, ip),
          'business.member_invited',
          {
            type: 'invitation',
            id: invitation.id,
          },
          { organisation_id: id, role: p.role },
        );
      });
      return {
        id: invitation.id,
        email,
        role: p.role,
        created_at: invitation.created_at,
        expires_at: invitation.expires_at,
      };
    },

    async withdrawInvitation(
      auth: AuthContext,
      id: string,
      invitationId: string,
      ip: string | null,
    ) {
      await d.db.transaction().execute(async (tx) => {
        await requireRole(tx, id, auth.user.id, 'team');
        const r = await tx
          .updateTable('organisation_invitations')
          .set({ revoked_at: nowIso() })
          .where('id', '=', invitationId)
          .where('organisation_id', '=', id)
          .where('accepted_at', 'is', null)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0)
          throw new HttpError(404, businessMessages.invitationInvalid);
        await audit(
          tx,
          memberActor(auth, ip),
          'business.invitation_withdrawn',
          {
            type: 'invitation',
            id: invitationId,
          },
          { organisation_id: id },
        );
      });
    },

    /**
     * The signed-in member takes the invitation: only with the e-mail it was sent to, verified.
     * The token works once; an expired, used or withdrawn one answers 410.
     */
    async accept(auth: AuthContext, token: string, ip: string | null): Promise<JoinedOrganisation> {
      requireVerifiedEmail(auth);
      const me = await auth.member();
      return d.db.transaction().execute(async (tx) => {
        const inv = await tx
          .selectFrom('organisation_invitations')
          .selectAll()
          .where('token_hash', '=', sha256(token))
          .executeTakeFirst();
        if (!inv || inv.accepted_at || inv.revoked_at || inv.expires_at <= nowIso())
          throw new HttpError(410, businessMessages.invitationInvalid);
        if (d.pii.emailIndex(me.email) !== inv.email_bidx)
          throw new HttpError(403, businessMessages.invitationOtherEmail);
        await tx
          .updateTable('organisation_invitations')
          .set({ accepted_at: nowIso() })
          .where('id', '=', inv.id)
          .execute();
        const existing = await tx
          .selectFrom('organisation_members')
          .select('role')
          .where('organisation_id', '=', inv.organisation_id)
          .where('user_id', '=', auth.user.id)
          .executeTakeFirst();
        if (!existing)
          await tx
            .insertInto('organisation_members')
            .values({
              organisation_id: inv.organisation_id,
              user_id: auth.user.id,
              role: inv.role,
              created_at: nowIso(),
            })
            .execute();
        await audit(
          tx,
          memberActor(auth, ip),
          'business.member_joined',
          {
            type: 'organisation',
            id: inv.organisation_id,
          },
          { invitation_id: inv.id, role: existing?.role ?? inv.role },
        );
        const o = await row(tx, inv.organisation_id);
        return {
          id: o.id,
          name: o.name,
          role: existing?.role ?? inv.role,
          live_status: o.live_status,
        };
      });
    },

    /** Owners change roles; the last owner cannot stop being one. */
    async changeRole(
      auth: AuthContext,
      id: string,
      userId: string,
      role: OrgRole,
      ip: string | null,
    ): Promise<number> {
      return d.db.transaction().execute(async (tx) => {
        await requireRole(tx, id, auth.user.id, 'team');
        await requireTeamSecondFactor(tx, auth, id);
        const target = await tx
          .selectFrom('organisation_members')
          .select('role')
          .where('organisation_id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!target) throw new HttpError(404, businessMessages.noSuchMember);
        if (
          target.role === 'owner' &&
          role !== 'owner' &&
          (await ownersBesides(tx, id, userId)) === 0
        )
          throw new HttpError(409, businessMessages.lastOwner);
        await tx
          .updateTable('organisation_members')
          .set({ role })
          .where('organisation_id', '=', id)
          .where('user_id', '=', userId)
          .execute();
        await audit(
          tx,
          memberActor(auth, ip),
          'business.member_role_changed',
          {
            type: 'user',
            id: userId,
          },
          { organisation_id: id, from: target.role, to: role },
        );
        return role === 'viewer' ? revokeLiveKeysOf(tx, id, userId, memberActor(auth, ip)) : 0;
      });
    },

    /**
     * Owners remove teammates; anyone may leave. The removal takes effect at once: every console
     * request checks the team. The last owner cannot go.
     */
    async remove(
      auth: AuthContext,
      id: string,
      userId: string,
      ip: string | null,
    ): Promise<number> {
      return d.db.transaction().execute(async (tx) => {
        await requireRole(tx, id, auth.user.id, userId === auth.user.id ? 'read' : 'team');
        const target = await tx
          .selectFrom('organisation_members')
          .select('role')
          .where('organisation_id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!target) throw new HttpError(404, businessMessages.noSuchMember);
        if (target.role === 'owner' && (await ownersBesides(tx, id, userId)) === 0)
          throw new HttpError(409, businessMessages.lastOwner);
        await tx
          .deleteFrom('organisation_members')
          .where('organisation_id', '=', id)
          .where('user_id', '=', userId)
          .execute();
        await audit(
          tx,
          memberActor(auth, ip),
          'business.member_removed',
          {
            type: 'user',
            id: userId,
          },
          { organisation_id: id, left: userId === auth.user.id },
        );
        return revokeLiveKeysOf(tx, id, userId, memberActor(auth, ip));
      });
    },
  };
}

export type OrganisationsService = ReturnType<typeof organisationsService>;
