import {
  backofficeMessages,
  lifecycleMessages,
  rejectionReasons,
  jobMessages,
  type FailedJobItem,
  type MemberStanding,
  type CaseView,
  type DecisionPayload,
  type QueueItem,
  type QueueQuery,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { HttpError, forbidden, notFound } from '../../lib/http-errors.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext } from '../auth/index.js';
import type { ChecksService } from '../checks/index.js';
import type { KycService } from '../kyc/index.js';
import type { Lifecycle } from '../lifecycle/index.js';
import { usersRepository, type MemberPii } from '../users/index.js';
import { buildCaseView } from './case-view.js';

export interface BackofficeDeps {
  db: Db;
  jobs: Pick<Jobs, 'failed' | 'retry'>;
  kyc: KycService;
  checks: ChecksService;
  lifecycle: Lifecycle;
  cipher: PiiCipher;
  pii: MemberPii;
  audit: AuditLog;
}

const VIEW_AUDIT_WINDOW_MS = 10 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reviewers decide KYC submissions; admins manage roles. Every action is in the audit log. */
export function backofficeService(d: BackofficeDeps) {
  const users = usersRepository(d.db, d.pii);

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
        }));
    },

    async caseView(auth: AuthContext, id: string, ip: string): Promise<CaseView> {
      const s = await submission(id);
      const view = await buildCaseView(d, s);
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
      await d.lifecycle.decide({
        submissionId: s.id,
        approve,
        reason: approve ? null : note ? `${label}. ${note}` : label,
        reasonCode: approve ? null : (p.reason_code ?? null),
        actor: { kind: 'staff', id: auth.user.id, ip },
      });
      return approve ? backofficeMessages.approved : backofficeMessages.rejected;
    },

    /** An admin looks up a member's standing; the view (verified details included) is audited. */
    async standing(auth: AuthContext, q: string, ip: string): Promise<MemberStanding> {
      const found = await d.lifecycle.standing(q);
      if (!found) throw new HttpError(404, lifecycleMessages.noSuchMember);
      await d.audit.append(d.db, {
        actorId: auth.user.id,
        action: 'member.view',
        targetType: 'user',
        targetId: found.uuid,
        ip,
      });
      return found;
    },

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
        await tx.updateTable('users').set({ role }).where('id', '=', target.id).execute();
        await d.audit.append(tx, {
          actorId: auth.user.id,
          action: 'role.change',
          targetType: 'user',
          targetId: target.id,
          ip,
          details: { role },
        });
      });
    },
  };
}

export type BackofficeService = ReturnType<typeof backofficeService>;
