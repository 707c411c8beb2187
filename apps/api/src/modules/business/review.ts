import { businessMessages, type BusinessQueueItem, type LiveStatus } from '@vouch/contracts';
import { liveApprovedMail, liveRefusedMail } from '../../adapters/mail/business-templates.js';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import type { Tx } from '../../db/database.js';
import { logoUrlOf } from './branding.js';
import { HttpError } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import { auditActor, type Actor } from '../lifecycle/index.js';
import { businessAudit, type BusinessDeps } from './context.js';

/**
 * Live mode's review (issue 32, item 2): the back office's Businesses queue shows each
 * organisation with its owner's verification status and the business name their approved KYC
 * certifies; an admin approves, or refuses with a reason; the owners are mailed either way. The
 * CLI's approve-business makes the same decision.
 */
/**
 * A live request waiting for the business verification of the organisation (issue 49); any
 * decision clears it. Requests made before that path existed, and an approved organisation's
 * changes, have none to wait for.
 */
const decidedByVerification = (o: { live_verification_id: string | null }) =>
  o.live_verification_id !== null;

export function liveReview(d: BusinessDeps) {
  const audit = businessAudit(d);

  async function mailOwners(
    tx: Tx,
    organisationId: string,
    mail: (to: string, firstName: string, name: string) => Parameters<typeof sealMail>[1],
  ) {
    const o = await tx
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
    const owners = await tx
      .selectFrom('organisation_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.email', 'u.first_name'])
      .where('m.organisation_id', '=', organisationId)
      .where('m.role', '=', 'owner')
      .execute();
    for (const owner of owners) {
      const u = d.pii.columns.open('users', owner.id, owner);
      await d.jobs.send(tx, 'mail', sealMail(d.pii.columns, mail(u.email, u.first_name, o.name)));
    }
  }

  return {
    async queue(status: LiveStatus | 'all'): Promise<BusinessQueueItem[]> {
      let q = d.db.selectFrom('organisations').selectAll();
      if (status !== 'all') q = q.where('live_status', '=', status);
      const orgs = await q
        .orderBy(status === 'pending' ? 'live_requested_at' : 'created_at', 'asc')
        .limit(200)
        .execute();
      if (orgs.length === 0) return [];
      const ids = orgs.map((o) => o.id);
      const members = await d.db
        .selectFrom('organisation_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .leftJoin('verified_snapshots as v', 'v.user_id', 'u.id')
        .select([
          'm.organisation_id',
          'm.role',
          'm.created_at',
          'u.id',
          'u.email',
          'u.first_name',
          'u.last_name',
          'u.status',
          'v.business_name',
          'v.business_check',
        ])
        .where('m.organisation_id', 'in', ids)
        .orderBy('m.created_at')
        .execute();
      return orgs.map((o) => {
        const team = members.filter((m) => m.organisation_id === o.id);
        const owners = team.filter((m) => m.role === 'owner');
        const owner = owners.find((m) => m.id === o.created_by) ?? owners[0];
        let presented: BusinessQueueItem['owner'] = null;
        if (owner) {
          const u = d.pii.columns.open('users', owner.id, owner);
          // Only what an approval certified: a business name something checked, of a member
          // who is verified now.
          const certified =
            owner.status === 'VERIFIED' && owner.business_check && owner.business_name
              ? d.pii.columns.openValue(
                  'verified_snapshots',
                  'business_name',
                  owner.id,
                  owner.business_name,
                )
              : null;
          presented = {
            uuid: owner.id,
            email: u.email,
            name: `${u.first_name} ${u.last_name}`.trim(),
            status: owner.status,
            verified_business_name: certified,
          };
        }
        return {
          id: o.id,
          name: o.name,
          website: o.website,
          support_email: o.support_email,
          created_at: o.created_at,
          live_status: o.live_status,
          live_requested_at: o.live_requested_at,
          live_decided_at: o.live_decided_at,
          live_reason: o.live_reason,
          verified_as:
            o.checked_name !== null && o.checked_website !== null
              ? { name: o.checked_name, website: o.checked_website }
              : null,
          logo_url: logoUrlOf(o.logo_sha),
          verified_registration: o.verified_registration,
          verification_id: decidedByVerification(o) ? o.live_verification_id : null,
          members: team.length,
          owner: presented,
        };
      });
    },

    /**
     * Approves or refuses live mode. The back office decides only what was asked for
     * (`asked`); the CLI may approve an organisation that never asked.
     */
    async decide(
      organisationId: string,
      decision:
        | {
            approve: true;
            seen?: { name: string; website: string; logo_url?: string | null | undefined };
          }
        | { approve: false; reason: string },
      actor: Actor,
      { asked = true } = {},
    ): Promise<void> {
      await d.db.transaction().execute(async (tx) => {
        const o = await tx
          .selectFrom('organisations')
          .select(['live_status', 'name', 'website', 'logo_sha', 'live_verification_id'])
          .where('id', '=', organisationId)
          .executeTakeFirst();
        if (!o) throw new HttpError(404, businessMessages.noSuchOrganisation);
        if (asked ? o.live_status !== 'pending' : o.live_status === 'approved')
          throw new HttpError(409, businessMessages.notPending);
        // A request is its business verification's to approve (issue 49); this queue looks
        // again at what an approved organisation changed. The CLI overrides.
        // (A refusal is an admin's way out when its people never answer.)
        if (asked && decision.approve && decidedByVerification(o))
          throw new HttpError(409, businessMessages.liveByVerification);
        // Approved as seen: members will be shown exactly what the admin looked at.
        if (
          decision.approve &&
          decision.seen &&
          (decision.seen.name !== o.name ||
            decision.seen.website !== o.website ||
            (decision.seen.logo_url !== undefined &&
              decision.seen.logo_url !== logoUrlOf(o.logo_sha)))
        )
          throw new HttpError(409, businessMessages.changedSinceSeen);
        const now = nowIso();
        await tx
          .updateTable('organisations')
          .set({
            live_status: decision.approve ? 'approved' : 'refused',
            live_decided_at: now,
            live_decided_by: auditActor(actor).actorId,
            live_reason: decision.approve ? null : decision.reason,
            // The operator's override decides in the verification's place.
            live_verification_id: null,
            // What the admin saw is what members will see (issue 46, finding 2); a refusal
            // keeps whatever was checked before.
            ...(decision.approve && {
              checked_name: o.name,
              checked_website: o.website,
              checked_logo_sha: o.logo_sha,
            }),
            updated_at: now,
          })
          .where('id', '=', organisationId)
          // As read: a decision of its verification meanwhile stands.
          .where('live_status', '=', o.live_status)
          .executeTakeFirst()
          .then((r) => {
            if (Number(r.numUpdatedRows) !== 1)
              throw new HttpError(409, businessMessages.notPending);
          });
        await audit(
          tx,
          actor,
          decision.approve ? 'business.live_approved' : 'business.live_refused',
          { type: 'organisation', id: organisationId },
        );
        const url = `${d.appUrl}/business`;
        await mailOwners(tx, organisationId, (to, first, name) =>
          decision.approve
            ? liveApprovedMail(to, first, name, url)
            : liveRefusedMail(to, first, name, decision.reason, url),
        );
      });
    },

    /**
     * The organisation's own business verification decided (issue 49), in its transaction:
     * approved, live mode with the registered name as the name members see, and the CAC number
     * proved; rejected, live access refused with the reviewer's reason. Only the verification
     * the request waits for counts (an operator's override may have decided it already).
     */
    async byVerification(
      tx: Tx,
      v: {
        id: string;
        organisationId: string;
        approved: boolean;
        registration: string;
        registeredName: string | null;
        reason: string | null;
        decidedBy: string | null;
      },
    ): Promise<void> {
      const o = await tx
        .selectFrom('organisations')
        .select(['name', 'website', 'logo_sha', 'live_status', 'live_verification_id'])
        .where('id', '=', v.organisationId)
        .executeTakeFirst();
      if (!o || o.live_status !== 'pending' || o.live_verification_id !== v.id) return;
      const now = nowIso();
      const reason = v.reason ?? 'The business verification was not approved.';
      const r = await tx
        .updateTable('organisations')
        .set({
          live_status: v.approved ? 'approved' : 'refused',
          live_decided_at: now,
          live_decided_by: v.decidedBy,
          live_reason: v.approved ? null : reason,
          live_verification_id: null,
          ...(v.approved && {
            // Members see the name the registry holds: the one a reviewer verified.
            checked_name: v.registeredName ?? o.name,
            checked_website: o.website,
            checked_logo_sha: o.logo_sha,
            // The number is proved only where the registry found it (a reviewer may approve a
            // business the registry did not answer for; members then read no number).
            verified_registration: v.registeredName ? v.registration : null,
          }),
          updated_at: now,
        })
        .where('id', '=', v.organisationId)
        .where('live_status', '=', 'pending')
        .where('live_verification_id', '=', v.id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return;
      await audit(
        tx,
        { kind: 'system', name: 'business-verification' },
        v.approved ? 'business.live_approved' : 'business.live_refused',
        { type: 'organisation', id: v.organisationId },
        { business_verification: v.id },
      );
      const url = `${d.appUrl}/business`;
      await mailOwners(tx, v.organisationId, (to, first, name) =>
        v.approved
          ? liveApprovedMail(to, first, name, url)
          : liveRefusedMail(to, first, name, reason, url),
      );
    },
  };
}

export type LiveReview = ReturnType<typeof liveReview>;
