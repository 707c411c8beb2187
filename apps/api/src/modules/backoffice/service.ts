import {
  backofficeMessages,
  lifecycleMessages,
  rejectionReasons,
  jobMessages,
  type FailedJobItem,
  type MemberStandingView,
  type CaseClaim,
  type CaseView,
  type ClaimPayload,
  type DecisionPayload,
  type QueueItem,
  type QueueQuery,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { HttpError, forbidden, notFound } from '../../lib/http-errors.js';
import type { AuditLog } from '../audit/index.js';
import { changeRole, type AuthContext, type Sessions } from '../auth/index.js';
import type { ChecksService } from '../checks/index.js';
import type { KycService } from '../kyc/index.js';
import type { Lifecycle } from '../lifecycle/index.js';
import { usersRepository, type MemberPii } from '../users/index.js';
import { auditView } from './audit-view.js';
import { buildCaseView } from './case-view.js';
import { caseClaims } from './claims.js';
import { deciders, memberActivity } from './member-activity.js';
import { secondLookService } from './second-looks.js';

export interface BackofficeDeps {
  db: Db;
  jobs: Pick<Jobs, 'failed' | 'retry'>;
  kyc: KycService;
  checks: ChecksService;
  lifecycle: Lifecycle;
  cipher: PiiCipher;
  pii: MemberPii;
  audit: AuditLog;
  sessions: Pick<Sessions, 'revokeAllFor'>;
}

const VIEW_AUDIT_WINDOW_MS = 10 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reviewers decide KYC submissions; admins manage roles. Every action is in the audit log. */
export function backofficeService(d: BackofficeDeps) {
  const users = usersRepository(d.db, d.pii);
  const auditPage = auditView(d.audit, users);
  const decidersOf = deciders(d.db, users);
  const withActivity = memberActivity(d.db, d.pii, decidersOf);
  const claims = caseClaims(d);

  async function submission(id: string) {
    if (!UUID.test(id)) throw notFound();
    // A closed member's records are kept for the law, locked: no staff screen shows them.
    const s = await d.db
      .selectFrom('kyc_submissions')
      .selectAll()
      .where('id', '=', id)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', 'kyc_submissions.user_id')
            .where('users.status', '!=', 'CLOSED'),
        ),
      )
      .executeTakeFirst();
    if (!s) throw notFound();
    return d.pii.columns.open('kyc_submissions', s.id, s);
  }

  return {
    /** Sampled automatic approvals a reviewer confirms or revokes; the policy's figures. */
    secondLooks: secondLookService(d),

    async queue(q: Required<Pick<QueueQuery, 'status'>> & QueueQuery): Promise<QueueItem[]> {
      let query = d.db
        .selectFrom('kyc_submissions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .where('u.status', '!=', 'CLOSED')
        .select([
          's.id',
          's.user_id',
          's.identity_type',
          's.country',
          's.document_type',
          's.version',
          's.status',
          's.created_at',
          's.risk_level',
          's.decided_at',
          's.decided_by',
          'u.email',
          'u.first_name',
          'u.last_name',
        ])
        .where('s.status', '=', q.status);
      if (q.id_type) query = query.where('s.identity_type', '=', q.id_type);
      if (q.country) query = query.where('s.country', '=', q.country);
      if (q.risk)
        query =
          q.risk === 'pending'
            ? query.where('s.risk_level', 'is', null)
            : query.where('s.risk_level', '=', q.risk);
      if (q.q)
        query = UUID.test(q.q)
          ? query.where('u.id', '=', q.q.toLowerCase())
          : query.where('u.email_bidx', '=', d.pii.emailIndex(q.q));
      const rows = await query.orderBy('s.created_at', 'asc').limit(500).execute();
      const now = Date.now();
      const holders = await claims.holders(rows.map((r) => r.id));
      const who = await decidersOf(rows);
      // Names and e-mail are ciphertext (decision 0013): decrypted here, after the SQL; the
      // queue is ordered by submission time only, never by name.
      return rows
        .map((row) => d.pii.columns.open('users', row.user_id, row))
        .map((r) => ({
          submission_id: r.id,
          member_uuid: r.user_id,
          member_email: r.email,
          member_name: `${r.first_name} ${r.last_name}`,
          identity_type: r.identity_type as QueueItem['identity_type'],
          country: r.country,
          document_type: r.document_type,
          version: Number(r.version),
          status: r.status as QueueItem['status'],
          submitted_at: r.created_at,
          waited_hours: Math.round(((now - Date.parse(r.created_at)) / 3_600_000) * 10) / 10,
          risk_level: (r.risk_level ?? 'pending') as QueueItem['risk_level'],
          claimed_by: holders.get(r.id) ?? null,
          decided_by: who.get(r.id) ?? null,
          decided_at: r.decided_at,
        }));
    },

    async caseView(auth: AuthContext, id: string, ip: string): Promise<CaseView> {
      const s = await submission(id);
      const view = { ...(await buildCaseView(d, s)), claim: await claims.forCase(auth, s.id) };
      // The case view refreshes while checks run: one audit entry per reviewer and case per few
      // minutes says who looked, without a line per refresh.
      const since = new Date(Date.now() - VIEW_AUDIT_WINDOW_MS).toISOString();
      const recent = await d.db
        .selectFrom('audit_log')
        .select('seq')
        .where('target_id', '=', s.id)
        .where('actor_id', '=', auth.user.id)
        .where('action', '=', 'case.view')
        .where('at', '>', since)
        .limit(1)
        .executeTakeFirst();
      if (recent) return view;
      await d.audit.append(d.db, {
        actorId: auth.user.id,
        action: 'case.view',
        targetType: 'kyc_submission',
        targetId: s.id,
        ip,
      });
      return view;
    },

    /** The lifecycle decides (status, snapshot, audit entry and the member's mail together). */
    async decide(auth: AuthContext, id: string, p: DecisionPayload, ip: string): Promise<string> {
      const s = await submission(id);
      const approve = p.decision === 'approve';
      const label = rejectionReasons.find((r) => r.value === p.reason_code)?.label ?? '';
      const note = p.note?.trim();
      // Another reviewer's case is refused unless taken over explicitly (issue 34).
      if (s.status === 'CURRENTLY_UNDER_REVIEW')
        await claims.beforeDecision(auth, s.id, p.take_over === true, ip);
      await d.lifecycle.decide({
        submissionId: s.id,
        approve,
        reason: approve ? null : note ? `${label}. ${note}` : label,
        reasonCode: approve ? null : (p.reason_code ?? null),
        overrideReason: approve ? (p.override_reason ?? null) : null,
        documentExpiresOn: approve ? (p.document_expires_on ?? null) : null,
        actor: { kind: 'staff', id: auth.user.id, ip },
      });
      await claims.afterDecision(s.id);
      return approve ? backofficeMessages.approved : backofficeMessages.rejected;
    },

    /** Claims a case under review (or takes it over with `take_over`). */
    async claim(auth: AuthContext, id: string, p: ClaimPayload, ip: string): Promise<CaseClaim> {
      const s = await submission(id);
      if (s.status !== 'CURRENTLY_UNDER_REVIEW')
        throw new HttpError(409, backofficeMessages.notUnderReview);
      return claims.claim(auth, s.id, p, ip);
    },

    async release(auth: AuthContext, id: string, ip: string): Promise<string> {
      const s = await submission(id);
      await claims.release(auth, s.id, ip);
      return backofficeMessages.released;
    },

    /** An admin looks up a member's standing; the view (verified details included) is audited. */
    async standing(auth: AuthContext, q: string, ip: string): Promise<MemberStandingView> {
      const found = await d.lifecycle.standing(q);
      if (!found) throw new HttpError(404, lifecycleMessages.noSuchMember);
      await d.audit.append(d.db, {
        actorId: auth.user.id,
        action: 'member.view',
        targetType: 'user',
        targetId: found.uuid,
        ip,
      });
      return withActivity(found);
    },

    /** The audit log a page at a time, filtered (admins). */
    auditPage,

    /** The dead-letter list, without the jobs' data (e-mail contents, member ids). */
    async failedJobs(): Promise<FailedJobItem[]> {
      return (await d.jobs.failed()).map((j) => ({
        id: j.id,
        queue: j.queue,
        attempts: j.attempts,
        last_error: j.last_error,
        created_at: j.created_at,
        failed_at: j.updated_at,
      }));
    },

    /** Queues a failed job again; the retry is on the audit log. */
    async retryJob(auth: AuthContext, id: string, ip: string) {
      if (!(await d.jobs.retry(id))) throw new HttpError(409, jobMessages.notFailed);
      await d.audit.append(d.db, {
        actorId: auth.user.id,
        action: 'job.retry',
        targetType: 'job',
        targetId: id,
        ip,
      });
    },

    async changeRole(auth: AuthContext, email: string, role: 'member' | 'reviewer', ip: string) {
      const target = await users.findByEmail(email);
      if (!target) throw new HttpError(404, backofficeMessages.noSuchMember);
      if (target.id === auth.user.id)
        throw new HttpError(403, backofficeMessages.cannotChangeOwnRole);
      // Admins are made and unmade with the CLI only.
      if (target.role === 'admin') throw forbidden();
      await d.db.transaction().execute(async (tx) => {
        // The member's sessions end with the change: they sign in again under its rules.
        const r = await changeRole(tx, d.sessions, target.id, role);
        if (!r.changed) return;
        await d.audit.append(tx, {
          actorId: auth.user.id,
          action: 'role.change',
          targetType: 'user',
          targetId: target.id,
          ip,
          details: { role, sessions_ended: r.sessionsEnded },
        });
      });
    },
  };
}

export type BackofficeService = ReturnType<typeof backofficeService>;
