import {
  backofficeMessages,
  rejectionReasons,
  type CaseView,
  type DecisionPayload,
  type QueueItem,
  type QueueQuery,
} from '@vouch/contracts';
import type { Mailer } from '../../adapters/mail/mailer.js';
import { kycApprovedMail, kycRejectedMail } from '../../adapters/mail/templates.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { BackgroundTasks } from '../../lib/background.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { HttpError, forbidden, notFound } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { AuthContext } from '../auth/sessions.js';
import type { ChecksService } from '../checks/service.js';
import { kycRepository } from '../kyc/repository.js';
import type { KycService } from '../kyc/service.js';
import type { MemberPii } from '../users/pii.js';
import { usersRepository } from '../users/repository.js';
import { buildCaseView } from './case-view.js';

export interface BackofficeDeps {
  db: Db;
  config: Config;
  kyc: KycService;
  checks: ChecksService;
  cipher: PiiCipher;
  pii: MemberPii;
  mailer: Mailer;
  audit: AuditLog;
  background: BackgroundTasks;
}

const VIEW_AUDIT_WINDOW_MS = 10 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reviewers decide KYC submissions; admins manage roles. Every action is in the audit log. */
export function backofficeService(d: BackofficeDeps) {
  const repo = kycRepository(d.db);
  const users = usersRepository(d.db);

  async function submission(id: string) {
    if (!UUID.test(id)) throw notFound();
    const s = await d.db
      .selectFrom('kyc_submissions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!s) throw notFound();
    return s;
  }

  return {
    async queue(q: Required<Pick<QueueQuery, 'status'>> & QueueQuery): Promise<QueueItem[]> {
      let query = d.db
        .selectFrom('kyc_submissions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
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
          : query.where('u.email', '=', q.q.toLowerCase());
      const rows = await query.orderBy('s.created_at', 'asc').limit(500).execute();
      const now = Date.now();
      return rows.map((r) => ({
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
      const view = await buildCaseView(d.db, d.kyc, d.checks, d.cipher, d.pii, s);
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
      await d.audit.append({
        actorId: auth.user.id,
        action: 'case.view',
        targetType: 'kyc_submission',
        targetId: s.id,
        ip,
      });
      return view;
    },

    async decide(auth: AuthContext, id: string, p: DecisionPayload, ip: string): Promise<string> {
      const s = await submission(id);
      if (s.user_id === auth.user.id) throw new HttpError(403, backofficeMessages.ownSubmission);
      if (s.status !== 'CURRENTLY_UNDER_REVIEW')
        throw new HttpError(409, backofficeMessages.notUnderReview);
      const approve = p.decision === 'approve';
      const label = rejectionReasons.find((r) => r.value === p.reason_code)?.label ?? '';
      const note = p.note?.trim();
      const reason = approve ? null : note ? `${label}. ${note}` : label;
      if (
        !(await repo.decide(
          s.id,
          approve ? 'APPROVED' : 'REJECTED',
          reason,
          auth.user.id,
          nowIso(),
        ))
      ) {
        throw new HttpError(409, backofficeMessages.alreadyDecided);
      }
      if (approve) await users.transitionStatus(s.user_id, 'KYC_IN_PROGRESS', 'VERIFIED');
      await d.audit.append({
        actorId: auth.user.id,
        action: approve ? 'kyc.approve' : 'kyc.reject',
        targetType: 'kyc_submission',
        targetId: s.id,
        ip,
        details: approve ? {} : { reason_code: p.reason_code ?? null },
      });
      const member = await users.findById(s.user_id);
      if (member) {
        const base = d.config.appUrl;
        d.background.run(() =>
          d.mailer.send(
            approve
              ? kycApprovedMail(member.email, member.first_name, `${base}/profile`)
              : kycRejectedMail(
                  member.email,
                  member.first_name,
                  reason ?? '',
                  `${base}/kyc/update-kyc-info`,
                ),
          ),
        );
      }
      return approve ? backofficeMessages.approved : backofficeMessages.rejected;
    },

    async changeRole(auth: AuthContext, email: string, role: 'member' | 'reviewer', ip: string) {
      const target = await users.findByEmail(email);
      if (!target) throw new HttpError(404, backofficeMessages.noSuchMember);
      if (target.id === auth.user.id)
        throw new HttpError(403, backofficeMessages.cannotChangeOwnRole);
      // Admins are made and unmade with the CLI only.
      if (target.role === 'admin') throw forbidden();
      await users.update(target.id, { role });
      await d.audit.append({
        actorId: auth.user.id,
        action: 'role.change',
        targetType: 'user',
        targetId: target.id,
        ip,
        details: { role },
      });
    },
  };
}

export type BackofficeService = ReturnType<typeof backofficeService>;
