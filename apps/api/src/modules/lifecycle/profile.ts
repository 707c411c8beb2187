import {
  lifecycleMessages,
  messages,
  type ClaimKind,
  type UpdateProfilePayload,
} from '@vouch/contracts';
import {
  profileChangeDecidedMail,
  profileChangeReceivedMail,
} from '../../adapters/mail/lifecycle-templates.js';
import { HttpError, unauthorized } from '../../lib/http-errors.js';
import { localeOf } from '../../i18n/mail-text.js';
import { nowIso } from '../../lib/time.js';
import type { Actor } from './actor.js';
import type { LifecycleContext } from './context.js';
import { ClaimTaken, TransitionRefused } from './errors.js';
import { lockMember, moveMember, type MemberRow } from './member-state.js';
import { decodeChanges, lockChange, snapshotValues, syncPendingChange } from './profile-changes.js';
import { releaseUnlistedNumbers } from '../numbers/index.js';
import { claimConflicts, claimsOf, findSnapshot, saveSnapshot, takeClaims } from './snapshot.js';
import { storedEvidenceOf, tierColumns, withRegistries } from './tier.js';

export type ProfileEdit = Required<UpdateProfilePayload> & {
  wechat_id: string | null;
  wechat_name: string | null;
};

/** A member whose answer is certified: verified, or suspended from verified. */
export const isCertified = (u: MemberRow) =>
  u.status === 'VERIFIED' || (u.status === 'SUSPENDED' && u.suspended_from === 'VERIFIED');

