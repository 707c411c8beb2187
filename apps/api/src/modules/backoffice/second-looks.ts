import {
  instantDecisionMessages,
  type DurationFigures,
  type PolicyStats,
  type SecondLookDecision,
  type SecondLookItem,
} from '@vouch/contracts';
import type { Db, Tx } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext } from '../auth/index.js';
import type { Lifecycle } from '../lifecycle/index.js';
import type { MemberPii } from '../users/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WINDOW_DAYS = 30;

/**
 * Second looks (issue 34, decision 0041): people check the machine. Opened by the lifecycle's
 * `submission.approved` event for a sampled automatic approval (lifecycle-subscriptions.ts), in
 * the approval's transaction; closed by a reviewer's confirmation, or by any revocation of that
 * member (the `member.revoked` event), so a revoked approval never waits in the queue.
 */
export const secondLookRows = {
  async open(tx: Tx, e: { submissionId: string; memberId: string; policy: string }) {
    await tx
      .insertInto('second_looks')
      .values({
        submission_id: e.submissionId,
        member_id: e.memberId,
        policy: e.policy,
        status: 'open',
        reviewer_id: null,
        reason: null,
        created_at: nowIso(),
        resolved_at: null,
      })
      .onConflict((oc) => oc.column('submission_id').doNothing())
      .execute();
  },

  async closeRevoked(tx: Tx, memberId: string, reason: string) {
    await tx
      .updateTable('second_looks')
      .set({ status: 'revoked', reason, resolved_at: nowIso() })
      .where('member_id', '=', memberId)
      .where('status', '=', 'open')
      .execute();
  },
};

function figures(seconds: number[]): DurationFigures {
  const s = [...seconds].sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least p of the values at or below it.
  const at = (p: number) => (s.length === 0 ? null : s[Math.max(0, Math.ceil(p * s.length) - 1)]!);
  const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
  return { count: s.length, median_seconds: round(at(0.5)), p90_seconds: round(at(0.9)) };
}

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

export interface SecondLookDeps {
  db: Db;
  lifecycle: Pick<Lifecycle, 'revoke'>;
  audit: AuditLog;
  pii: MemberPii;
}

