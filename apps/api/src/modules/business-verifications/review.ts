import {
  businessVerificationMessages,
  type BusinessVerificationCase,
  type BusinessVerificationDecisionPayload,
  type BusinessVerificationQueueItem,
  type BusinessVerificationStatus,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { logoUrlOf, Problem } from '../business/index.js';
import type { Presenter, ScreeningHitView } from './store.js';
import { findVerification, peopleOf } from './store.js';
import { documentPageUrl, documentsOf, documentView } from './documents.js';
import type { VerificationTransitions } from './transition.js';

export interface Staff {
  id: string;
  ip: string | null;
  /** An organisation's own verification grants live mode: as before issue 49, admins decide it. */
  admin?: boolean;
}

const hitsOf = (json: string | null) => (json ? (JSON.parse(json) as ScreeningHitView[]) : []);

/**
 * The back office's KYB queue (issue 49): live verifications waiting for a reviewer, the whole
 * case (the registry's record and people, each person's result, share and possible matches),
 * and the decision with its reason. Test-mode verifications are the business's own simulation,
 * never a reviewer's work. Every view of a case and every decision is audited.
 */
export function businessVerificationReview(d: {
  db: Db;
  audit: AuditLog;
  show: Presenter;
  transitions: VerificationTransitions;
  /** Sends links to the people who have none (service.ts). */
  linkPeople: (id: string) => Promise<void>;
}) {
  const { db } = d;

  async function queue(
    status: BusinessVerificationStatus = 'in_review',
  ): Promise<BusinessVerificationQueueItem[]> {
    const rows = await db
      .selectFrom('business_verifications')
      .innerJoin('organisations', 'organisations.id', 'business_verifications.organisation_id')
      .selectAll('business_verifications')
      .select('organisations.name as organisation_name')
      .where('business_verifications.mode', '=', 'live')
      .where('business_verifications.status', '=', status)
      .orderBy('business_verifications.updated_at')
      .limit(200)
      .execute();
    return rows.map((v) => ({
      id: v.id,
      mode: v.mode,
      status: v.status,
      registration_number: v.registration,
      name: v.name,
      review_reasons: JSON.parse(v.review_reasons) as string[],
      created_at: v.created_at,
      updated_at: v.updated_at,
      organisation: { id: v.organisation_id, name: v.organisation_name, logo_url: null },
      subject: v.subject,
    }));
  }

  async function detail(id: string, staff: Staff): Promise<BusinessVerificationCase> {
    const v = await findVerification(db, id);
    if (v?.mode !== 'live') throw new HttpError(404, businessVerificationMessages.notFound);
    const org = await db
      .selectFrom('organisations')
      .select(['name', 'logo_sha'])
      .where('id', '=', v.organisation_id)
      .executeTakeFirstOrThrow();
    const people = await peopleOf(db, v.id);
    const docs = (await documentsOf(db, v.id)).map(documentView);
    await d.audit.append(db, {
      actorId: staff.id,
      ip: staff.ip,
      action: 'business_verification.viewed',
      targetType: 'business_verification',
      targetId: v.id,
    });
    const base = d.show.verification(v, people, docs);
    return {
      ...base,
      documents: docs.map((doc) => ({
        ...doc,
        page_urls: Array.from({ length: doc.pages }, (_, i) =>
          documentPageUrl(v.id, doc.id, i + 1),
        ),
      })),
      organisation: {
        id: v.organisation_id,
        name: org.name,
        logo_url: v.subject === 'organisation' ? logoUrlOf(org.logo_sha) : null,
      },
      screening_hits: hitsOf(v.screening_hits),
      people: people.map((p, i) => {
        const l = d.show.listed(p);
        return {
          ...base.people[i]!,
          middle_name: l.middleName,
          date_of_birth: l.dob,
          screening_hits: hitsOf(p.screening_hits),
        };
      }),
    };
  }

  async function decide(id: string, b: BusinessVerificationDecisionPayload, staff: Staff) {
    const v = await findVerification(db, id);
    if (v?.mode !== 'live') throw new HttpError(404, businessVerificationMessages.notFound);
    if (v.status !== 'in_review')
      throw new HttpError(409, businessVerificationMessages.notInReview);
    if (v.subject === 'organisation' && !staff.admin)
      throw new HttpError(403, businessVerificationMessages.adminDecidesGoingLive);
    const waiting = (await peopleOf(db, v.id)).some((p) => p.status !== 'verified');
    // A business is verified with its people, never in their place; `continue` sends them links.
    if (b.decision === 'approve' && waiting)
      throw new HttpError(409, businessVerificationMessages.peopleNotVerified);
    if (b.decision === 'continue' && !waiting)
      throw new HttpError(409, businessVerificationMessages.nobodyToContinue);
    const to =
      b.decision === 'approve'
        ? 'approved'
        : b.decision === 'reject'
          ? 'rejected'
          : 'pending_people';
    const decided =
      to === 'pending_people'
        ? {}
        : { decided_by: staff.id, decided_at: nowIso(), decision_reason: b.reason.trim() };
    await db
      .transaction()
      .execute(async (tx) => {
        // Another reviewer decided first: their decision stands.
        await d.transitions.move(tx, v, to, decided);
        await d.audit.append(tx, {
          actorId: staff.id,
          ip: staff.ip,
          action: `business_verification.${b.decision === 'continue' ? 'continued' : to}`,
          targetType: 'business_verification',
          targetId: v.id,
          details: { organisation_id: v.organisation_id },
        });
      })
      .catch((err: unknown) => {
        throw err instanceof Problem
          ? new HttpError(409, businessVerificationMessages.notInReview)
          : err;
      });
    // Back to its people: their links, made on behalf of the key that asked.
    if (to === 'pending_people') await d.linkPeople(v.id);
  }

  return { queue, detail, decide };
}
