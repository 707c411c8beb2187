import {
  monitoringMessages,
  type MonitoringAlert,
  type MonitoringAlertStatus,
  type MonitoringDecisionPayload,
  type MonitoringHit,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import { HttpError } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';

interface Staff {
  id: string;
  ip: string;
  admin: boolean;
}

/** The statuses each decision leaves from: a reviewer's on open alerts, an admin's on either. */
const FROM: Record<MonitoringDecisionPayload['decision'], MonitoringAlertStatus[]> = {
  dismiss: ['open', 'escalated'],
  escalate: ['open'],
  suspend: ['open', 'escalated'],
};
const TO = { dismiss: 'dismissed', escalate: 'escalated', suspend: 'suspended' } as const;
/** The most alerts a queue shows at once, best matches first. */
const QUEUE = 200;

/**
 * The alerts queue (issue 50): a possible match found by re-screening is a case for a reviewer,
 * never a verdict. A reviewer dismisses it with a reason (it stays dismissed: the same entry is
 * never compared again, and a changed entry is a new alert) or escalates it; an admin suspends a
 * member through the lifecycle, which tells every business holding a grant
 * (`member.verification_revoked` with status suspended) and the member. A verified business's
 * alert (its registered name matched) is dismissed or escalated: Vouch does not suspend a
 * business's customer for it; the organisation that verified it is told through the back office.
 */
export function monitoringAlerts(d: {
  db: Db;
  columns: ColumnCipher;
  audit: AuditLog;
  suspend: (
    memberId: string,
    reason: string,
    actor: { kind: 'staff'; id: string; ip: string },
  ) => Promise<void>;
}) {
  const { db } = d;

  async function memberAlerts(status: MonitoringAlertStatus): Promise<MonitoringAlert[]> {
    const rows = await db
      .selectFrom('monitoring_alerts as a')
      .innerJoin('users as u', 'u.id', 'a.member_id')
      .leftJoin('verified_snapshots as s', 's.user_id', 'a.member_id')
      .select([
        'a.id',
        'a.status',
        'a.hit',
        'a.reason',
        'a.decided_at',
        'a.created_at',
        'a.member_id',
        'u.status as member_status',
        'u.first_name as user_first',
        'u.last_name as user_last',
        's.first_name as snap_first',
        's.last_name as snap_last',
        's.approved_at',
      ])
      .where('a.status', '=', status)
      .orderBy('a.score', 'desc')
      .orderBy('a.created_at')
      .limit(QUEUE)
      .execute();
    return rows.map((r) => {
      const snap =
        r.snap_first !== null && r.snap_last !== null
          ? d.columns.open('verified_snapshots', r.member_id, {
              first_name: r.snap_first,
              last_name: r.snap_last,
            })
          : d.columns.open('users', r.member_id, {
              first_name: r.user_first,
              last_name: r.user_last,
            });
      return {
        id: r.id,
        status: r.status,
        member: {
          uuid: r.member_id,
          name: `${snap.first_name} ${snap.last_name}`,
          status: r.member_status,
          verified_at: r.approved_at ?? null,
        },
        business: null,
        hit: JSON.parse(r.hit) as MonitoringHit,
        reason: r.reason,
        decided_at: r.decided_at,
        created_at: r.created_at,
      };
    });
  }

  async function businessAlerts(status: MonitoringAlertStatus): Promise<MonitoringAlert[]> {
    const rows = await db
      .selectFrom('monitoring_business_alerts as a')
      .innerJoin('business_verifications as v', 'v.id', 'a.business_verification_id')
      .innerJoin('organisations as o', 'o.id', 'v.organisation_id')
      .select([
        'a.id',
        'a.status',
        'a.hit',
        'a.reason',
        'a.decided_at',
        'a.created_at',
        'v.id as bv_id',
        'v.name',
        'v.registration',
        'v.decided_at as approved_at',
        'o.name as organisation',
      ])
      .where('a.status', '=', status)
      .orderBy('a.score', 'desc')
      .orderBy('a.created_at')
      .limit(QUEUE)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      member: null,
      business: {
        id: r.bv_id,
        name: r.name,
        registration: r.registration,
        organisation: r.organisation,
        approved_at: r.approved_at,
      },
      hit: JSON.parse(r.hit) as MonitoringHit,
      reason: r.reason,
      decided_at: r.decided_at,
      created_at: r.created_at,
    }));
  }

  /** The alert, whichever kind: a member's or a business's. */
  async function find(id: string) {
    const member = await db
      .selectFrom('monitoring_alerts')
      .select(['id', 'member_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (member)
      return { ...member, table: 'monitoring_alerts' as const, subject: member.member_id };
    const business = await db
      .selectFrom('monitoring_business_alerts')
      .select(['id', 'business_verification_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    return business
      ? {
          ...business,
          member_id: null,
          table: 'monitoring_business_alerts' as const,
          subject: business.business_verification_id,
        }
      : undefined;
  }

  return {
    async queue(status: MonitoringAlertStatus): Promise<MonitoringAlert[]> {
      const all = [...(await memberAlerts(status)), ...(await businessAlerts(status))];
      return all
        .sort((a, b) => b.hit.score - a.hit.score || a.created_at.localeCompare(b.created_at))
        .slice(0, QUEUE);
    },

    async decide(id: string, p: MonitoringDecisionPayload, staff: Staff): Promise<string> {
      const alert = /^[0-9a-f-]{36}$/.test(id) ? await find(id) : undefined;
      if (!alert) throw new HttpError(404, monitoringMessages.notFound);
      if (p.decision === 'suspend' && !staff.admin)
        throw new HttpError(403, monitoringMessages.adminSuspends);
      if (p.decision === 'suspend' && alert.member_id === null)
        throw new HttpError(409, monitoringMessages.businessNotSuspended);
      // An escalated alert is an admin's to decide.
      const from = FROM[p.decision].filter((s) => s === 'open' || staff.admin);
      if (!from.includes(alert.status)) throw new HttpError(409, monitoringMessages.decided);
      const reason = p.reason.trim();
      if (p.decision === 'suspend' && alert.member_id)
        await d.suspend(alert.member_id, reason, { kind: 'staff', id: staff.id, ip: staff.ip });
      const now = nowIso();
      await db.transaction().execute(async (tx) => {
        const r = await tx
          .updateTable(alert.table)
          .set({ status: TO[p.decision], reason, decided_by: staff.id, decided_at: now })
          .where('id', '=', id)
          .where('status', 'in', from)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw new HttpError(409, monitoringMessages.decided);
        await d.audit.append(tx, {
          actorId: staff.id,
          ip: staff.ip,
          action: `monitoring.alert_${TO[p.decision]}`,
          targetType: 'monitoring_alert',
          targetId: id,
          details: {
            ...(alert.member_id
              ? { member: alert.member_id }
              : { business_verification: alert.subject }),
            from: alert.status,
          },
        });
      });
      return {
        dismiss: monitoringMessages.dismissed,
        escalate: monitoringMessages.escalated,
        suspend: monitoringMessages.suspended,
      }[p.decision];
    },
  };
}
export type MonitoringAlerts = ReturnType<typeof monitoringAlerts>;