export function secondLookService(d: SecondLookDeps) {
  return {
    async list(status: SecondLookItem['status']): Promise<SecondLookItem[]> {
      const rows = await d.db
        .selectFrom('second_looks as l')
        .innerJoin('kyc_submissions as s', 's.id', 'l.submission_id')
        .innerJoin('users as u', 'u.id', 'l.member_id')
        .leftJoin('policy_decisions as p', 'p.submission_id', 'l.submission_id')
        .where('l.status', '=', status)
        .where('u.status', '!=', 'CLOSED')
        .select([
          'l.submission_id',
          'l.member_id',
          'l.policy',
          'l.status',
          'l.reviewer_id',
          'l.reason',
          'l.created_at',
          's.created_at as submitted_at',
          's.decided_at',
          'p.relied_on',
          'u.first_name',
          'u.last_name',
        ])
        .orderBy('l.created_at', 'asc')
        .limit(200)
        .execute();
      return rows
        .map((r) => ({ ...r, ...d.pii.columns.open('users', r.member_id, r) }))
        .map((r) => ({
          submission_id: r.submission_id,
          member_uuid: r.member_id,
          member_name: `${r.first_name} ${r.last_name}`,
          policy: r.policy,
          status: r.status,
          approved_at: r.decided_at ?? r.created_at,
          decided_in_seconds: r.decided_at
            ? Math.round(secondsBetween(r.submitted_at, r.decided_at) * 10) / 10
            : null,
          relied_on: r.relied_on ? (JSON.parse(r.relied_on) as SecondLookItem['relied_on']) : [],
          reviewer_uuid: r.reviewer_id,
          reason: r.reason,
        }));
    },

    /** Confirm (the approval stands) or revoke through the lifecycle's revoke transition. */
    async decide(
      auth: AuthContext,
      submissionId: string,
      p: SecondLookDecision,
      ip: string,
    ): Promise<string> {
      const look = UUID.test(submissionId)
        ? await d.db
            .selectFrom('second_looks')
            .selectAll()
            .where('submission_id', '=', submissionId)
            .executeTakeFirst()
        : undefined;
      if (!look) throw new HttpError(404, instantDecisionMessages.noSuchSecondLook);
      if (look.status !== 'open')
        throw new HttpError(409, instantDecisionMessages.secondLookClosed);
      const reason = p.reason.trim();
      if (p.decision === 'revoke') {
        // The revoke event closes this look in the revocation's transaction.
        await d.lifecycle.revoke(look.member_id, reason, { kind: 'staff', id: auth.user.id, ip });
        await d.db
          .updateTable('second_looks')
          .set({ reviewer_id: auth.user.id })
          .where('submission_id', '=', submissionId)
          .execute();
        return instantDecisionMessages.revoked;
      }
      await d.db.transaction().execute(async (tx) => {
        const r = await tx
          .updateTable('second_looks')
          .set({ status: 'confirmed', reviewer_id: auth.user.id, reason, resolved_at: nowIso() })
          .where('submission_id', '=', submissionId)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1)
          throw new HttpError(409, instantDecisionMessages.secondLookClosed);
        await d.audit.append(tx, {
          actorId: auth.user.id,
          action: 'second_look.confirm',
          targetType: 'kyc_submission',
          targetId: submissionId,
          ip,
          details: { policy: look.policy },
        });
      });
      return instantDecisionMessages.confirmed;
    },

    /** Per policy version over 30 days; submission → decision for automatic and human ones. */
    async stats(): Promise<PolicyStats> {
      const since = new Date(Date.now() - WINDOW_DAYS * 86_400_000).toISOString();
      const outcomes = await d.db
        .selectFrom('policy_decisions')
        .select(['policy', 'outcome', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('decided_at', '>=', since)
        .groupBy(['policy', 'outcome'])
        .execute();
      const looks = await d.db
        .selectFrom('second_looks')
        .select(['policy', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('created_at', '>=', since)
        .groupBy(['policy', 'status'])
        .execute();
      const names = [...new Set([...outcomes.map((o) => o.policy), ...looks.map((l) => l.policy)])];
      const count = <T extends { policy: string; n: string | number }>(
        rows: T[],
        policy: string,
        ok: (r: T) => boolean,
      ) => rows.filter((r) => r.policy === policy && ok(r)).reduce((a, r) => a + Number(r.n), 0);

      const decided = await d.db
        .selectFrom('kyc_submissions as s')
        .leftJoin('policy_decisions as p', (j) =>
          j.onRef('p.submission_id', '=', 's.id').on('p.outcome', '=', 'approve'),
        )
        .select(['s.created_at', 's.decided_at', 's.decided_by', 'p.policy'])
        .where('s.decided_at', '>=', since)
        .execute();
      const auto: number[] = [];
      const human: number[] = [];
      for (const r of decided) {
        if (!r.decided_at) continue;
        if (r.policy) auto.push(secondsBetween(r.created_at, r.decided_at));
        else if (r.decided_by) human.push(secondsBetween(r.created_at, r.decided_at));
      }
      return {
        window_days: WINDOW_DAYS,
        policies: names.sort().map((policy) => ({
          policy,
          approved: count(outcomes, policy, (o) => o.outcome === 'approve'),
          sent_to_review: count(outcomes, policy, (o) => o.outcome === 'review'),
          second_looks: count(looks, policy, () => true),
          overturned: count(looks, policy, (l) => l.status === 'revoked'),
        })),
        automatic: figures(auto),
        human: figures(human),
      };
    },
  };
}

export type SecondLookService = ReturnType<typeof secondLookService>;