/** A verified member's edits and the reviewers' decisions on them. */
export function profileTransitions(c: LifecycleContext) {
  return {
    /**
     * Saves the member's own edit. For a verified member, certified fields change on the profile
     * at once but not in the answer: the difference becomes a change for a reviewer. An
     * identifier another verified member holds is refused (and shown to staff).
     */
    async editProfile(
      actor: Actor & { kind: 'member' },
      p: ProfileEdit,
    ): Promise<'saved' | 'pending'> {
      let refused: { field: keyof ProfileEdit; kind: ClaimKind; holderId: string }[] = [];
      const result = await c.transact(async (trx, tx) => {
        const u = await lockMember(trx, actor.id, c.pii.columns);
        if (!u) throw unauthorized();
        const phone = c.pii.phone(p.phone_number);
        const whatsapp = c.pii.phone(p.whatsapp_number);
        const wechatNorm = p.wechat_id ? c.pii.wechatIndex(p.wechat_id) : null;
        const snap = isCertified(u) ? await findSnapshot(trx, u.id, c.pii.columns) : undefined;
        // Numbers are not claimed (a proof holds a number, decision 0034); a WeChat ID is.
        if (snap && wechatNorm) {
          for (const t of await claimConflicts(trx, u.id, [
            { kind: 'wechat_id', value: wechatNorm },
          ]))
            refused.push({ field: 'wechat_id', kind: t.kind, holderId: t.holderId });
          if (refused.length > 0) return 'refused' as const;
        }
        const next = {
          first_name: p.first_name,
          last_name: p.last_name,
          phone_enc: phone.enc,
          phone_bidx: phone.bidx,
          whatsapp_enc: whatsapp.enc,
          whatsapp_bidx: whatsapp.bidx,
          wechat_id: p.wechat_id,
          wechat_id_norm: wechatNorm,
          wechat_name: p.wechat_name,
        };
        const now = nowIso();
        await trx
          .updateTable('users')
          .set({ ...c.pii.columns.seal('users', u.id, next), updated_at: now })
          .where('id', '=', u.id)
          .execute();
        // A number taken off the profile stops finding the member at once; a new one is found
        // only once proven (and, after verification, once its hold has passed).
        await releaseUnlistedNumbers(tx, u.id, [phone.bidx, whatsapp.bidx]);
        Object.assign(u, next);
        if (!snap) return 'saved' as const;
        const change = await syncPendingChange(trx, u, snap, c.cipher, now);
        if (change) {
          const fields = change.fields.split(',');
          await c.audit(tx, actor, 'profile.change_request', 'profile_change', change.id, {
            fields: change.fields,
          });
          await c.mail(
            tx,
            profileChangeReceivedMail(
              u.email,
              u.first_name,
              fields,
              c.link('/profile'),
              localeOf(u.preferred_language),
            ),
          );
        }
        const pending = await trx
          .selectFrom('profile_changes')
          .select('id')
          .where('user_id', '=', u.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        return pending ? ('pending' as const) : ('saved' as const);
      });
      if (result === 'refused') {
        await c.recordConflicts(
          actor.id,
          refused.map((r) => ({ kind: r.kind, holderId: r.holderId })),
          'profile_edit',
          actor,
        );
        const errors = Object.fromEntries(
          refused.map((r) => [r.field, lifecycleMessages.claimTaken[r.kind]]),
        );
        const first = refused[0]!;
        refused = [];
        throw new HttpError(409, lifecycleMessages.claimTaken[first.kind], errors);
      }
      return result;
    },

    /**
     * A reviewer approves (the answer changes, claims move to the new numbers) or rejects (the
     * profile shows the certified values again) a pending change.
     */
    async decideChange(
      changeId: string,
      approve: boolean,
      reason: string | null,
      actor: Actor & { kind: 'staff' },
    ): Promise<void> {
      let memberId: string | null = null;
      try {
        await c.transact(async (trx, tx) => {
          const ch = await lockChange(trx, changeId);
          if (!ch || ch.status !== 'pending')
            throw new TransitionRefused(lifecycleMessages.changeNotPending);
          if (ch.user_id === actor.id) throw new HttpError(403, messages.forbidden);
          memberId = ch.user_id;
          const u = (await lockMember(trx, ch.user_id, c.pii.columns))!;
          const snap = await findSnapshot(trx, u.id, c.pii.columns);
          if (!snap || !isCertified(u))
            throw new TransitionRefused(lifecycleMessages.changeNotPending);
          const now = nowIso();
          const changes = decodeChanges(ch, c.cipher);
          if (approve) {
            await moveMember(trx, u, 'profile_change_approved', lifecycleMessages.memberSuspended);
            const next = { ...snap, updated_at: now };
            for (const d of changes) {
              if (d.field === 'first_name') next.first_name = d.after ?? snap.first_name;
              if (d.field === 'last_name') next.last_name = d.after ?? snap.last_name;
              // A number in a change stored before issue 30 is not certified by a reviewer any
              // more: the member proves it by code.
              if (d.field === 'wechat_id') {
                next.wechat_id = d.after;
                next.wechat_id_norm = d.after ? c.pii.wechatIndex(d.after) : null;
              }
            }
            // New names must match the registries again for the tier (issue 48).
            Object.assign(
              next,
              tierColumns(await withRegistries(c, tx, next, storedEvidenceOf(next))),
            );
            await takeClaims(trx, u.id, claimsOf(next), now);
            await saveSnapshot(trx, next, c.pii.columns);
          } else {
            // The profile shows what is certified again.
            const certified = snapshotValues(snap);
            const revert: Partial<MemberRow> = {};
            for (const d of changes) {
              if (d.field === 'first_name') revert.first_name = certified.first_name!;
              if (d.field === 'last_name') revert.last_name = certified.last_name!;
              if (d.field === 'wechat_id') {
                revert.wechat_id = snap.wechat_id;
                revert.wechat_id_norm = snap.wechat_id_norm;
              }
            }
            await trx
              .updateTable('users')
              .set({ ...c.pii.columns.seal('users', u.id, revert), updated_at: now })
              .where('id', '=', u.id)
              .execute();
          }
          await trx
            .updateTable('profile_changes')
            .set({
              status: approve ? 'approved' : 'rejected',
              decided_at: now,
              decided_by: actor.id,
              reason,
            })
            .where('id', '=', ch.id)
            .execute();
          await c.audit(
            tx,
            actor,
            approve ? 'profile.change_approve' : 'profile.change_reject',
            'profile_change',
            ch.id,
            {
              member_id: u.id,
            },
          );
          if (approve)
            await c.emit(tx, { type: 'profile.change_approved', memberId: u.id, changeId: ch.id });
          await c.mail(
            tx,
            profileChangeDecidedMail(
              u.email,
              u.first_name,
              approve,
              reason,
              c.link('/profile'),
              localeOf(u.preferred_language),
            ),
          );
        });
      } catch (err) {
        if (err instanceof ClaimTaken && memberId) {
          await c.recordConflicts(memberId, err.conflicts, 'approval', actor);
          throw new TransitionRefused(lifecycleMessages.approvalClaimTaken);
        }
        throw err;
      }
    },
  };
}
