import { z } from 'zod';
import { riskLevels, type RiskLevel, type SubmissionChecks } from './checks.js';
import type { IdType, KycRecord, KycStatus, LookupRegistry } from './kyc.js';
import type { MemberStatus } from './enums.js';
import type { ClaimKind, VerifiedDetails } from './lifecycle.js';

/** The back office (back-office issue): reviewers decide KYC submissions; admins manage roles. */

export const rejectionReasons = [
  { value: 'unreadable_document', label: 'Document is unreadable' },
  { value: 'expired_document', label: 'Document has expired' },
  { value: 'face_mismatch', label: 'Face does not match the document' },
  { value: 'details_mismatch', label: 'Details do not match' },
  { value: 'screenshot_or_photocopy', label: 'Screenshot or photocopy' },
  { value: 'other', label: 'Other' },
] as const;
export type RejectionReason = (typeof rejectionReasons)[number]['value'];
const reasonValues = rejectionReasons.map((r) => r.value) as [
  RejectionReason,
  ...RejectionReason[],
];

export const backofficeMessages = {
  expiryInvalid: 'Enter the document’s expiry date as printed (YYYY-MM-DD)',
  expiryPassed:
    'This document has expired: a verification cannot rest on it. Reject the case and ask for a valid document.',
  decisionRequired: 'Choose approve or reject',
  reasonRequired: 'Choose a reason for the rejection',
  noteRequired: 'Tell the member what to fix (at least 10 characters)',
  ownSubmission: 'You cannot decide on your own submission.',
  notUnderReview: 'This submission is no longer under review.',
  alreadyDecided: 'Another reviewer decided this case a moment ago.',
  approved: 'Approved. The member is now verified.',
  rejected: 'Rejected. The member has been told what to fix.',
  roleChanged:
    'Role updated. They were signed out everywhere and sign in again under the new role.',
  noSuchMember: 'No account with that e-mail.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  claimed: 'The case is yours: other reviewers see that you are working on it.',
  claimTakenOver: 'You took the case over: the other reviewer sees it is yours now.',
  released: 'Released: another reviewer can take the case.',
  notYourClaim: 'You do not hold this case, so there is nothing to release.',
  /** `{who}` and `{since}` are filled in by the server. */
  claimedByOther:
    '{who} is working on this case (since {since}). Take it over explicitly if you need to decide it.',
} as const;

/** Claims on a case (issue 34): one reviewer works a case; an idle claim lapses. */
export const caseClaimMinutes = 30;

/** Who is working on a case; null when nobody (or their claim lapsed). */
export interface CaseClaim {
  reviewer_id: string;
  /** The reviewer's e-mail address, as other reviewers know them. */
  reviewer: string;
  mine: boolean;
  claimed_at: string;
  /** The claim lapses after `caseClaimMinutes` without its holder touching the case. */
  expires_at: string;
}

export const claimPayloadSchema = z.object({
  /** Take the case from the reviewer holding it (audited, with their id). */
  take_over: z.boolean().optional(),
});
export type ClaimPayload = z.input<typeof claimPayloadSchema>;

export const queueQuerySchema = z.object({
  status: z
    .enum(['CURRENTLY_UNDER_REVIEW', 'APPROVED', 'REJECTED'])
    .default('CURRENTLY_UNDER_REVIEW'),
  id_type: z.string().max(30).optional(),
  country: z.string().max(30).optional(),
  q: z.string().trim().max(254).optional(),
  /** The automated checks' risk level. */
  risk: z.enum(riskLevels).optional(),
});
export type QueueQuery = z.input<typeof queueQuerySchema>;

export interface QueueItem {
  submission_id: string;
  member_uuid: string;
  member_email: string;
  member_name: string;
  identity_type: IdType;
  country: string;
  document_type: string;
  version: number;
  status: KycStatus;
  submitted_at: string;
  /** Hours since submission; the promise is 24-48 hours. */
  waited_hours: number;
  /** The automated checks' verdict for the reviewer ('pending' while they run). */
  risk_level: RiskLevel;
  /** The reviewer working on it (e-mail), or null. */
  claimed_by: string | null;
  /** Who decided (a staff member's name, "Automatic (auto-v1)" or "Operator"); null while undecided. */
  decided_by: string | null;
  decided_at: string | null;
}

/** What a rejection said was wrong, by the photo it concerns (issue 34). */
export type RejectedItem = 'document' | 'portrait';

/** Rejection reasons that name one photo; the others (details, other) name none. */
export const rejectedItemOfReason: Partial<Record<RejectionReason, RejectedItem>> = {
  unreadable_document: 'document',
  expired_document: 'document',
  screenshot_or_photocopy: 'document',
  face_mismatch: 'portrait',
};

export interface CaseVersion {
  submission_id: string;
  version: number;
  status: KycStatus;
  reason: string | null;
  submitted_at: string;
  decided_at: string | null;
  /** That version's photos (file URLs), to show beside the new ones. */
  files: {
    document_front: string;
    document_back: string | null;
    portrait: string;
  };
  /** The photo its rejection named (from the reason chosen), or null. */
  rejected_item: RejectedItem | null;
}

export interface CaseView {
  submission: KycRecord;
  member: {
    uuid: string;
    email: string;
    name: string;
    dob: string;
    status: MemberStatus;
    member_since: string;
  };
  /** The identity lookup beside what the member typed; null when no lookup was made. */
  lookup: {
    provider: string;
    /** Which record (issue 48): a BVN's, a NIN's, or a NIN's given by its virtual NIN. */
    registry: LookupRegistry;
    first_name: string;
    last_name: string;
    middle_name: string | null;
    dob: string | null;
    matches: { first_name: boolean; last_name: boolean; dob: boolean };
  } | null;
  versions: CaseVersion[];
  payment: {
    ref_number: string;
    amount: number;
    paid_at: string | null;
    payment_type: string;
  } | null;
  /** Other accounts whose submissions used the same ID number (their uuids only). */
  duplicate_id_accounts: string[];
  /** The automated checks' results and risk summary (shown at the top of the case view). */
  checks: SubmissionChecks;
  /** What an approval certifies: Check Verification will answer with exactly these. */
  certifies: VerifiedDetails;
  /** Identifiers another verified member already holds: an approval would be refused. */
  claim_conflicts: { kind: ClaimKind; holder_uuid: string }[];
  /** The reviewer working on the case, if any (issue 34). */
  claim: CaseClaim | null;
}

export const decisionPayloadSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: backofficeMessages.decisionRequired }),
    reason_code: z.enum(reasonValues, { error: backofficeMessages.reasonRequired }).optional(),
    note: z.string().trim().max(1000).optional(),
    /** Approving a high-risk case: why, in the reviewer's words (audited). */
    override_reason: z.string().trim().max(1000).optional(),
    /** Decide a case another reviewer holds (their claim is taken over, audited). */
    take_over: z.boolean().optional(),
    /**
     * Issue 50: the ID document's expiry as printed (YYYY-MM-DD), entered by the reviewer who
     * approves; it is watched like a passport's MRZ date (a driver's licence has no MRZ we read).
     */
    document_expires_on: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, backofficeMessages.expiryInvalid)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), backofficeMessages.expiryInvalid)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.document_expires_on && v.document_expires_on <= new Date().toISOString().slice(0, 10))
      ctx.addIssue({
        code: 'custom',
        path: ['document_expires_on'],
        message: backofficeMessages.expiryPassed,
      });
    if (v.decision !== 'reject') return;
    if (!v.reason_code)
      ctx.addIssue({
        code: 'custom',
        path: ['reason_code'],
        message: backofficeMessages.reasonRequired,
      });
    if (v.reason_code === 'other' && (v.note ?? '').length < 10) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: backofficeMessages.noteRequired });
    }
  });
export type DecisionPayload = z.input<typeof decisionPayloadSchema>;

export const roleChangePayloadSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  role: z.enum(['member', 'reviewer']),
});

export interface AuditEntry {
  seq: number;
  at: string;
  actor_id: string | null;
  /** Who that is, by name (issue 37): staff read names, not UUIDs. */
  actor_name: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  ip: string | null;
  hash: string;
}

/** A background job that failed every attempt (the dead-letter list; admins may retry it). */
export interface FailedJobItem {
  id: string;
  /** mail | checks | payments-reconcile | uploads-sweep */
  queue: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  failed_at: string;
}

export const jobQueueLabels: Record<string, string> = {
  mail: 'E-mail',
  checks: 'Automated checks',
  'payments-reconcile': 'Payment reconciliation',
  'uploads-sweep': 'Upload sweep',
};

export const jobMessages = {
  retried: 'The job is queued again.',
  notFailed: 'This job is no longer on the failed list; reload it.',
} as const;

export const backofficePaths = {
  queue: '/backoffice/queue',
  case: '/backoffice/cases',
  roles: '/backoffice/roles',
  audit: '/backoffice/audit',
  failedJobs: '/backoffice/jobs/failed',
} as const;

/**
 * Which checklist item a rejection is about, read from the reason the member sees (it starts with
 * the reason's label, backoffice/service.ts): null when it names none (a free-text reason). The
 * member's wizard calls the portrait its selfie.
 */
export function rejectedItemOf(reason: string | null | undefined): 'selfie' | 'document' | null {
  if (!reason) return null;
  const match = rejectionReasons.find((r) => reason.startsWith(r.label));
  const item = match ? rejectedItemOfReason[match.value] : undefined;
  return item === 'portrait' ? 'selfie' : (item ?? null);
}

/** `${backofficePaths.case}/:id/claim`: POST claims (or takes over), DELETE releases. */
export const caseClaimPath = (id: string) => `${backofficePaths.case}/${id}/claim`;
